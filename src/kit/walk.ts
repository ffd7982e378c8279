import { escapeSegment, isObject, isRequired } from '../model/index.js';
import type { JsonObject, Registry, SourceRef, Tool } from '../model/index.js';
import { resolveRef } from './refs.js';

/** Where a schema node sits: what the schema visitor of a rule is given. */
export interface SchemaVisit {
  tool: Tool;
  node: JsonObject;
  /** Where the node is written (a `$ref` target is where it is defined). */
  ref: SourceRef;
  /** Which of the tool's schemas this node belongs to. */
  role: 'input' | 'output';
  /** The visit of the schema that holds this one, or undefined at the root. */
  parent?: SchemaVisit;
  /**
   * The keyword that led here from the parent: `properties`, `items`, `anyOf`, … (`$ref` for
   * a node reached through a reference, `root` at the root).
   */
  via: string;
  /** The property name when `via` is `properties`. */
  propertyName?: string;
  /** True when `via` is `properties` and the parent lists the property in `required`. */
  required: boolean;
  /** Object nesting: 0 at the root, +1 for each property or item step. */
  depth: number;
  /**
   * What the node is to the tool, whatever keywords led to it: the `root` schema, a top-level
   * `parameter`, a nested `field`, an array `item`, a `map-value` (`additionalProperties`), a
   * `branch` of a union, a `value-branch` that only pins a value (`{"const": "page_id"}`), or
   * `other` (`not`, `if`, …). A `$ref` or `allOf` step keeps the place of the node it came from.
   */
  place: SchemaPlace;
  /**
   * True when the node, or one above it, is under `not`, `if`, `then`, `else`,
   * `propertyNames` or `contains`: worked out once here, since asking every ancestor of every
   * node costs the square of the depth (a chain of 30,000 `$ref`s).
   */
  conditional: boolean;
  /** The visit of the schema's root (itself at the root), so that no rule walks up to find it. */
  root?: SchemaVisit;
}

/** Steps whose schemas only test a value and never declare what it is. */
const CONDITION_STEPS: ReadonlySet<string> = new Set(['not', 'if', 'then', 'else', 'propertyNames', 'contains']);

export type SchemaPlace = 'root' | 'parameter' | 'field' | 'item' | 'map-value' | 'branch' | 'value-branch' | 'other';

/** Keywords whose value is one subschema. */
const SINGLE = [
  'additionalProperties',
  'items',
  'additionalItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contentSchema',
] as const;
/** Keywords whose value is an array of subschemas. */
const LIST = ['prefixItems', 'anyOf', 'oneOf', 'allOf', 'items'] as const;
/**
 * Keywords whose value maps names to subschemas. `$defs` and `definitions` are not stepped
 * into: a definition is visited only through a `$ref` that uses it, in that reference's place,
 * and one no schema of the tool reaches is not the tool's concern.
 */
const MAP = ['properties', 'patternProperties', 'dependentSchemas'] as const;

/** Steps into an object (a property or an item) count towards depth; compositions do not. */
const NESTS = new Set(['properties', 'patternProperties', 'additionalProperties', 'items', 'prefixItems', 'additionalItems', 'contains']);

/**
 * Every keyword the walk steps through, each with a bit of its own. A node's own keys (usually a
 * few) are looked up here once, and only the keywords whose bits they set are read, in the order
 * above, rather than each of the twenty keywords being looked for on every node.
 */
const STEP_BITS = new Map<string, number>([...new Set<string>([...MAP, ...LIST, ...SINGLE, '$ref'])].map((k, i) => [k, 1 << i]));
const bit = (key: string): number => STEP_BITS.get(key)!;
const MAP_STEPS = MAP.map((key) => [key, bit(key)] as const);
const LIST_STEPS = LIST.map((key) => [key, bit(key)] as const);
const SINGLE_STEPS = SINGLE.map((key) => [key, bit(key)] as const);
const REF_BIT = bit('$ref');

/**
 * Visits every subschema of a tool's input and output schemas once, iteratively (no recursion,
 * so a 10,000-level schema cannot overflow the stack), following `$ref`s to where their targets
 * are written. `seen` is shared across the registry so that a component reached from many
 * tools is visited, and reported, once.
 */
export function walkToolSchemas(registry: Registry, tool: Tool, seen: WeakSet<object>, visit: (v: SchemaVisit) => void): void {
  const roots: Array<['input' | 'output', unknown, SourceRef | undefined]> = [
    ['input', tool.inputSchema, tool.refs.inputSchema],
    ['output', tool.outputSchema, tool.refs.outputSchema],
  ];
  for (const [role, schema, rootRef] of roots) {
    if (!isObject(schema) || !rootRef) continue;
    walkSchema(registry, tool, role, schema, registry.nodeRefs.get(schema) ?? rootRef, seen, visit);
  }
}

const BRANCHES = new Set(['anyOf', 'oneOf']);
/** Keys a `const` branch may carry beside `const` and still be only a value of a union. */
const LABEL_KEYS = new Set(['const', 'type', 'title', 'description', 'enum']);

/**
 * What a node is to the tool (see SchemaPlace). A `$ref` target takes the place of the node
 * that referenced it; a branch of `anyOf`/`oneOf` that only pins a value (`{"const": "page_id"}`)
 * is a value of the union, not a schema a model fills in on its own.
 */
function placeOf(node: JsonObject, via: string, parent: SchemaVisit | undefined): SchemaPlace {
  if (parent === undefined) return 'root';
  if (via === '$ref' || via === 'allOf') return parent.place;
  if (via === 'properties') return parent.place === 'root' ? 'parameter' : 'field';
  if (via === 'additionalProperties' || via === 'patternProperties') return 'map-value';
  if (via === 'items' || via === 'prefixItems' || via === 'additionalItems' || via === 'contains') return 'item';
  if (BRANCHES.has(via)) {
    const keys = Object.keys(node);
    return (node.const !== undefined || Array.isArray(node.enum)) && keys.every((k) => LABEL_KEYS.has(k)) ? 'value-branch' : 'branch';
  }
  return 'other';
}

function walkSchema(
  registry: Registry,
  tool: Tool,
  role: 'input' | 'output',
  root: JsonObject,
  rootRef: SourceRef,
  seen: WeakSet<object>,
  visit: (v: SchemaVisit) => void,
): void {
  const stack: SchemaVisit[] = [];
  // The children of the node being visited, in document order; pushed in reverse below.
  const children: SchemaVisit[] = [];
  const child = (node: unknown, ref: SourceRef, parent: SchemaVisit | undefined, via: string, propertyName?: string) => {
    if (!isObject(node) || seen.has(node)) return;
    const own = registry.nodeRefs.get(node);
    // A `$ref` target stands in for the node that referenced it, so it inherits its place.
    const required =
      via === '$ref' ? parent!.required : via === 'properties' && propertyName !== undefined && parent !== undefined && isRequired(parent.node, propertyName);
    const depth = parent === undefined ? 0 : parent.depth + (NESTS.has(via) ? 1 : 0);
    const conditional = CONDITION_STEPS.has(via) || parent?.conditional === true;
    const visit: SchemaVisit = {
      tool,
      node,
      ref: own ?? ref,
      role,
      parent,
      via,
      propertyName,
      required,
      depth,
      place: placeOf(node, via, parent),
      conditional,
      // Written in the literal, then set: a property added to an object after it is made
      // changes its shape, and every rule's visitor then reads visits of two shapes (8 ms more
      // on a pre-commit run).
      root: undefined,
    };
    visit.root = parent?.root ?? visit;
    children.push(visit);
  };
  child(root, rootRef, undefined, 'root');
  stack.push(...children);
  // Depth-first, children pushed in reverse so that visits come in document order.
  while (stack.length > 0) {
    const current = stack.pop()!;
    // Marked when visited, not when pushed: a definition pushed before the `$ref` that uses it
    // is then still first visited through that reference, in its place.
    if (seen.has(current.node)) continue;
    seen.add(current.node);
    visit(current);
    children.length = 0;
    const { node, ref } = current;
    let steps = 0;
    for (const key in node) steps |= STEP_BITS.get(key) ?? 0;
    if (steps === 0) continue;
    const file = ref.file;
    for (const [key, b] of MAP_STEPS) {
      const map = (steps & b) === 0 ? undefined : node[key];
      if (!isObject(map)) continue;
      const base = `${ref.pointer}/${key}/`;
      for (const name of Object.keys(map)) child(map[name], { file, pointer: base + escapeSegment(name) }, current, key, name);
    }
    for (const [key, b] of LIST_STEPS) {
      const list = (steps & b) === 0 ? undefined : node[key];
      if (!Array.isArray(list)) continue;
      const base = `${ref.pointer}/${key}/`;
      for (let i = 0; i < list.length; i++) child(list[i], { file, pointer: base + i }, current, key);
    }
    for (const [key, b] of SINGLE_STEPS) {
      const sub = (steps & b) === 0 ? undefined : node[key];
      if (isObject(sub)) child(sub, { file, pointer: `${ref.pointer}/${key}` }, current, key);
    }
    if ((steps & REF_BIT) !== 0 && typeof node.$ref === 'string') {
      const target = resolveRef(registry, tool, rootRef, ref, node.$ref);
      if (target) child(target.node, target.ref, current, '$ref', current.propertyName);
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}
