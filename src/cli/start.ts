import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COMMAND_NAMES } from './commands.js';
import { loadCached, statOrUndefined } from './code-cache.js';
import { strayLine, strayOf } from './stray.js';
import type { main as Main } from './main.js';
import { packageRoot } from './version.js';

type MainFunction = typeof Main;

/**
 * The SHA-256 of dist/cli.cjs, written into dist/start.cjs by scripts/bundle.mjs when it builds
 * both; undefined where this module runs from tsc's output, which then runs without a cache.
 */
declare const __TOOLSLINT_BUNDLE_DIGEST__: string | undefined;
const BUNDLE_DIGEST = typeof __TOOLSLINT_BUNDLE_DIGEST__ === 'string' ? __TOOLSLINT_BUNDLE_DIGEST__ : undefined;

/**
 * The CLI's `main`, from the bundle (dist/cli.cjs, see scripts/bundle.mjs) unless the compiled
 * modules (dist/src, which only a build with devDependencies makes) are newer. The bundle is
 * committed, so an install from git that cannot build still runs; it is compiled with V8's
 * code cache (code-cache.ts).
 *
 * This module runs from dist/start.cjs (its own small bundle, which bin/ requires), so it finds
 * the other files from the package folder rather than from its own place.
 */
export async function loadMain(): Promise<MainFunction> {
  catchStrayErrors();
  const root = packageRoot();
  const bundle = path.join(root, 'dist', 'cli.cjs');
  const bundled = statOrUndefined(bundle);
  const modulesFile = path.join(root, 'dist', 'src', 'cli', 'main.js');
  const modules = statOrUndefined(modulesFile);
  if (modules && (!bundled || modules.mtimeMs > bundled.mtimeMs)) return ((await import(pathToFileURL(modulesFile).href)) as { main: MainFunction }).main;
  if (!bundled) throw new Error(`toolslint is not built: neither ${bundle} nor ${modulesFile} exists; run npm run compile`);
  return runBundle(bundle);
}

function runBundle(file: string): MainFunction {
  const { exports, save } = loadCached(file, BUNDLE_DIGEST, cacheVariant(process.argv.slice(2)));
  // Made at exit, so that the functions this run compiled are in it too.
  if (save && !onlyInforms(process.argv.slice(2))) process.once('exit', save);
  return exports.main as MainFunction;
}

/**
 * What is thrown outside the run's own calls (a plugin rule that reports from a timer after its
 * visitor returned, a promise it left behind) is one sentence and exit 2, as a failure inside the
 * run is, rather than a stack trace after a report that looked complete.
 */
function catchStrayErrors(): void {
  const stray = (e: unknown) => {
    process.stderr.write(strayLine(strayOf(e)));
    process.exitCode = 2;
    // The run may still be going, and would set its own exit code when it ends.
    process.once('exit', () => {
      process.exitCode = 2;
    });
  };
  process.on('uncaughtException', stray);
  process.on('unhandledRejection', stray);
}

/**
 * Each command has a cache of its own. A cache holds what its first run compiled, and is then
 * kept for every later run: when a diff made it, each lint after it compiled the linter again
 * (15 ms of a pre-commit run), for as long as that build was installed.
 */
export function cacheVariant(args: readonly string[]): string {
  return COMMANDS.has(args[0] ?? '') ? args[0] : 'lint';
}

const COMMANDS: ReadonlySet<string> = new Set(COMMAND_NAMES);

/**
 * Whether a run only prints help or the version. It leaves no cache: it compiles a third of
 * what a lint does, and a cache is made once per bundle, so every later run would compile the
 * rest (50 ms of a pre-commit run) until the next upgrade.
 */
export function onlyInforms(args: readonly string[]): boolean {
  return args[0] === 'help' || args.some((a) => a === '-h' || a === '--help' || a === '-V' || a === '--version');
}
