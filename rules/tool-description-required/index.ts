import { defineRule } from '../../src/engine/index.js';
import { descriptionAt, descriptionKey, descriptionKeys, toolBody, toolLabel, valueKind } from '../../src/kit/index.js';
import { hasOwn, joinPointer } from '../../src/model/index.js';

export default defineRule({
  meta: {
    id: 'tool-description-required',
    description: 'Every tool has a description that is not empty.',
    recommended: 'warn',
    strict: 'warn',
    schema: { type: 'object', additionalProperties: false, properties: {} },
    messages: {
      missing: 'Tool "{{name}}" has no {{key}}: write what it does, when to use it and what it returns, since a model chooses tools by their descriptions.',
      notText:
        'The `{{key}}` of tool "{{name}}" is {{got}}, not text, so providers reject it or the model is sent none: write what the tool does, when to use it and what it returns as a string.',
      blank:
        'The description of tool "{{name}}" is blank: write what it does, when to use it and what it returns, since a model chooses tools by their descriptions.',
    },
  },
  create(context) {
    return {
      tool(tool) {
        const name = toolLabel(tool);
        if (tool.description === undefined) {
          const body = toolBody(context.registry, tool);
          if (!body) return;
          // Written, but not as text: the loader leaves it out, and "has no description" would be wrong.
          const key = descriptionKeys(tool).find((k) => hasOwn(body.node, k) && body.node[k] !== null);
          if (key !== undefined) {
            // mcp-tool-schema-valid reports every field of an MCP tool that has the wrong type.
            if (tool.dialect === 'mcp') return;
            const at = { file: tool.source.file, pointer: joinPointer(body.pointer, key) };
            context.report({ messageId: 'notText', at, data: { name, key, got: valueKind(body.node[key]) } });
            return;
          }
          context.report({ messageId: 'missing', at: descriptionAt(tool), data: { name, key: descriptionKey(tool) } });
        } else if (tool.description.trim() === '') {
          context.report({ messageId: 'blank', at: descriptionAt(tool), data: { name } });
        }
      },
    };
  },
});
