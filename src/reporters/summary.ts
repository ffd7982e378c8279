import type { Severity } from '../engine/index.js';
import type { LintResults } from './types.js';

export type LintSummary = Record<Severity, number> & { failures: number };

/** Counts findings per severity and failed files, in the key order of the JSON contract. */
export function summarize(results: LintResults): LintSummary {
  const summary: LintSummary = { error: 0, warn: 0, info: 0, hint: 0, failures: results.failures.length };
  for (const f of results.findings) summary[f.severity] += 1;
  return summary;
}
