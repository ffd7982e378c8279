import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import type { main as Main } from './main.js';

type MainFunction = typeof Main;

/**
 * The CLI's `main`, from the bundle (dist/cli.cjs, see scripts/bundle.mjs) when it is there and
 * not older than the compiled modules, else from the modules themselves. The bundle is compiled
 * with V8's code cache, kept per user: a short run then spends its time linting rather than
 * compiling JavaScript. `TOOLSLINT_CODE_CACHE=0` turns the cache off.
 */
export async function loadMain(): Promise<MainFunction> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundle = path.resolve(here, '../../cli.cjs');
  const bundled = statOrUndefined(bundle);
  const modules = statOrUndefined(path.join(here, 'main.js'));
  if (!bundled || (modules && modules.mtimeMs > bundled.mtimeMs)) return (await import('./main.js')).main;
  return runBundle(bundle, bundled);
}

function runBundle(file: string, stat: { mtimeMs: number; size: number }): MainFunction {
  const source = readFileSync(file, 'utf8');
  const cacheFile = process.env.TOOLSLINT_CODE_CACHE === '0' ? undefined : cachePath(file, stat);
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
  if (cacheFile && (cachedData === undefined || script.cachedDataRejected)) {
    // Made at exit, so that the functions this run compiled are in it too.
    process.once('exit', () => writeCache(cacheFile, script));
  }
  return module.exports.main!;
}

/** Per user, per bundle (its path, time and size) and per Node.js: V8 rejects a cache made by another. */
function cachePath(file: string, stat: { mtimeMs: number; size: number }): string {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  const key = createHash('sha256').update(`${file}\u0000${stat.mtimeMs}\u0000${stat.size}\u0000${process.version}\u0000${process.arch}`).digest('hex').slice(0, 24);
  return path.join(base, 'toolslint', `${key}.v8cache`);
}

function writeCache(cacheFile: string, script: vm.Script): void {
  try {
    mkdirSync(path.dirname(cacheFile), { recursive: true, mode: 0o700 });
    const temporary = `${cacheFile}.${process.pid}`;
    writeFileSync(temporary, script.createCachedData(), { mode: 0o600 });
    renameSync(temporary, cacheFile);
  } catch {
    // A cache that cannot be written only makes the next run as slow as this one.
  }
}

function statOrUndefined(file: string): { mtimeMs: number; size: number } | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}
