import semver from 'semver';
import { isObject, joinPointer, type SourceRef } from '../../src/model/index.js';

/** One changelog entry with a valid semver version; others are tool-metadata-types' to report. */
export interface Entry {
  version: string;
  /** Every string the entry holds, except its version. */
  text: string;
  /** True when the entry has a non-empty `breaking` list or text of its own. */
  flagged: boolean;
  ref: SourceRef;
}

const BREAKING_KEYS = new Set(['breaking', 'breaking_changes', 'breakingchanges', 'breaking-changes']);

/** The strings of a value, keys included (`removed: [...]`), at most `max`, walked without recursion. */
function strings(value: unknown, max = 200): string[] {
  const out: string[] = [];
  const stack = [value];
  while (stack.length > 0 && out.length < max) {
    const v = stack.pop();
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) stack.push(...v.slice(0, max));
    else if (isObject(v)) {
      out.push(...Object.keys(v).slice(0, max));
      stack.push(...Object.values(v).slice(0, max));
    }
  }
  return out;
}

function flaggedBreaking(value: unknown, skip?: string): boolean {
  if (!isObject(value)) return false;
  return Object.entries(value).some(([k, v]) => k !== skip && BREAKING_KEYS.has(k.toLowerCase()) && strings(v).some((s) => s.trim() !== ''));
}

/** The entries of a changelog written as `{"1.2.0": …}` or as `[{version: "1.2.0", …}]`. */
export function changelogEntries(value: unknown, ref: SourceRef): Entry[] {
  const out: Entry[] = [];
  const add = (version: unknown, body: unknown, at: SourceRef, skip?: string) => {
    if (typeof version !== 'string' || semver.valid(version) !== version) return;
    const bodyStrings = isObject(body) && skip ? strings(Object.fromEntries(Object.entries(body).filter(([k]) => k !== skip))) : strings(body);
    out.push({ version, text: bodyStrings.join('\n'), flagged: flaggedBreaking(body, skip), ref: at });
  };
  if (Array.isArray(value)) {
    value.forEach((entry, i) => {
      if (isObject(entry)) add(entry.version, entry, { file: ref.file, pointer: joinPointer(ref.pointer, i) }, 'version');
    });
  } else if (isObject(value)) {
    for (const [version, body] of Object.entries(value)) add(version, body, { file: ref.file, pointer: joinPointer(ref.pointer, version) });
  }
  return out.sort((a, b) => semver.compare(a.version, b.version));
}

/**
 * True when going from `prev` to `next` breaks callers by the convention npm's caret ranges
 * use (see src/differ/semver.ts): a new major from 1.0.0 on, a new minor in 0.y. Reaching
 * 1.0.0 declares the API stable and need not break anything.
 */
export function isMajorStep(prev: string, next: string): boolean {
  const a = semver.parse(prev)!;
  const b = semver.parse(next)!;
  if (a.major >= 1) return b.major > a.major;
  return b.major === 0 && a.minor > 0 && b.minor > a.minor;
}
