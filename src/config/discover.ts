import path from 'node:path';
import { folderAndAbove } from './folders.js';
import type { ConfigFs, ConfigWarning } from './types.js';

/** Looked for in this order in each folder; the first one present is used. */
export const CONFIG_FILE_NAMES = ['.toolslintrc.yaml', '.toolslintrc.yml', '.toolslintrc.json'] as const;

/**
 * Finds the config file for a folder: the nearest `.toolslintrc.*`, or `package.json` with a
 * `toolslint` key, searching upward to the file-system root. The nearest one wins and the
 * search stops there (as ESLint's flat config does), so no `root: true` is needed; a config
 * that wants a parent's settings names it in `extends`. Results are cached per folder, and
 * every folder passed on the way up shares the answer.
 */
export function createConfigFinder(
  fs: ConfigFs,
  read: (file: string) => Uint8Array | undefined,
  warn: (warning: ConfigWarning) => void,
  display: (file: string) => string,
): (dir: string) => string | undefined {
  const cache = new Map<string, string | null>();

  const inFolder = (dir: string): string | undefined => {
    const present = CONFIG_FILE_NAMES.map((n) => path.join(dir, n)).filter((f) => fs.isFile(f));
    if (present.length > 1) {
      const shown = present.map(display);
      warn({ file: shown[0], message: `${shown.join(' and ')} are in the same folder; ${shown[0]} is used and the others are not read.` });
    }
    if (present.length > 0) return present[0];
    const pkg = path.join(dir, 'package.json');
    let bytes: Uint8Array | undefined;
    try {
      bytes = read(pkg);
    } catch {
      bytes = undefined; // an unreadable package.json is not ours to report
    }
    return hasToolslintKey(bytes) ? pkg : undefined;
  };

  return (start) => {
    const passed: string[] = [];
    let found: string | null = null;
    for (const dir of folderAndAbove(start)) {
      const known = cache.get(dir);
      if (known !== undefined) {
        found = known;
        break;
      }
      passed.push(dir);
      const here = inFolder(dir);
      if (here) {
        found = here;
        break;
      }
    }
    for (const dir of passed) cache.set(dir, found);
    return found ?? undefined;
  };
}

/**
 * Whether a package.json carries a config. One that does not parse is not ours to report
 * (npm will), so it counts as having none.
 */
function hasToolslintKey(bytes: Uint8Array | undefined): boolean {
  if (!bytes) return false;
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return value !== null && typeof value === 'object' && Object.hasOwn(value, 'toolslint');
  } catch {
    return false;
  }
}
