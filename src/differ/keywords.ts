import { isObject, type JsonObject } from '../model/index.js';

/** Keywords whose value is one schema (a boolean `additionalProperties` is a keyword value). */
export const SCHEMA_KEYS = [
  'items',
  'additionalProperties',
  'additionalItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'unevaluatedProperties',
  'unevaluatedItems',
];
/** Keywords whose value is a list of schemas (`items` too, in its draft-04 tuple form). */
export const LIST_KEYS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
/** Keywords whose value maps names to schemas. */
export const MAP_KEYS = ['properties', 'patternProperties', 'dependentSchemas'];

/** Keywords that only document: a change to them changes no accepted value. */
export const ANNOTATION_KEYS = new Set([
  'description',
  'title',
  'examples',
  'example',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'markdownDescription',
  '$comment',
]);

/** The schemas directly inside a schema node, keyword-aware (an `enum` value is not a schema). */
export function childSchemas(node: JsonObject): JsonObject[] {
  const out: JsonObject[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (SCHEMA_KEYS.includes(key) && isObject(value)) out.push(value);
    else if (LIST_KEYS.includes(key) && Array.isArray(value)) out.push(...value.filter(isObject));
    else if (MAP_KEYS.includes(key) && isObject(value)) out.push(...Object.values(value).filter(isObject));
  }
  return out;
}
