import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ConfigResolverOptions } from '../../config/index.js';
import type { Finding } from '../../engine/index.js';
import { ToolslintError, type ErrorCode, type Position } from '../../model/index.js';
import type { LintFailure, LintedFile } from '../../reporters/index.js';
import type { Target } from '../io/files.js';
import type { Stray } from '../stray.js';
import type { FileLintSettings } from './lint-file.js';

/** What a worker needs to resolve the same config the main thread resolved: the resolver's options that are plain data. */
export type ResolverSettings = Omit<ConfigResolverOptions, 'rules' | 'fs'>;

export interface LintTask {
  target: Target;
  bytes: Uint8Array;
  resolver: ResolverSettings;
  settings: Omit<FileLintSettings, 'now'>;
}

export type LintTaskResult = (
  | { kind: 'linted'; file: LintedFile; findings: Finding[]; documents: string[]; timings?: Array<[string, number]> }
  /** Loading failed with this error; the main thread decides whether it is a failure or a skip. */
  | { kind: 'not-loaded'; error: { code: ErrorCode; message: string; file?: string; position?: Position } }
  | { kind: 'failed'; failure: LintFailure }
  /** One tool of a folder of one-tool files: the main thread lints it with its folder. */
  | { kind: 'with-folder' }
) & {
  /** What the worker caught thrown outside its tasks since its last result (see lint-worker.ts). */
  strays?: Stray[];
};

/** `--concurrency`: `off`, `auto`, or a number of worker threads. */
export type Concurrency = 'off' | 'auto' | number;

/**
 * Below this much input, `auto` lints in the main thread: starting workers (each loads the
 * rules again) costs more than the few milliseconds a small run takes, as in a pre-commit hook.
 */
export const AUTO_MIN_BYTES = 1024 * 1024;

/**
 * The fewest cores `auto` uses workers on. Each worker warms up on its own (its code, its
 * compiled regular expressions, its caches of what texts hold), which on the corpus costs about
 * 40 % more CPU in all: measured on two cores, two workers were slower than one thread (8.3 s
 * against 6.8 s). From four cores on, the cores gained outweigh that.
 */
export const AUTO_MIN_CORES = 4;

/** How many workers a run of these files gets: 0 for the main thread alone. */
export function workerCount(concurrency: Concurrency, files: number, bytes: number, cores = availableParallelism()): number {
  if (concurrency === 'off' || files < 2) return 0;
  if (concurrency === 'auto') return bytes < AUTO_MIN_BYTES || cores < AUTO_MIN_CORES ? 0 : Math.min(cores, files);
  return concurrency < 2 ? 0 : Math.min(concurrency, files);
}

/**
 * The worker's code: beside the bundle when the CLI runs from it (its loader, which compiles
 * it with V8's code cache), beside this module when it runs from the compiled modules.
 * Undefined when neither exists (the TypeScript sources under test), and the run stays in the
 * main thread.
 */
export function workerFile(): string | undefined {
  for (const name of ['./lint-worker-start.cjs', './lint-worker.js']) {
    const file = fileURLToPath(new URL(name, import.meta.url));
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** Runs every task on a pool of `threads` workers; results in task order. */
export async function runOnPool(file: string, tasks: LintTask[], threads: number): Promise<LintTaskResult[]> {
  // Loaded only by runs that use it; required, not imported, because the bundle runs in a
  // vm.Script, where Node 20 has no dynamic import() without a flag.
  const { Piscina } = createRequire(import.meta.url)('piscina') as typeof import('piscina');
  const pool = new Piscina<LintTask, LintTaskResult>({ filename: file, minThreads: threads, maxThreads: threads, idleTimeout: 1000 });
  try {
    return await Promise.all(tasks.map((t) => pool.run(t)));
  } finally {
    await pool.destroy();
  }
}

/** The error a worker could not load a file with, as the main thread would have thrown it. */
export function loadError(result: Extract<LintTaskResult, { kind: 'not-loaded' }>): ToolslintError {
  const { code, message, file, position } = result.error;
  return new ToolslintError(code, message, { file, position });
}
