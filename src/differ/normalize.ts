import { emptyObject, hasOwn, isObject, type JsonObject, type SourceRef } from '../model/index.js';
import { sameSchema } from './canonical.js';
import { ANNOTATION_KEYS, childSchemas } from './keywords.js';

/**
 * Rewrites an inlined schema (in place, bottom-up) into one form per meaning, so that writing
 * the same thing differently is no change: `allOf` branches merged into their parent, OpenAPI
 * 3.0 `nullable` and `anyOf: [X, {type: null}]` as a `null` type, draft-04 boolean
 * `exclusiveMaximum` as a number, draft-07 `dependencies` and tuples in 2020-12 words, and BFCL's `dict`/`float` as `object`/`number`.
 */
export function normalizeSchema(root: JsonObject, where: WeakMap<object, SourceRef>): JsonObject {
  const visit = (node: JsonObject): void => {
    for (const child of childSchemas(node)) visit(child);
    aliasTypes(node);
    nullable(node);
    exclusiveBounds(node);
    draft7Keywords(node);
    flattenAllOf(node, where);
    collapseNullBranch(node, where);
  };
  visit(root);
  return root;
}

const TYPE_ALIASES: Record<string, string> = { dict: 'object', float: 'number' };

function aliasTypes(node: JsonObject): void {
  if (typeof node.type === 'string' && TYPE_ALIASES[node.type]) node.type = TYPE_ALIASES[node.type];
  else if (Array.isArray(node.type)) node.type = node.type.map((t) => (typeof t === 'string' && TYPE_ALIASES[t]) || t);
}

function nullable(node: JsonObject): void {
  if (!hasOwn(node, 'nullable')) return;
  if (node.nullable === true) addNull(node);
  delete node.nullable;
}

function addNull(node: JsonObject): void {
  if (typeof node.type === 'string') node.type = node.type === 'null' ? 'null' : [node.type, 'null'];
  else if (Array.isArray(node.type) && !node.type.includes('null')) node.type = [...node.type, 'null'];
}

/** Draft-04 `maximum: 5, exclusiveMaximum: true` is draft-06's `exclusiveMaximum: 5`. */
function exclusiveBounds(node: JsonObject): void {
  for (const [bound, exclusive] of [
    ['maximum', 'exclusiveMaximum'],
    ['minimum', 'exclusiveMinimum'],
  ] as const) {
    if (typeof node[exclusive] !== 'boolean') continue;
    if (node[exclusive] === true && typeof node[bound] === 'number') {
      node[exclusive] = node[bound];
      delete node[bound];
    } else delete node[exclusive];
  }
}

/**
 * Draft-07 words for what 2020-12 splits: `dependencies` (a list is `dependentRequired`, a
 * schema `dependentSchemas`) and tuple `items` with `additionalItems` (`prefixItems` with
 * `items`), so that moving a schema to 2020-12 is no change.
 */
function draft7Keywords(node: JsonObject): void {
  if (isObject(node.dependencies)) {
    for (const [name, value] of Object.entries(node.dependencies)) {
      const target = Array.isArray(value) ? 'dependentRequired' : 'dependentSchemas';
      const map = isObject(node[target]) ? (node[target] as JsonObject) : emptyObject();
      if (!hasOwn(map, name)) map[name] = value === true ? emptyObject() : value === false ? { not: emptyObject() } : value;
      node[target] = map;
    }
    delete node.dependencies;
  }
  if (Array.isArray(node.items) && !hasOwn(node, 'prefixItems')) {
    node.prefixItems = node.items;
    delete node.items;
    if (node.additionalItems === false) node.items = { not: emptyObject() };
    else if (isObject(node.additionalItems)) node.items = node.additionalItems;
  }
  delete node.additionalItems;
}

/**
 * Merges what `allOf` branches say into the node itself. A branch that cannot be merged
 * faithfully (a keyword both set differently, or `additionalProperties` next to properties
 * from elsewhere, which would change what it closes) stays in `allOf`.
 */
function flattenAllOf(node: JsonObject, where: WeakMap<object, SourceRef>): void {
  if (!Array.isArray(node.allOf)) return;
  const kept: unknown[] = [];
  const sources = node.allOf.filter((b) => isObject(b) && hasOwn(b, 'properties')).length + (hasOwn(node, 'properties') ? 1 : 0);
  for (const branch of node.allOf) {
    const closes = isObject(branch) && (hasOwn(branch, 'additionalProperties') || hasOwn(branch, 'unevaluatedProperties'));
    if (!isObject(branch) || (closes && sources > 1) || !mergeInto(node, branch, where)) kept.push(branch);
  }
  if (kept.length === 0) delete node.allOf;
  else node.allOf = kept;
}

/** Merges `from` into `into` when every keyword fits; returns false (changing nothing) otherwise. */
export function mergeInto(into: JsonObject, from: JsonObject, where: WeakMap<object, SourceRef>): boolean {
  const updates = emptyObject();
  for (const [key, value] of Object.entries(from)) {
    if (!hasOwn(into, key)) {
      updates[key] = value;
      continue;
    }
    const merged = mergeKeyword(key, into[key], value, where);
    if (merged === undefined) return false;
    updates[key] = merged;
  }
  Object.assign(into, updates);
  return true;
}

function mergeKeyword(key: string, a: unknown, b: unknown, where: WeakMap<object, SourceRef>): unknown {
  // An annotation set differently on both: the outer one documents this use, so it wins.
  if (ANNOTATION_KEYS.has(key)) return a;
  if (key === 'required' && Array.isArray(a) && Array.isArray(b)) return [...new Set([...a, ...b])];
  if (key === 'properties' && isObject(a) && isObject(b)) {
    const props = emptyObject();
    for (const [name, schema] of Object.entries(a)) props[name] = schema;
    for (const [name, schema] of Object.entries(b)) {
      if (!hasOwn(props, name)) props[name] = schema;
      else if (!sameSchema(props[name], schema)) {
        // The same property constrained twice: both apply.
        const both = emptyObject();
        both.allOf = [props[name], schema];
        const at = isObject(props[name]) ? where.get(props[name] as object) : undefined;
        if (at) where.set(both, at);
        flattenAllOf(both, where);
        props[name] = both;
      }
    }
    return props;
  }
  if (typeof a === 'number' && typeof b === 'number') {
    if (key.startsWith('max') || key === 'exclusiveMaximum') return Math.min(a, b);
    if (key.startsWith('min') || key === 'exclusiveMinimum') return Math.max(a, b);
  }
  return sameSchema(a, b) ? a : undefined;
}

/**
 * `anyOf: [X, {type: "null"}]` (or `oneOf`) is X that also accepts null. Only collapsed when X
 * has no `enum` or `const` (which would still reject null) and merges cleanly.
 */
function collapseNullBranch(node: JsonObject, where: WeakMap<object, SourceRef>): void {
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = node[key];
    if (!Array.isArray(branches) || branches.length !== 2 || hasOwn(node, 'type')) continue;
    const nullAt = branches.findIndex((b) => isObject(b) && b.type === 'null' && Object.keys(b).every((k) => k === 'type' || ANNOTATION_KEYS.has(k)));
    const other = branches[1 - nullAt];
    if (nullAt === -1 || !isObject(other) || hasOwn(other, 'enum') || hasOwn(other, 'const')) continue;
    const copy = emptyObject();
    for (const [k, v] of Object.entries(node)) if (k !== key) copy[k] = v;
    if (!mergeInto(copy, other, where)) continue;
    addNull(copy);
    for (const k of Object.keys(node)) delete node[k];
    Object.assign(node, copy);
  }
}
