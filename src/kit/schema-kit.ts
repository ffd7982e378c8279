import { hasOwn, isObject, isRequired, joinPointer, type JsonObject, type Registry, type SourceRef, type Tool } from '../model/index.js';
import { isRefObject, resolveRef } from './refs.js';
import type { SchemaVisit } from './walk.js';

/**
 * Schema helpers for rules. They read a node as written; `$ref`s are followed only where a
 * function says so, and never outside what the loader read.
 */

/** The `type` of a node as a list: `"string"` → `["string"]`, absent → `[]`. */
export function schemaTypes(node: JsonObject): string[] {
  const t = node.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  return [];
}

/** `dict` is how BFCL-style registries spell `object`; it is still an object to a model. */
const OBJECT_TYPES = new Set(['object', 'dict']);

/** An object schema: its type says so, or it declares properties without a type. */
export function isObjectSchema(node: JsonObject): boolean {
  const types = schemaTypes(node);
  if (types.length > 0) return types.some((t) => OBJECT_TYPES.has(t));
  return hasOwn(node, 'properties') || hasOwn(node, 'patternProperties');
}

/** True when the node may be a string (its type says so). */
export function isStringSchema(node: JsonObject): boolean {
  return schemaTypes(node).includes('string');
}

/** True for `integer` and `number` (and BFCL's `float`). */
export function isNumberSchema(node: JsonObject): boolean {
  return schemaTypes(node).some((t) => t === 'integer' || t === 'number' || t === 'float');
}

/** A string whose values are not closed or shaped: no enum, const, format or pattern. */
export function isFreeString(node: JsonObject): boolean {
  return isStringSchema(node) && !hasOwn(node, 'enum') && !hasOwn(node, 'const') && !hasOwn(node, 'format') && !hasOwn(node, 'pattern');
}

/** A visit that is a parameter: a property of an object schema (not a condition's test). */
export function isParameter(visit: SchemaVisit): boolean {
  return visit.via === 'properties' && visit.propertyName !== undefined;
}

/**
 * The property name a node stands for: its own for a property, and through `$ref`s and
 * compositions the name of the property they describe.
 */
export function parameterName(visit: SchemaVisit): string | undefined {
  for (let v: SchemaVisit | undefined = visit; v; v = v.parent) {
    if (v.via === 'properties') return v.propertyName;
    if (v.via !== '$ref' && v.via !== 'allOf' && v.via !== 'anyOf' && v.via !== 'oneOf') return undefined;
  }
  return undefined;
}

/** The description of a node, or of the `$ref` node that led to it. */
export function schemaDescription(visit: SchemaVisit): string | undefined {
  for (let v: SchemaVisit | undefined = visit; v; v = v.via === '$ref' ? v.parent : undefined) {
    if (typeof v.node.description === 'string') return v.node.description;
  }
  return undefined;
}

export interface ResolvedSchema {
  node: JsonObject;
  ref: SourceRef;
}

/**
 * Follows a chain of `$ref`s from `node` (at most 32 steps, so a cycle ends) to the schema it
 * stands for. Returns the node itself when it is no reference, undefined when a reference
 * cannot be resolved.
 */
export function derefSchema(registry: Registry, tool: Tool, node: JsonObject, ref: SourceRef, schemaRoot: SourceRef): ResolvedSchema | undefined {
  let current: ResolvedSchema = { node, ref };
  for (let i = 0; i < 32 && isRefObject(current.node); i++) {
    const next = resolveRef(registry, tool, schemaRoot, current.ref, current.node.$ref);
    if (!next || !isObject(next.node)) return undefined;
    current = { node: next.node, ref: registry.nodeRefs.get(next.node) ?? next.ref };
  }
  return current;
}

/** Where the tool's input schema is written: what its `#/…` references are relative to. */
function inputSchemaRef(registry: Registry, tool: Tool): SourceRef | undefined {
  if (!isObject(tool.inputSchema) || !tool.refs.inputSchema) return undefined;
  return registry.nodeRefs.get(tool.inputSchema) ?? tool.refs.inputSchema;
}

/** The tool's input schema root, with `$ref`s followed; undefined when it has none. */
export function inputRoot(registry: Registry, tool: Tool): ResolvedSchema | undefined {
  const ref = inputSchemaRef(registry, tool);
  if (!ref) return undefined;
  return derefSchema(registry, tool, tool.inputSchema as JsonObject, ref, ref);
}

export interface Parameter {
  name: string;
  node: JsonObject;
  ref: SourceRef;
  required: boolean;
}

/**
 * The top-level parameters of a tool: the root's `properties` (and those of its `allOf`
 * branches), each with `$ref`s followed.
 */
export function toolParameters(registry: Registry, tool: Tool): Parameter[] {
  // Several rules ask for the same tool's parameters: they are read once per tool and registry,
  // and each caller gets its own array.
  const known = parameterCache.get(tool);
  if (known?.registry === registry) return known.parameters.slice();
  const parameters = readParameters(registry, tool);
  // Rules ask while visiting the tool: the last few tools are kept, not every tool of a huge registry.
  if (parameterCache.size >= 256) parameterCache.clear();
  parameterCache.set(tool, { registry, parameters });
  return parameters.slice();
}

const parameterCache = new Map<Tool, { registry: Registry; parameters: Parameter[] }>();

function readParameters(registry: Registry, tool: Tool): Parameter[] {
  const root = inputRoot(registry, tool);
  const schemaRoot = inputSchemaRef(registry, tool);
  if (!root || !schemaRoot) return [];
  const out: Parameter[] = [];
  const seen = new Set<string>();
  const collect = (obj: ResolvedSchema, depth: number): void => {
    const props = obj.node.properties;
    if (isObject(props)) {
      for (const [name, value] of Object.entries(props)) {
        if (seen.has(name) || !isObject(value)) continue;
        seen.add(name);
        const at = registry.nodeRefs.get(value) ?? { file: obj.ref.file, pointer: joinPointer(obj.ref.pointer, 'properties', name) };
        const resolved = derefSchema(registry, tool, value, at, schemaRoot) ?? { node: value, ref: at };
        out.push({ name, node: resolved.node, ref: at, required: isRequired(obj.node, name) });
      }
    }
    if (depth < 8 && Array.isArray(obj.node.allOf)) {
      obj.node.allOf.forEach((branch, i) => {
        if (!isObject(branch)) return;
        const at = registry.nodeRefs.get(branch) ?? { file: obj.ref.file, pointer: joinPointer(obj.ref.pointer, 'allOf', i) };
        const resolved = derefSchema(registry, tool, branch, at, schemaRoot);
        if (resolved) collect(resolved, depth + 1);
      });
    }
  };
  collect(root, 0);
  return out;
}

/** Keys that may sit beside a pinned value without opening it up. */
const PIN_KEYS = new Set(['const', 'enum', 'type', 'title', 'description', 'default', '$comment']);

/** A schema that admits exactly one value: `{"const": "page_id"}`, `{"enum": ["page_id"]}`. */
export function pinsOneValue(node: JsonObject): boolean {
  const pinned = node.const !== undefined || (Array.isArray(node.enum) && node.enum.length === 1);
  return pinned && Object.keys(node).every((k) => PIN_KEYS.has(k));
}
