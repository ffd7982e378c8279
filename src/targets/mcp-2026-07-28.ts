import { mcpTarget } from './mcp-revision.js';

/** The Model Context Protocol, revision 2026-07-28. */
export default mcpTarget('2026-07-28');
