import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { ToolslintError } from '../../model/index.js';

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
export function confinedReader(cwd: string, roots: string[], maxBytes: number): (file: string) => Uint8Array | undefined {
  // Resolved at the first read: a reader is made for every linted file, and most never follow a `$ref`.
  let realRoots: string[] | undefined;
  const inside = (absolute: string) =>
    (realRoots ??= roots.map(realOrSelf)).some((root) => {
      const rel = path.relative(root, absolute);
      return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
    });
  return (file) => {
    // Checked on the real path, so a symlink inside the project cannot lead out of it.
    try {
      const real = realpathSync(path.resolve(cwd, file));
      if (!inside(real)) return undefined;
      const stat = statSync(real);
      if (!stat.isFile() || stat.size > maxBytes) return undefined;
      return readFileSync(real);
    } catch {
      return undefined;
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
