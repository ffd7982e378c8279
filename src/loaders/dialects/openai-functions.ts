import { listDialect, shareScore } from './list-loader.js';

/**
 * OpenAI's legacy `functions` array and BFCL function docs: `[{name, description, parameters}]`.
 * BFCL's `"type": "dict"`, `float` and dotted names are loaded as written; rules judge them.
 */
export const openaiFunctions = listDialect({
  id: 'openai-functions',
  label: 'an OpenAI functions array',
  natives: ['functions', 'bare'],
  score(list, counts) {
    const score = shareScore(counts, 'functions', 10);
    // Only OpenAI's legacy request shape keeps its list under `functions`.
    return score > 0 && list.pointer.endsWith('/functions') ? score + 5 : score;
  },
});
