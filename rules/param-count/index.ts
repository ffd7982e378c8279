import { defineRule } from '../../src/engine/index.js';
import { toolParameters, toolLabel } from '../../src/kit/index.js';

interface Options {
  max: number;
}

export default defineRule({
  meta: {
    id: 'param-count',
    description: 'A tool takes no more top-level parameters than a limit.',
    recommended: 'info',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        max: {
          type: 'integer',
          minimum: 1,
          description: 'The most top-level parameters one tool may take, required and optional together.',
          default: 15,
        },
      },
    },
    messages: {
      tooMany:
        'Tool "{{name}}" takes {{count}} top-level parameters, more than {{max}}: models leave out or mix up arguments in long lists, so split it into tools with one job each or drop parameters the model never needs to set.',
    },
  },
  create(context, options: Options) {
    return {
      tool(tool) {
        const params = toolParameters(context.registry, tool);
        if (params.length <= options.max) return;
        context.report({
          messageId: 'tooMany',
          at: tool.refs.inputSchema ?? tool.source,
          data: { name: toolLabel(tool), count: params.length, max: options.max },
        });
      },
    };
  },
});
