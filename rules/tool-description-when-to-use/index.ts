import { defineRule } from '../../src/engine/index.js';
import { allPhrases, type PhraseOptions, phraseOptionsSchema, findAffirmed, NEGATIONS } from '../../src/kit/index.js';

/**
 * Ways of saying when to call a tool. "Use this tool to …" and "This is a tool for …" count: they
 * tie the tool to a task, which is what a model choosing between tools needs.
 */
export const WHEN_TO_USE_PHRASES = [
  'use this when',
  'use this tool when',
  'use it when',
  'use when',
  'use this tool whenever',
  'use this whenever',
  'use this tool to',
  'use this tool for',
  'use this to',
  'use this for',
  'use it to',
  'use it for',
  'use for',
  'call this when',
  'call this tool when',
  'call this to',
  'call this tool to',
  'call when',
  'call it when',
  'when to use',
  'use case',
  'use cases',
  'useful for',
  'useful when',
  'helpful for',
  'helpful when',
  'best for',
  'best used',
  'ideal for',
  'ideal when',
  'perfect for',
  'good for',
  'suitable for',
  'appropriate for',
  'intended for',
  'designed for',
  'meant for',
  'should be used',
  'is used to',
  'is used for',
  'can be used to',
  'can be used for',
  'when you need',
  'when you want',
  'when the user',
  'when a user',
  'if the user',
  'if you need',
  'whenever',
  'in cases where',
  'always call',
  'always use',
  'prefer this tool',
  'only use this',
  'use this instead',
  'use this tool instead',
  'use instead',
  'use this tool with',
  'use this with',
  'unless the user',
  'unless a user',
  'when any of',
  'if any of',
  'in the following cases',
  'is a tool for',
  'this tool is for',
  'this tool is used',
  '适用于',
  '适用场景',
  '适用情况',
  '使用场景',
  '应用场景',
  '用于',
  '用来',
  '时使用',
  '时调用',
  '时请使用',
  '时请调用',
  '适合',
  '当用户',
  '当需要',
  '如果用户',
  '若用户',
  '需要时',
  '適用於',
  '適用場景',
  '適用情況',
  '使用場景',
  '應用場景',
  '用於',
  '用來',
  '時使用',
  '時調用',
  '時呼叫',
  '時請使用',
  '適合',
  '當使用者',
  '當用戶',
  '當需要',
  '如果使用者',
  '如果用戶',
  '需要時',
];

interface Options extends PhraseOptions {
  negations: string[];
}

export default defineRule({
  meta: {
    id: 'tool-description-when-to-use',
    description: 'Descriptions say when to use the tool.',
    recommended: 'off',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ...phraseOptionsSchema(WHEN_TO_USE_PHRASES, 'Phrases that say when to use a tool ("Use this when", 适用于, 時使用); replaces the built-in list.'),
        negations: {
          type: 'array',
          items: { type: 'string' },
          default: NEGATIONS,
          description: 'Words that, in the three words (or characters) before a phrase, cancel it ("do not use this when", 不适用于).',
        },
      },
    },
    messages: {
      missing: 'The description of "{{name}}" does not say when to use the tool: add a sentence such as "Use this when …".',
    },
  },
  create(context, options: Options) {
    const phrases = allPhrases(options);
    return {
      tool(tool) {
        const text = tool.description;
        // A missing or empty description is tool-description-required's finding.
        if (text === undefined || text.trim() === '') return;
        if (findAffirmed(text, phrases, options.negations) !== undefined) return;
        context.report({ messageId: 'missing', at: tool.refs.description ?? tool.source, data: { name: tool.name } });
      },
    };
  },
});
