import type { JsonObject } from './types.js';

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function hasOwn(obj: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
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
