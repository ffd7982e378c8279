import { defineRule } from '../../src/engine/index.js';
import { toolPlace } from '../../src/kit/index.js';
import type { Tool } from '../../src/model/index.js';

interface Options {
  normalize: boolean;
}

/** Case and the separators `-`, `_` and `.` do not tell names apart for a model reading them. */
const normalized = (name: string) => name.toLowerCase().replace(/[-_.]/g, '');

export default defineRule({
  meta: {
    id: 'tool-name-unique',
    description: 'No two tools in a registry share a name, also once case and separators are ignored.',
    recommended: 'error',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        normalize: {
          type: 'boolean',
          description: 'Also report names that differ only in case or in `-`, `_` and `.` (`get_user`, `getUser`, `get-user`).',
          default: true,
        },
      },
    },
    maxSeverity: { similar: 'warn' },
    messages: {
      duplicate: 'Tool name "{{name}}" is already taken by the tool at {{first}}: give each tool its own name, or remove the copy.',
      similar: 'Tool name "{{name}}" is "{{other}}" (at {{first}}) once case and separators are ignored: a model can confuse the two, so rename one of them.',
    },
  },
  create(context, options: Options) {
    const { registry } = context;
    // Built on first use from the whole registry, so that the instances overrides make see
    // every tool, and the second of two tools is reported whichever instance visits it.
    let firsts: { exact: Map<string, Tool>; loose: Map<string, Tool> } | undefined;
    const index = () => {
      if (firsts) return firsts;
      firsts = { exact: new Map(), loose: new Map() };
      for (const tool of registry.tools) {
        if (tool.nameOrigin !== 'declared' || tool.name === '') continue;
        if (!firsts.exact.has(tool.name)) firsts.exact.set(tool.name, tool);
        if (!firsts.loose.has(normalized(tool.name))) firsts.loose.set(normalized(tool.name), tool);
      }
      return firsts;
    };
    return {
      tool(tool) {
        // The loader keeps the names it derives from OpenAPI methods and paths unique itself.
        if (tool.nameOrigin !== 'declared' || tool.name === '') return;
        const at = tool.refs.name ?? tool.source;
        const exact = index().exact.get(tool.name)!;
        if (exact !== tool) {
          context.report({ messageId: 'duplicate', at, data: { name: tool.name, first: toolPlace(registry, exact) } });
          return;
        }
        if (!options.normalize) return;
        const loose = index().loose.get(normalized(tool.name))!;
        if (loose !== tool) context.report({ messageId: 'similar', at, data: { name: tool.name, other: loose.name, first: toolPlace(registry, loose) } });
      },
    };
  },
});
