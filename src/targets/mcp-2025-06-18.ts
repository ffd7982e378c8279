import type { Target } from './types.js';

const SCHEMA = 'https://github.com/modelcontextprotocol/modelcontextprotocol/blob/main/schema/2025-06-18/schema.json';

/** The Model Context Protocol, revision 2025-06-18. */
export default {
  id: 'mcp@2025-06-18',
  family: 'mcp',
  title: 'Model Context Protocol 2025-06-18',
  checked: '2026-11-22',
  strict: false,
  schemas: ['input', 'output'],
  limits: {
    dialect: { value: 'draft-07', source: SCHEMA, note: 'the revision names no dialect; its own schema.json is draft-07' },
    mcpRevision: { value: '2025-06-18', source: [SCHEMA, 'https://modelcontextprotocol.io/specification/2025-06-18/server/tools'] },
  },
} satisfies Target;
