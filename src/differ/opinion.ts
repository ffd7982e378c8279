import { emptyObject, getAtPointer, isObject, joinPointer, type JsonObject } from '../model/index.js';
import { sameShape } from './canonical.js';
import { isClosed } from './schema-types.js';
import { declaredKeysOnly } from './declared-keys.js';
import { rejectedExample } from './rejected-example.js';
import type { SecondOpinion } from './second-opinion.js';
import type { Effect } from './check.js';
import { CHECKS } from './checks/index.js';
import type { Change } from './types.js';

/** Where the second opinion saw values lost (input) or gained (output), and one such value. */
export interface OpinionFinding {
  pointer: string;
  path: string;
  /** Head's node at that place, where the change is shown. */
  head: JsonObject;
  example?: { value: unknown };
}

/** How deep the opinion is followed into properties to name the one that changed. */
const MAX_DRILL = 8;

/**
 * Asks the second opinion about a pair of prepared schemas: only when the named checks found
 * nothing that already accounts for a shrink (input) or growth (output), and only about the
 * arguments a caller would actually send. When it sees one, it is asked again about each
 * property both sides define, to name the deepest one that shrank, and a value that shows it
 * is looked for.
 */
export async function secondOpinionFinding(
  opinion: SecondOpinion,
  direction: 'input' | 'output',
  base: JsonObject,
  head: JsonObject,
  named: readonly Change[],
): Promise<OpinionFinding | undefined> {
  if (sameShape(base, head) || named.some((c) => c.direction === direction && (explains(c) || addedToClosed(c, base)))) return undefined;
  // Callers send only the keys an input names; consumers skip keys they do not read, so an
  // output is compared as written.
  const view = direction === 'input' ? declaredKeysOnly : (s: JsonObject) => s;
  const question = direction === 'input' ? 'narrowed' : 'widened';
  const sees = async (b: JsonObject, h: JsonObject) => !sameShape(b, h) && (await opinion(view(b), view(h), question)) === true;
  if (!(await sees(base, head))) return undefined;
  let at = { b: base, h: head, pointer: '', path: '' };
  for (let depth = 0; depth < MAX_DRILL; depth++) {
    const next = await firstChild(at, sees);
    if (!next) break;
    at = next;
  }
  const [accepting, rejecting] = direction === 'input' ? [view(at.b), view(at.h)] : [at.h, at.b];
  const example = rejectedExample(accepting, rejecting);
  return { pointer: at.pointer, path: at.path, head: at.h, ...(example ? { example } : {}) };
}

type Place = { b: JsonObject; h: JsonObject; pointer: string; path: string };

/** The first property (or `items`) of both sides that the opinion still sees the change in. */
async function firstChild(at: Place, sees: (b: JsonObject, h: JsonObject) => Promise<boolean>): Promise<Place | undefined> {
  const children: Place[] = [];
  const bp = isObject(at.b.properties) ? at.b.properties : emptyObject();
  const hp = isObject(at.h.properties) ? at.h.properties : emptyObject();
  for (const [name, h] of Object.entries(hp)) {
    const b = bp[name];
    if (isObject(b) && isObject(h))
      children.push({ b, h, pointer: joinPointer(at.pointer, 'properties', name), path: at.path === '' ? name : `${at.path}.${name}` });
  }
  if (isObject(at.b.items) && isObject(at.h.items))
    children.push({ b: at.b.items, h: at.h.items, pointer: joinPointer(at.pointer, 'items'), path: `${at.path}[]` });
  for (const child of children) if (await sees(child.b, child.h)) return child;
  return undefined;
}

/**
 * A change already says what the second opinion would when it is breaking, or when its check's
 * edit loses values on an input (narrows) or gains values on an output (widens), whatever level
 * the check gives it (a new required parameter with a default, say).
 */
function explains(change: Change): boolean {
  if (change.level === 'breaking') return true;
  const effect = EFFECTS.get(change.id);
  return effect === 'both' || effect === (change.direction === 'input' ? 'narrows' : 'widens');
}

/**
 * Whether json-schema-diff, reading every keyword of both schemas as written (annotations
 * aside), proves that they accept the same values: then a named check's breaking change is a
 * rewrite of the same meaning. Only sameness counts: an edit that loses values on one side can
 * still break what consumers rely on (a property removed from a closed output), which is not a
 * question of accepted values.
 */
export async function provedEquivalent(opinion: SecondOpinion, base: JsonObject, head: JsonObject): Promise<boolean> {
  return (await opinion(base, head, 'narrowed', true)) === false && (await opinion(base, head, 'widened', true)) === false;
}

/** What a breaking change proved to be a rewrite says, after its own message. */
export const PROVED_EQUIVALENT =
  'json-schema-diff, reading every keyword of both schemas, finds that they accept exactly the same values, so this is a warning, not a breaking change.';

/** The output mirrors of the property-added checks. */
const ADDED_OUTPUT = new Set(['output-property-added-optional', 'output-property-added-required', 'output-property-added-required-with-default']);

/**
 * A property added to an output object that was closed (`additionalProperties: false`) is
 * growth the notes already name: that key could not appear before. (Added to an open object,
 * it grows nothing, so it explains nothing.)
 */
function addedToClosed(change: Change, base: JsonObject): boolean {
  if (change.direction !== 'output' || !ADDED_OUTPUT.has(change.id)) return false;
  const parent = getAtPointer(base, change.pointer.replace(/\/properties\/[^/]*$/, ''));
  return isObject(parent) && isClosed(parent);
}

const EFFECTS = new Map<string, Effect>(CHECKS.flatMap((c) => (c.kind === 'tool' ? [] : [[c.id, c.effect] as const, [c.output.id, c.effect] as const])));

export { declaredKeysOnly };
