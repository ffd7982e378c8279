import { listDialect, shareScore } from './list-loader.js';

/**
 * The Docker MCP catalog's tools.json: a list mixing tools with a non-standard `arguments` list
 * (`[{name, type, desc, optional}]`), tools with an MCP `inputSchema`, and tools with neither.
 * Scored by its `arguments` tools against MCP's `inputSchema` ones: the larger share wins, and
 * an even split goes to this dialect, listed before MCP.
 */
export const dockerMcp = listDialect({
  id: 'docker-mcp',
  label: 'a Docker MCP catalog tools list',
  natives: ['docker', 'mcp', 'bare'],
  score: (_list, counts) => shareScore(counts, 'docker', 10),
});
