import { mcpTarget } from './mcp-revision.js';

/** The Model Context Protocol, revision 2024-11-05. */
export default mcpTarget('2024-11-05');
