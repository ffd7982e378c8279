import type { SchemaVisit } from '../walk.js';
import { nameWords } from '../../model/index.js';
import { memoized } from './memo.js';
import { escapeRegExp } from '../phrase-ascii.js';

/** A name as lower snake_case words, so `perPage`, `per-page` and `per_page` are one name. */
export function snakeName(name: string): string {
  return nameWords(name).join('_');
}

/**
 * A matcher for name globs such as `num_*`, `*_id` or `pageSize`: `*` stands for any run of
 * characters, and names and globs are compared as snake_case. Returns the glob that matched.
 */
export function nameMatcher(globs: readonly string[]): (name: string) => string | undefined {
  const compiled = globs.map((glob) => {
    const body = glob
      .split('*')
      .map((part) => escapeRegExp(part === '' ? '' : snakePart(part)))
      .join('.*');
    return { glob, re: new RegExp(`^${body}$`) };
  });
  // Parameter names repeat across tools: each is matched against every glob once.
  return memoized((name) => {
    const snake = snakeName(name);
    return snake === '' ? undefined : compiled.find((c) => c.re.test(snake))?.glob;
  });
}

/** A piece of a glob in snake_case, keeping the underscores at its ends (`_id` in `*_id`). */
function snakePart(part: string): string {
  const lead = /^[^A-Za-z0-9]/.test(part) ? '_' : '';
  const tail = /[^A-Za-z0-9]$/.test(part) ? '_' : '';
  return lead + snakeName(part) + tail;
}

/** Steps after which a schema still describes (part of) the same named parameter. */
const SAME_NAME = new Set(['$ref', 'allOf', 'anyOf', 'oneOf', 'items', 'prefixItems']);

/**
 * The name a node goes by: its property name, or for array items, `$ref` targets and
 * composition branches the name of the property they belong to (`tags` for `tags[]`).
 */
export function nameOf(visit: SchemaVisit): string | undefined {
  for (let v: SchemaVisit | undefined = visit; v; v = v.parent) {
    if (v.via === 'properties') return v.propertyName;
    if (!SAME_NAME.has(v.via)) return undefined;
  }
  return undefined;
}
