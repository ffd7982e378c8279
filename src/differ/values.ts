import { hasOwn, joinPointer, type JsonObject } from '../model/index.js';
import { canonical } from './canonical.js';
import type { NodePair, Report } from './check.js';

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

/** How a message shows the values: `{{value}}` for a const, `{{values}}` for an enum. */
function valuesData(allowed: AllowedValues): Record<string, string> {
  return allowed.via === 'const' ? { value: show(allowed.values[0]) } : { values: show(allowed.values) };
}

/** The visit of `const-introduced` and `enum-introduced`: head limits a value base left free. */
export function limitIntroducedVisit(via: AllowedValues['via']): (pair: NodePair, report: Report) => void {
  return (pair, report) => {
    const h = allowedValues(pair.head);
    if (!allowedValues(pair.base) && h?.via === via) report({ pointer: joinPointer(pair.pointer, via), data: valuesData(h) });
  };
}

/** The visit of `const-dropped` and `enum-dropped`: base limited a value head leaves free. */
export function limitDroppedVisit(via: AllowedValues['via']): (pair: NodePair, report: Report) => void {
  return (pair, report) => {
    const b = allowedValues(pair.base);
    if (b?.via === via && !allowedValues(pair.head)) report({ data: valuesData(b), at: { side: 'base', node: pair.base } });
  };
}

/**
 * The visit of `enum-value-added` (values head lists and base does not) and `enum-value-removed`
 * (the reverse), one report per value. A const on both sides is const-changed's to report.
 */
export function enumValuesVisit(change: 'added' | 'removed'): (pair: NodePair, report: Report) => void {
  return (pair, report) => {
    const b = allowedValues(pair.base);
    const h = allowedValues(pair.head);
    if (!b || !h || (b.via === 'const' && h.via === 'const')) return;
    const values = change === 'added' ? missingValues(h.values, b.values) : missingValues(b.values, h.values);
    for (const v of values) report({ pointer: joinPointer(pair.pointer, h.via), data: { value: show(v) } });
  };
}

/**
 * A value for a message: JSON, a long one shortened. A list shows every item (each shortened
 * on its own), since a reader looks for their own value in it and a cut would hide it.
 */
export function show(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(show).join(',')}]`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/**
 * Two values for a "changed from … to …" message. Two long strings are shown around where they
 * first differ, so that the reader sees the change rather than two equal beginnings.
 */
export function showPair(before: unknown, after: unknown): [string, string] {
  if (typeof before !== 'string' || typeof after !== 'string' || (before.length <= 58 && after.length <= 58)) return [show(before), show(after)];
  let at = 0;
  while (at < before.length && before[at] === after[at]) at++;
  const start = Math.max(0, at - 20);
  const window = (s: string) => {
    const part = JSON.stringify(s.slice(start, start + 40)).slice(1, -1);
    return `"${start > 0 ? '…' : ''}${part}${start + 40 < s.length ? '…' : ''}"`;
  };
  return [window(before), window(after)];
}

/** Whitespace-insensitive text comparison: reflowing a description is no change. */
export function sameText(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const flat = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : v === undefined ? undefined : JSON.stringify(v));
  return flat(a) === flat(b);
}
