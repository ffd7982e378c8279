import { combineRegistries } from '../../loaders/index.js';
import type { Registry } from '../../model/index.js';
import type { Note } from '../../reporters/index.js';

/*
 * `[]`, `{"tools": []}` and a folder with no JSON or YAML files are all an empty registry:
 * lint and diff read them the same way and say so in the same words, so that a registry that
 * has not been written yet is neither a failure nor a silent pass.
 */

/** The registry a folder with no JSON or YAML files is read as. */
export function emptyFolderRegistry(name?: string): Registry {
  return combineRegistries([], name);
}

export function emptyFolderNote(folder: string): Note {
  return { file: folder, message: `${folder}: the folder holds no tool definitions; it is read as an empty registry.` };
}

export function emptyRegistryNote(file: string): Note {
  return { file, message: `${file}: the registry holds no tools.` };
}
