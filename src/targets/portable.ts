import anthropic from './anthropic.js';
import gemini from './gemini.js';
import latestMcp from './mcp-2026-07-28.js';
import openai from './openai.js';
import type { Target } from './types.js';

/**
 * What applies when no target is selected: the intersection of `openai`, `anthropic`,
 * `gemini` and `mcp`, so a list that passes can be sent to any of them. Gemini's keyword
 * allowlist is left out because Gemini takes any JSON Schema in `parametersJsonSchema`.
 * test/targets checks that each limit is at least as strict as those it comes from.
 */
export default {
  id: 'portable',
  family: 'portable',
  title: 'Portable: what OpenAI, Anthropic, Gemini and MCP all accept',
  checked: '2026-11-22',
  strict: false,
  schemas: ['input'],
  limits: {
    namePattern: {
      value: '^[A-Za-z_][A-Za-z0-9_-]{0,63}$',
      source: [openai.limits.namePattern.source, anthropic.limits.namePattern.source, gemini.limits.namePattern.source[0]],
      note: 'the characters and length OpenAI and Anthropic accept, starting with a letter or underscore as Gemini asks',
    },
    descriptionMaxLength: { ...openai.limits.descriptionMaxLength, note: "OpenAI's cap; the others document none", enforcedBy: 'OpenAI' },
    maxTools: { ...openai.limits.maxTools, note: "OpenAI's cap", enforcedBy: 'OpenAI' },
    strictDefault: { value: false, source: [openai.limits.strictDefault.source[0], anthropic.limits.strictDefault.source] },
    dialect: { value: '2020-12', source: [anthropic.limits.dialect.source, latestMcp.limits.dialect.source] },
    rootUnsupportedKeywords: {
      value: ['anyOf', 'oneOf', 'allOf', 'enum', 'not'],
      source: [openai.limits.rootUnsupportedKeywords.source, anthropic.limits.rootUnsupportedKeywords.source],
      note: "OpenAI's and Anthropic's lists together",
    },
    mcpRevision: latestMcp.limits.mcpRevision,
  },
} satisfies Target;
