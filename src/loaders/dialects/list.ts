import { hasOwn, isObject, joinPointer, safeString } from '../../model/index.js';
import type { JsonObject, SourceRef } from '../../model/index.js';

/** Where a document keeps its list of tools, and what it says of the registry. */
export interface ToolList {
  items: unknown[];
  /** Pointer of the array. */
  pointer: string;
  /** The object holding the array (undefined for a bare array or a single tool). */
  container?: JsonObject;
  /**
   * The document is one tool, not a list: `items` holds the document itself, whose pointer is
   * `pointer` (not `pointer/0`).
   */
  single?: boolean;
  registryInfo(file: string): RegistryInfo;
}

export interface RegistryInfo {
  name?: string;
  version?: string;
  versionRef?: SourceRef;
  /** The MCP revision the document names (`protocolVersion`), with where it is written. */
  protocolVersion?: { value: string; ref: SourceRef };
}

/**
 * Finds the tool array in the shapes lists come in: a bare array, `{tools: [...]}`,
 * `{functions: [...]}`, a `tools/list` result, a JSON-RPC response wrapping one
 * (`{jsonrpc, id, result: {tools}}`), and a saved MCP session: an array of JSON-RPC responses,
 * one of which is the `tools/list` result and another the `initialize` result.
 */
export function toolList(value: unknown): ToolList | undefined {
  if (Array.isArray(value)) return sessionList(value) ?? { items: value, pointer: '', registryInfo: () => ({}) };
  if (!isObject(value)) return undefined;
  if (hasOwn(value, 'jsonrpc') && isObject(value.result)) return listIn(value.result, '/result', value);
  return listIn(value, '', value);
}

function listIn(container: JsonObject, base: string, root: JsonObject | unknown[]): ToolList | undefined {
  for (const key of ['tools', 'functions']) {
    if (hasOwn(container, key) && Array.isArray(container[key])) {
      return {
        items: container[key] as unknown[],
        pointer: joinPointer(base, key),
        container,
        registryInfo: (file) => ({ ...registryInfo(container, base, file), ...protocolVersion(root, container, base, file) }),
      };
    }
  }
  return undefined;
}

/** Every element a JSON-RPC message, and one of them a result that holds `tools`. */
function sessionList(items: unknown[]): ToolList | undefined {
  if (items.length === 0 || !items.every((m) => isObject(m) && hasOwn(m, 'jsonrpc'))) return undefined;
  for (let i = 0; i < items.length; i++) {
    const result = (items[i] as JsonObject).result;
    if (isObject(result)) {
      const list = listIn(result, joinPointer('', i, 'result'), items);
      if (list) return list;
    }
  }
  return undefined;
}

/**
 * The MCP revision a saved tool list names: `protocolVersion` beside the list, at the top of
 * the document, or in an `initialize` result beside it (a JSON-RPC response, or an object
 * under any key, such as `initialize` or `initializeResult`).
 */
function protocolVersion(root: JsonObject | unknown[], container: JsonObject, base: string, file: string): Pick<RegistryInfo, 'protocolVersion'> {
  const found = (holder: unknown, at: string): RegistryInfo['protocolVersion'] =>
    isObject(holder) && typeof holder.protocolVersion === 'string'
      ? { value: holder.protocolVersion, ref: { file, pointer: joinPointer(at, 'protocolVersion') } }
      : undefined;
  let hit = found(container, base) ?? (Array.isArray(root) ? undefined : found(root, ''));
  const entries: Array<[string, unknown]> = Array.isArray(root) ? root.map((v, i) => [String(i), v]) : Object.entries(root);
  for (const [key, v] of entries) {
    if (hit) break;
    if (!isObject(v) || v === container) continue;
    hit = found(v, joinPointer('', key)) ?? found(v.result, joinPointer('', key, 'result'));
  }
  return hit ? { protocolVersion: hit } : {};
}

/**
 * A tool list, or a document that is one tool on its own: teams keep one tool per file in any
 * dialect, written the way SDK docs write one definition.
 */
export function findTools(value: unknown): ToolList | undefined {
  return toolList(value) ?? singleTool(value);
}

/**
 * For a dialect the user chose (`--dialect`): also any object with a string name, read as one
 * tool. Detection never takes this; too many documents that are not tools have a name.
 */
export function findToolsAsTold(value: unknown): ToolList | undefined {
  const list = findTools(value);
  return list || !isObject(value) || typeof value.name !== 'string' ? list : oneTool(value);
}

/**
 * Keys a plain registry entry carries that no document other than a tool definition has.
 * `version` alone is not one: package.json, Chart.yaml and many configs have it.
 */
const ENTRY_KEYS = ['deprecated', 'sunset_date', 'replacement', 'cacheable', 'cache_ttl', 'estimated_tokens', 'destructive'];

/** Keys that hold a tool's input schema in one provider's shape or another. */
const SCHEMA_KEYS = ['parameters', 'input_schema', 'inputSchema', 'parametersJsonSchema', 'parameters_json_schema'];

/**
 * A document that is one tool definition: an OpenAI Chat tool (`{type: "function", function}`),
 * or an object with a string `name` and either a schema key of some provider's shape or
 * registry-entry fields. A name and a description alone are not enough: too many documents
 * that are not tools have both.
 */
function singleTool(value: unknown): ToolList | undefined {
  if (!isObject(value) || hasOwn(value, 'openapi') || hasOwn(value, 'swagger')) return undefined;
  const chat = isObject(value.function) && (value.type === 'function' || typeof value.function.name === 'string');
  const named =
    typeof value.name === 'string' && (SCHEMA_KEYS.some((k) => hasOwn(value, k)) || hasOwn(value, 'outputSchema') || ENTRY_KEYS.some((k) => hasOwn(value, k)));
  if (!chat && !named) return undefined;
  return oneTool(value);
}

function registryInfo(container: JsonObject, base: string, file: string): { name?: string; version?: string; versionRef?: SourceRef } {
  // An MCP tool list saved with the server's `initialize` answer (toolslint snapshot) names
  // the server and its version in `serverInfo`.
  if (!hasOwn(container, 'name') && !hasOwn(container, 'version') && isObject(container.serverInfo)) {
    return registryInfo(container.serverInfo, joinPointer(base, 'serverInfo'), file);
  }
  const out: { name?: string; version?: string; versionRef?: SourceRef } = {};
  if (typeof container.name === 'string') out.name = container.name;
  if (hasOwn(container, 'version') && container.version !== undefined && container.version !== null && typeof container.version !== 'object') {
    // A number (`version: 1.2`) is kept as text; tool-version-semver reports it.
    out.version = safeString(container.version);
    out.versionRef = { file, pointer: joinPointer(base, 'version') };
  }
  return out;
}

/** The document itself as the one tool of its list, at the document's root. */
function oneTool(value: JsonObject): ToolList {
  return { items: [value], pointer: '', single: true, registryInfo: () => ({}) };
}
