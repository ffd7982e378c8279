import type { Target } from './types.js';

const TOOL_USE = 'https://docs.claude.com/en/docs/agents-and-tools/tool-use/implement-tool-use';

/** Anthropic Messages API tool use, strict mode off. */
export default {
  id: 'anthropic',
  family: 'anthropic',
  title: 'Anthropic tool use',
  checked: '2026-11-22',
  strict: false,
  strictVariant: 'anthropic-strict',
  schemas: ['input'],
  limits: {
    namePattern: { value: '^[a-zA-Z0-9_-]{1,64}$', source: TOOL_USE },
    strictDefault: { value: false, source: 'https://docs.claude.com/en/docs/build-with-claude/structured-outputs' },
    dialect: { value: '2020-12', source: TOOL_USE, note: 'an invalid `input_schema` is answered with "It must match JSON Schema draft 2020-12"' },
    rootUnsupportedKeywords: {
      value: ['oneOf', 'allOf', 'anyOf'],
      source: TOOL_USE,
      note: '`input_schema` must be `type: object`; the API rejects these keywords at the top level',
    },
  },
} satisfies Target;
