import { serverRegistry } from '../../mcp/registry.js';
import { ToolslintError } from '../../model/index.js';
import type { CliIO } from '../cli-io.js';
import type { ReadSide, SideOptions } from '../diff/side.js';
import { emptyRegistryNote } from '../io/empty.js';
import { toolslintVersion } from '../version.js';
import { mcpLimits, plannedServers, type McpFlags } from './server-flags.js';

/** A side of `toolslint diff` that is a live server, named with --mcp-stdio or --mcp-url where the side goes. */
export async function serverSide(spec: { kind: 'mcpStdio' | 'mcpUrl'; value: string }, flags: McpFlags, io: CliIO, options: SideOptions): Promise<ReadSide> {
  const one: McpFlags = { [spec.kind]: [spec.value], ...(spec.kind === 'mcpUrl' ? { mcpHeader: flags.mcpHeader } : {}) };
  const p = plannedServers(one, io, options.maxFileSize)[0];
  if ('problem' in p) throw new ToolslintError('usage', p.problem);
  const { fetchTools } = await import('../../mcp/client.js');
  const list = await fetchTools(p.server, { env: io.env, cwd: io.cwd, name: p.name, clientVersion: toolslintVersion(), limits: mcpLimits(flags) });
  for (const w of list.warnings) io.stderr.write(`toolslint: warning: mcp:${p.name}: ${w}\n`);
  const registry = serverRegistry(list);
  const source = `mcp:${p.name}`;
  return { source, registry, show: (f) => f, notes: registry.tools.length === 0 ? [emptyRegistryNote(source)] : [] };
}
