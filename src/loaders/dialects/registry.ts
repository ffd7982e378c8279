import { isObject } from '../../model/index.js';
import { listDialect, type ShapeCounts } from './list-loader.js';

/**
 * A plain registry: `{version?, name?, tools: [...]}` or a bare array of
 * `{name, description, parameters | input_schema | inputSchema, ...extension fields}`.
 * It is also the fallback for lists that fit no provider's shape (names and descriptions only).
 */
export const registry = listDialect({
  id: 'registry',
  label: 'a tool registry',
  natives: ['functions', 'anthropic', 'mcp', 'bare'],
  reason(list, counts) {
    if (counts.total === 0) return 'the list is empty';
    if (list.single)
      return counts.withRegistryFields > 0
        ? 'the file is one tool, with registry fields such as `deprecated` or `x-…`'
        : 'the file is one tool, in no single provider shape';
    if (counts.withRegistryFields > 0)
      return `${counts.withRegistryFields === counts.total ? (counts.total === 1 ? 'the tool carries' : `all ${counts.total} tools carry`) : `${counts.withRegistryFields} of ${counts.total} tools carry`} registry fields such as \`deprecated\` or \`x-…\``;
    if (list.pointer === '/tools') return 'a `tools` list whose tools fit no single provider shape';
    return 'no provider shape fits the tools (the fallback)';
  },
  score(list, counts) {
    // An empty list, bare or under `tools`, is an empty registry: the run says so instead of failing.
    if (counts.total === 0) return 1;
    if (counts.plausible === 0 && !(list.container && counts.shapes.bare > 0)) return 0;
    const native = counts.shapes.functions + counts.shapes.anthropic + counts.shapes.mcp + counts.shapes.bare;
    const c = list.container;
    const declared = isObject(c) && (typeof c.name === 'string' || typeof c.version === 'string' || typeof c.version === 'number');
    // Governance fields are what a registry adds to a provider's shape: with them it outranks
    // the provider dialect (at most 20) when most elements are in a shape it reads.
    // A top-level `tools:` key in a functions-like shape is a registry file: OpenAI's legacy
    // request keeps the same elements under `functions`, never under `tools`.
    const toolsKey = isObject(c) && list.pointer === '/tools' && counts.shapes.functions + counts.shapes.bare > 0;
    // Shape wins over one ambiguous key: when every tool is in one provider's shape and none
    // carries a governance field, a `name` or `version` beside the list (an MCP result saved
    // with its server's metadata) says nothing about the tools.
    if (counts.withRegistryFields === 0 && providerShaped(counts)) return 2;
    if (declared || toolsKey || counts.withRegistryFields > 0) return 15 + (10 * native) / counts.total;
    return 2;
  },
});

/** Every element is written in one provider's shape: MCP, Anthropic or OpenAI Chat. */
function providerShaped(counts: ShapeCounts): boolean {
  return ['mcp', 'anthropic', 'chat'].some((shape) => counts.shapes[shape as keyof ShapeCounts['shapes']] === counts.total);
}
