import type { Target } from './types.js';

const API = 'https://platform.openai.com/docs/api-reference/chat/create';
const GUIDE = 'https://platform.openai.com/docs/guides/function-calling';

/**
 * OpenAI function calling with strict mode off: Chat Completions, or the Responses API with
 * `strict: false` on each tool (`openai-responses` is the Responses API's default).
 */
export default {
  id: 'openai',
  family: 'openai',
  title: 'OpenAI function calling',
  checked: '2026-11-22',
  strict: false,
  strictVariant: 'openai-strict',
  schemas: ['input'],
  limits: {
    namePattern: { value: '^[a-zA-Z0-9_-]{1,64}$', source: API, note: 'a-z, A-Z, 0-9, underscores and dashes, at most 64 characters' },
    descriptionMaxLength: { value: 1024, source: API, note: 'longer descriptions are answered with "string too long"' },
    maxTools: { value: 128, source: API },
    strictDefault: {
      value: false,
      source: [GUIDE, 'https://platform.openai.com/docs/api-reference/responses/create'],
      note: 'off in Chat Completions; the Responses API turns it on unless a tool sets `strict: false`',
    },
    dialect: {
      value: '2020-12',
      source: 'https://platform.openai.com/docs/guides/structured-outputs#supported-schemas',
      note: 'no draft is named; the documented schemas use 2020-12 `$defs`',
    },
    rootUnsupportedKeywords: {
      value: ['anyOf', 'oneOf', 'allOf', 'enum', 'not'],
      source: GUIDE,
      note: 'parameters must be `type: object` without these keywords at the top level',
    },
  },
} satisfies Target;
