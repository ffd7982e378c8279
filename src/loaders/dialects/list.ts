import { hasOwn, isObject, joinPointer, safeString } from '../../model/index.js';
import type { JsonObject, SourceRef } from '../../model/index.js';

/** Where a document keeps its list of tools, and what it says of the registry. */
export interface ToolList {
  items: unknown[];
  /** Pointer of the array. */
  pointer: string;
  /** The object holding the array (undefined for a bare array). */
  container?: JsonObject;
  registryInfo(file: string): { name?: string; version?: string; versionRef?: SourceRef };
}

/**
 * Finds the tool array in the shapes lists come in: a bare array, `{tools: [...]}`,
 * `{functions: [...]}`, a `tools/list` result, and a JSON-RPC response wrapping one
 * (`{jsonrpc, id, result: {tools}}`).
 */
export function toolList(value: unknown): ToolList | undefined {
  if (Array.isArray(value)) return { items: value, pointer: '', registryInfo: () => ({}) };
  if (!isObject(value)) return undefined;
  let container: JsonObject = value;
  let base = '';
  if (hasOwn(value, 'jsonrpc') && isObject(value.result)) {
    container = value.result;
    base = '/result';
  }
  for (const key of ['tools', 'functions']) {
    if (hasOwn(container, key) && Array.isArray(container[key])) {
      const c = container;
      return {
        items: c[key] as unknown[],
        pointer: joinPointer(base, key),
        container: c,
        registryInfo: (file) => registryInfo(c, base, file),
      };
    }
  }
  return undefined;
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
