import type { Target } from './types.js';

const SCHEMA = 'https://github.com/modelcontextprotocol/modelcontextprotocol/blob/main/schema/2025-11-25/schema.json';

/** The Model Context Protocol, revision 2025-11-25. */
export default {
  id: 'mcp@2025-11-25',
  family: 'mcp',
  title: 'Model Context Protocol 2025-11-25',
  checked: '2026-11-22',
  strict: false,
  schemas: ['input', 'output'],
  limits: {
    namePattern: {
      value: '^[A-Za-z0-9_.-]{1,128}$',
      source: 'https://modelcontextprotocol.io/specification/2025-11-25/server/tools#tool-names',
      note: 'a SHOULD: 1 to 128 ASCII letters, digits, underscores, dashes and dots',
    },
    dialect: { value: '2020-12', source: 'https://modelcontextprotocol.io/specification/2025-11-25/basic#json-schema-usage', note: 'a schema without `$schema` is JSON Schema 2020-12' },
    mcpRevision: { value: '2025-11-25', source: [SCHEMA, 'https://modelcontextprotocol.io/specification/2025-11-25/server/tools'] },
  },
} satisfies Target;
