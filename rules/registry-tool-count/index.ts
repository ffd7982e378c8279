import { defineRule } from '../../src/engine/index.js';
import { listRef } from '../../src/kit/index.js';

interface Options {
  max: number;
}

export default defineRule({
  meta: {
    id: 'registry-tool-count',
    description: 'A registry offers no more tools than a model chooses well from.',
    recommended: 'info',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        max: {
          type: 'integer',
          minimum: 1,
          description: 'The most tools one registry may offer a model at once.',
          default: 20,
        },
      },
    },
    messages: {
      tooMany:
        'This registry offers {{count}} tools, more than {{max}}: models pick the wrong tool more often from long lists, so split it into toolsets loaded by task, or raise `max` if every tool must be offered at once.',
    },
  },
  create(context, options: Options) {
    return {
      registry(registry) {
        const count = registry.tools.length;
        if (count <= options.max) return;
        context.report({ messageId: 'tooMany', at: listRef(registry), data: { count, max: options.max } });
      },
    };
  },
});
