import { hasOwn, type SourceRef, type Tool } from '../../model/index.js';
import { memoized } from './memo.js';

/**
 * Extension fields are spelt many ways: `sunset_date` in a registry, `sunsetDate` in a
 * generated one, `x-sunset-date` on an OpenAPI operation. They are the same field, so keys are
 * compared without case, `-`, `_` and a leading `x-`. Every tool asks about the same few keys:
 * each is spelt out once.
 */
export const metaKeyOf: (key: string) => string = memoized((key) =>
  key
    .toLowerCase()
    .replace(/^x-/, '')
    .replace(/[-_\s]/g, ''),
);

export interface MetaField {
  /** The key as written. */
  key: string;
  value: unknown;
  ref: SourceRef;
}

/** Every meta field of `tool` whose key is one of `keys` (compared as metaKeyOf does). */
export function metaFields(tool: Tool, keys: readonly string[]): MetaField[] {
  const out: MetaField[] = [];
  // Most tools have no meta fields, or a few: nothing is gathered before there is one to match.
  for (const key of Object.keys(tool.meta)) {
    const wanted = metaKeyOf(key);
    if (!keys.some((k) => metaKeyOf(k) === wanted) || !hasOwn(tool.meta, key)) continue;
    out.push({ key, value: tool.meta[key], ref: tool.refs.meta[key] ?? tool.source });
  }
  return out;
}

/** The first meta field of `tool` named by `keys`, in the order `keys` gives. */
export function metaField(tool: Tool, keys: readonly string[]): MetaField | undefined {
  const found = metaFields(tool, keys);
  for (const k of keys) {
    const hit = found.find((f) => metaKeyOf(f.key) === metaKeyOf(k));
    if (hit) return hit;
  }
  return undefined;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?$/;

/**
 * An ISO 8601 calendar date (`2026-03-31`) or date-time (`2026-03-31T12:00:00Z`) in the
 * extended format, as the instant it stands for; undefined for anything else, including
 * impossible dates such as `2026-02-30`. A date-time without an offset is read as UTC.
 */
export function parseIsoDate(value: unknown): { date: Date; dateOnly: boolean } | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const m = DATE.exec(text) ?? DATE_TIME.exec(text);
  if (!m) return undefined;
  const n = (i: number) => Number(m[i] ?? 0);
  const [year, month, day] = [n(1), n(2), n(3)];
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  if (n(4) > 23 || n(5) > 59 || n(6) > 60 || n(10) > 23 || n(11) > 59) return undefined;
  const offset = m[9] === undefined ? 0 : (m[9] === '-' ? -1 : 1) * (n(10) * 60 + n(11));
  const millis = Date.UTC(year, month - 1, day, n(4), n(5), n(6), Math.round(Number(m[7] ?? 0) * 1000)) - offset * 60_000;
  return { date: new Date(millis), dateOnly: m[4] === undefined };
}

/** A value as a short piece of a message: `"yes"`, `3`, `an object`. */
export function shown(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
