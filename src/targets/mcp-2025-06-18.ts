import { mcpTarget } from './mcp-revision.js';

/** The Model Context Protocol, revision 2025-06-18. */
export default mcpTarget('2025-06-18');
