import path from 'node:path';
import picomatch from 'picomatch';

/** Globs match `/`-separated paths whatever the platform; dotfiles are files like any other. */
const OPTIONS = { dot: true };

export function toList(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** A file's path relative to a config folder, `/`-separated (`../x` when outside it). */
export function relativeTo(dir: string, cwd: string, file: string): string {
  return path.relative(dir, path.resolve(cwd, file)).split(path.sep).join('/');
}

export function globMatcher(globs: string[]): (subject: string) => boolean {
  return picomatch(globs, OPTIONS);
}

/**
 * `ignorePatterns` of the configs in force, in the order they apply: the last pattern that
 * matches decides, so `!keep/**` after `vendor/**` brings files back. A pattern that names a
 * folder ignores everything under it. Files outside a config's folder are never matched by
 * its patterns unless a pattern says `../`.
 */
export function ignoreMatcher(cwd: string, groups: Array<{ dir: string; patterns: string[] }>): (file: string) => boolean {
  const compiled = groups.flatMap(({ dir, patterns }) =>
    patterns.map((raw) => {
      const negate = raw.startsWith('!');
      const glob = (negate ? raw.slice(1) : raw).replace(/^\.\//, '').replace(/\/+$/, '');
      return { dir, negate, match: globMatcher([glob, `${glob}/**`]) };
    }),
  );
  if (compiled.length === 0) return () => false;
  return (file) => {
    let ignored = false;
    for (const p of compiled) if (p.match(relativeTo(p.dir, cwd, file))) ignored = !p.negate;
    return ignored;
  };
}
