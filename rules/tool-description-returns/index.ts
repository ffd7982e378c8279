import { defineRule } from '../../src/engine/index.js';
import { findPhrase, describedText, descriptionAt, phraseHits, toolLabel } from '../../src/kit/index.js';
import { isObject } from '../../src/model/index.js';

interface Options {
  phrases: string[];
  resultVerbs: string[];
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

/**
 * Verbs whose object is what comes back: "Get the block's output volume", "Lists open issues"
 * name the result as plainly as "Returns …" would.
 */
const RESULT_VERBS = [
  'get',
  'gets',
  'fetch',
  'fetches',
  'retrieve',
  'retrieves',
  'read',
  'reads',
  'list',
  'lists',
  'find',
  'finds',
  'look up',
  'looks up',
  'calculate',
  'calculates',
  'compute',
  'computes',
  'count',
  'counts',
  'describe',
  'describes',
  '获取',
  '獲取',
  '列出',
  '计算',
  '計算',
];

/** Spaces and a word after the verb (CJK needs no space): not "List." on its own. */
const OBJECT_FOLLOWS = /^\s*[^\s.;:!?。；：！？]/;

/** Whether the description opens with a result verb and goes on to its object. */
function opensWithResultVerb(text: string, verbs: readonly string[]): boolean {
  const start = text.length - text.trimStart().length;
  return phraseHits(text, verbs).some((h) => h.index === start && OBJECT_FOLLOWS.test(text.slice(h.index + h.length, h.index + h.length + 16)));
}

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
        resultVerbs: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Verbs that, opening the description, name the result in their object ("Get the current weather", "Lists open issues", "获取订单").',
          default: RESULT_VERBS,
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
        if (text === undefined || findPhrase(text, options.phrases) !== undefined || opensWithResultVerb(text, options.resultVerbs)) return;
        if (options.acceptOutputSchema && isObject(tool.outputSchema) && Object.keys(tool.outputSchema).length > 0) return;
        context.report({ messageId: 'noReturns', at: descriptionAt(tool), data: { name: toolLabel(tool) } });
      },
    };
  },
});
