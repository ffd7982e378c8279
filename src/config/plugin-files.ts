import { existsSync, readFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exports as resolveExports, imports as resolveImports } from 'resolve.exports';
import { folderAndAbove } from './folders.js';

/**
 * The files a plugin's code came from, which `--cache` hashes so that an edit to any of them
 * lints again: its entry; the CommonJS modules it required, as Node recorded them; the modules
 * an ES module imports, read from its text with es-module-lexer (Node lists none of them);
 * and the package.json nearest to each package reached, whose version changes when it is
 * upgraded. A package imported by name is hashed by its entry and package.json, not followed
 * into: its files change with its version. Only the plugin's own files are read for imports,
 * so that a run with a plugin does not read every module of its dependencies.
 */
export function codeFiles(load: NodeJS.Require, entry: string): string[] {
  const manifest = nearestManifest(path.dirname(entry));
  const own = ownFiles(manifest === undefined ? path.dirname(entry) : path.dirname(manifest));
  const files = new Set<string>([entry]);
  const queue = [entry];
  const add = (file: string, follow: boolean) => {
    if (files.has(file) || files.size >= MAX_FILES) return;
    files.add(file);
    if (follow) queue.push(file);
  };
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i];
    for (const child of load.cache[file]?.children ?? []) add(child.filename, true);
    if (MODULE_FILE.test(file) && own(file)) {
      for (const imported of importsOf(file)) {
        add(imported.file, !imported.package);
        const version = imported.package ? nearestManifest(path.dirname(imported.file)) : undefined;
        if (version !== undefined) add(version, false);
      }
    }
  }
  if (manifest !== undefined) files.add(manifest);
  return [...files];
}

/** Whether a file is the plugin's own: under its package's folder, outside node_modules. */
function ownFiles(root: string): (file: string) => boolean {
  return (file) => {
    const rel = path.relative(root, file);
    return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel) && !rel.split(path.sep).includes('node_modules');
  };
}

/** A bound on the files followed, so that a plugin's dependency tree costs a fixed amount. */
const MAX_FILES = 2_000;

/** Files whose text may hold `import`: an ES module, or CommonJS, which holds none. */
const MODULE_FILE = /\.(?:js|mjs|cjs)$/;

/** The files an ES module imports, statically or with a written specifier, that exist. */
function importsOf(file: string): Array<{ file: string; package: boolean }> {
  let found: ReturnType<typeof parseImports>;
  try {
    found = parseImports(readFileSync(file, 'utf8'));
  } catch {
    // Not JavaScript the lexer reads (it was loaded, so Node read it): nothing more to follow.
    return [];
  }
  const dir = path.dirname(file);
  const out: Array<{ file: string; package: boolean }> = [];
  for (const { specifier } of found) {
    if (typeof specifier !== 'string' || specifier === '' || isBuiltin(specifier)) continue;
    const local = localFile(specifier, dir);
    if (local !== undefined) {
      if (existsSync(local)) out.push({ file: local, package: false });
      continue;
    }
    const target = specifier.startsWith('#') ? packageImport(specifier, dir) : resolveForImport(specifier, dir);
    if (target !== undefined && existsSync(target)) out.push({ file: target, package: !specifier.startsWith('#') });
  }
  return out;
}

/** es-module-lexer, required when a plugin's file is first read: most runs load no plugin. */
function parseImports(source: string): ReadonlyArray<{ specifier?: string | null }> {
  const lexer = createRequire(import.meta.url)('es-module-lexer') as typeof import('es-module-lexer');
  return lexer.parse(source)[0];
}

/** The file a relative, absolute or `file:` specifier names; undefined for a package's name. */
function localFile(specifier: string, dir: string): string | undefined {
  if (specifier.startsWith('file:')) {
    try {
      return fileURLToPath(specifier);
    } catch {
      return undefined;
    }
  }
  if (specifier.startsWith('./') || specifier.startsWith('../') || path.isAbsolute(specifier)) return path.resolve(dir, specifier.replace(/[?#].*$/, ''));
  return undefined;
}

/** A `#name` import, through the `imports` of the package.json nearest to the importing file. */
function packageImport(specifier: string, dir: string): string | undefined {
  const manifest = nearestManifest(dir);
  if (manifest === undefined) return undefined;
  try {
    const [target] = resolveImports(JSON.parse(readFileSync(manifest, 'utf8')) as object, specifier, { conditions: ['node'] }) ?? [];
    return target === undefined || !target.startsWith('.') ? undefined : path.join(path.dirname(manifest), target);
  } catch {
    return undefined;
  }
}

/**
 * The file a package's exports give `import` (an ES-module-only package exports nothing to
 * `require`), found from `dir` as Node finds packages; loading that file with require works
 * from Node.js 20.19 on. Undefined when there is none.
 */
export function resolveForImport(specifier: string, dir: string): string | undefined {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const subpath = `.${specifier.slice(name.length)}`;
  for (const at of folderAndAbove(dir)) {
    const folder = path.join(at, 'node_modules', name);
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest)) {
      try {
        const [target] = resolveExports(JSON.parse(readFileSync(manifest, 'utf8')) as object, subpath, { conditions: ['node'] }) ?? [];
        return target === undefined ? undefined : path.join(folder, target);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The package.json nearest to a folder, in it or above it, or undefined. */
function nearestManifest(from: string): string | undefined {
  for (const dir of folderAndAbove(from)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) return manifest;
  }
  return undefined;
}
