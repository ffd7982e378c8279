import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The MCP revisions toolslint knows, oldest first. */
export const MCP_REVISIONS: readonly string[] = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];

/**
 * The official MCP `schema.json` of a revision, copied unchanged from
 * modelcontextprotocol/modelcontextprotocol `schema/<revision>/schema.json` into schemas/mcp/.
 * Read on first use through the package's own exports map (the module sits at a different depth
 * under src/ and in the bundle): only MCP tools need them, and built into every start they
 * were half a megabyte of objects.
 */
export function mcpSchema(revision: string): Record<string, unknown> | undefined {
  if (!MCP_REVISIONS.includes(revision)) return undefined;
  return require(`toolslint/schemas/mcp/${revision}.json`) as Record<string, unknown>;
}
