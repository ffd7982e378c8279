import { homedir } from 'node:os';
import path from 'node:path';
import { Option } from 'commander';
// The SDK-free parts of src/mcp/ only: the SDK is loaded when a server is actually asked.
import { nameFromCommand, nameFromUrl, showUrl, splitCommandLine } from '../../mcp/command.js';
import { readClientConfig, type ConfiguredServer } from '../../mcp/config.js';
import type { McpLimits, McpServer } from '../../mcp/types.js';
import { expandVars } from '../../mcp/vars.js';
import { ToolslintError } from '../../model/index.js';
import type { CliIO } from '../cli-io.js';
import { readInput } from '../io/read.js';

/** The flags that name MCP servers, shared by lint, snapshot and diff. */
export interface McpFlags {
  mcpStdio?: string[];
  mcpUrl?: string[];
  mcpHeader?: string[];
  mcpConfig?: string[];
  mcpServer?: string[];
  mcpTimeout?: string;
  mcpRequestTimeout?: string;
}

const collect = (v: string, prev: string[] | undefined) => [...(prev ?? []), v];

/** The options that pick servers; `config: false` leaves out --mcp-config, which names no single side of a diff. */
export function mcpServerOptions(opts: { config?: boolean } = {}): Option[] {
  const out = [
    new Option('--mcp-stdio <command>', 'start this MCP server (without a shell) and read its tools (repeatable)').argParser(collect),
    new Option('--mcp-url <url>', 'read the tools of the MCP server at this URL (repeatable)').argParser(collect),
    new Option('--mcp-header <header>', '"Name: value" sent to every --mcp-url; write secrets as \'${VAR}\' (repeatable)').argParser(collect),
  ];
  if (opts.config !== false) {
    out.push(
      new Option('--mcp-config <file>', 'every server an MCP client config (.vscode/mcp.json, Cursor, Claude Desktop) lists (repeatable)').argParser(collect),
      new Option('--mcp-server <name>', 'only this server of the --mcp-config files (repeatable)').argParser(collect),
    );
  }
  out.push(
    new Option('--mcp-timeout <seconds>', 'seconds a server may take to start and answer initialize (default: 30)'),
    new Option('--mcp-request-timeout <seconds>', 'seconds a server may take to answer each tools/list page (default: 30)'),
  );
  return out;
}

export function hasMcpFlags(flags: McpFlags): boolean {
  return [flags.mcpStdio, flags.mcpUrl, flags.mcpConfig].some((l) => (l?.length ?? 0) > 0);
}

/** A server to ask, or one that a config lists but that cannot be started as written. */
export type Planned = { name: string; server: McpServer } | { name: string; problem: string; config: string };

/**
 * Every server the flags name, each with a name unique in the run. A client config that cannot
 * be read goes to `unreadable` when given (lint lists it as a failure and goes on), else throws.
 */
export function plannedServers(flags: McpFlags, io: CliIO, maxFileSize: number, unreadable?: (e: ToolslintError) => void): Planned[] {
  const headers = parseHeaders(flags.mcpHeader ?? [], io.env);
  if ((flags.mcpHeader?.length ?? 0) > 0 && (flags.mcpUrl?.length ?? 0) === 0)
    throw new ToolslintError('usage', '--mcp-header is sent to --mcp-url servers; name one with --mcp-url.');
  const planned: Planned[] = [];
  for (const line of flags.mcpStdio ?? []) {
    const argv = splitCommandLine(line);
    planned.push({ name: nameFromCommand(argv), server: { transport: 'stdio', command: argv[0], args: argv.slice(1) } });
  }
  for (const url of flags.mcpUrl ?? []) planned.push({ name: nameFromUrl(url), server: { transport: 'http', url: checkedUrl(url), headers } });
  planned.push(...configServers(flags, io, maxFileSize, unreadable));
  return uniqueNames(planned);
}

function configServers(flags: McpFlags, io: CliIO, maxFileSize: number, unreadable?: (e: ToolslintError) => void): Planned[] {
  const wanted = new Set(flags.mcpServer ?? []);
  if (wanted.size > 0 && (flags.mcpConfig?.length ?? 0) === 0)
    throw new ToolslintError('usage', '--mcp-server picks servers of an --mcp-config file; name one with --mcp-config.');
  const out: Planned[] = [];
  const seen = new Set<string>();
  let skippedConfig = false;
  for (const file of flags.mcpConfig ?? []) {
    const absolute = path.resolve(io.cwd, file);
    let listed: ConfiguredServer[];
    try {
      listed = readClientConfig(Buffer.from(readInput(absolute, file, maxFileSize)).toString('utf8'), file, absolute, { env: io.env, userHome: homedir() });
    } catch (e) {
      if (!(e instanceof ToolslintError) || !unreadable) throw e;
      unreadable(e);
      skippedConfig = true;
      continue;
    }
    for (const s of listed) {
      seen.add(s.name);
      if (wanted.size > 0 && !wanted.has(s.name)) continue;
      out.push('server' in s ? s : { ...s, config: file });
    }
  }
  const unknown = [...wanted].filter((n) => !seen.has(n));
  // An unreadable config may be the one that lists them; its failure says enough.
  if (unknown.length > 0 && !skippedConfig)
    throw new ToolslintError(
      'usage',
      `--mcp-server ${unknown.join(', ')}: no such server in ${(flags.mcpConfig ?? []).join(', ')} (it lists ${[...seen].join(', ') || 'none'}).`,
    );
  return out;
}

/** `Name: value`, the value's ${VAR}s taken from the environment. Values are never echoed. */
function parseHeaders(lines: string[], env: Record<string, string | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      throw new ToolslintError('usage', '--mcp-header must be written "Name: value" (the header name is missing or not a valid name).');
    const { value, missing } = expandVars(line.slice(colon + 1).trim(), { env });
    if (missing.length > 0) throw new ToolslintError('usage', `--mcp-header ${name} uses the environment variable ${missing.join(', ')}, which is not set.`);
    headers[name] = value;
  }
  return headers;
}

function checkedUrl(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new ToolslintError('usage', `--mcp-url ${showUrl(url)} is not a URL (write it as http://host:port/path).`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new ToolslintError('usage', `--mcp-url must be an http:// or https:// URL (got ${u.protocol}).`);
  return url;
}

/** Two servers of one name would make one file of two; the later ones get -2, -3… */
function uniqueNames(planned: Planned[]): Planned[] {
  const used = new Set<string>();
  return planned.map((p) => {
    let name = p.name;
    for (let i = 2; used.has(name); i++) name = `${p.name}-${i}`;
    used.add(name);
    return name === p.name ? p : { ...p, name };
  });
}

export function mcpLimits(flags: McpFlags): Partial<McpLimits> {
  const limits: Partial<McpLimits> = {};
  if (flags.mcpTimeout !== undefined) limits.startupMs = seconds('--mcp-timeout', flags.mcpTimeout);
  if (flags.mcpRequestTimeout !== undefined) limits.requestMs = seconds('--mcp-request-timeout', flags.mcpRequestTimeout);
  return limits;
}

function seconds(flag: string, text: string): number {
  const n = Number(text);
  if (!(n > 0) || !Number.isFinite(n)) throw new ToolslintError('usage', `${flag} must be a positive number of seconds (got "${text}").`);
  return Math.round(n * 1000);
}
