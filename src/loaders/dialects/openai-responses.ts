import { listDialect, shareScore } from './list-loader.js';

/** OpenAI Responses API: flat `[{type: "function", name, description, parameters, strict}]`. */
export const openaiResponses = listDialect({
  id: 'openai-responses',
  label: 'an OpenAI Responses tools array',
  natives: ['responses'],
  score: (_list, counts) => shareScore(counts, 'responses', 10),
});
