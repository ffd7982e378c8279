import type { SchemaVisit } from './walk.js';

/** Steps that go from an array schema to its items: shown as `[]` after the array's name. */
const ITEM_STEPS = new Set(['items', 'prefixItems', 'additionalItems', 'contains', 'unevaluatedItems']);
/** Steps that go from a map to the schema of its values: shown as `*`. */
const VALUE_STEPS = new Set(['additionalProperties', 'patternProperties', 'unevaluatedProperties']);

/**
 * The parameter path a user would recognise for a schema node: `filters.status`,
 * `tags[].name`, `metadata.*`; `''` at the root. Compositions and `$ref`s add nothing, since
 * their schemas describe the same value. A node first reached through `$defs` is named by its
 * definition (`$defs/Address.city`).
 */
export function schemaPath(visit: SchemaVisit): string {
  const parts: string[] = [];
  for (let v: SchemaVisit | undefined = visit; v; v = v.parent) {
    if (v.via === 'properties' && v.propertyName !== undefined) parts.push(v.propertyName);
    else if (ITEM_STEPS.has(v.via)) parts.push('[]');
    else if (VALUE_STEPS.has(v.via)) parts.push('*');
    else if ((v.via === '$defs' || v.via === 'definitions') && v.propertyName !== undefined) parts.push(`${v.via}/${v.propertyName}`);
  }
  parts.reverse();
  // A path hundreds of levels deep is shortened in the middle: a message that repeats it in
  // full for every node of a 10,000-level schema would need gigabytes.
  const shown = parts.length > MAX_PARTS ? [...parts.slice(0, HEAD), '…', ...parts.slice(-TAIL)] : parts;
  let out = '';
  for (const part of shown) out += part === '[]' || out === '' ? part : `.${part}`;
  return out;
}

const HEAD = 3;
const TAIL = 6;
const MAX_PARTS = 12;

/**
 * True when the node sits under `not`, `if`, `then`, `else`, `propertyNames` or `contains`:
 * there a schema is a test on the value, and rules about declaring parameters do not apply.
 */
export function underCondition(visit: SchemaVisit): boolean {
  return visit.conditional;
}

/** The visit of the schema root a node belongs to; the walk sets it on every visit. */
export function rootVisit(visit: SchemaVisit): SchemaVisit {
  return visit.root ?? visit;
}
