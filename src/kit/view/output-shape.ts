import { derefSchema, isObjectSchema, schemaTypes, type ResolvedSchema } from '../schema-kit.js';
import { isObject, joinPointer, type JsonObject, type Registry, type SourceRef, type Tool } from '../../model/index.js';

/**
 * Reading the shape of result objects: the fields an object declares, its own and those of
 * its `allOf` branches, with `$ref`s followed. Shared by output-schema-envelope and
 * error-object-shape.
 */

export interface Field {
  node: JsonObject;
  ref: SourceRef;
}

/** Where a tool's output schema is written: what its `#/…` references are relative to. */
export function outputRootRef(registry: Registry, tool: Tool): SourceRef | undefined {
  if (!isObject(tool.outputSchema) || !tool.refs.outputSchema) return undefined;
  return registry.nodeRefs.get(tool.outputSchema) ?? tool.refs.outputSchema;
}

function at(registry: Registry, node: JsonObject, parent: SourceRef, ...path: Array<string | number>): SourceRef {
  return registry.nodeRefs.get(node) ?? { file: parent.file, pointer: joinPointer(parent.pointer, ...path) };
}

/** A subschema of `parent` under `path`, with its `$ref`s followed. */
export function resolveChild(
  registry: Registry,
  tool: Tool,
  node: unknown,
  parent: SourceRef,
  schemaRoot: SourceRef,
  ...path: Array<string | number>
): ResolvedSchema | undefined {
  if (!isObject(node)) return undefined;
  return derefSchema(registry, tool, node, at(registry, node, parent, ...path), schemaRoot);
}

/** The fields an object schema declares, through `allOf` branches and `$ref`s, in order. */
export function objectFields(registry: Registry, tool: Tool, object: ResolvedSchema, schemaRoot: SourceRef): Map<string, Field> {
  const out = new Map<string, Field>();
  const collect = (obj: ResolvedSchema, depth: number) => {
    const props = obj.node.properties;
    if (isObject(props)) {
      for (const [name, value] of Object.entries(props)) {
        if (out.has(name)) continue;
        const resolved = resolveChild(registry, tool, value, obj.ref, schemaRoot, 'properties', name);
        if (resolved) out.set(name, resolved);
      }
    }
    if (depth >= 8 || !Array.isArray(obj.node.allOf)) return;
    obj.node.allOf.forEach((branch, i) => {
      const resolved = resolveChild(registry, tool, branch, obj.ref, schemaRoot, 'allOf', i);
      if (resolved) collect(resolved, depth + 1);
    });
  };
  collect(object, 0);
  return out;
}

/** The alternatives a schema stands for: its `oneOf`/`anyOf` branches, or itself. */
export function variants(registry: Registry, tool: Tool, schema: ResolvedSchema, schemaRoot: SourceRef): Array<{ schema: ResolvedSchema; branch?: string }> {
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = schema.node[key];
    if (!Array.isArray(list) || list.length === 0) continue;
    const out: Array<{ schema: ResolvedSchema; branch?: string }> = [];
    list.forEach((b, i) => {
      const resolved = resolveChild(registry, tool, b, schema.ref, schemaRoot, key, i);
      // `null` beside the result ("or nothing") is not a shape of its own.
      if (resolved && !(schemaTypes(resolved.node).length === 1 && schemaTypes(resolved.node)[0] === 'null'))
        out.push({ schema: resolved, branch: `${key}[${i}]` });
    });
    return out;
  }
  return [{ schema }];
}

/** The JSON types a field may take: its `type`, or what its `enum` or `const` values are. */
export function fieldTypes(node: JsonObject): string[] {
  const declared = schemaTypes(node);
  if (declared.length > 0) return declared;
  const values = Array.isArray(node.enum) ? node.enum : 'const' in node ? [node.const] : [];
  const of = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);
  const types = [...new Set(values.map(of))];
  if (types.length > 0) return types;
  return isObjectSchema(node) ? ['object'] : [];
}
