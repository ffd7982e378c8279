import { hasOwn, isObject } from '../../model/index.js';
import type { DialectLoader } from '../dialect.js';
import type { ElementShape } from './element.js';
import { countShapes, loadList, notThisDialect, shareScore } from './list-loader.js';
import { findTools, findToolsAsTold, type ToolList } from './list.js';
import { shapeReason } from './reason.js';

const LABEL = 'an MCP tool or tools/list result';
const NATIVES: readonly ElementShape[] = ['mcp', 'bare'];

/** Keys beside `tools` that only an MCP result or a saved MCP session has. */
const SESSION_KEYS = ['nextCursor', 'resultType', 'protocolVersion', 'serverInfo', 'capabilities'];

/**
 * A `tools/list` result says so by its paging fields or its JSON-RPC envelope; one saved with
 * the server's `initialize` answer by `protocolVersion`, `serverInfo` or `capabilities`.
 */
function isListResult(value: unknown, list: ToolList): boolean {
  if (!isObject(value) || !list.container) return false;
  const container = list.container;
  return hasOwn(value, 'jsonrpc') || SESSION_KEYS.some((k) => hasOwn(container, k) || hasOwn(value, k));
}

/**
 * MCP: a `tools/list` result (`{tools, nextCursor?}`), a JSON-RPC response wrapping one, a bare
 * array of `Tool`s, or one `Tool` as the whole document (a GitHub MCP server toolsnap).
 */
export const mcp: DialectLoader = {
  id: 'mcp',
  label: LABEL,
  detect(value) {
    const list = findTools(value);
    if (!list) return 0;
    const score = shareScore(countShapes(list.items), 'mcp', 10);
    // One MCP tool alone outranks a registry entry that shares its keys, as it always has.
    if (list.single) return score > 0 ? 30 : 0;
    return score > 0 && isListResult(value, list) ? score + 5 : score;
  },
  reason(value) {
    const list = findTools(value);
    return list ? shapeReason(list, countShapes(list.items), ['mcp']) : 'chosen with --dialect';
  },
  load(input) {
    const list = findToolsAsTold(input.document.value);
    if (!list) throw notThisDialect(input.document, LABEL);
    return loadList(input, list, 'mcp', NATIVES);
  },
};
