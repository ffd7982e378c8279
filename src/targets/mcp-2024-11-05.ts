import type { Target } from './types.js';

const SCHEMA = 'https://github.com/modelcontextprotocol/modelcontextprotocol/blob/main/schema/2024-11-05/schema.json';

/** The Model Context Protocol, revision 2024-11-05. */
export default {
  id: 'mcp@2024-11-05',
  family: 'mcp',
  title: 'Model Context Protocol 2024-11-05',
  checked: '2026-11-22',
  strict: false,
  schemas: ['input', 'output'],
  limits: {
    dialect: { value: 'draft-07', source: SCHEMA, note: 'the revision names no dialect; its own schema.json is draft-07' },
    mcpRevision: { value: '2024-11-05', source: [SCHEMA, 'https://modelcontextprotocol.io/specification/2024-11-05/server/tools'] },
  },
} satisfies Target;
