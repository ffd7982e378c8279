import { childAt, isObject, joinPointer, joinRelative, tryParsePointer } from '../../model/index.js';
import { notice, type Located, type OpenApiContext } from './context.js';

/** More hops than any sane chain of `$ref`s to `$ref`s; a longer one is reported, not followed. */
const MAX_HOPS = 32;

/**
 * Follows `$ref`s on a parameter, request body, response or path item until a real object is
 * reached: local fragments, and relative files through `getDocument`. Schema-level `$ref`s are
 * not resolved here: the engine follows those itself. Returns undefined, with a notice, for a
 * reference it cannot follow (remote URL, missing target, a cycle).
 */
export function deref(ctx: OpenApiContext, start: Located): Located | undefined {
  let current = start;
  const seen = new Set<string>();
  for (let hop = 0; isObject(current.value) && typeof current.value.$ref === 'string'; hop++) {
    const ref = current.value.$ref;
    const key = `${current.file}#${current.pointer}`;
    if (seen.has(key) || hop >= MAX_HOPS) {
      notice(ctx, 'ref-cycle', `$ref "${ref}" leads back to itself; it is not followed`, current);
      return undefined;
    }
    seen.add(key);
    const next = follow(ctx, current.file, ref);
    if (!next) {
      notice(ctx, 'ref-unresolved', `cannot resolve $ref "${ref}"`, joinAt(current, '$ref'));
      return undefined;
    }
    current = next;
  }
  return current;
}

function follow(ctx: OpenApiContext, fromFile: string, ref: string): Located | undefined {
  const hash = ref.indexOf('#');
  const target = hash === -1 ? ref : ref.slice(0, hash);
  const fragment = hash === -1 ? '' : ref.slice(hash + 1);
  // Remote references are never fetched; anchors (`#foo`) name no place a loader can find.
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined;
  if (fragment !== '' && !fragment.startsWith('/')) return undefined;
  const file = target === '' ? fromFile : joinRelative(fromFile, target);
  const doc = file === ctx.input.document.file ? ctx.input.document : ctx.input.getDocument(file);
  if (!doc) return undefined;
  const segments = tryParsePointer(fragment);
  if (!segments) return undefined;
  // Walked segment by segment: the fragment is decoded once, here, never a second time.
  const value = child({ value: doc.value, file, pointer: '' }, ...segments);
  return value.value === undefined ? undefined : value;
}

export function joinAt<T>(at: Located<T>, ...segments: Array<string | number>): { file: string; pointer: string } {
  return { file: at.file, pointer: joinPointer(at.pointer, ...segments) };
}

/** The child `key` of a located object, located. */
export function child(at: Located, ...segments: Array<string | number>): Located {
  let value: unknown = at.value;
  for (const s of segments) value = childAt(value, String(s));
  return { value, ...joinAt(at, ...segments) };
}
