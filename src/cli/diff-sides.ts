import { statSync } from 'node:fs';
import path from 'node:path';
import type { DiffSide } from '../differ/index.js';
import { combineRegistries, loadSource } from '../loaders/index.js';
import { ToolslintError, type Dialect, type Registry } from '../model/index.js';
import type { Note } from '../reporters/index.js';
import { emptyFolderNote, emptyFolderRegistry, emptyRegistryNote } from './empty.js';
import { expandArguments, type Target } from './files.js';
import { gitRevisionSide, isGitSpec, tagVersion } from './git.js';
import { confinedReader, readInput } from './read.js';

export interface SideOptions {
  cwd: string;
  maxFileSize: number;
  /** `--dialect`: every file of both sides is read as this dialect instead of detecting it. */
  dialect?: Dialect;
}

/** One side of `toolslint diff`, with how to show the files it was read from. */
export interface ReadSide extends DiffSide {
  /** The name a report shows for a file of this side (`HEAD~1:tools.yaml` for a git side). */
  show(file: string): string;
  /** What to say about the side that is neither a change nor a failure: that it is empty. */
  notes: Note[];
}

/**
 * Reads one side: a file, a folder (every registry in it, as one), or a git revision written
 * `REV:path`. A path that exists on disk wins over a revision of the same spelling. Anything
 * that cannot be read or parsed is a ToolslintError with one sentence.
 */
export async function readSide(arg: string, options: SideOptions): Promise<ReadSide> {
  const absolute = path.resolve(options.cwd, arg);
  const stat = statOrUndefined(absolute);
  if (stat?.isFile() || stat?.isDirectory()) return { source: arg, ...readLocal(arg, options), show: (f) => f };
  if (isGitSpec(arg)) {
    const side = await gitRevisionSide(arg, options);
    // A version the registry declares wins; a release tag stands in for one it does not.
    const tagged = side.registry.version === undefined ? await tagVersion(arg.slice(0, arg.indexOf(':')), options.cwd) : undefined;
    if (tagged !== undefined) side.registry.version = tagged;
    return side;
  }
  throw new ToolslintError('read', `${arg}: no such file or folder (a git revision is written REV:path, e.g. HEAD~1:tools.yaml).`, { file: arg });
}

function readLocal(arg: string, options: SideOptions): { registry: Registry; notes: Note[] } {
  const { targets, missing, empty } = expandArguments([arg], options.cwd);
  if (missing.length > 0) throw new ToolslintError('read', missing[0].message, { file: arg });
  if (empty.length > 0) return { registry: emptyFolderRegistry(path.basename(empty[0].absolute)), notes: [emptyFolderNote(empty[0].file)] };
  const registries: Registry[] = [];
  const notes: Note[] = [];
  for (const target of targets) {
    const registry = loadTarget(target, options);
    if (!registry) continue;
    registries.push(registry);
    if (registry.tools.length === 0) notes.push(emptyRegistryNote(target.file));
  }
  if (registries.length === 0) throw new ToolslintError('shape', `${arg}: the folder holds no tool registry.`, { file: arg });
  return { registry: registries.length === 1 ? registries[0] : combineRegistries(registries, path.basename(path.resolve(options.cwd, arg))), notes };
}

/** A file found by searching a folder that is plainly not a registry is passed over; a file named on the command line must be one. */
function loadTarget(target: Target, options: SideOptions): Registry | undefined {
  try {
    const bytes = readInput(target.absolute, target.file, options.maxFileSize);
    return loadSource(bytes, target.file, { dialect: options.dialect, readRefFile: confinedReader(options.cwd, [options.cwd, path.dirname(target.absolute)], options.maxFileSize) });
  } catch (e) {
    if (!target.explicit && e instanceof ToolslintError && e.code === 'shape') return undefined;
    throw e;
  }
}

function statOrUndefined(p: string) {
  try {
    return statSync(p);
  } catch {
    return undefined;
  }
}
