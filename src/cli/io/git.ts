import type * as ChildProcess from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import semver from 'semver';
import { ToolslintError } from '../../model/index.js';

/**
 * `node:child_process`, loaded by the first git command: loading it (with `net` and `dgram`)
 * takes about 5 ms, and only a `diff` of a git revision starts one (a lint never does).
 */
let childProcess: typeof ChildProcess | undefined;
const processes = () => (childProcess ??= createRequire(import.meta.url)('node:child_process') as typeof ChildProcess);
let promised: typeof ChildProcess.execFile.__promisify__ | undefined;
const run = ((...args: Parameters<typeof ChildProcess.execFile.__promisify__>) =>
  (promised ??= promisify(processes().execFile))(...args)) as typeof ChildProcess.execFile.__promisify__;

/** `REV:path`, but not a Windows path such as `C:\tools.json`. */
export function isGitSpec(arg: string): boolean {
  return /^[^:]+:/.test(arg) && !/^[A-Za-z]:[\\/]/.test(arg);
}

/** A file or folder of a git revision, read without checking anything out. */
export interface GitRevisionPath {
  rev: string;
  /** The path as git reads it: from the repository root, or from the current folder for `REV:./path`. */
  name: string;
  type: 'blob' | 'tree';
  /** Every file under a tree, relative to it. */
  list(): Promise<string[]>;
  /** A file's bytes; a ToolslintError when it is over the size limit. */
  read(file: string): Promise<Uint8Array>;
  /** A file's bytes for a `$ref`; a ToolslintError saying why when the revision has no such file. */
  readRefFile(file: string): Uint8Array | undefined;
}

/**
 * Opens `REV:path`: checks that the revision exists and says whether the path is a file or a
 * folder. Anything git cannot give is a ToolslintError with one sentence naming `arg`.
 */
export async function openGitPath(arg: string, options: { cwd: string; maxFileSize: number }): Promise<GitRevisionPath> {
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
  if (type !== 'blob' && type !== 'tree')
    throw new ToolslintError('read', `${arg}: not a file or folder in revision ${rev} (git says it is a ${type}).`, { file: arg });
  return {
    rev,
    name,
    type,
    list: async () => (await git(['ls-tree', '-r', '--name-only', spec(name)])).stdout.toString().split('\n').filter(Boolean),
    async read(file) {
      const size = Number((await git(['cat-file', '-s', spec(file)])).stdout.toString().trim());
      if (size > options.maxFileSize)
        throw new ToolslintError('limit', `${rev}:${file}: the file is over the size limit (raise it with --max-file-size).`, { file: arg });
      return (await git(['show', spec(file)])).stdout;
    },
    readRefFile(file) {
      try {
        return processes().execFileSync('git', ['show', spec(file)], { cwd: options.cwd, maxBuffer: options.maxFileSize, stdio: ['ignore', 'pipe', 'ignore'] });
      } catch (e) {
        // Ends the sentence "`$ref` "x.json" names x.json, which …".
        const why =
          (e as { code?: string }).code === 'ENOBUFS'
            ? `is over the size limit in revision ${rev} (raise it with --max-file-size)`
            : `is not a file in revision ${rev}`;
        throw new ToolslintError('read', why, { file });
      }
    },
  };
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
