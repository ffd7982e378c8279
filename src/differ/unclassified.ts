import { isObject, joinPointer, parsePointer, type JsonObject, type Tool } from '../model/index.js';
import { canonical as canonicalOf, deepEqual } from './canonical.js';
import { LIST_KEYS, MAP_KEYS, SCHEMA_KEYS } from './keywords.js';
import { effectiveHints, hintsComparable } from './tool-meta.js';
import type { Change } from './types.js';

/** Where two schemas differ: the keyword and the pointer of each difference, deepest first reached. */
export interface Difference {
  pointer: string;
  keyword: string;
}

/** Enough places to say what changed; a rewrite of a whole schema is not listed key by key. */
const MAX_DIFFERENCES = 50;

/**
 * Every place two schemas differ, keyword-aware: into subschemas, maps and lists of schemas, and
 * set-like lists compared as sets. `anyOf`/`oneOf`/`allOf` branches are paired by what they say
 * first, so reordering them is no difference.
 */
export function schemaDifferences(base: unknown, head: unknown): Difference[] {
  return allDifferences(base, head);
}

function allDifferences(base: unknown, head: unknown): Difference[] {
  const out: Difference[] = [];
  const add = (pointer: string, keyword: string) => {
    if (out.length < MAX_DIFFERENCES) out.push({ pointer, keyword });
  };
  // Each level compares its children whole before going into them: without the strings kept,
  // a node is written out once per level above it, and a schema reached through many `$ref`
  // paths (inlined, tens of thousands of nodes) took seconds.
  const strings = new Map<object, string>();
  const withoutAnnotations = new Map<object, string>();
  const canonical = (v: unknown, ignoreAnnotations = false) => canonicalOf(v, ignoreAnnotations, ignoreAnnotations ? withoutAnnotations : strings);
  const node = (b: unknown, h: unknown, pointer: string, depth: number): void => {
    if (out.length >= MAX_DIFFERENCES || depth > 64 || canonical(b) === canonical(h)) return;
    if (!isObject(b) || !isObject(h)) return add(pointer, lastKeyword(pointer));
    for (const key of new Set([...Object.keys(b), ...Object.keys(h)])) {
      const [x, y] = [b[key], h[key]];
      const at = joinPointer(pointer, key);
      if (canonical(x) === canonical(y)) continue;
      if (x === undefined || y === undefined) add(at, key);
      else if ((MAP_KEYS.includes(key) || key === '$defs' || key === 'definitions') && isObject(x) && isObject(y)) {
        for (const name of new Set([...Object.keys(x), ...Object.keys(y)])) {
          if (x[name] === undefined || y[name] === undefined) add(joinPointer(at, name), key);
          else node(x[name], y[name], joinPointer(at, name), depth + 1);
        }
      } else if (SCHEMA_KEYS.includes(key) && isObject(x) && isObject(y)) node(x, y, at, depth + 1);
      else if (LIST_KEYS.includes(key) && Array.isArray(x) && Array.isArray(y)) list(x, y, at, key, depth);
      else add(at, key);
    }
  };
  const list = (x: unknown[], y: unknown[], at: string, key: string, depth: number) => {
    const left = x.map((v, i) => ({ v, i }));
    const right = y.map((v, i) => ({ v, i }));
    for (const l of [...left]) {
      const match = right.findIndex((r) => canonical(r.v, true) === canonical(l.v, true));
      if (match === -1) continue;
      left.splice(left.indexOf(l), 1);
      right.splice(match, 1);
    }
    const n = Math.min(left.length, right.length);
    for (let k = 0; k < n; k++) node(left[k].v, right[k].v, joinPointer(at, right[k].i), depth + 1);
    for (const r of [...left.slice(n), ...right.slice(n)]) add(joinPointer(at, r.i), key);
  };
  node(base, head, '', 0);
  return out;
}

function lastKeyword(pointer: string): string {
  const segments = parsePointer(pointer);
  return segments[segments.length - 1] ?? '';
}

/**
 * Whether a change already says what a difference is: it is at the same place, at the node
 * whose keyword changed, inside the difference, or (for a change to a whole subschema: added,
 * removed, rewritten) around it. `required` is told by the changes to the properties it names.
 */
export function claims(change: Change, d: Difference): boolean {
  const c = change.pointer;
  if (c === d.pointer || c.startsWith(`${d.pointer}/`)) return true;
  if (d.pointer.startsWith(`${c}/`)) {
    const rest = d.pointer.slice(c.length + 1);
    if (!rest.includes('/')) return true;
    if (c !== '' && WHOLE.test(change.id)) return true;
  }
  if (SIBLINGS.some((group) => group.includes(d.keyword) && group.some((k) => c === `${parentOf(d.pointer)}/${k}`))) return true;
  if (d.keyword === 'required' && c.startsWith(`${d.pointer.slice(0, -'/required'.length)}/properties/`)) return true;
  return false;
}

/**
 * Keywords the named checks read. A difference in one of them that no check reports is the
 * same meaning written another way (normalization leftovers, a reflowed description): the
 * checks judged it. Any other keyword (`$dynamicRef`, an extension) is reported as unclassified.
 */
export const CLASSIFIED_KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'default',
  'description',
  'title',
  'examples',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
  'markdownDescription',
  '$comment',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'format',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxContains',
  'minContains',
  'maxProperties',
  'minProperties',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'prefixItems',
  'contains',
  'propertyNames',
  'patternProperties',
  'dependentRequired',
  'dependentSchemas',
  'if',
  'then',
  'else',
  'not',
  'anyOf',
  'oneOf',
  'allOf',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contentSchema',
  'contentMediaType',
  'contentEncoding',
  '$recursive',
]);

/** What the differ's reading drops (prepare.ts), looked for in the schemas as written. */
const WRITTEN_ONLY = new Set(['$schema', '$id', '$anchor']);

/**
 * Differences in the schemas as written that the prepared ones cannot show: `$schema`, `$id`,
 * `$anchor`, and definitions nothing refers to (a referenced one is inlined and compared).
 */
export function writtenDifferences(base: unknown, head: unknown): Difference[] {
  const refs = JSON.stringify([base, head]);
  return schemaDifferences(base, head).filter((d) => {
    if (WRITTEN_ONLY.has(d.keyword)) return true;
    const def = /\/(\$defs|definitions)(?:\/([^/]+))?/.exec(d.pointer);
    if (!def) return false;
    return def[2] !== undefined && !refs.includes(`/${def[1]}/${def[2]}"`);
  });
}

/** Keywords that work together, one check reporting them under the first it finds. */
const SIBLINGS = [
  ['if', 'then', 'else'],
  ['contentSchema', 'contentMediaType', 'contentEncoding'],
];
const parentOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));

const WHOLE = /(added|removed|introduced|dropped|changed|forbidden|allowed|narrowed|widened)$/;

/** The tool-definition fields no other check reads, as pointers: `/title`, `/annotations/x`, `/when`. */
export function toolDifferences(base: Tool, head: Tool): string[] {
  const out: string[] = [];
  if (!deepEqual(base.title, head.title)) out.push('/title');
  const fields = (prefix: string, b: JsonObject | undefined, h: JsonObject | undefined) => {
    for (const key of new Set([...Object.keys(b ?? {}), ...Object.keys(h ?? {})])) {
      if (deepEqual(b?.[key], h?.[key])) continue;
      // Inside an object on both sides (`_meta`), the fields that changed, each with its own
      // values: the whole object in one message is cut off mid-value. Past a few, the object
      // is named once (the innermost one that changed in more than a few places).
      out.push(...leafDifferences(b?.[key], h?.[key], joinPointer(prefix, key)));
    }
  };
  // A dialect that cannot carry annotations (OpenAI) has none to compare with one that does.
  if (hintsComparable(base, head)) fields('/annotations', base.annotations as JsonObject | undefined, head.annotations as JsonObject | undefined);
  fields('', base.meta as JsonObject, head.meta as JsonObject);
  // A hint written out with its default value changes nothing a host reads.
  const [b, h] = [effectiveHints(base), effectiveHints(head)];
  const sameHint = (p: string) => {
    const hint = /^\/annotations\/(readOnly|destructive|idempotent|openWorld)Hint$/.exec(p)?.[1] as keyof typeof b | undefined;
    return hint !== undefined && b[hint] === h[hint];
  };
  // A tool's own version is tool-version-under-bumped's to judge.
  return out.filter((p) => p !== '/version' && !sameHint(p));
}

/** The parameter a pointer is in, as messages name it: `/properties/a/items/properties/b` is `a[].b`. */
export function pathOf(pointer: string): string {
  let path = '';
  const segments = parsePointer(pointer);
  for (let i = 0; i < segments.length; i++) {
    if (segments[i] === 'properties' && i + 1 < segments.length) path = path === '' ? segments[++i] : `${path}.${segments[++i]}`;
    else if (segments[i] === 'items') path += '[]';
  }
  return path;
}

/** How many fields of one changed object are told one by one. */
const MAX_LEAVES = 8;

/**
 * The places under `pointer` where two values differ, stepping into objects present on both
 * sides; an object that differs in more than MAX_LEAVES places is one place.
 */
function leafDifferences(b: unknown, h: unknown, pointer: string): string[] {
  if (!isObject(b) || !isObject(h)) return [pointer];
  const out: string[] = [];
  for (const key of new Set([...Object.keys(b), ...Object.keys(h)])) {
    if (!deepEqual(b[key], h[key])) out.push(...leafDifferences(b[key], h[key], joinPointer(pointer, key)));
    if (out.length > MAX_LEAVES) return [pointer];
  }
  return out;
}
