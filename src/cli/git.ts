import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import picomatch from 'picomatch';
import semver from 'semver';
import { combineRegistries, loadSource } from '../loaders/index.js';
import { ToolslintError, type Registry } from '../model/index.js';
import type { Note } from '../reporters/index.js';
import { emptyFolderNote, emptyFolderRegistry, emptyRegistryNote } from './empty.js';
import { NEVER_REGISTRIES, REGISTRY_EXTENSIONS } from './files.js';
import type { ReadSide, SideOptions } from './diff-sides.js';

const run = promisify(execFile);

/** `REV:path`, but not a Windows path such as `C:\tools.json`. */
export function isGitSpec(arg: string): boolean {
  return /^[^:]+:/.test(arg) && !/^[A-Za-z]:[\\/]/.test(arg);
}

/**
 * Reads `REV:path` from git without checking anything out: `git show` for a file, `git ls-tree`
 * for a folder. The path is as git reads it, from the repository root; `REV:./path` is from
 * the current folder. Files are named by their path in the report, prefixed with the
 * revision (`HEAD~1:tools.yaml:12:3`), and `$ref`s are read from the same revision.
 */
export async function gitRevisionSide(arg: string, options: SideOptions): Promise<ReadSide> {
  const colon = arg.indexOf(':');
  const rev = arg.slice(0, colon);
  const rawPath = arg.slice(colon + 1);
  // A revision starting with `-` would be read by git as an option.
  if (rev.startsWith('-')) throw new ToolslintError('usage', `${arg}: a git revision cannot start with "-".`, { file: arg });
  const fromCwd = rawPath.startsWith('./') || rawPath.startsWith('../');
  const name = fromCwd ? rawPath.replace(/^\.\//, '') : rawPath.replace(/^\/+/, '');
  const spec = (file: string) => `${rev}:${fromCwd && !file.startsWith('../') ? `./${file}` : file}`;
  const git = (args: string[]) => run('git', args, { cwd: options.cwd, maxBuffer: options.maxFileSize + 1, encoding: 'buffer' });

  await verifyRevision(arg, rev, git);
  const type = await git(['cat-file', '-t', spec(name)]).then(
    (r) => r.stdout.toString().trim(),
    () => {
      throw new ToolslintError('read', `${arg}: revision ${rev} has no ${name === '' ? 'root folder' : `file or folder ${name}`}.`, { file: arg });
    },
  );
  const readRefFile = (file: string): Uint8Array | undefined => {
    try {
      return execFileSync('git', ['show', spec(file)], { cwd: options.cwd, maxBuffer: options.maxFileSize, stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return undefined;
    }
  };
  const load = async (file: string): Promise<Registry> => {
    const size = Number((await git(['cat-file', '-s', spec(file)])).stdout.toString().trim());
    if (size > options.maxFileSize) throw new ToolslintError('limit', `${rev}:${file}: the file is over the size limit (raise it with --max-file-size).`, { file: arg });
    const bytes = (await git(['show', spec(file)])).stdout;
    try {
      return loadSource(bytes, file, { dialect: options.dialect, readRefFile });
    } catch (e) {
      // Loader sentences start with the file's name: name it as the user does, with its revision.
      if (e instanceof ToolslintError && e.message.startsWith(`${file}:`)) throw new ToolslintError(e.code, `${rev}:${e.message}`, { file: `${rev}:${file}`, ...(e.position ? { position: e.position } : {}) });
      throw e;
    }
  };
  const show = (file: string) => `${rev}:${file}`;

  // Said of a file as the report names it: with its revision.
  const emptyNotes = (file: string, registry: Registry): Note[] => (registry.tools.length === 0 ? [emptyRegistryNote(show(file))] : []);
  if (type === 'blob') {
    const registry = await load(name);
    return { source: arg, registry, show, notes: emptyNotes(name, registry) };
  }
  if (type !== 'tree') throw new ToolslintError('read', `${arg}: not a file or folder in revision ${rev} (git says it is a ${type}).`, { file: arg });
  const listed = (await git(['ls-tree', '-r', '--name-only', spec(name)])).stdout.toString().split('\n').filter(Boolean);
  const folderName = name.split('/').filter(Boolean).pop();
  // As for a folder on disk: one with no JSON or YAML files is an empty registry, not a mistake.
  if (!listed.some(searchable) && !listed.some(jsonOrYaml)) return { source: arg, registry: emptyFolderRegistry(folderName), show, notes: [emptyFolderNote(arg)] };
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

const neverRegistry = picomatch(NEVER_REGISTRIES.map((p) => `**/${p}`), { dot: true });
const hasExtension = new RegExp(`\\.(${REGISTRY_EXTENSIONS.join('|')})$`, 'i');

/** What a folder search on disk would read: JSON and YAML files that could be registries. */
function searchable(rel: string): boolean {
  return hasExtension.test(rel) && !neverRegistry(rel) && !neverRegistry(`./${rel}`) && !/(^|\/)node_modules\//.test(rel);
}

/** Any JSON or YAML file a folder search on disk would see, registry or not (it skips dot folders). */
function jsonOrYaml(rel: string): boolean {
  return hasExtension.test(rel) && !/(^|\/)node_modules\//.test(rel) && !/(^|\/)\./.test(rel);
}

async function verifyRevision(arg: string, rev: string, git: (args: string[]) => Promise<{ stdout: Buffer }>): Promise<void> {
  try {
    await git(['rev-parse', '--verify', '--quiet', `${rev}^{object}`]);
  } catch (e) {
    const err = e as { code?: string | number; stderr?: Buffer };
    if (err.code === 'ENOENT') throw new ToolslintError('read', `${arg}: cannot run git to read it (is git installed and on PATH?).`, { file: arg });
    const said = err.stderr?.toString().trim().split('\n')[0];
    const why = said && /not a git repository/i.test(said) ? 'this folder is not in a git repository' : `git knows no revision ${rev}`;
    throw new ToolslintError('read', `${arg}: ${why}.`, { file: arg });
  }
}

/**
 * The version a release tag on `rev` names (`v1.8.0`, `1.8.0`), the highest when several do;
 * undefined when no semver tag points at it. `git tag --points-at` needs a commit, so the
 * revision is peeled to one first.
 */
export async function tagVersion(rev: string, cwd: string): Promise<string | undefined> {
  try {
    const commit = (await run('git', ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], { cwd })).stdout.trim();
    const tags = (await run('git', ['tag', '--points-at', commit], { cwd })).stdout.split('\n').filter(Boolean);
    const versions = tags.map((t) => semver.clean(t)).filter((v): v is string => v !== null);
    return versions.sort(semver.rcompare)[0];
  } catch {
    // A revision read a moment ago that now cannot be peeled has no tag to give: no version.
    return undefined;
  }
}
