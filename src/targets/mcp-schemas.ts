/**
 * The MCP revisions toolslint knows, oldest first. Each one's official `schema.json` is in
 * schemas/mcp/<revision>.json, copied unchanged from modelcontextprotocol/modelcontextprotocol
 * `schema/<revision>/schema.json`; mcp-tool-schema-valid reads them when an MCP tool needs one.
 */
export const MCP_REVISIONS: readonly string[] = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];
