import { declaredTypes } from '../../src/kit/index.js';
import { hasOwn, isObject, type JsonObject } from '../../src/model/index.js';

/** The kind of value a pair of bounds constrains. */
export type Kind = 'number' | 'string' | 'array' | 'object';

/** Two keywords of one node that no value of `kind` can meet together. */
export interface Conflict {
  kind: Kind;
  /** The keyword the finding points at. */
  keyword: string;
  /** What contradicts what, as a clause: "`minimum` 10 is above `maximum` 1". */
  text: string;
}

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const count = (v: unknown): v is number => num(v) && v >= 0;

/** A lower or upper bound on numbers: its value, whether it is exclusive, and the keyword that set it. */
interface Bound {
  value: number;
  exclusive: boolean;
  keyword: string;
}

/**
 * The tighter of `minimum` and `exclusiveMinimum` (or the maximums), reading draft-04's boolean
 * `exclusiveMinimum: true` as making `minimum` exclusive.
 */
function boundOf(node: JsonObject, side: 'min' | 'max'): Bound | undefined {
  const inclusiveKey = side === 'min' ? 'minimum' : 'maximum';
  const exclusiveKey = side === 'min' ? 'exclusiveMinimum' : 'exclusiveMaximum';
  const inclusive = node[inclusiveKey];
  const exclusive = node[exclusiveKey];
  const candidates: Bound[] = [];
  if (num(inclusive)) candidates.push({ value: inclusive, exclusive: exclusive === true, keyword: inclusiveKey });
  if (num(exclusive)) candidates.push({ value: exclusive, exclusive: true, keyword: exclusiveKey });
  if (candidates.length < 2) return candidates[0];
  const [a, b] = candidates;
  // The tighter bound: higher for a minimum, lower for a maximum; at a tie, the exclusive one.
  if (a.value === b.value) return a.exclusive ? a : b;
  return (side === 'min') === a.value > b.value ? a : b;
}

/** "`minimum` 10", "`exclusiveMaximum` 5". */
const shown = (b: Bound) => `\`${b.keyword}\` ${b.value}`;

function numberConflict(node: JsonObject): Conflict | undefined {
  // Most nodes have no bound on one side or the other.
  if ((node.minimum === undefined && node.exclusiveMinimum === undefined) || (node.maximum === undefined && node.exclusiveMaximum === undefined))
    return undefined;
  const lo = boundOf(node, 'min');
  const hi = boundOf(node, 'max');
  if (!lo || !hi) return undefined;
  if (lo.value > hi.value) return { kind: 'number', keyword: lo.keyword, text: `${shown(lo)} is above ${shown(hi)}` };
  if (lo.value === hi.value && (lo.exclusive || hi.exclusive)) {
    return { kind: 'number', keyword: lo.keyword, text: `${shown(lo)} and ${shown(hi)} leave no number between them` };
  }
  // A node whose only numbers are integers needs a whole number in the range.
  const types = declaredTypes(node);
  if (types?.has('integer') && !types.has('number')) {
    const least = lo.exclusive ? Math.floor(lo.value) + 1 : Math.ceil(lo.value);
    const most = hi.exclusive ? Math.ceil(hi.value) - 1 : Math.floor(hi.value);
    if (least > most) return { kind: 'number', keyword: lo.keyword, text: `no integer lies between ${shown(lo)} and ${shown(hi)}` };
  }
  return undefined;
}

/** Pairs of a least and a most count, each for one kind of value. */
const COUNT_PAIRS: ReadonlyArray<readonly [Kind, string, string]> = [
  ['string', 'minLength', 'maxLength'],
  ['array', 'minItems', 'maxItems'],
  ['object', 'minProperties', 'maxProperties'],
];

const NONE: readonly Conflict[] = Object.freeze([]);

/** Every contradiction between the bounds of one node, at most one per kind of value. */
export function conflictsOf(node: JsonObject): readonly Conflict[] {
  // Called on every schema node, nearly all without a conflict: no list is made for them.
  let out: Conflict[] | undefined;
  const numeric = numberConflict(node);
  if (numeric) (out ??= []).push(numeric);
  for (const [kind, least, most] of COUNT_PAIRS) {
    const lo = node[least];
    const hi = node[most];
    if (count(lo) && count(hi) && lo > hi) (out ??= []).push({ kind, keyword: least, text: `\`${least}\` ${lo} is above \`${most}\` ${hi}` });
  }
  if (!out?.some((c) => c.kind === 'object')) {
    const object = objectConflict(node);
    if (object) (out ??= []).push(object);
  }
  return out ?? NONE;
}

/** An object that must hold more properties than it may, or a property it must hold and no value fits. */
function objectConflict(node: JsonObject): Conflict | undefined {
  const required = Array.isArray(node.required) ? new Set(node.required.filter((r): r is string => typeof r === 'string')) : undefined;
  if (!required || required.size === 0) return undefined;
  const most = node.maxProperties;
  if (count(most) && required.size > most) {
    return { kind: 'object', keyword: 'required', text: `\`required\` lists ${required.size} properties but \`maxProperties\` is ${most}` };
  }
  const props = node.properties;
  if (!isObject(props)) return undefined;
  for (const name of required) {
    if (hasOwn(props, name) && props[name] === false) {
      return { kind: 'object', keyword: 'required', text: `the required property "${name}" is the schema \`false\`, which no value matches` };
    }
  }
  return undefined;
}
