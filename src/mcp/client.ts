import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { Capped, DeadlineError, serverFailure, type Phase } from './errors.js';
import { connectHttp } from './http.js';
import { redact, secretsOf } from './redact.js';
import { ChildTransport } from './stdio.js';
import { DEFAULT_MCP_LIMITS, type McpLimits, type McpServer, type McpToolList, type UsedTransport } from './types.js';

export interface FetchContext {
  /** The environment a stdio server inherits, before its own `env`. */
  env: Record<string, string | undefined>;
  cwd: string;
  /** The name results and messages use for this server. */
  name: string;
  clientVersion: string;
  limits?: Partial<McpLimits>;
}

/**
 * Starts or reaches one server, initializes, reads every page of `tools/list`, and ends the
 * conversation (and the process) whatever happens. Fails with a ToolslintError whose one
 * sentence says what went wrong and what the server last wrote to stderr.
 */
export async function fetchTools(server: McpServer, ctx: FetchContext): Promise<McpToolList> {
  const limits = { ...DEFAULT_MCP_LIMITS, ...ctx.limits };
  const newClient = () => new Client({ name: 'toolslint', version: ctx.clientVersion }, { capabilities: {} });
  const connect = (client: Client, transport: Transport) => withDeadline(client.connect(transport, { timeout: limits.startupMs }), limits.startupMs);
  let phase: Phase = { step: 'start' };
  let child: ChildTransport | undefined;
  let sessionEnd: (() => Promise<void>) | undefined;
  let client: Client | undefined;
  let used: UsedTransport = server.transport === 'stdio' ? 'stdio' : server.transport === 'sse' ? 'sse' : 'streamable-http';
  try {
    if (server.transport === 'stdio') {
      child = new ChildTransport({
        command: server.command,
        args: server.args,
        env: { ...definedOnly(ctx.env), ...server.env },
        cwd: server.cwd ?? ctx.cwd,
        graceMs: limits.killGraceMs,
        maxLineBytes: limits.maxMessageBytes,
      });
      client = newClient();
      await connect(client, child);
    } else {
      const c = await connectHttp(server, newClient, connect);
      client = c.client;
      used = c.used;
      // A Streamable HTTP session is ended with a DELETE, as the spec asks of clients that are done.
      if (c.transport instanceof StreamableHTTPClientTransport && c.transport.sessionId)
        sessionEnd = () => (c.transport as StreamableHTTPClientTransport).terminateSession();
    }
    const tools = await listAllTools(client, limits, (p) => {
      phase = p;
    });
    const info = client.getServerVersion();
    if (sessionEnd) await withDeadline(sessionEnd(), limits.killGraceMs).catch(() => {});
    await client.close();
    const warnings = child && child.noiseCount > 0 ? [redact(noiseWarning(child), secretsOf(server))] : [];
    return {
      name: ctx.name,
      transport: used,
      ...(info ? { serverInfo: { name: info.name, ...(info.version ? { version: info.version } : {}) } } : {}),
      tools,
      warnings,
    };
  } catch (e) {
    // A write to a server that is dying can fail before its exit is seen; the exit says more.
    if (child && !(e instanceof DeadlineError)) await child.waitExit(200);
    // Said before the process is ended, so that an exit toolslint caused is not blamed on it.
    const failure = serverFailure(e, { server, name: ctx.name, phase, child, limits });
    if (child) await child.terminate();
    else await client?.close().catch(() => {});
    throw failure;
  }
}

async function listAllTools(client: Client, limits: McpLimits, setPhase: (p: Phase) => void): Promise<unknown[]> {
  const tools: unknown[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 1; ; page++) {
    if (page > limits.maxPages) throw new Capped(`the server kept returning a nextCursor after ${limits.maxPages} pages of tools/list`);
    setPhase({ step: 'list', page });
    // The result is read loosely on purpose: the SDK's own tool schema rejects or strips
    // exactly the malformed definitions a linter exists to report.
    const result = await client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } }, ResultSchema, { timeout: limits.requestMs });
    if (!Array.isArray(result.tools)) throw new Capped(`page ${page} of tools/list has no "tools" array`);
    tools.push(...(result.tools as unknown[]));
    if (tools.length > limits.maxTools) throw new Capped(`the server listed more than ${limits.maxTools} tools`);
    const next = result.nextCursor;
    if (next === undefined || next === null || next === '') return tools;
    if (typeof next !== 'string') throw new Capped(`page ${page} of tools/list has a nextCursor that is not a string`);
    if (seen.has(next)) throw new Capped(`the server returned the nextCursor of an earlier page again on page ${page}, so paging would never end`);
    seen.add(next);
    cursor = next;
  }
}

/** Rejects when `ms` pass first; the SDK's own timeouts do not cover a transport that never starts. */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(ms)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function noiseWarning(child: ChildTransport): string {
  return `the server wrote ${child.noiseCount} line${child.noiseCount === 1 ? '' : 's'} to stdout that ${child.noiseCount === 1 ? 'is' : 'are'} not JSON-RPC (first: "${child.noise[0]}"); stdio servers must log to stderr, and some clients give up on such servers.`;
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined) out[k] = v;
  return out;
}
