import { defineRule } from '../../src/engine/index.js';
import { descriptionAt, descriptionKey, toolLabel } from '../../src/kit/index.js';

export default defineRule({
  meta: {
    id: 'tool-description-required',
    description: 'Every tool has a description that is not empty.',
    recommended: 'warn',
    strict: 'warn',
    schema: { type: 'object', additionalProperties: false, properties: {} },
    messages: {
      missing: 'Tool "{{name}}" has no {{key}}: write what it does, when to use it and what it returns, since a model chooses tools by their descriptions.',
      blank:
        'The description of tool "{{name}}" is blank: write what it does, when to use it and what it returns, since a model chooses tools by their descriptions.',
    },
  },
  create(context) {
    return {
      tool(tool) {
        const name = toolLabel(tool);
        if (tool.description === undefined) {
          context.report({ messageId: 'missing', at: descriptionAt(tool), data: { name, key: descriptionKey(tool) } });
        } else if (tool.description.trim() === '') {
          context.report({ messageId: 'blank', at: descriptionAt(tool), data: { name } });
        }
      },
    };
  },
});
