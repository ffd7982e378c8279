import { isObject } from '../../model/index.js';
import { listDialect } from './list-loader.js';

/**
 * A plain registry: `{version?, name?, tools: [...]}` or a bare array of
 * `{name, description, parameters | input_schema | inputSchema, ...extension fields}`.
 * It is also the fallback for lists that fit no provider's shape (names and descriptions only).
 */
export const registry = listDialect({
  id: 'registry',
  label: 'a tool registry',
  natives: ['functions', 'anthropic', 'mcp', 'bare'],
  score(list, counts) {
    if (counts.total === 0) return list.container ? 1 : 0;
    if (counts.plausible === 0 && !(list.container && counts.shapes.bare > 0)) return 0;
    const native = counts.shapes.functions + counts.shapes.anthropic + counts.shapes.mcp + counts.shapes.bare;
    const c = list.container;
    const declared = isObject(c) && (typeof c.name === 'string' || typeof c.version === 'string' || typeof c.version === 'number');
    // Governance fields are what a registry adds to a provider's shape: with them it outranks
    // the provider dialect (at most 20) when most elements are in a shape it reads.
    // A top-level `tools:` key in a functions-like shape is a registry file: OpenAI's legacy
    // request keeps the same elements under `functions`, never under `tools`.
    const toolsKey = isObject(c) && list.pointer === '/tools' && counts.shapes.functions + counts.shapes.bare > 0;
    if (declared || toolsKey || counts.withRegistryFields > 0) return 15 + (10 * native) / counts.total;
    return 2;
  },
});
