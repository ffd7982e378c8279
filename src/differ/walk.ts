import { emptyObject, isObject, joinPointer, type JsonObject } from '../model/index.js';
import { sameShape } from './canonical.js';
import type { BranchMatch, Found, NodePair, PropertyPair, SchemaCheck } from './check.js';
import { declaredTypes, isFalseSchema, mayBe, typeRelation } from './schema-types.js';

export interface WalkHit {
  check: SchemaCheck;
  pair: NodePair;
  found: Found;
}

/** Deeper than any real tool schema; keeps a pathological pair of schemas bounded. */
const MAX_DEPTH = 64;

/**
 * Walks two prepared schemas in parallel and runs every schema check at each place both
 * have: the root, each property both sides define, `items`, `additionalProperties` and the
 * `anyOf`/`oneOf` branches that stand for the same alternative. Places only one side has are
 * reported by the checks of their parent (a property added or removed, a branch added or
 * removed), and the schemas of `propertyNames`, `patternProperties`, `contains`, `prefixItems`
 * and `unevaluated*` both have. `not`, conditionals and dependent schemas are compared whole
 * (their named checks), since a change inside them can mean either direction.
 */
export function walkSchemas(
  base: JsonObject,
  head: JsonObject,
  direction: 'input' | 'output',
  checks: readonly SchemaCheck[],
  hit: (h: WalkHit) => void,
): void {
  const step = (b: JsonObject, h: JsonObject, pointer: string, path: string, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    // A recursive reference is compared by the definition it names, not walked again.
    if (b.$recursive !== undefined || h.$recursive !== undefined) return;
    const pair = nodePair(b, h, direction, pointer, path);
    const forbidden = isFalseSchema(b) || isFalseSchema(h);
    for (const check of checks) {
      if (forbidden ? !check.onFalseSchema : pair.types === 'disjoint' && !check.whenTypesDisjoint) continue;
      check.visit(pair, (found) => hit({ check, pair, found }));
    }
    if (pair.types === 'disjoint' || forbidden) return;
    const into = (x: unknown, y: unknown, at: Array<string | number>, sub: string) => {
      if (isObject(x) && isObject(y) && !isFalseSchema(x) && !isFalseSchema(y)) step(x, y, joinPointer(pointer, ...at), sub, depth + 1);
    };

    if (mayBe(b, 'object') && mayBe(h, 'object')) {
      for (const p of pair.properties()) if (p.base && p.head) step(p.base, p.head, p.pointer, p.path, depth + 1);
      const ab = extraSchema(b.additionalProperties);
      const ah = extraSchema(h.additionalProperties);
      if (ab && ah && (isObject(b.additionalProperties) || isObject(h.additionalProperties))) {
        step(ab, ah, joinPointer(pointer, 'additionalProperties'), `${path}.*`, depth + 1);
      }
    }
    if (mayBe(b, 'array') && mayBe(h, 'array') && (isObject(b.items) || isObject(h.items))) {
      into(isObject(b.items) ? b.items : emptyObject(), isObject(h.items) ? h.items : emptyObject(), ['items'], `${path}[]`);
    }
    if (mayBe(b, 'object') && mayBe(h, 'object')) {
      into(b.propertyNames, h.propertyNames, ['propertyNames'], `${path}{key}`);
      into(b.unevaluatedProperties, h.unevaluatedProperties, ['unevaluatedProperties'], `${path}.*`);
      const bp = isObject(b.patternProperties) ? b.patternProperties : emptyObject();
      const hp = isObject(h.patternProperties) ? h.patternProperties : emptyObject();
      for (const key of Object.keys(hp)) into(bp[key], hp[key], ['patternProperties', key], `${path}.*`);
    }
    if (mayBe(b, 'array') && mayBe(h, 'array')) {
      into(b.contains, h.contains, ['contains'], `${path}[]`);
      into(b.unevaluatedItems, h.unevaluatedItems, ['unevaluatedItems'], `${path}[]`);
      const bt = Array.isArray(b.prefixItems) ? b.prefixItems : [];
      const ht = Array.isArray(h.prefixItems) ? h.prefixItems : [];
      for (let i = 0; i < Math.min(bt.length, ht.length); i++) into(bt[i], ht[i], ['prefixItems', i], `${path}[${i}]`);
    }
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      for (const m of pair.branches(keyword).matched)
        if (!isFalseSchema(m.base) && !isFalseSchema(m.head)) step(m.base, m.head, joinPointer(pointer, keyword, m.index), path, depth + 1);
    }
  };
  step(base, head, '', '', 0);
}

/** `additionalProperties` as a schema: absent or `true` accepts anything; `false` is no schema. */
function extraSchema(value: unknown): JsonObject | undefined {
  if (value === undefined || value === true) return emptyObject();
  return isObject(value) ? value : undefined;
}

export function nodePair(base: JsonObject, head: JsonObject, direction: 'input' | 'output', pointer: string, path: string): NodePair {
  let props: PropertyPair[] | undefined;
  const branchCache = new Map<string, BranchMatch>();
  return {
    direction,
    base,
    head,
    pointer,
    path,
    types: typeRelation(base, head),
    properties: () => (props ??= propertyPairs(base, head, pointer, path)),
    branches: (keyword) => {
      let m = branchCache.get(keyword);
      if (!m) branchCache.set(keyword, (m = matchBranches(base[keyword], head[keyword])));
      return m;
    },
  };
}

function propertyPairs(base: JsonObject, head: JsonObject, pointer: string, path: string): PropertyPair[] {
  const bp = isObject(base.properties) ? base.properties : emptyObject();
  const hp = isObject(head.properties) ? head.properties : emptyObject();
  const breq = new Set(Array.isArray(base.required) ? base.required : []);
  const hreq = new Set(Array.isArray(head.required) ? head.required : []);
  const names = [...new Set([...Object.keys(hp), ...Object.keys(bp)])];
  return names.map((name) => {
    const pair: PropertyPair = {
      name,
      path: path === '' ? name : `${path}.${name}`,
      pointer: joinPointer(pointer, 'properties', name),
      requiredBefore: breq.has(name),
      requiredAfter: hreq.has(name),
    };
    if (isObject(bp[name])) pair.base = bp[name] as JsonObject;
    if (isObject(hp[name])) pair.head = hp[name] as JsonObject;
    return pair;
  });
}

/**
 * Pairs the branches of an `anyOf`/`oneOf`: first those that accept the same values, then
 * those of the same type when that type is unique on both sides (the branch changed inside).
 * Only compared when both sides have the keyword: turning `anyOf` into a type list is a
 * rewrite that the second opinion judges.
 */
function matchBranches(baseList: unknown, headList: unknown): BranchMatch {
  const out: BranchMatch = { matched: [], removed: [], added: [] };
  if (!Array.isArray(baseList) || !Array.isArray(headList)) return out;
  const b = baseList.map((node, index) => ({ node, index })).filter((x): x is { node: JsonObject; index: number } => isObject(x.node));
  const h = headList.map((node, index) => ({ node, index })).filter((x): x is { node: JsonObject; index: number } => isObject(x.node));
  const take = (pred: (x: JsonObject, y: JsonObject) => boolean, unique: boolean) => {
    for (const x of [...b]) {
      const candidates = h.filter((y) => pred(x.node, y.node));
      if (candidates.length === 0 || (unique && (candidates.length > 1 || b.filter((z) => pred(z.node, candidates[0].node)).length > 1))) continue;
      const y = candidates[0];
      out.matched.push({ base: x.node, head: y.node, index: y.index });
      b.splice(b.indexOf(x), 1);
      h.splice(h.indexOf(y), 1);
    }
  };
  take(sameShape, false);
  take((x, y) => typeKey(x) !== undefined && typeKey(x) === typeKey(y), true);
  out.removed = b;
  out.added = h;
  return out;
}

function typeKey(node: JsonObject): string | undefined {
  return declaredTypes(node)?.slice().sort().join('|');
}
