import path from 'node:path';
import type { ConfigResolver } from '../../config/index.js';
import { compareFindings, lintRegistry, type Finding } from '../../engine/index.js';
import { showUrl } from '../../mcp/command.js';
import { serverFile, serverRegistry } from '../../mcp/registry.js';
import type { McpServer, McpToolList } from '../../mcp/types.js';
import { ToolslintError } from '../../model/index.js';
import type { LintResults, ServerInfo } from '../../reporters/index.js';
import type { CliIO } from '../cli-io.js';
import { emptyRegistryNote } from '../io/empty.js';
import { toolslintVersion } from '../version.js';
import { mcpLimits, plannedServers, type McpFlags } from './server-flags.js';

/** How many servers are asked at once: enough for a config of many, few enough for CI runners. */
const PARALLEL = 4;

/**
 * Lints every server the MCP flags name, one result per server, as if its tools came from a
 * file `mcp:<name>`. A server that cannot be started or asked is a failure; the others are
 * still linted. Warnings (stdout noise) go to standard error.
 */
export async function lintMcpServers(
  flags: McpFlags,
  io: CliIO,
  resolver: ConfigResolver,
  options: { maxFileSize: number; now?: () => Date },
): Promise<LintResults> {
  const out: LintResults = { files: [], failures: [], findings: [], notes: [] };
  const planned = plannedServers(flags, io, options.maxFileSize, (e) => out.failures.push({ file: e.file ?? '', message: e.message }));
  // Loaded here, not at start-up, so that runs without MCP flags never pay for the SDK.
  const { fetchTools } = await import('../../mcp/client.js');
  const limits = mcpLimits(flags);
  await inPool(planned, PARALLEL, async (p) => {
    if ('problem' in p) {
      out.failures.push({ file: serverFile(p.name), message: `${serverFile(p.name)}: ${p.problem}`, server: { name: p.name, config: p.config } });
      return;
    }
    let list: McpToolList;
    try {
      list = await fetchTools(p.server, { env: io.env, cwd: io.cwd, name: p.name, clientVersion: toolslintVersion(), limits });
    } catch (e) {
      if (!(e instanceof ToolslintError)) throw e;
      out.failures.push({ file: serverFile(p.name), message: e.message, server: describe(p.name, p.server) });
      return;
    }
    for (const w of list.warnings) io.stderr.write(`toolslint: warning: ${serverFile(p.name)}: ${w}\n`);
    const config = resolver.forFile(path.resolve(io.cwd, serverFile(p.name)));
    const registry = serverRegistry(list, config.classification);
    out.files.push({
      file: serverFile(p.name),
      dialect: registry.dialect,
      tools: registry.tools.length,
      toolNames: registry.tools.map((t) => t.name),
      server: describe(p.name, p.server, list),
    });
    if (registry.tools.length === 0) out.notes!.push(emptyRegistryNote(serverFile(p.name)));
    for (const f of lintRegistry(registry, config.rules, config.engine, { now: options.now })) out.findings.push(f);
  });
  return out;
}

/** Results of files and of servers as one: each list sorted as the reporters expect. */
export function mergeResults<T extends LintResults>(files: T, servers: LintResults): T {
  const byFile = (a: { file: string }, b: { file: string }) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
  return {
    ...files,
    files: [...files.files, ...servers.files].sort(byFile),
    failures: [...files.failures, ...servers.failures].sort(byFile),
    findings: [...files.findings, ...servers.findings].sort(compareFindings) as Finding[],
    notes: [...(files.notes ?? []), ...(servers.notes ?? [])].sort(byFile),
  };
}

function describe(name: string, server: McpServer, list?: McpToolList): ServerInfo {
  const transport = list?.transport ?? (server.transport === 'stdio' ? 'stdio' : server.transport === 'sse' ? 'sse' : 'streamable-http');
  return {
    name,
    transport,
    ...(list?.serverInfo ? { serverInfo: list.serverInfo } : {}),
    ...(server.transport === 'stdio' ? {} : { url: showUrl(server.url) }),
    ...(server.config === undefined ? {} : { config: server.config }),
  };
}

async function inPool<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}
