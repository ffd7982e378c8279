import { isObject } from '../model/index.js';
import type { McpToolList } from './types.js';

/** The MCP `Tool` fields in the spec's order; anything else follows, sorted. */
const TOOL_KEYS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'icons', 'execution', '_meta'];

/**
 * A server's tools as a `tools/list` result the loaders read with the `mcp` dialect, written
 * the same way every time: tools sorted by name, object keys in a fixed order, two-space JSON.
 * The server's `serverInfo` (name and version, from `initialize`) sits beside the list; the
 * loaders take the registry's name and version from it. Paging (`nextCursor`) and the result's `_meta` are left out: they change
 * from run to run and say nothing about the tools. Lint and snapshot use the same text, so a
 * finding's line is the line in a snapshot file.
 */
export function toolsDocument(list: McpToolList): string {
  const tools = list.tools.map((t) => (isObject(t) ? orderTool(t) : canonical(t)));
  const keyed = tools.map((t) => ({ t, name: isObject(t) && typeof t.name === 'string' ? t.name : '', text: JSON.stringify(t) }));
  keyed.sort((a, b) => compare(a.name, b.name) || compare(a.text, b.text));
  const doc: Record<string, unknown> = {};
  if (list.serverInfo) doc.serverInfo = { name: list.serverInfo.name, ...(list.serverInfo.version === undefined ? {} : { version: list.serverInfo.version }) };
  doc.tools = keyed.map((k) => k.t);
  return `${JSON.stringify(doc, null, 2)}\n`;
}

function orderTool(tool: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const k of TOOL_KEYS) if (Object.hasOwn(tool, k)) out[k] = canonical(tool[k]);
  for (const k of Object.keys(tool).sort(compare)) if (!TOOL_KEYS.includes(k)) out[k] = canonical(tool[k]);
  return out;
}

/**
 * Objects with sorted keys, all the way down; arrays keep their order, which can mean something.
 * Null prototypes, so that a `__proto__` key a server sends stays data.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = Object.create(null);
  for (const k of Object.keys(value).sort(compare)) out[k] = canonical(value[k]);
  return out;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
