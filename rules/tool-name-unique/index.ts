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
    // One pass over the registry finds every tool whose name an earlier tool took, exactly or
    // loosely; only those are kept, so that a visit is one lookup and a huge registry's names
    // are not held for the whole run. Built on first use from the whole registry, so that the
    // instances overrides make see every tool, and the second of two tools is reported whichever
    // instance visits it.
    let taken: { exact: Map<Tool, Tool>; loose: Map<Tool, Tool> } | undefined;
    const collisions = () => {
      if (taken) return taken;
      taken = { exact: new Map(), loose: new Map() };
      const exact = new Map<string, Tool>();
      const loose = new Map<string, Tool>();
      for (const tool of registry.tools) {
        if (tool.nameOrigin !== 'declared' || tool.name === '') continue;
        const first = exact.get(tool.name);
        if (first === undefined) exact.set(tool.name, tool);
        else taken.exact.set(tool, first);
        const key = normalized(tool.name);
        const looseFirst = loose.get(key);
        if (looseFirst === undefined) loose.set(key, tool);
        else if (first === undefined) taken.loose.set(tool, looseFirst);
      }
      return taken;
    };
    return {
      tool(tool) {
        // The loader keeps the names it derives from OpenAPI methods and paths unique itself.
        if (tool.nameOrigin !== 'declared' || tool.name === '') return;
        const at = tool.refs.name ?? tool.source;
        const exact = collisions().exact.get(tool);
        if (exact !== undefined) {
          context.report({ messageId: 'duplicate', at, data: { name: tool.name, first: toolPlace(registry, exact) } });
          return;
        }
        if (!options.normalize) return;
        const loose = collisions().loose.get(tool);
        if (loose !== undefined) context.report({ messageId: 'similar', at, data: { name: tool.name, other: loose.name, first: toolPlace(registry, loose) } });
      },
    };
  },
});
