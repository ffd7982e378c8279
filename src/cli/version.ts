import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package folder, found upward from this module (it sits at a different depth in dist/). */
export function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate) && JSON.parse(readFileSync(candidate, 'utf8')).name === 'toolslint') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the toolslint package folder');
    dir = parent;
  }
}

let cached: string | undefined;
export function toolslintVersion(): string {
  cached ??= JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')).version as string;
  return cached;
}
