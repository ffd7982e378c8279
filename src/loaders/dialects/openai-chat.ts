import { listDialect, shareScore } from './list-loader.js';

/** OpenAI Chat Completions: `[{type: "function", function: {name, description, parameters, strict}}]`. */
export const openaiChat = listDialect({
  id: 'openai-chat',
  label: 'an OpenAI Chat Completions tools array',
  natives: ['chat'],
  score: (_list, counts) => shareScore(counts, 'chat', 10),
});
