import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderAndAbove } from '../config/folders.js';

/** The package folder, found upward from this module (it sits at a different depth in dist/). */
export function packageRoot(): string {
  for (const dir of folderAndAbove(path.dirname(fileURLToPath(import.meta.url)))) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate) && JSON.parse(readFileSync(candidate, 'utf8')).name === 'toolslint') return dir;
  }
  throw new Error('cannot find the toolslint package folder');
}

let cached: string | undefined;
export function toolslintVersion(): string {
  cached ??= JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')).version as string;
  return cached;
}
