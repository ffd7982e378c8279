import { bumpAtLeast, strongerBump, type Bump, type DiffResult, type Level } from '../differ/index.js';
import type { DiffReport } from './diff-types.js';

/** Counts per level, in the order reports show them. */
export function levelCounts(result: DiffResult): Record<Level, number> {
  const counts: Record<Level, number> = { breaking: 0, warning: 0, info: 0 };
  for (const c of result.changes) counts[c.level] += 1;
  return counts;
}

/** `3 changes: 1 breaking, 1 warning, 1 info`. */
export function countsSentence(result: DiffResult): string {
  const n = result.changes.length;
  if (n === 0) return 'No changes.';
  const c = levelCounts(result);
  return `${n} change${n === 1 ? '' : 's'}: ${c.breaking} breaking, ${c.warning} warning${c.warning === 1 ? '' : 's'}, ${c.info} info.`;
}

/**
 * The verdict in words: what the changes need, what the versions declare, and whether that is
 * enough. Versions and sources come from the user, so callers escape the result for their medium.
 */
export function verdictSentence(result: DiffResult): string {
  const { required, declared } = result.verdict;
  const need = result.changes.reduce<Bump>((b, c) => strongerBump(b, c.bump), 'none');
  const pre1 = need !== required ? ` (below 1.0.0, a ${need} change needs only a ${required} bump)` : '';
  const wanted = required === 'none' ? 'No version bump needed' : `A ${required} bump is needed${pre1}`;
  const versions = `${result.base.version ?? '?'} → ${result.head.version ?? '?'}`;
  const tools = result.changes.filter((c) => c.id === 'tool-version-under-bumped').length;
  const toolNote = tools > 0 ? `; ${tools} tool version${tools === 1 ? '' : 's'} moved too little` : '';
  if (declared === 'unknown') {
    if (required === 'none') return `${wanted}${toolNote}.`;
    const why =
      result.base.version === undefined || result.head.version === undefined
        ? 'the two sides do not both declare a version'
        : `versions ${versions} are not a forward semver step`;
    return `${wanted}; ${why}, so the declared bump cannot be checked${toolNote}.`;
  }
  const enough = required === 'none' || bumpAtLeast(declared, required);
  return `${wanted}; declared ${declared} (${versions}): ${enough ? 'enough' : 'too low'}${toolNote}.`;
}

/**
 * Whether the run passed: the exit code when the command line says it, else the verdict. A
 * report's ✔ or ✖ is this, so it never disagrees with the exit code.
 */
export function passed(result: DiffReport): boolean {
  return result.outcome ? result.outcome.exitCode === 0 : result.verdict.ok;
}

/** The verdict sentence, saying when a declared bump that falls short does not fail the run. */
export function verdictLine(result: DiffReport): string {
  const sentence = verdictSentence(result);
  const unchecked = result.outcome && !result.outcome.checkVersion && !result.verdict.ok;
  return unchecked ? `${sentence.replace(/\.$/, '')} (not enforced: --check-version fails the run on it).` : sentence;
}
