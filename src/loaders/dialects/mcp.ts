import { hasOwn, isObject } from '../../model/index.js';
import type { SourceNotice } from '../../model/index.js';
import type { DialectLoader } from '../dialect.js';
import { readElement, type ElementShape } from './element.js';
import { countShapes, loadList, notThisDialect, shareScore } from './list-loader.js';
import { toolList, type ToolList } from './list.js';

const LABEL = 'an MCP tool or tools/list result';
const NATIVES: readonly ElementShape[] = ['mcp', 'bare'];

/** An MCP `Tool` on its own: a name and a schema, and no list beside them. */
function isSingleTool(value: unknown): boolean {
  if (!isObject(value) || typeof value.name !== 'string') return false;
  return (hasOwn(value, 'inputSchema') || hasOwn(value, 'outputSchema')) && !toolList(value);
}

/** A `tools/list` result says so by its paging fields or its JSON-RPC envelope. */
function isListResult(value: unknown, list: ToolList): boolean {
  if (!isObject(value) || !list.container) return false;
  return hasOwn(value, 'jsonrpc') || hasOwn(list.container, 'nextCursor') || hasOwn(list.container, 'resultType');
}

/**
 * MCP: a `tools/list` result (`{tools, nextCursor?}`), a JSON-RPC response wrapping one, a bare
 * array of `Tool`s, or one `Tool` as the whole document (a GitHub MCP server toolsnap).
 */
export const mcp: DialectLoader = {
  id: 'mcp',
  label: LABEL,
  detect(value) {
    if (isSingleTool(value)) return 30;
    const list = toolList(value);
    if (!list) return 0;
    const score = shareScore(countShapes(list.items), 'mcp', 10);
    return score > 0 && isListResult(value, list) ? score + 5 : score;
  },
  load(input) {
    const { document } = input;
    const list = toolList(document.value);
    if (list) return loadList(input, list, 'mcp', NATIVES);
    if (!isObject(document.value)) throw notThisDialect(document, LABEL);
    const notices: SourceNotice[] = [];
    const ctx = { file: document.file, classification: input.classification, nodeRefs: input.nodeRefs, notices, dialect: 'mcp' as const, natives: NATIVES };
    return { tools: [readElement(document.value, '', ctx)], notices, singleTool: true };
  },
};
