export { fetchTools, type FetchContext } from './client.js';
export { nameFromCommand, nameFromUrl, showUrl, splitCommandLine } from './command.js';
export { readClientConfig, type ConfiguredServer } from './config.js';
export { toolsDocument } from './document.js';
export { serverFile, serverRegistry } from './registry.js';
export { expandVars, type VarContext } from './vars.js';
export { DEFAULT_MCP_LIMITS, type HttpServer, type McpLimits, type McpServer, type McpToolList, type StdioServer, type UsedTransport } from './types.js';
