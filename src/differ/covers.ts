import { emptyObject, hasOwn, isObject, type JsonObject } from '../model/index.js';
import { sameShape } from './canonical.js';
import { ANNOTATION_KEYS } from './keywords.js';

/**
 * A quick test that `wide` accepts every value `narrow` does, for two schemas:
 * the same keywords, except that `wide` may require fewer properties and declare more (where
 * `narrow` is closed, or the extra ones accept what `narrow` takes as extra keys), and
 * properties and items that are themselves covered. False means "not shown", never "narrower".
 */
export function covers(wide: JsonObject, narrow: JsonObject): boolean {
  if (sameShape(wide, narrow)) return true;
  const keys = new Set([...Object.keys(wide), ...Object.keys(narrow)].filter((k) => !ANNOTATION_KEYS.has(k)));
  for (const key of keys) {
    const w = wide[key];
    const n = narrow[key];
    if (key === 'required') {
      const must = new Set(Array.isArray(n) ? n : []);
      if (!(Array.isArray(w) ? w : []).every((name) => must.has(name))) return false;
    } else if (key === 'properties') {
      const wp = isObject(w) ? w : emptyObject();
      for (const [name, schema] of Object.entries(isObject(n) ? n : emptyObject())) {
        // A key only `narrow` declares is one `wide` would have to accept as an extra key.
        if (!hasOwn(wp, name) ? wide.additionalProperties === false : !(isObject(wp[name]) && isObject(schema) && covers(wp[name], schema))) return false;
      }
      // A key only `wide` declares, `narrow` takes as an extra key (unless it is closed).
      const np = isObject(n) ? n : emptyObject();
      for (const [name, schema] of Object.entries(wp)) {
        if (hasOwn(np, name) || narrow.additionalProperties === false) continue;
        const extra = isObject(narrow.additionalProperties) ? narrow.additionalProperties : emptyObject();
        if (!(isObject(schema) && covers(schema, extra))) return false;
      }
    } else if (key === 'additionalProperties') {
      if (!extraCovers(w, n)) return false;
    } else if (key === 'items' && isObject(w) && isObject(n)) {
      if (!covers(w, n)) return false;
    } else if (key === 'type') {
      if (!typesCover(w, n)) return false;
    } else if (key in BOUND_SIDES) {
      // No bound on the wide side, or one at least as loose.
      if (w !== undefined && !(typeof w === 'number' && typeof n === 'number' && (BOUND_SIDES[key] === 'upper' ? w >= n : w <= n))) return false;
    } else if (!sameShape(w, n)) return false;
  }
  return true;
}

/** `wide`'s word on undeclared keys accepts every one `narrow`'s does (none, when `narrow` is closed). */
function extraCovers(w: unknown, n: unknown): boolean {
  if (w === undefined || w === true || n === false) return true;
  return isObject(w) && covers(w, isObject(n) ? n : emptyObject());
}

const BOUND_SIDES: Record<string, 'upper' | 'lower'> = {
  maximum: 'upper',
  exclusiveMaximum: 'upper',
  maxLength: 'upper',
  maxItems: 'upper',
  maxProperties: 'upper',
  minimum: 'lower',
  exclusiveMinimum: 'lower',
  minLength: 'lower',
  minItems: 'lower',
  minProperties: 'lower',
};

/** Every type `narrow` allows, `wide` allows too (`number` includes `integer`; no type is any). */
function typesCover(w: unknown, n: unknown): boolean {
  if (w === undefined) return true;
  const list = (t: unknown) => (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string');
  if (n === undefined) return false;
  const wide = new Set(list(w));
  return list(n).every((t) => wide.has(t) || (t === 'integer' && wide.has('number')));
}
