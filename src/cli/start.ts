import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import type { main as Main } from './main.js';
import { packageRoot } from './version.js';

type MainFunction = typeof Main;

/**
 * The SHA-256 of dist/cli.cjs, written into dist/start.js by scripts/bundle.mjs when it builds
 * both; undefined where this module runs from tsc's output, which then runs without a cache.
 */
declare const __TOOLSLINT_BUNDLE_DIGEST__: string | undefined;
const BUNDLE_DIGEST = typeof __TOOLSLINT_BUNDLE_DIGEST__ === 'string' ? __TOOLSLINT_BUNDLE_DIGEST__ : undefined;

/**
 * The CLI's `main`, from the bundle (dist/cli.cjs, see scripts/bundle.mjs) unless the compiled
 * modules (dist/src, which only a build with devDependencies makes) are newer. The bundle is
 * committed, so an install from git that cannot build still runs; it is compiled with V8's
 * code cache, kept per user: a short run then spends its time linting rather than compiling
 * JavaScript. `TOOLSLINT_CODE_CACHE=0` turns the cache off.
 *
 * This module runs from dist/start.js (its own small bundle, which bin/ imports), so it finds
 * the other files from the package folder rather than from its own place.
 */
export async function loadMain(): Promise<MainFunction> {
  const root = packageRoot();
  const bundle = path.join(root, 'dist', 'cli.cjs');
  const bundled = statOrUndefined(bundle);
  const modulesFile = path.join(root, 'dist', 'src', 'cli', 'main.js');
  const modules = statOrUndefined(modulesFile);
  if (modules && (!bundled || modules.mtimeMs > bundled.mtimeMs)) return ((await import(pathToFileURL(modulesFile).href)) as { main: MainFunction }).main;
  if (!bundled) throw new Error(`toolslint is not built: neither ${bundle} nor ${modulesFile} exists; run npm run build`);
  return runBundle(bundle, bundled);
}

function runBundle(file: string, stat: { mtimeMs: number; size: number }): MainFunction {
  // The bundle is ASCII (scripts/bundle.mjs escapes the rest, a test checks it), and for ASCII
  // latin1 decodes to the same string: Node 20 spends some 30 ms validating 2 MB of UTF-8, and
  // latin1 a fraction of a millisecond.
  const source = readFileSync(file, 'latin1');
  const cacheFile = process.env.TOOLSLINT_CODE_CACHE === '0' ? undefined : cachePath(stat);
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
  const module = { exports: {} as { main?: MainFunction } };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  if (cacheFile && (cachedData === undefined || script.cachedDataRejected) && !onlyInforms(process.argv.slice(2))) {
    // Made at exit, so that the functions this run compiled are in it too.
    process.once('exit', () => writeCache(cacheFile, script));
  }
  return module.exports.main!;
}

/**
 * Whether a run only prints help or the version. It leaves no cache: it compiles a third of
 * what a lint does, and a cache is made once per bundle, so every later run would compile the
 * rest (50 ms of a pre-commit run) until the next upgrade.
 */
export function onlyInforms(args: readonly string[]): boolean {
  return args[0] === 'help' || args.some((a) => a === '-h' || a === '--help' || a === '-V' || a === '--version');
}

/**
 * Per user, per bundle content and per Node.js. V8 checks only a script's length against its
 * cache and runs the cached code of another script of the same length, so the name holds the
 * bundle's digest: another build of the same size (an upgrade in place) gets a cache of its own.
 * The digest comes from the build, so a start need not load node:crypto (7 ms) to hash 2 MB.
 */
function cachePath(stat: { size: number }): string | undefined {
  if (BUNDLE_DIGEST === undefined) return undefined;
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'toolslint', `${BUNDLE_DIGEST.slice(0, 24)}-${stat.size}-${process.version}-${process.arch}.v8cache`);
}

function writeCache(cacheFile: string, script: vm.Script): void {
  try {
    mkdirSync(path.dirname(cacheFile), { recursive: true, mode: 0o700 });
    const temporary = `${cacheFile}.${process.pid}`;
    writeFileSync(temporary, script.createCachedData(), { mode: 0o600 });
    renameSync(temporary, cacheFile);
    pruneCaches(path.dirname(cacheFile));
  } catch {
    // A cache that cannot be written only makes the next run as slow as this one.
  }
}

/** Caches kept: one per bundle in use (installs in several projects, several Node.js versions). */
const KEPT_CACHES = 8;

/** Every upgrade (and every build) makes a new cache; the older ones beyond the newest few go. */
function pruneCaches(dir: string): void {
  const caches = readdirSync(dir)
    .filter((name) => name.endsWith('.v8cache'))
    .map((name) => ({ file: path.join(dir, name), time: statOrUndefined(path.join(dir, name))?.mtimeMs ?? 0 }))
    .sort((a, b) => b.time - a.time);
  for (const { file } of caches.slice(KEPT_CACHES)) rmSync(file, { force: true });
}

function statOrUndefined(file: string): { mtimeMs: number; size: number } | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}
