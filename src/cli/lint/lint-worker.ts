/**
 * A worker thread's task: load and lint one file, the same way the main thread does, and hand
 * back plain data. The config is resolved again here from the same settings, because a resolved
 * config holds functions (glob matchers), which cannot cross to another thread.
 */
import { createConfigResolver, type ConfigResolver } from '../../config/index.js';
import { ToolslintError } from '../../model/index.js';
import { RULES } from '../../../rules/index.js';
import { linted, lintLoaded, lintsWithFolder, loadTarget, toFailure } from './lint-file.js';
import type { LintTask, LintTaskResult } from './worker-pool.js';

let resolver: ConfigResolver | undefined;
let resolverKey: string | undefined;

export default function lintTask(task: LintTask): LintTaskResult {
  const key = JSON.stringify(task.resolver);
  if (!resolver || key !== resolverKey) {
    resolver = createConfigResolver({ ...task.resolver, rules: RULES });
    resolverKey = key;
  }
  const config = resolver.forFile(task.target.absolute);
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
