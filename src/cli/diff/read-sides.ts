import { statSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { ToolslintError } from '../../model/index.js';
import type { CliIO } from '../cli-io.js';
import { whyNotRead } from '../io/files.js';
import { isGitSpec, tagVersion } from '../io/git.js';
import type { McpFlags } from '../mcp/server-flags.js';
import { serverSide } from '../mcp/server-side.js';
import { gitRevisionSide } from './git-side.js';
import { localSide } from './local-side.js';
import type { ReadSide, SideOptions } from './side.js';

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
    throw new ToolslintError(
      'usage',
      `diff compares two sides (files, folders, REV:path, --mcp-stdio or --mcp-url), and ${specs.length} ${specs.length === 1 ? 'was' : 'were'} given.`,
    );
  }
  const sides: ReadSide[] = [];
  for (const spec of specs) sides.push(spec.kind === 'path' ? await readSide(spec.value, options) : await serverSide(spec, flags, io, options));
  return [sides[0], sides[1]];
}

/**
 * Reads one side: a file, a folder (every registry in it, as one), or a git revision written
 * `REV:path`. A path that exists on disk wins over a revision of the same spelling. Anything
 * that cannot be read or parsed is a ToolslintError with one sentence.
 */
async function readSide(arg: string, options: SideOptions): Promise<ReadSide> {
  const stat = statOrUndefined(path.resolve(options.cwd, arg));
  if (stat?.isFile() || stat?.isDirectory()) return localSide(arg, options);
  // A FIFO, a device or a link that leads nowhere is there, just not readable: say which.
  const why = whyNotRead(path.resolve(options.cwd, arg));
  if (why !== undefined) throw new ToolslintError('read', `${arg}: ${why}`, { file: arg });
  if (isGitSpec(arg)) {
    const side = await gitRevisionSide(arg, options);
    // A version the registry declares wins; a release tag stands in for one it does not.
    const tagged = side.registry.version === undefined ? await tagVersion(arg.slice(0, arg.indexOf(':')), options.cwd) : undefined;
    if (tagged !== undefined) side.registry.version = tagged;
    return side;
  }
  throw new ToolslintError('read', `${arg}: no such file or folder (a git revision is written REV:path, e.g. HEAD~1:tools.yaml).`, { file: arg });
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

function statOrUndefined(p: string) {
  try {
    return statSync(p);
  } catch {
    return undefined;
  }
}
