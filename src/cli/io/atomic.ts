import { chmodSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a file so that a reader never sees half of it and a failure never leaves it cut
 * short: the text goes to a temporary file beside it, which then replaces it. The file keeps
 * its permissions, and a new file's folder is made.
 */
export function writeAtomically(file: string, text: string): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  let mode: number | undefined;
  try {
    mode = statSync(file).mode & 0o7777;
  } catch {
    mode = undefined;
  }
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(temp, text);
    if (mode !== undefined) chmodSync(temp, mode);
    renameSync(temp, file);
  } catch (e) {
    rmSync(temp, { force: true });
    throw e;
  }
}
