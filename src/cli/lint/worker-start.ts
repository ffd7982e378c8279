/**
 * What each worker thread loads (dist/lint-worker-start.cjs): the worker's bundle,
 * dist/lint-worker.cjs, compiled with V8's code cache as the CLI's bundle is, so that a worker
 * does not compile its rules afresh in every run.
 */
import { fileURLToPath } from 'node:url';
import { loadCached } from '../code-cache.js';
import type { LintTask, LintTaskResult } from './worker-pool.js';

/** The SHA-256 of dist/lint-worker.cjs, written in by scripts/bundle.mjs. */
declare const __TOOLSLINT_WORKER_DIGEST__: string | undefined;
const digest = typeof __TOOLSLINT_WORKER_DIGEST__ === 'string' ? __TOOLSLINT_WORKER_DIGEST__ : undefined;

const loaded = loadCached(fileURLToPath(new URL('./lint-worker.cjs', import.meta.url)), digest);
const lint = loaded.exports.default as (task: LintTask) => Promise<LintTaskResult>;
let save = loaded.save;

export default async function lintTask(task: LintTask): Promise<LintTaskResult> {
  const result = await lint(task);
  // Made after the first task, with the code it compiled: the pool terminates its workers,
  // which then see no exit event to make it at.
  if (save) {
    const saveNow = save;
    save = undefined;
    saveNow();
  }
  return result;
}
