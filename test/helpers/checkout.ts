import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Copies the files git tracks, as they are in the work tree, into `dest`: what a checkout of
 * this commit with these changes holds, without node_modules or the build (dist/ has only the
 * committed bundle). Installs from a checkout are tested on it.
 */
export function checkout(dest: string): string {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
    cpSync(from, path.join(dest, file));
  }
  return dest;
}
