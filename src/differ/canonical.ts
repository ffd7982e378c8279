import { isObject } from '../model/index.js';
import { ANNOTATION_KEYS, LIST_KEYS, MAP_KEYS, SCHEMA_KEYS } from './keywords.js';

/** Keywords whose array value is a set: reordering it changes nothing. */
const SET_KEYWORDS = new Set(['required', 'enum', 'type']);

type Mode = 'schema' | 'names' | 'data';

/**
 * One string per meaning of a schema: object keys sorted, set-like keyword arrays sorted.
 * With `ignoreAnnotations`, descriptions, titles, examples and defaults are left out at every
 * schema depth (never inside `enum` or `const` data, nor a property that happens to be named
 * `description`), so two schemas that accept the same values compare equal. `known` keeps the
 * string of each schema object walked, for a caller that asks about nested nodes of one tree
 * again and again (each with the same `ignoreAnnotations`, and the tree unchanged meanwhile).
 */
export function canonical(value: unknown, ignoreAnnotations = false, known?: Map<object, string>): string {
  const walk = (v: unknown, mode: Mode, setLike: boolean): string => {
    if (Array.isArray(v)) {
      const items = v.map((x) => walk(x, mode, false));
      if (setLike) items.sort();
      return `[${items.join(',')}]`;
    }
    if (!isObject(v)) return JSON.stringify(v) ?? 'undefined';
    // Only a schema's string is kept: the same object read as data or names is written otherwise.
    const kept = mode === 'schema' ? known?.get(v) : undefined;
    if (kept !== undefined) return kept;
    const keys = Object.keys(v)
      .filter((k) => !(mode === 'schema' && ignoreAnnotations && ANNOTATION_KEYS.has(k)))
      .sort();
    const text = `{${keys.map((k) => `${JSON.stringify(k)}:${walk(v[k], childMode(mode, k), mode === 'schema' && SET_KEYWORDS.has(k))}`).join(',')}}`;
    if (mode === 'schema') known?.set(v, text);
    return text;
  };
  return walk(value, 'schema', false);
}

function childMode(mode: Mode, key: string): Mode {
  if (mode === 'names') return 'schema';
  if (mode === 'data') return 'data';
  if (MAP_KEYS.includes(key)) return 'names';
  return SCHEMA_KEYS.includes(key) || LIST_KEYS.includes(key) ? 'schema' : 'data';
}

export function sameSchema(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** Equal in every keyword that decides which values are accepted. */
export function sameShape(a: unknown, b: unknown): boolean {
  return canonical(a, true) === canonical(b, true);
}

/** Deep equality with object key order ignored (array order kept); stops at the first difference. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (!isObject(a) || !isObject(b) || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k]));
}

/** Whether a `$ref` appears anywhere in a value. */
export function hasRef(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasRef);
  if (!isObject(value)) return false;
  return Object.entries(value).some(([k, v]) => k === '$ref' || hasRef(v));
}
