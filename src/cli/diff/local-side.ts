import path from 'node:path';
import { combineRegistries, loadSource } from '../../loaders/index.js';
import { ToolslintError, type Registry } from '../../model/index.js';
import type { Note } from '../../reporters/index.js';
import { emptyFolderNote, emptyFolderRegistry, emptyRegistryNote } from '../io/empty.js';
import { expandArguments, type Target } from '../io/files.js';
import { confinedReader, readInput } from '../io/read.js';
import type { ReadSide, SideOptions } from './side.js';

/** A side that is a file or a folder on disk: a folder's registries are read as one. */
export function localSide(arg: string, options: SideOptions): ReadSide {
  return { source: arg, ...readLocal(arg, options), show: (f) => f };
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
    return loadSource(bytes, target.file, {
      dialect: options.dialect,
      readRefFile: confinedReader(options.cwd, [options.cwd, path.dirname(target.absolute)], options.maxFileSize),
    });
  } catch (e) {
    if (!target.explicit && e instanceof ToolslintError && e.code === 'shape') return undefined;
    throw e;
  }
}
