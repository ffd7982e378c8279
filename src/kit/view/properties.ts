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
  // Read for every tool of the registry, in passes over all of it: a tool has a few
  // properties, so these are arrays searched from the start until they grow long.
  const seen = new FewSet<JsonObject>();
  const names = new FewSet<string>();
  const queue: Array<{ at: ResolvedSchema; path: string; depth: number }> = [{ at: root, path: '', depth: 0 }];
  let next = 0;
  const resolveAt = (value: JsonObject, at: SourceRef): ResolvedSchema | undefined =>
    derefSchema(registry, tool, value, at, schemaRoot) ?? { node: value, ref: at };
  const resolve = (value: unknown, ref: SourceRef): ResolvedSchema | undefined =>
    isObject(value) ? resolveAt(value, registry.nodeRefs.get(value) ?? ref) : undefined;
  for (let read = 0; next < queue.length && read < MAX_NODES; read++) {
    const { at, path, depth } = queue[next++];
    if (!seen.add(at.node)) continue;
    const { node, ref } = at;
    const props = node.properties;
    if (isObject(props)) {
      for (const name of Object.keys(props)) {
        const value = props[name];
        if (!isObject(value)) continue;
        const written = registry.nodeRefs.get(value) ?? { file: ref.file, pointer: joinPointer(ref.pointer, 'properties', name) };
        const resolved = resolveAt(value, written);
        if (!resolved) continue;
        const full = path === '' ? name : `${path}.${name}`;
        // The same name reached through two branches of a composition is one parameter.
        if (names.add(full)) out.push({ name, path: full, node: resolved.node, ref: written, depth });
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

/** A set that stays an array while it is small, where a search costs less than making a hash table. */
class FewSet<T> {
  private items: T[] = [];
  private set: Set<T> | undefined;

  /** Adds `item`; false when it was already there. */
  add(item: T): boolean {
    if (this.set) {
      if (this.set.has(item)) return false;
      this.set.add(item);
      return true;
    }
    if (this.items.includes(item)) return false;
    this.items.push(item);
    if (this.items.length > 16) this.set = new Set(this.items);
    return true;
  }
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
