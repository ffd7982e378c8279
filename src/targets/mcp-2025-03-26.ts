import { mcpTarget } from './mcp-revision.js';

/** The Model Context Protocol, revision 2025-03-26. */
export default mcpTarget('2025-03-26');
