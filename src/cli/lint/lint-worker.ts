/**
 * A worker thread's task: load and lint one file, the same way the main thread does, and hand
 * back plain data. The config is resolved again here from the same settings, because a resolved
 * config holds functions (glob matchers), which cannot cross to another thread.
 */
import { createConfigResolver, type ConfigResolver, type ResolvedConfig } from '../../config/index.js';
import { ToolslintError } from '../../model/index.js';
import { RULES } from '../../../rules/index.js';
import { linted, lintLoaded, lintsWithFolder, loadTarget, toFailure } from './lint-file.js';
import { strayOf, type Stray } from '../stray.js';
import type { LintTask, LintTaskResult } from './worker-pool.js';

let resolver: ConfigResolver | undefined;
let resolverKey: string | undefined;

/**
 * What a plugin's code threw here outside a task's own calls (a report from a timer after its
 * visitor returned): in the main thread start.ts says it and the run exits 2; here it would end
 * with the worker, unsaid. It goes back with the next task's result.
 */
const strays: Stray[] = [];
process.on('uncaughtException', (e) => strays.push(strayOf(e)));
process.on('unhandledRejection', (e) => strays.push(strayOf(e)));

export default async function lintTask(task: LintTask): Promise<LintTaskResult> {
  const key = JSON.stringify(task.resolver);
  if (!resolver || key !== resolverKey) {
    resolver = createConfigResolver({ ...task.resolver, rules: RULES });
    resolverKey = key;
  }
  const config = resolver.forFile(task.target.absolute);
  const result = lintFile(task, config);
  // What a plugin's visitor left for the timers to run at once runs before the result goes
  // back, as it would before the main thread's process ends. Only with plugins: toolslint's own
  // rules leave nothing behind, and the wait costs a millisecond a file.
  if (config.plugins.length > 0) await new Promise((resolve) => setTimeout(resolve, 0));
  return strays.length > 0 ? { ...result, strays: strays.splice(0) } : result;
}

function lintFile(task: LintTask, config: ResolvedConfig): LintTaskResult {
  let loaded;
  try {
    loaded = loadTarget(task.target, task.bytes, config, task.settings);
  } catch (e) {
    if (e instanceof ToolslintError) return { kind: 'not-loaded', error: { code: e.code, message: e.message, file: e.file, position: e.position } };
    // A stack overflow is the file's doing and becomes its failure; anything else is a bug.
    return { kind: 'failed', failure: toFailure(e, task.target.file) };
  }
  if (lintsWithFolder(loaded)) return { kind: 'with-folder' };
  let output;
  try {
    output = lintLoaded(loaded.registry, config, task.settings);
  } catch (e) {
    return { kind: 'failed', failure: toFailure(e, task.target.file) };
  }
  return {
    kind: 'linted',
    file: linted(loaded),
    findings: output.findings,
    documents: [...loaded.registry.documents.keys()],
    ...(output.timings ? { timings: [...output.timings] } : {}),
  };
}
