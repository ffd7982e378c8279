import { mcpTarget } from './mcp-revision.js';

/** The Model Context Protocol, revision 2025-11-25. */
export default mcpTarget('2025-11-25');
