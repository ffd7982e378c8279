import type { Dialect, Tool } from '../model/index.js';
import { isDeprecated } from './pair-tools.js';

/** The tool's `sunset_date` as written, when it is a date. */
export function sunsetDate(tool: Tool): string | undefined {
  const raw = tool.meta.sunset_date ?? tool.meta['x-sunset'];
  const text = raw instanceof Date ? raw.toISOString().slice(0, 10) : typeof raw === 'string' ? raw : undefined;
  return text !== undefined && !Number.isNaN(Date.parse(text)) ? text : undefined;
}

/** The sunset date of a deprecated tool when it is still ahead of `now`. */
export function sunsetAfter(tool: Tool, now: Date): string | undefined {
  const date = isDeprecated(tool) ? sunsetDate(tool) : undefined;
  return date !== undefined && Date.parse(date) > now.getTime() ? date : undefined;
}

/** The MCP tool hints with the spec's defaults, as a host reading them would take them. */
export interface EffectiveHints {
  readOnly: boolean;
  destructive: boolean;
  idempotent: boolean;
  openWorld: boolean;
}

/**
 * MCP: `readOnlyHint` defaults to false, `destructiveHint` to true and `idempotentHint` to false
 * (both meaningful only for a tool that is not read-only), `openWorldHint` to true.
 */
export function effectiveHints(tool: Tool): EffectiveHints {
  const a = tool.annotations ?? {};
  const readOnly = a.readOnlyHint === true;
  return {
    readOnly,
    destructive: !readOnly && a.destructiveHint !== false,
    idempotent: readOnly || a.idempotentHint === true,
    openWorld: a.openWorldHint !== false,
  };
}

const MCP_DIALECTS: ReadonlySet<Dialect> = new Set(['mcp', 'docker-mcp']);

/**
 * Hints can be compared when both tools could carry them: both wrote annotations, or both
 * are MCP tools (whose missing hints have defaults). An OpenAI tool has none to compare.
 */
export function hintsComparable(base: Tool, head: Tool): boolean {
  return (base.annotations !== undefined && head.annotations !== undefined) || (MCP_DIALECTS.has(base.dialect) && MCP_DIALECTS.has(head.dialect));
}

/** Dialects whose tools can say `strict`. */
const STRICT_DIALECTS: ReadonlySet<Dialect> = new Set(['openai-chat', 'openai-responses', 'openai-functions', 'anthropic', 'registry']);

export function strictComparable(base: Tool, head: Tool): boolean {
  return STRICT_DIALECTS.has(base.dialect) && STRICT_DIALECTS.has(head.dialect);
}

/** Dialects whose tools can declare what they return. */
const OUTPUT_DIALECTS: ReadonlySet<Dialect> = new Set([
  'mcp',
  'docker-mcp',
  'registry',
  'anthropic',
  'openai-functions',
  'openapi-3.0',
  'openapi-3.1',
  'swagger-2.0',
]);

export function outputComparable(base: Tool, head: Tool): boolean {
  return OUTPUT_DIALECTS.has(base.dialect) && OUTPUT_DIALECTS.has(head.dialect);
}
