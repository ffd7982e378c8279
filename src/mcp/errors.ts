import { SseError } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { ToolslintError } from '../model/index.js';
import { showUrl } from './command.js';
import { FallbackError } from './http.js';
import type { ChildTransport } from './stdio.js';
import { redact, secretsOf } from './redact.js';
import { printable } from './tail.js';
import type { McpLimits, McpServer } from './types.js';

/** A server that broke a bound or the protocol's shape; the message is the whole story. */
export class Capped extends Error {}

export class DeadlineError extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

/** How far the conversation got: starting up (spawn and `initialize`) or listing page n. */
export type Phase = { step: 'start' } | { step: 'list'; page: number };

interface FailureContext {
  server: McpServer;
  name: string;
  phase: Phase;
  child?: ChildTransport;
  limits: McpLimits;
}

/** One sentence for a failed conversation, plus what the server wrote that explains it. */
export function serverFailure(e: unknown, ctx: FailureContext): ToolslintError {
  const parts = [`mcp:${ctx.name}: ${what(e, ctx)}.`];
  const child = ctx.child;
  if (child && child.noiseCount > 0) {
    parts.push(
      `It wrote ${child.noiseCount} line${child.noiseCount === 1 ? '' : 's'} to stdout that ${child.noiseCount === 1 ? 'is' : 'are'} not JSON-RPC (first: "${child.noise[0]}"): a stdio server must write only JSON-RPC messages to stdout and log to stderr.`,
    );
  }
  const tail = child?.stderr.lines();
  if (tail) parts.push(`Its stderr ended with: ${tail}`);
  return new ToolslintError(e instanceof Capped ? 'limit' : 'read', redact(parts.join(' '), secretsOf(ctx.server)), { file: `mcp:${ctx.name}` });
}

function what(e: unknown, ctx: FailureContext): string {
  const { phase, child, limits } = ctx;
  const doing = phase.step === 'start' ? 'initialize' : `tools/list (page ${phase.page})`;
  if (e instanceof Capped) return e.message;
  if (child?.broken) return child.broken;
  const code = (e as { code?: unknown }).code;
  if (ctx.server.transport === 'stdio' && phase.step === 'start' && typeof code === 'string' && !child?.exit) {
    const reason = code === 'ENOENT' ? 'command not found' : code === 'EACCES' ? 'permission denied' : code;
    return `cannot start "${ctx.server.command}" (${reason})`;
  }
  if (child?.exit) {
    const how = child.exit.signal ? `was ended by ${child.exit.signal}` : `exited with code ${child.exit.code}`;
    return `the server ${how} before it answered ${doing}`;
  }
  const timedOut = e instanceof DeadlineError || (e instanceof McpError && e.code === ErrorCode.RequestTimeout);
  if (timedOut) {
    const ms = phase.step === 'start' ? limits.startupMs : limits.requestMs;
    return `the server did not answer ${doing} within ${seconds(ms)} (raise it with ${phase.step === 'start' ? '--mcp-timeout' : '--mcp-request-timeout'})`;
  }
  if (e instanceof McpError && e.code === ErrorCode.ConnectionClosed) return `the server closed the connection before it answered ${doing}`;
  if (e instanceof McpError) {
    const said = `"${clip(e.message.replace(/^(MCP error -?\d+: )+/, ''))}" (code ${e.code})`;
    if (phase.step === 'list' && e.code === ErrorCode.MethodNotFound) return `the server does not offer tools: tools/list answered ${said}`;
    return `the server answered ${doing} with the error ${said}`;
  }
  if (ctx.server.transport !== 'stdio') return httpProblem(e, ctx.server.url);
  return clip(e instanceof Error ? e.message : String(e));
}

function httpProblem(e: unknown, url: string): string {
  if (e instanceof FallbackError) return `${httpProblem(e.first, url)}; the SSE fallback failed too: ${httpProblem(e.second, url)}`;
  if (e instanceof StreamableHTTPError || e instanceof SseError) {
    const status = e.code !== undefined && e.code > 0 ? `HTTP ${e.code} from ${showUrl(url)}` : `a bad answer from ${showUrl(url)}`;
    return `${status}: ${clip(e.message)}`;
  }
  const cause = (e as { cause?: { code?: string; message?: string } }).cause;
  if (cause) return `cannot reach ${showUrl(url)} (${cause.code ?? clip(cause.message ?? '')})`;
  return clip(e instanceof Error ? e.message : String(e));
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/** Error texts can carry a whole HTML page; one line of it is enough. */
function clip(text: string): string {
  const one = printable(text.replace(/\s+/g, ' ')).trim();
  return one.length > 300 ? `${one.slice(0, 300)}…` : one;
}
