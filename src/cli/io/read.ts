import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { ToolslintError } from '../../model/index.js';
import { whatIsNotRead } from './files.js';

/** Reads a file the user named, with a size cap so that a huge file fails fast and clearly. */
export function readInput(absolute: string, shown: string, maxBytes: number): Uint8Array {
  let size: number;
  try {
    size = statSync(absolute).size;
  } catch (e) {
    throw new ToolslintError('read', `${shown}: cannot read the file (${reason(e)}).`, { file: shown });
  }
  if (size > maxBytes) {
    throw new ToolslintError('limit', `${shown}: the file is ${mb(size)}, over the ${mb(maxBytes)} limit (raise it with --max-file-size).`, { file: shown });
  }
  try {
    return readFileSync(absolute);
  } catch (e) {
    throw new ToolslintError('read', `${shown}: cannot read the file (${reason(e)}).`, { file: shown });
  }
}

/**
 * The reader loaders use for `$ref`s to other files: only files inside one of `roots` (the
 * project, or the linted file's own folder) are read, so a reference cannot reach
 * `/etc/passwd` or a parent project.
 */
export function confinedReader(cwd: string, roots: string[], maxBytes: number): (file: string) => Uint8Array {
  // Resolved at the first read: a reader is made for every linted file, and most never follow a `$ref`.
  let realRoots: string[] | undefined;
  const inside = (absolute: string) =>
    (realRoots ??= roots.map(realOrSelf)).some((root) => {
      const rel = path.relative(root, absolute);
      return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
    });
  // Each reason ends the sentence "`$ref` "x.json" names x.json, which …".
  const notRead = (file: string, why: string) => new ToolslintError('read', why, { file });
  return (file) => {
    const absolute = path.resolve(cwd, file);
    let real: string;
    try {
      real = realpathSync(absolute);
    } catch (e) {
      const what = whatIsNotRead(absolute);
      throw notRead(file, what ? `is ${what}` : (e as { code?: string }).code === 'ENOENT' ? 'does not exist' : `could not be read (${reason(e)})`);
    }
    // Checked on the real path, so a symlink inside the project cannot lead out of it.
    if (!inside(real)) throw notRead(file, 'is outside the project: references are followed only to files inside the project or beside the registry');
    let stat;
    try {
      stat = statSync(real);
    } catch (e) {
      throw notRead(file, `could not be read (${reason(e)})`);
    }
    if (stat.isDirectory()) throw notRead(file, 'is a folder, not a file');
    if (!stat.isFile()) throw notRead(file, 'is not a regular file (a FIFO, a device or a socket), so it is not read');
    if (stat.size > maxBytes) throw notRead(file, `is ${mb(stat.size)}, over the ${mb(maxBytes)} limit (raise it with --max-file-size)`);
    try {
      return readFileSync(real);
    } catch (e) {
      throw notRead(file, `could not be read (${reason(e)})`);
    }
  };
}

function realOrSelf(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return path.resolve(p);
  }
}

/** Standard input, up to the size cap a file has: reading stops as soon as it is passed. */
export async function readStdin(stdin: AsyncIterable<string | Uint8Array> | undefined, shown: string, maxBytes: number): Promise<Uint8Array> {
  if (!stdin) throw new ToolslintError('usage', 'no standard input to read.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stdin) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk);
    size += bytes.length;
    if (size > maxBytes) {
      throw new ToolslintError('limit', `${shown}: standard input is over the ${mb(maxBytes)} limit (raise it with --max-file-size).`, { file: shown });
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

function reason(e: unknown): string {
  const code = (e as { code?: string }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a folder';
  return code ?? (e instanceof Error ? e.message : String(e));
}

/** Megabytes to two significant decimals below 10 MB, so that a file just over a small limit does not read as equal to it. */
function mb(bytes: number): string {
  const megabytes = bytes / 1024 / 1024;
  return `${megabytes.toFixed(megabytes < 10 ? 2 : 0)} MB`;
}
