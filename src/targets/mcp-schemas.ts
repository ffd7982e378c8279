import s20241105 from './mcp-schemas/2024-11-05.json' with { type: 'json' };
import s20250326 from './mcp-schemas/2025-03-26.json' with { type: 'json' };
import s20250618 from './mcp-schemas/2025-06-18.json' with { type: 'json' };
import s20251125 from './mcp-schemas/2025-11-25.json' with { type: 'json' };
import s20260728 from './mcp-schemas/2026-07-28.json' with { type: 'json' };

/**
 * The official MCP `schema.json` of each revision, copied unchanged from
 * modelcontextprotocol/modelcontextprotocol `schema/<revision>/schema.json`.
 */
export const MCP_SCHEMAS: ReadonlyMap<string, Record<string, unknown>> = new Map<string, Record<string, unknown>>([
  ['2024-11-05', s20241105],
  ['2025-03-26', s20250326],
  ['2025-06-18', s20250618],
  ['2025-11-25', s20251125],
  ['2026-07-28', s20260728],
]);

/** The revisions, oldest first. */
export const MCP_REVISIONS: readonly string[] = [...MCP_SCHEMAS.keys()];
