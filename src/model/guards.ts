import type { JsonObject } from './types.js';

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** What a JSON value is, for a sentence: `a number`, `a list`, `an object`, `null`. */
export function valueKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

export function hasOwn(obj: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

/** Long `required` lists as sets, made once per list: see isRequired. */
const requiredSets = new WeakMap<unknown[], Set<unknown>>();

/**
 * Whether a schema's `required` lists `name`. A list of 100,000 names searched once for each of
 * its 100,000 properties took seconds, so a long one is searched as a set.
 */
export function isRequired(node: JsonObject, name: string): boolean {
  const list = node.required;
  if (!Array.isArray(list)) return false;
  if (list.length <= 32) return list.includes(name);
  let set = requiredSets.get(list);
  if (!set) requiredSets.set(list, (set = new Set(list)));
  return set.has(name);
}

/** An own string property, or undefined. */
export function ownString(obj: JsonObject, key: string): string | undefined {
  if (!hasOwn(obj, key)) return undefined;
  const v = obj[key];
  return typeof v === 'string' ? v : undefined;
}

/** An empty object with no prototype: parsed data is never merged into `{}`. */
export function emptyObject(): JsonObject {
  return Object.create(null) as JsonObject;
}

/**
 * Any parsed value as text, for names and versions written with the wrong type. `String()`
 * throws on null-prototype objects, which is how parsers build objects here, so never call it
 * on a value that may be one.
 */
export function safeString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined || typeof value !== 'object') return String(value);
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  text ??= Array.isArray(value) ? '[…]' : '{…}';
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
