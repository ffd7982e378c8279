import { listDialect, shareScore } from './list-loader.js';

/** Anthropic Messages API tools: `[{name, description, input_schema, cache_control?}]`. */
export const anthropic = listDialect({
  id: 'anthropic',
  label: 'an Anthropic tools array',
  natives: ['anthropic', 'bare'],
  score: (_list, counts) => shareScore(counts, 'anthropic', 10),
});
