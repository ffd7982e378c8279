import path from 'node:path';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { isObject, ToolslintError } from '../model/index.js';
import type { McpServer } from './types.js';
import { expandRecord, expandVars, type VarContext } from './vars.js';

/** A server a client config lists: ready to start, or a reason it cannot be. */
export type ConfiguredServer = { name: string; server: McpServer } | { name: string; problem: string };

/**
 * Reads the MCP client configs people have: `mcpServers` (Claude Desktop, Cursor, Claude
 * Code's .mcp.json, Windsurf), `servers` (.vscode/mcp.json) and `mcp.servers` (VS Code
 * settings). JSON with comments and trailing commas, as the editors accept. Disabled servers
 * are left out. A server that cannot be started as written (a variable that is not set, an
 * editor prompt) is returned with its problem, so that the others still run. `file` is how
 * messages name the config; `absolute` places it, for `${workspaceFolder}` and relative paths.
 */
export function readClientConfig(text: string, file: string, absolute: string, ctx: Omit<VarContext, 'workspaceFolder'>): ConfiguredServer[] {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0) {
    throw new ToolslintError('parse', `${file}: not a valid MCP client config: ${printParseErrorCode(errors[0].error)} at offset ${errors[0].offset}.`, {
      file,
    });
  }
  const found = serverTable(value);
  if (!found) {
    throw new ToolslintError(
      'shape',
      `${file}: no MCP servers: expected an "mcpServers" object (Claude Desktop, Cursor) or a "servers" object (.vscode/mcp.json).`,
      { file },
    );
  }
  const vars: VarContext = { ...ctx, workspaceFolder: workspaceOf(absolute) };
  const out: ConfiguredServer[] = [];
  for (const [name, entry] of Object.entries(found.table)) {
    if (isObject(entry) && (entry.disabled === true || entry.enabled === false)) continue;
    const where = `${file}, ${found.key}.${name}`;
    out.push(isObject(entry) ? readEntry(name, entry, where, file, vars) : { name, problem: `${where} is not an object.` });
  }
  return out;
}

function serverTable(value: unknown): { key: string; table: Record<string, unknown> } | undefined {
  if (!isObject(value)) return undefined;
  if (isObject(value.mcpServers)) return { key: 'mcpServers', table: value.mcpServers };
  if (isObject(value.servers)) return { key: 'servers', table: value.servers };
  if (isObject(value.mcp) && isObject(value.mcp.servers)) return { key: 'mcp.servers', table: value.mcp.servers };
  return undefined;
}

/** VS Code and Cursor keep the config in a folder of the workspace; the others beside it. */
function workspaceOf(file: string): string {
  const dir = path.dirname(file);
  return ['.vscode', '.cursor'].includes(path.basename(dir)) ? path.dirname(dir) : dir;
}

function readEntry(name: string, entry: Record<string, unknown>, where: string, file: string, vars: VarContext): ConfiguredServer {
  const type = typeof entry.type === 'string' ? entry.type : undefined;
  const url = typeof entry.url === 'string' ? entry.url : typeof entry.serverUrl === 'string' ? entry.serverUrl : undefined;
  const missing: string[] = [];
  const inputs: string[] = [];
  const take = <T extends { missing: string[]; inputs: string[] }>(e: T): T => {
    missing.push(...e.missing);
    inputs.push(...e.inputs);
    return e;
  };
  let server: McpServer;
  if (type === 'stdio' || (type === undefined && typeof entry.command === 'string')) {
    if (typeof entry.command !== 'string' || entry.command === '') return { name, problem: `${where} has no "command" to start.` };
    const args = Array.isArray(entry.args) ? entry.args.map((a) => take(expandVars(String(a), vars)).value) : [];
    const env = take(expandRecord(strings(entry.env), vars)).value;
    const cwd = typeof entry.cwd === 'string' ? path.resolve(vars.workspaceFolder!, take(expandVars(entry.cwd, vars)).value) : vars.workspaceFolder;
    server = { transport: 'stdio', name, command: take(expandVars(entry.command, vars)).value, args, env, cwd, config: file };
  } else if (url !== undefined && (type === undefined || ['http', 'sse', 'streamable-http', 'streamableHttp'].includes(type))) {
    const headers = take(expandRecord(strings(entry.headers), vars)).value;
    server = { transport: type === 'sse' ? 'sse' : 'http', name, url: take(expandVars(url, vars)).value, headers, config: file };
  } else {
    return { name, problem: `${where} has neither a "command" nor a "url"${type ? ` for type "${type}"` : ''}.` };
  }
  if (inputs.length > 0)
    return { name, problem: `${where} asks for the editor input ${quoteAll(inputs)}, which only the editor can prompt for; use \${env:NAME} instead.` };
  if (missing.length > 0)
    return {
      name,
      problem: `${where} needs the environment variable${missing.length === 1 ? '' : 's'} ${quoteAll(missing)}, which ${missing.length === 1 ? 'is' : 'are'} not set.`,
    };
  return { name, server };
}

/** String values of a record; numbers and booleans as text, as editors pass them. */
function strings(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isObject(value)) return out;
  for (const [k, v] of Object.entries(value)) if (['string', 'number', 'boolean'].includes(typeof v)) out[k] = String(v);
  return out;
}

function quoteAll(names: string[]): string {
  return [...new Set(names)].join(', ');
}
