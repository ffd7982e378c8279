import { defineRule } from '../../src/engine/index.js';
import { estimateRegistryTokens, toolLabel, listRef } from '../../src/kit/index.js';
import { formatCount as thousands } from '../../src/model/index.js';

interface Options {
  budget: number;
  top: number;
}

export default defineRule({
  meta: {
    id: 'registry-token-budget',
    description: 'The estimated context cost of the whole tool list stays within a token budget.',
    recommended: 'info',
    strict: 'info',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        budget: {
          type: 'integer',
          minimum: 1,
          description: 'The most tokens the tool definitions of one registry may cost together.',
          default: 5000,
        },
        top: {
          type: 'integer',
          minimum: 0,
          description: 'How many of the costliest tools the message names.',
          default: 3,
        },
      },
    },
    messages: {
      overBudget:
        "The tool definitions of this registry cost about {{tokens}} tokens of context on every request, more than the budget of {{budget}}{{costliest}}: shorten descriptions and schemas, or offer tools by task (`toolslint stats` shows each tool's cost).",
    },
  },
  create(context, options: Options) {
    return {
      registry(registry) {
        const { tools, total } = estimateRegistryTokens(registry);
        if (total <= options.budget) return;
        const costliest = [...tools]
          .sort((a, b) => b.tokens.total - a.tokens.total)
          .slice(0, options.top)
          .map((t) => `${toolLabel(t.tool)} (${thousands(t.tokens.total)})`);
        context.report({
          messageId: 'overBudget',
          at: listRef(registry),
          data: {
            tokens: thousands(total),
            budget: thousands(options.budget),
            costliest: costliest.length > 0 ? `; the costliest tools are ${costliest.join(', ')}` : '',
          },
        });
      },
    };
  },
});
