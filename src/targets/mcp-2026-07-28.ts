import type { Target } from './types.js';

const SCHEMA = 'https://github.com/modelcontextprotocol/modelcontextprotocol/blob/main/schema/2026-07-28/schema.json';

/** The Model Context Protocol, revision 2026-07-28. */
export default {
  id: 'mcp@2026-07-28',
  family: 'mcp',
  title: 'Model Context Protocol 2026-07-28',
  checked: '2026-11-22',
  strict: false,
  schemas: ['input', 'output'],
  limits: {
    namePattern: {
      value: '^[A-Za-z0-9_.-]{1,128}$',
      source: 'https://modelcontextprotocol.io/specification/2026-07-28/server/tools#tool-names',
      note: 'a SHOULD: 1 to 128 ASCII letters, digits, underscores, dashes and dots',
    },
    dialect: { value: '2020-12', source: 'https://modelcontextprotocol.io/specification/2026-07-28/basic#json-schema-usage', note: 'a schema without `$schema` is JSON Schema 2020-12' },
    mcpRevision: { value: '2026-07-28', source: [SCHEMA, 'https://modelcontextprotocol.io/specification/2026-07-28/server/tools'] },
  },
} satisfies Target;
