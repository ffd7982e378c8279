import { defineRule } from '../../src/engine/index.js';
import { findPhrase, describedText, descriptionAt, toolLabel } from '../../src/kit/index.js';
import { isObject } from '../../src/model/index.js';

interface Options {
  phrases: string[];
  acceptOutputSchema: boolean;
}

const PHRASES = [
  'returns',
  'return',
  'returned',
  'returning',
  'responds with',
  'response contains',
  'response includes',
  'response will',
  'outputs',
  'yields',
  'gives back',
  'result is',
  'results are',
  'result will',
  'results will',
  'result contains',
  'results contain',
  'result includes',
  'results include',
  'result has',
  '返回',
  '回傳',
  '傳回',
  '返還',
  '输出',
  '輸出',
  '响应包含',
  '響應包含',
  '结果为',
  '結果為',
  '结果是',
  '結果是',
  '结果包含',
  '結果包含',
];

export default defineRule({
  meta: {
    id: 'tool-description-returns',
    description: 'Tool descriptions say what the tool returns.',
    recommended: 'off',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        phrases: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Phrases that say what comes back ("Returns", "返回", "回傳").',
          default: PHRASES,
        },
        acceptOutputSchema: {
          type: 'boolean',
          description: 'Accept a tool that declares an output schema (MCP `outputSchema`, an OpenAPI response) as saying what it returns.',
          default: true,
        },
      },
    },
    messages: {
      noReturns:
        'The description of tool "{{name}}" does not say what it returns: add "Returns …" naming the result and its shape, so the model knows what it gets back.',
    },
  },
  create(context, options: Options) {
    return {
      tool(tool) {
        const text = describedText(tool);
        if (text === undefined || findPhrase(text, options.phrases) !== undefined) return;
        if (options.acceptOutputSchema && isObject(tool.outputSchema) && Object.keys(tool.outputSchema).length > 0) return;
        context.report({ messageId: 'noReturns', at: descriptionAt(tool), data: { name: toolLabel(tool) } });
      },
    };
  },
});
