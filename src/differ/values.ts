import { hasOwn, type JsonObject } from '../model/index.js';
import { canonical } from './canonical.js';

/** The values a node is limited to, and which keyword says so. */
export interface AllowedValues {
  values: unknown[];
  via: 'enum' | 'const';
}

export function allowedValues(node: JsonObject): AllowedValues | undefined {
  if (hasOwn(node, 'const')) return { values: [node.const], via: 'const' };
  if (Array.isArray(node.enum)) return { values: node.enum, via: 'enum' };
  return undefined;
}

/** Values of `a` that `b` does not list, compared by meaning (key order of objects aside). */
export function missingValues(a: unknown[], b: unknown[]): unknown[] {
  const inB = new Set(b.map((v) => canonical(v)));
  return a.filter((v) => !inB.has(canonical(v)));
}

/** A value for a message: JSON, shortened. */
export function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** Whitespace-insensitive text comparison: reflowing a description is no change. */
export function sameText(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const flat = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : v === undefined ? undefined : JSON.stringify(v));
  return flat(a) === flat(b);
}
