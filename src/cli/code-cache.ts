import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';

/** A bundle's exports, and how to save its code cache when the one read was missing or stale. */
export interface LoadedBundle {
  exports: Record<string, unknown>;
  /** Writes the cache with every function compiled so far; absent when the cache read was good. */
  save?: () => void;
}

/**
 * Runs a CommonJS bundle (dist/cli.cjs, dist/lint-worker.cjs) as Node would, but compiled with
 * V8's code cache, kept per user: a short run then spends its time linting rather than
 * compiling JavaScript. `digest` is the bundle's SHA-256, which the build writes into the
 * loader; without one (a loader run from tsc's output) nothing is cached.
 * `TOOLSLINT_CODE_CACHE=0` turns the cache off. `variant` keeps caches apart for runs that
 * compile different parts of one bundle (each command of the CLI).
 */
export function loadCached(file: string, digest: string | undefined, variant = ''): LoadedBundle {
  // The bundle is ASCII (scripts/bundle.mjs escapes the rest, a test checks it), and for ASCII
  // latin1 decodes to the same string: Node 20 spends some 30 ms validating 2 MB of UTF-8, and
  // latin1 a fraction of a millisecond.
  const source = readFileSync(file, 'latin1');
  const cacheFile = process.env.TOOLSLINT_CODE_CACHE === '0' || digest === undefined ? undefined : cachePath(digest, source.length, variant);
  let cachedData: Buffer | undefined;
  try {
    if (cacheFile) cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(Module.wrap(source), {
    filename: file,
    cachedData,
    // The bundle leaves no import() of its own; this is for any a dependency makes.
    importModuleDynamically: ((specifier: string) => import(specifier)) as never,
  });
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  const stale = cacheFile !== undefined && (cachedData === undefined || script.cachedDataRejected === true);
  return { exports: module.exports, ...(stale ? { save: () => writeCache(cacheFile, script) } : {}) };
}

/**
 * Per user, per bundle content and per Node.js. V8 checks only a script's length against its
 * cache and runs the cached code of another script of the same length, so the name holds the
 * bundle's digest: another build of the same size (an upgrade in place) gets a cache of its own.
 * The digest comes from the build, so a start need not load node:crypto (7 ms) to hash 2 MB.
 */
function cachePath(digest: string, size: number, variant: string): string {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'toolslint', `${digest.slice(0, 24)}-${size}${variant ? `-${variant}` : ''}-${process.version}-${process.arch}.v8cache`);
}

function writeCache(cacheFile: string, script: vm.Script): void {
  try {
    mkdirSync(path.dirname(cacheFile), { recursive: true, mode: 0o700 });
    // Worker threads of one process may write the same cache at once: each writes its own file.
    const temporary = `${cacheFile}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(temporary, script.createCachedData(), { mode: 0o600 });
    renameSync(temporary, cacheFile);
    pruneCaches(path.dirname(cacheFile));
  } catch {
    // A cache that cannot be written only makes the next run as slow as this one.
  }
}

/** Caches kept: the CLI's commands' and the workers' for each bundle in use (several projects, several Node.js versions). */
const KEPT_CACHES = 24;

/** Every upgrade (and every build) makes a new cache; the older ones beyond the newest few go. */
function pruneCaches(dir: string): void {
  const caches = readdirSync(dir)
    .filter((name) => name.endsWith('.v8cache'))
    .map((name) => ({ file: path.join(dir, name), time: statOrUndefined(path.join(dir, name))?.mtimeMs ?? 0 }))
    .sort((a, b) => b.time - a.time);
  for (const { file } of caches.slice(KEPT_CACHES)) rmSync(file, { force: true });
}

export function statOrUndefined(file: string): { mtimeMs: number; size: number } | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}
