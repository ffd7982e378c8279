import { defineRule } from '../../src/engine/index.js';
import { findArgument, toolArguments } from '../../src/kit/index.js';
import { hasOwn, isObject, nameWords, type JsonObject } from '../../src/model/index.js';

/** An `enum` or `const`, on the schema or on every non-null branch of its `anyOf`/`oneOf`. */
function closed(node: JsonObject): boolean {
  if (hasOwn(node, 'enum') || hasOwn(node, 'const')) return true;
  const branches = Array.isArray(node.anyOf) ? node.anyOf : Array.isArray(node.oneOf) ? node.oneOf : undefined;
  const values = branches?.filter((b) => isObject(b) && b.type !== 'null');
  return values !== undefined && values.length > 0 && values.every((b) => closed(b as JsonObject));
}

interface Options {
  prefixes: string[];
  allDestructive: boolean;
  name: string;
}

const DEFAULTS: Options = { prefixes: ['delete', 'bulk'], allDestructive: false, name: 'environment' };

export default defineRule({
  meta: {
    id: 'destructive-tool-environment',
    description: 'Delete and bulk tools take a required `environment` parameter with an `enum`, so every call says where it acts.',
    recommended: 'off',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        prefixes: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'First words of tool names that need an environment (`delete` matches `delete_user`, `deleteUser`, `repo.delete_file`).',
          default: DEFAULTS.prefixes,
        },
        allDestructive: {
          type: 'boolean',
          description: 'Check every destructive tool, whatever its name.',
          default: false,
        },
        name: {
          type: 'string',
          minLength: 1,
          description: 'The name of the environment parameter (compared without case, `-` or `_`).',
          default: DEFAULTS.name,
        },
      },
    },
    messages: {
      missing:
        'Tool "{{name}}" {{why}} but takes no `{{param}}` parameter: add a required `{{param}}` with an `enum` of the environments it may act on, so that no call reaches production by default.',
      notRequired: 'Parameter "{{param}}" of tool "{{name}}" is optional: list it in `required`, so that every call names the environment it acts on.',
      noEnum:
        'Parameter "{{param}}" of tool "{{name}}" has no `enum`: list the environments it may act on (production, staging, …), so that a typo cannot reach an unknown one.',
    },
  },
  create(context, options: Options) {
    const prefixes = new Set(options.prefixes.flatMap((p) => nameWords(p).slice(0, 1)));
    return {
      tool(tool) {
        const { verb, kind } = context.view.action(tool);
        const byName = verb !== undefined && prefixes.has(verb);
        if (!byName && !(options.allDestructive && kind === 'destructive')) return;
        const name = tool.name;
        const param = findArgument(toolArguments(context.registry, tool), [options.name]);
        if (!param) {
          const why = byName ? `starts with "${verb}"` : 'is destructive';
          context.report({ messageId: 'missing', at: tool.refs.name ?? tool.source, data: { name, why, param: options.name } });
          return;
        }
        const data = { name, param: param.name };
        if (!param.required) context.report({ messageId: 'notRequired', at: param.ref, data });
        if (!closed(param.node)) context.report({ messageId: 'noEnum', at: param.schemaRef, data });
      },
    };
  },
});
