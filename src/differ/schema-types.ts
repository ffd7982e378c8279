import { hasOwn, isObject, type JsonObject } from '../model/index.js';

/**
 * The JSON types a schema accepts, as atoms: `number` is `integer` plus `fraction`, so that
 * integer → number is a widening. Unknown type names (`String`, `HashMap`) are atoms of their
 * own. Undefined means any type.
 */
export function acceptedTypes(node: JsonObject): Set<string> | undefined {
  const written = declaredTypes(node);
  if (written === undefined) return undefined;
  const atoms = new Set<string>();
  for (const t of written) {
    if (t === 'number') atoms.add('integer').add('fraction');
    else atoms.add(t);
  }
  return atoms;
}

/**
 * The types as written, or as the `enum`/`const` values show when no type is written, or as
 * the `oneOf`/`anyOf` alternatives do when each of them says (GitHub's event `payload`, once
 * an object, became a `oneOf` of 16 objects: still an object).
 */
export function declaredTypes(node: JsonObject): string[] | undefined {
  return writtenTypes(node) ?? branchTypes(node);
}

/** The types as written, or as the `enum`/`const` values show. */
function writtenTypes(node: JsonObject): string[] | undefined {
  const t = node.type;
  if (typeof t === 'string') return t === 'any' ? undefined : [t];
  if (Array.isArray(t)) {
    const names = t.filter((x): x is string => typeof x === 'string');
    return names.includes('any') ? undefined : names;
  }
  const values = hasOwn(node, 'const') ? [node.const] : Array.isArray(node.enum) ? node.enum : undefined;
  return values === undefined ? undefined : [...new Set(values.map(valueType))];
}

/** The types of a `oneOf` (else `anyOf`) when every alternative declares its own. */
function branchTypes(node: JsonObject): string[] | undefined {
  const branches = Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : undefined;
  if (branches === undefined || branches.length === 0) return undefined;
  const types = new Set<string>();
  for (const b of branches) {
    const t = isObject(b) ? declaredTypes(b) : undefined;
    if (t === undefined) return undefined;
    for (const name of t) types.add(name);
  }
  return [...types];
}

function valueType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

const EVERY = ['null', 'boolean', 'object', 'array', 'string', 'integer', 'fraction'];

export type TypeRelation = 'same' | 'narrowed' | 'widened' | 'changed' | 'disjoint';

export function typeRelation(base: JsonObject, head: JsonObject): TypeRelation {
  // Alternatives on both sides and no type written: the checks on the alternatives say it.
  if (writtenTypes(base) === undefined && writtenTypes(head) === undefined) return 'same';
  const b = acceptedTypes(base);
  const h = acceptedTypes(head);
  if (b === undefined && h === undefined) return 'same';
  const bs = b ?? new Set([...EVERY, ...(h ?? [])]);
  const hs = h ?? new Set([...EVERY, ...bs]);
  const bInH = [...bs].every((t) => hs.has(t));
  const hInB = [...hs].every((t) => bs.has(t));
  if (bInH && hInB) return 'same';
  if (hInB) return 'narrowed';
  if (bInH) return 'widened';
  return [...bs].some((t) => hs.has(t)) ? 'changed' : 'disjoint';
}

/** Whether a keyword about values of `type` can apply to this node. */
export function mayBe(node: JsonObject, type: 'string' | 'number' | 'array' | 'object'): boolean {
  const types = acceptedTypes(node);
  if (types === undefined) return true;
  if (type === 'number') return types.has('integer') || types.has('fraction');
  return types.has(type);
}

/** Types for a message: `string`, `integer or null`, `any type`. */
export function describeTypes(node: JsonObject): string {
  const t = declaredTypes(node);
  if (t === undefined) return 'any type';
  return t.length === 0 ? 'no type' : t.join(' or ');
}

/** An object that rejects keys it does not name. */
export function isClosed(node: JsonObject): boolean {
  return node.additionalProperties === false || node.unevaluatedProperties === false;
}

/** The `false` schema as prepare.ts writes it (`{not: {}}`): it accepts nothing. */
export function isFalseSchema(node: JsonObject): boolean {
  const keys = Object.keys(node);
  const not = node.not;
  return keys.length === 1 && keys[0] === 'not' && typeof not === 'object' && not !== null && !Array.isArray(not) && Object.keys(not).length === 0;
}
