import { defineRule } from '../../src/engine/index.js';
import { inputRoot, declaredTypes, showValue, toolBody, INPUT_SCHEMA_KEYS } from '../../src/kit/index.js';
import { DIALECTS, hasOwn, isObject, joinPointer, type Dialect } from '../../src/model/index.js';

interface Options {
  allowMissing: boolean;
  allowMissingDialects: Dialect[];
}

export default defineRule({
  meta: {
    id: 'schema-root-object',
    description: 'Every tool has an input schema whose root is `type: object`.',
    recommended: 'error',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        allowMissing: {
          type: 'boolean',
          description: 'Accept tools with no input schema (or an empty `{}`), for targets such as OpenAI where that means "no arguments".',
          default: false,
        },
        allowMissingDialects: {
          type: 'array',
          items: { enum: [...DIALECTS] },
          description: 'Dialects whose format makes the input schema optional, so a missing or empty one means "no arguments".',
          default: ['vscode', 'docker-mcp'],
        },
      },
    },
    // Outside MCP a tool without a schema takes no arguments (OpenAI, Anthropic accept it); MCP requires one.
    maxSeverity: { missing: 'warn' },
    messages: {
      missing: 'Tool "{{name}}" has no input schema: give it `type: object` with its arguments as properties (`properties: {}` when it takes none).',
      missingMcp:
        'MCP tool "{{name}}" has no `inputSchema`, which the protocol requires, so clients reject it: give it `type: object` with its arguments as properties (`properties: {}` when it takes none).',
      untyped: 'The input schema of tool "{{name}}" declares no type: add `type: object` at its root.',
      notObject: 'The input schema of tool "{{name}}" has type {{type}}: its root must be `type: object`, with the arguments as its properties.',
      boolean: 'The input schema of tool "{{name}}" is `{{type}}`, not an object schema: write `type: object` with the arguments as its properties.',
    },
  },
  create(context, options: Options) {
    const optional = new Set<Dialect>(options.allowMissingDialects);
    // Asked once per registry, not once per tool without a schema.
    let anySchema: boolean | undefined;
    return {
      tool(tool) {
        const name = tool.name;
        const schema = tool.inputSchema;
        const absent = schema === undefined || (isObject(schema) && Object.keys(schema).length === 0);
        if (absent) {
          if (options.allowMissing || optional.has(tool.dialect)) return;
          if (schema === undefined) {
            // A schema written as a string or a list is not missing: dialect-shape (notSchema) and
            // mcp-tool-schema-valid say what it is instead.
            const body = toolBody(context.registry, tool);
            if (!body || INPUT_SCHEMA_KEYS.some((k) => hasOwn(body.node, k) && body.node[k] !== null)) return;
            // A list where no tool has a schema is a catalog of names (Docker's tools.json), not
            // definitions missing one; outside MCP, an absent schema is only worth a word beside others.
            if (tool.dialect !== 'mcp' && !(anySchema ??= context.registry.tools.some((t) => t.inputSchema !== undefined))) return;
            return context.report({ messageId: tool.dialect === 'mcp' ? 'missingMcp' : 'missing', data: { name } });
          }
        }
        if (typeof schema === 'boolean') return context.report({ messageId: 'boolean', at: tool.refs.inputSchema, data: { name, type: String(schema) } });
        const root = inputRoot(context.registry, tool);
        // A root `$ref` that does not resolve is for the reference rule to report.
        if (!root) return;
        if (!hasOwn(root.node, 'type')) return context.report({ messageId: 'untyped', at: root.ref, data: { name } });
        const types = declaredTypes(root.node);
        // `dict` and other aliases of object are schema-type-valid's to report, not this rule's.
        if (types && types.size === 1 && types.has('object')) return;
        const at = { file: root.ref.file, pointer: joinPointer(root.ref.pointer, 'type') };
        context.report({ messageId: 'notObject', at, data: { name, type: showValue(root.node.type) } });
      },
    };
  },
});
