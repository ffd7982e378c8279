import openai from './openai.js';
import type { Target } from './types.js';

const RESPONSES = 'https://platform.openai.com/docs/api-reference/responses/create';

/**
 * OpenAI function calling through the Responses API: OpenAI's limits, but strict mode is on for
 * every tool that does not set `strict: false`, so such a tool is held to `openai-strict`.
 */
export default {
  id: 'openai-responses',
  family: 'openai',
  title: 'OpenAI Responses API function calling, strict mode on by default',
  checked: '2026-11-22',
  strict: false,
  strictVariant: 'openai-strict',
  schemas: ['input'],
  limits: {
    ...openai.limits,
    strictDefault: { value: true, source: RESPONSES, note: 'a function tool is strict unless it sets `strict: false`' },
  },
} satisfies Target;
