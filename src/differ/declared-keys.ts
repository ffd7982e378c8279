import { emptyObject, hasOwn, isObject, type JsonObject } from '../model/index.js';
import { LIST_KEYS, MAP_KEYS, SCHEMA_KEYS } from './keywords.js';

/**
 * The schema as callers use it: an object with declared properties and no word on other keys
 * takes only those. Strictly, an open object accepts `{x: 5}` until `x` is declared a string,
 * so every new optional parameter would count as a shrink; models and clients send only the
 * keys a schema names, so that is not a change anyone feels.
 */
export function declaredKeysOnly(node: JsonObject): JsonObject {
  const out = emptyObject();
  for (const [key, value] of Object.entries(node)) {
    // Closing an object inside a `not` would make the `not` reject less: it is left as written.
    if (key === 'not') out[key] = value;
    else if (SCHEMA_KEYS.includes(key) && isObject(value)) out[key] = declaredKeysOnly(value);
    else if (LIST_KEYS.includes(key) && Array.isArray(value)) out[key] = value.map((v) => (isObject(v) ? declaredKeysOnly(v) : v));
    else if (MAP_KEYS.includes(key) && isObject(value)) {
      const map = emptyObject();
      for (const [name, v] of Object.entries(value)) map[name] = isObject(v) ? declaredKeysOnly(v) : v;
      out[key] = map;
    } else out[key] = value;
  }
  // `properties: {}` declares nothing: such an object is free-form, and stays open.
  const declared = isObject(out.properties) && Object.keys(out.properties).length > 0;
  if (declared && !hasOwn(out, 'additionalProperties') && !hasOwn(out, 'patternProperties')) out.additionalProperties = false;
  return out;
}
