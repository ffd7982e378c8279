import type { Command } from 'commander';
import { serverRegistry } from '../mcp/registry.js';
import { ToolslintError } from '../model/index.js';
import { readSide, type ReadSide, type SideOptions } from './diff-sides.js';
import { emptyRegistryNote } from './empty.js';
import type { CliIO } from './io.js';
import { mcpLimits, plannedServers, type McpFlags } from './mcp-servers.js';
import { toolslintVersion } from './version.js';

type SideSpec = { kind: 'path'; value: string } | { kind: 'mcpStdio' | 'mcpUrl'; value: string };

const SIDE_FLAGS: Record<string, 'mcpStdio' | 'mcpUrl'> = { '--mcp-stdio': 'mcpStdio', '--mcp-url': 'mcpUrl' };

/**
 * The two sides of `toolslint diff` in the order they are written: paths or revisions, and
 * servers named with --mcp-stdio or --mcp-url, so that either side can be a live server
 * (`diff tools.snapshot.json --mcp-stdio "node dist/server.js"`). Commander keeps values per
 * option, not their order among the operands, so the order is read back from the arguments.
 */
export async function readDiffSides(command: Command, flags: McpFlags, io: CliIO, options: SideOptions): Promise<[ReadSide, ReadSide]> {
  const specs = sideSpecs(command, flags);
  if (specs.length !== 2) {
    throw new ToolslintError('usage', `diff compares two sides (files, folders, REV:path, --mcp-stdio or --mcp-url), and ${specs.length} ${specs.length === 1 ? 'was' : 'were'} given.`);
  }
  const sides: ReadSide[] = [];
  for (const spec of specs) sides.push(spec.kind === 'path' ? await readSide(spec.value, options) : await serverSide(spec, flags, io, options));
  return [sides[0], sides[1]];
}

async function serverSide(spec: { kind: 'mcpStdio' | 'mcpUrl'; value: string }, flags: McpFlags, io: CliIO, options: SideOptions): Promise<ReadSide> {
  const one: McpFlags = { [spec.kind]: [spec.value], ...(spec.kind === 'mcpUrl' ? { mcpHeader: flags.mcpHeader } : {}) };
  const p = plannedServers(one, io, options.maxFileSize)[0];
  if ('problem' in p) throw new ToolslintError('usage', p.problem);
  const { fetchTools } = await import('../mcp/client.js');
  const list = await fetchTools(p.server, { env: io.env, cwd: io.cwd, name: p.name, clientVersion: toolslintVersion(), limits: mcpLimits(flags) });
  for (const w of list.warnings) io.stderr.write(`toolslint: warning: mcp:${p.name}: ${w}\n`);
  const registry = serverRegistry(list);
  const source = `mcp:${p.name}`;
  return { source, registry, show: (f) => f, notes: registry.tools.length === 0 ? [emptyRegistryNote(source)] : [] };
}

function sideSpecs(command: Command, flags: McpFlags): SideSpec[] {
  // `rawArgs` is commander's copy of the arguments it parsed: set on every parse, not typed.
  const raw = (command.parent as unknown as { rawArgs?: string[] } | null)?.rawArgs ?? [];
  const at = raw.indexOf(command.name());
  if (at === -1) {
    return [
      ...command.args.map((value) => ({ kind: 'path' as const, value })),
      ...(flags.mcpStdio ?? []).map((value) => ({ kind: 'mcpStdio' as const, value })),
      ...(flags.mcpUrl ?? []).map((value) => ({ kind: 'mcpUrl' as const, value })),
    ];
  }
  const args = raw.slice(at + 1);
  const specs: SideSpec[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') {
      specs.push(...args.slice(i + 1).map((value: string) => ({ kind: 'path' as const, value })));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      specs.push({ kind: 'path', value: arg });
      continue;
    }
    const eq = arg.indexOf('=');
    const flag = arg.startsWith('--') && eq !== -1 ? arg.slice(0, eq) : arg.startsWith('--') ? arg : arg.slice(0, 2);
    const option = command.options.find((o) => o.long === flag || o.short === flag);
    const inline = arg.startsWith('--') ? eq !== -1 : arg.length > 2;
    const takesValue = option !== undefined && (option.required || option.optional);
    const value = takesValue ? (inline ? (arg.startsWith('--') ? arg.slice(eq + 1) : arg.slice(2)) : args[++i]) : undefined;
    if (SIDE_FLAGS[flag] && value !== undefined) specs.push({ kind: SIDE_FLAGS[flag], value });
  }
  return specs;
}
