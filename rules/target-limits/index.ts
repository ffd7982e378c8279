import { defineRule } from '../../src/engine/index.js';
import { describedText, descriptionAt, toolLabel, listRef, characterCount, exceeded, smallestCap } from '../../src/kit/index.js';

export default defineRule({
  meta: {
    id: 'target-limits',
    description: 'Tool descriptions and tool lists stay within the caps the selected provider targets enforce.',
    recommended: 'error',
    schema: { type: 'object', additionalProperties: false, properties: {} },
    messages: {
      descriptionTooLong:
        'The description of tool "{{tool}}" has {{length}} characters, over the cap of {{max}}: {{rejectedBy}} it ({{source}}). Move details into the parameter descriptions, which have no such cap.',
      tooManyTools:
        'This registry has {{count}} tools, over the cap of {{max}} in one request: {{rejectedBy}} a request that sends them all ({{source}}). Offer them in toolsets loaded by task.',
    },
  },
  create(context) {
    const { targets } = context;
    const descriptionCap = smallestCap(targets, 'descriptionMaxLength');
    return {
      registry(registry) {
        // Every tool of a registry goes to every target: a target's `schemas` say which of a tool's schemas it reads, not which tools it takes.
        const over = exceeded(targets, 'maxTools', registry.tools.length);
        if (over)
          context.report({
            messageId: 'tooManyTools',
            at: listRef(registry),
            data: { count: registry.tools.length, max: over.max, rejectedBy: over.rejectedBy, source: over.source },
          });
      },
      tool(tool) {
        if (descriptionCap === undefined) return;
        // A VS Code tool reaches a model through the editor's own pipeline, not a provider's API
        // directly: only a target the user selects says which caps apply to it.
        if (tool.dialect === 'vscode' && targets.every((t) => t.id === 'portable')) return;
        const text = describedText(tool);
        // UTF-16 units are never fewer than characters: a text this short cannot be over.
        if (text === undefined || text.length <= descriptionCap) return;
        const length = characterCount(text);
        const over = exceeded(targets, 'descriptionMaxLength', length);
        if (over)
          context.report({
            messageId: 'descriptionTooLong',
            at: descriptionAt(tool),
            data: { tool: toolLabel(tool), length, max: over.max, rejectedBy: over.rejectedBy, source: over.source },
          });
      },
    };
  },
});
