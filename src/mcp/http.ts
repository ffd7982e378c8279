import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { HttpServer, UsedTransport } from './types.js';

export interface HttpConnection {
  client: Client;
  transport: Transport;
  used: UsedTransport;
}

/**
 * Connects as the MCP spec's backwards-compatibility section says: Streamable HTTP first, and
 * the older HTTP+SSE transport when the server turns the POST down with a 4xx (or hangs up on
 * it). Authentication failures are not retried over SSE: the same credentials would fail the
 * same way, and the second error would hide the first.
 */
export async function connectHttp(
  server: HttpServer,
  newClient: () => Client,
  connect: (client: Client, transport: Transport) => Promise<void>,
): Promise<HttpConnection> {
  const url = new URL(server.url);
  const requestInit = { headers: server.headers };
  if (server.transport === 'sse') return sse(url, requestInit, newClient, connect);
  const client = newClient();
  const transport = new StreamableHTTPClientTransport(url, { requestInit });
  try {
    await connect(client, transport);
    return { client, transport, used: 'streamable-http' };
  } catch (e) {
    await transport.close().catch(() => {});
    if (!fallsBack(e)) throw e;
    try {
      return await sse(url, requestInit, newClient, connect);
    } catch (second) {
      throw new FallbackError(e as Error, second);
    }
  }
}

async function sse(
  url: URL,
  requestInit: RequestInit,
  newClient: () => Client,
  connect: (client: Client, transport: Transport) => Promise<void>,
): Promise<HttpConnection> {
  const client = newClient();
  const transport = new SSEClientTransport(url, { requestInit });
  try {
    await connect(client, transport);
  } catch (e) {
    await transport.close().catch(() => {});
    throw e;
  }
  return { client, transport, used: 'sse' };
}

function fallsBack(e: unknown): boolean {
  if (e instanceof StreamableHTTPError) return e.code !== undefined && e.code >= 400 && e.code < 500 && e.code !== 401 && e.code !== 403;
  // Some SSE-only servers refuse the POST by closing the socket without reading the body.
  return (e as { cause?: { code?: string } }).cause?.code === 'UND_ERR_SOCKET';
}

/** Both transports failed; the Streamable HTTP error is the one worth reading first. */
export class FallbackError extends Error {
  constructor(
    readonly first: Error,
    readonly second: unknown,
  ) {
    super(first.message);
  }
}
