/** A server to start over stdio. */
export interface StdioServer {
  transport: 'stdio';
  /** The name results carry (`mcp:<name>`); the server's own name is used when absent. */
  name?: string;
  command: string;
  args: string[];
  /** Added to the environment the child inherits. */
  env?: Record<string, string>;
  cwd?: string;
  /** The client config file that lists the server, for messages and results. */
  config?: string;
}

/** A server to reach over HTTP: Streamable HTTP first, then the older HTTP+SSE transport. */
export interface HttpServer {
  transport: 'http' | 'sse';
  name?: string;
  url: string;
  /** Sent with every request; the values are secrets and never appear in output. */
  headers: Record<string, string>;
  config?: string;
}

export type McpServer = StdioServer | HttpServer;

/** The bounds every conversation with a server keeps. */
export interface McpLimits {
  /** Spawning (or reaching) the server and the `initialize` handshake. */
  startupMs: number;
  /** Each `tools/list` page. */
  requestMs: number;
  maxPages: number;
  maxTools: number;
  /** How long a stdio server may take to exit after its input is closed, and after SIGTERM. */
  killGraceMs: number;
  /** The largest single line a stdio server may write. */
  maxMessageBytes: number;
}

export const DEFAULT_MCP_LIMITS: McpLimits = {
  startupMs: 30_000,
  requestMs: 30_000,
  maxPages: 100,
  maxTools: 5_000,
  killGraceMs: 2_000,
  maxMessageBytes: 32 * 1024 * 1024,
};

/** The transport a conversation actually used. */
export type UsedTransport = 'stdio' | 'streamable-http' | 'sse';

/** What a server answered: its identity and every tool from every `tools/list` page. */
export interface McpToolList {
  /** The name results use: the configured name, else the server's, else one made from the command or URL. */
  name: string;
  transport: UsedTransport;
  serverInfo?: { name: string; version?: string };
  tools: unknown[];
  /** Things worth saying that did not stop the run (stdout noise before JSON-RPC). */
  warnings: string[];
}
