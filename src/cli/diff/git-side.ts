import picomatch from 'picomatch';
import { combineRegistries, loadSource } from '../../loaders/index.js';
import { ToolslintError, type Registry } from '../../model/index.js';
import type { Note } from '../../reporters/index.js';
import { emptyFolderNote, emptyFolderRegistry, emptyRegistryNote } from '../io/empty.js';
import { NEVER_REGISTRIES, REGISTRY_EXTENSIONS } from '../io/files.js';
import { openGitPath } from '../io/git.js';
import type { ReadSide, SideOptions } from './side.js';

/**
 * Reads `REV:path` from git without checking anything out: `git show` for a file, `git ls-tree`
 * for a folder. The path is as git reads it, from the repository root; `REV:./path` is from
 * the current folder. Files are named by their path in the report, prefixed with the
 * revision (`HEAD~1:tools.yaml:12:3`), and `$ref`s are read from the same revision.
 */
export async function gitRevisionSide(arg: string, options: SideOptions): Promise<ReadSide> {
  const at = await openGitPath(arg, options);
  const { rev, name } = at;
  const load = async (file: string): Promise<Registry> => {
    const bytes = await at.read(file);
    try {
      return loadSource(bytes, file, { dialect: options.dialect, readRefFile: at.readRefFile });
    } catch (e) {
      // Loader sentences start with the file's name: name it as the user does, with its revision.
      if (e instanceof ToolslintError && e.message.startsWith(`${file}:`))
        throw new ToolslintError(e.code, `${rev}:${e.message}`, { file: `${rev}:${file}`, ...(e.position ? { position: e.position } : {}) });
      throw e;
    }
  };
  const show = (file: string) => `${rev}:${file}`;

  // Said of a file as the report names it: with its revision.
  const emptyNotes = (file: string, registry: Registry): Note[] => (registry.tools.length === 0 ? [emptyRegistryNote(show(file))] : []);
  if (at.type === 'blob') {
    const registry = await load(name);
    return { source: arg, registry, show, notes: emptyNotes(name, registry) };
  }
  const listed = await at.list();
  const folderName = name.split('/').filter(Boolean).pop();
  // As for a folder on disk: one with no JSON or YAML files is an empty registry, not a mistake.
  if (!listed.some(searchable) && !listed.some(jsonOrYaml))
    return { source: arg, registry: emptyFolderRegistry(folderName), show, notes: [emptyFolderNote(arg)] };
  const registries: Registry[] = [];
  const notes: Note[] = [];
  for (const rel of listed.filter(searchable).sort()) {
    const file = name === '' ? rel : `${name.replace(/\/+$/, '')}/${rel}`;
    try {
      const registry = await load(file);
      registries.push(registry);
      notes.push(...emptyNotes(file, registry));
    } catch (e) {
      // As for a folder on disk: files that are plainly not registries are passed over.
      if (!(e instanceof ToolslintError && e.code === 'shape')) throw e;
    }
  }
  if (registries.length === 0) throw new ToolslintError('shape', `${arg}: the folder holds no tool registry in revision ${rev}.`, { file: arg });
  return { source: arg, registry: registries.length === 1 ? registries[0] : combineRegistries(registries, folderName), show, notes };
}

const neverRegistry = picomatch(
  NEVER_REGISTRIES.map((p) => `**/${p}`),
  { dot: true },
);
const hasExtension = new RegExp(`\\.(${REGISTRY_EXTENSIONS.join('|')})$`, 'i');

/** What a folder search on disk would read: JSON and YAML files that could be registries. */
function searchable(rel: string): boolean {
  return hasExtension.test(rel) && !neverRegistry(rel) && !neverRegistry(`./${rel}`) && !/(^|\/)node_modules\//.test(rel);
}

/** Any JSON or YAML file a folder search on disk would see, registry or not (it skips dot folders). */
function jsonOrYaml(rel: string): boolean {
  return hasExtension.test(rel) && !/(^|\/)node_modules\//.test(rel) && !/(^|\/)\./.test(rel);
}
