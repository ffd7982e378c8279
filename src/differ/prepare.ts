import { resolveRef } from '../kit/index.js';
import { emptyObject, isObject, joinPointer, parsePointer, type JsonObject, type Registry, type SourceRef, type Tool } from '../model/index.js';
import { LIST_KEYS, MAP_KEYS, SCHEMA_KEYS } from './keywords.js';
import { normalizeSchema } from './normalize.js';

/** A schema made ready to compare: one plain tree, with where each node is written. */
export interface PreparedSchema {
  root: JsonObject;
  where: WeakMap<object, SourceRef>;
  /** False when a `$ref` could not be followed (left as written) or the size budget ran out. */
  complete: boolean;
}

/** Definitions are reached through `$ref`s, which are inlined, so they are dropped. */
const DROPPED = new Set(['$defs', 'definitions', '$schema', '$id', '$anchor']);

/** The `$ref` a prepared node was inlined from, as written; a symbol, so no comparison sees it. */
export const REF_TARGET = Symbol('ref target');

export function refTarget(node: JsonObject): string | undefined {
  return (node as { [REF_TARGET]?: string })[REF_TARGET];
}

/** Inlined nodes per schema: generous for tool schemas, small enough that a ref bomb ends. */
const NODE_BUDGET = 50_000;
/** Nesting deeper than this is not compared (and the stack stays bounded on hostile input). */
const MAX_DEPTH = 200;

/**
 * Turns one of a tool's schemas into a self-contained tree: every `$ref` the loader can resolve
 * is replaced by a copy of its target, so that extracting a definition or inlining it is no
 * change. A reference back into a schema being inlined (recursion) becomes
 * `{$recursive: <definition name>}`, which compares equal whatever the definition's path.
 * A missing schema is undefined; `true` is `{}` and `false` is `{not: {}}`.
 */
export function prepareSchema(registry: Registry, tool: Tool, role: 'input' | 'output'): PreparedSchema | undefined {
  const schema = role === 'input' ? tool.inputSchema : tool.outputSchema;
  const rootRef = role === 'input' ? tool.refs.inputSchema : tool.refs.outputSchema;
  if (schema === undefined || !rootRef) return undefined;
  const where = new WeakMap<object, SourceRef>();
  const schemaRoot = isObject(schema) ? (registry.nodeRefs.get(schema) ?? rootRef) : rootRef;
  let budget = NODE_BUDGET;
  let complete = true;

  const inline = (node: unknown, ref: SourceRef, active: string[], depth: number): JsonObject => {
    budget -= 1;
    const out = emptyObject();
    where.set(out, ref);
    if (node === false) out.not = emptyObject();
    if (!isObject(node)) return out;
    if (depth > MAX_DEPTH) {
      complete = false;
      return out;
    }
    if (typeof node.$ref === 'string' && budget > 0) {
      const target = resolveRef(registry, tool, schemaRoot, ref, node.$ref);
      const siblings = Object.keys(node).filter((k) => k !== '$ref' && !DROPPED.has(k));
      if (target && (isObject(target.node) || typeof target.node === 'boolean')) {
        const targetRef = (isObject(target.node) && registry.nodeRefs.get(target.node)) || target.ref;
        const key = `${targetRef.file}#${targetRef.pointer}`;
        const inlined = active.includes(key) ? recursive(targetRef, where) : inline(target.node, targetRef, [...active, key], depth + 1);
        (inlined as { [REF_TARGET]?: string })[REF_TARGET] = node.$ref;
        if (siblings.length === 0) return inlined;
        // Keywords beside a `$ref` apply together with its target: an allOf, merged later.
        const rest = copyKeywords(node, ref, active, siblings, depth);
        out.allOf = [inlined, rest];
        return out;
      }
      complete = false;
    }
    if (budget <= 0) complete = false;
    return Object.assign(
      out,
      copyKeywords(
        node,
        ref,
        active,
        Object.keys(node).filter((k) => !DROPPED.has(k)),
        depth,
      ),
    );
  };

  const copyKeywords = (node: JsonObject, ref: SourceRef, active: string[], keys: string[], depth: number): JsonObject => {
    const out = emptyObject();
    where.set(out, ref);
    const child = (value: unknown, ...path: Array<string | number>) =>
      inline(value, (isObject(value) && registry.nodeRefs.get(value)) || { file: ref.file, pointer: joinPointer(ref.pointer, ...path) }, active, depth + 1);
    for (const key of keys) {
      const value = node[key];
      if (SCHEMA_KEYS.includes(key) && (isObject(value) || typeof value === 'boolean')) {
        // `additionalProperties: false` is a keyword value, not a schema to inline.
        out[key] = typeof value === 'boolean' && key !== 'items' && key !== 'not' ? value : child(value, key);
      } else if (LIST_KEYS.includes(key) && Array.isArray(value)) {
        out[key] = value.map((v, i) => child(v, key, i));
      } else if (MAP_KEYS.includes(key) && isObject(value)) {
        const map = emptyObject();
        for (const [name, v] of Object.entries(value)) map[name] = child(v, key, name);
        out[key] = map;
      } else out[key] = value;
    }
    return out;
  };

  const root = inline(schema, schemaRoot, [], 0);
  return { root: normalizeSchema(root, where), where, complete };
}

function recursive(targetRef: SourceRef, where: WeakMap<object, SourceRef>): JsonObject {
  const out = emptyObject();
  const segments = parsePointer(targetRef.pointer);
  out.$recursive = segments[segments.length - 1] ?? '#';
  where.set(out, targetRef);
  return out;
}
