import { derefSchema, inputRoot, type ResolvedSchema } from '../schema-kit.js';
import { keptFor, perObject } from './memo.js';
import { shared } from './shared-time.js';
import { getAtPointer, isObject, joinPointer, type JsonObject, type Registry, type SourceRef, type Tool } from '../../model/index.js';

/**
 * The input properties of a tool as the registry-wide parameter rules see them: every
 * property at every depth (or the top level only), `$ref`s followed, each once.
 */
export interface PropertyEntry {
  name: string;
  /** `filters.status`, `tags[].name`: the path schemaPath would give. */
  path: string;
  /** The property's schema, `$ref`s followed. */
  node: JsonObject;
  /** Where the property is written. */
  ref: SourceRef;
  /** 0 for a top-level parameter. */
  depth: number;
}

/** Compositions describe the same value; items and properties go one level down. */
const SAME_LEVEL = ['allOf', 'anyOf', 'oneOf'] as const;

/** A bound on the nodes read per tool, so that a hostile schema costs a fixed amount. */
const MAX_NODES = 2_000;

/**
 * The properties of the tools read last, nested and top-level apart: the rules that read a
 * tool's properties (its name style, the names its description may mention) read them while
 * the engine is at that tool. Bounded, so that a huge registry does not keep every tool's.
 */
type Read = (tool: Tool) => readonly PropertyEntry[];
const readProperties = new WeakMap<Registry, { nested: Read; top: Read }>();
const KEPT_TOOLS = 256;

export function inputProperties(registry: Registry, tool: Tool, nested = true): readonly PropertyEntry[] {
  const read = keptFor(readProperties, registry, () => {
    const kept = (all: boolean): Read =>
      perObject(
        shared((t: Tool) => Object.freeze(propertiesOf(registry, t, all))),
        KEPT_TOOLS,
      );
    return { nested: kept(true), top: kept(false) };
  });
  return (nested ? read.nested : read.top)(tool);
}

function propertiesOf(registry: Registry, tool: Tool, nested: boolean): PropertyEntry[] {
  const root = inputRoot(registry, tool);
  const schemaRoot = isObject(tool.inputSchema) ? (registry.nodeRefs.get(tool.inputSchema) ?? tool.refs.inputSchema) : undefined;
  if (!root || !schemaRoot) return [];
  const out: PropertyEntry[] = [];
  const seen = new Set<JsonObject>();
  const queue: Array<{ at: ResolvedSchema; path: string; depth: number }> = [{ at: root, path: '', depth: 0 }];
  const resolve = (value: unknown, ref: SourceRef): ResolvedSchema | undefined => {
    if (!isObject(value)) return undefined;
    const at = registry.nodeRefs.get(value) ?? ref;
    return derefSchema(registry, tool, value, at, schemaRoot) ?? { node: value, ref: at };
  };
  const names = new Set<string>();
  for (let read = 0; queue.length > 0 && read < MAX_NODES; read++) {
    const { at, path, depth } = queue.shift()!;
    if (seen.has(at.node)) continue;
    seen.add(at.node);
    const { node, ref } = at;
    const props = node.properties;
    if (isObject(props)) {
      for (const name of Object.keys(props)) {
        const written = isObject(props[name])
          ? (registry.nodeRefs.get(props[name] as JsonObject) ?? { file: ref.file, pointer: joinPointer(ref.pointer, 'properties', name) })
          : undefined;
        const resolved = written ? resolve(props[name], written) : undefined;
        if (!resolved || !written) continue;
        const full = path === '' ? name : `${path}.${name}`;
        // The same name reached through two branches of a composition is one parameter.
        if (!names.has(full)) {
          names.add(full);
          out.push({ name, path: full, node: resolved.node, ref: written, depth });
        }
        if (nested) queue.push({ at: resolved, path: full, depth: depth + 1 });
      }
    }
    for (const key of SAME_LEVEL) {
      const list = node[key];
      if (!Array.isArray(list)) continue;
      list.forEach((branch, i) => {
        const resolved = resolve(branch, { file: ref.file, pointer: joinPointer(ref.pointer, key, i) });
        // Top-level parameters may be spread over allOf branches of the root.
        if (resolved && (nested || depth === 0)) queue.push({ at: resolved, path, depth });
      });
    }
    if (nested && isObject(node.items)) {
      const resolved = resolve(node.items, { file: ref.file, pointer: joinPointer(ref.pointer, 'items') });
      if (resolved) queue.push({ at: resolved, path: `${path}[]`, depth: depth + 1 });
    }
  }
  return out;
}

/**
 * For a property an OpenAPI loader built from a parameter, where the parameter goes (`query`,
 * `header`, `path`); undefined for anything else. Header names follow HTTP's conventions
 * (`X-Request-ID`), not the API's.
 */
export function openApiParameterIn(registry: Registry, ref: SourceRef): string | undefined {
  if (!/\/parameters\/\d+(\/schema)?$/.test(ref.pointer) && !/^\/(components\/)?parameters\//.test(ref.pointer)) return undefined;
  const value = registry.documents.get(ref.file)?.value;
  const owner = getAtPointer(value, ref.pointer.replace(/\/schema$/, ''));
  return isObject(owner) && typeof owner.in === 'string' ? owner.in : undefined;
}
