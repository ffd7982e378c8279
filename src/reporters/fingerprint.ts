import type { Finding } from '../engine/index.js';
import { sha256Hex } from './sha256.js';
import type { LintFailure } from './types.js';

/**
 * One id per finding that code-scanning and code-quality services use to follow a problem
 * from run to run. It is built from what the problem is and where it sits in the document
 * (rule, message id, file, and the tool with the pointer within it, or the pointer alone
 * outside every tool), never from the message text, the line or a tool's position in its list,
 * so that rewording a message, editing another part of the file, or adding, removing and
 * reordering other tools keeps it. Findings that share all of these are numbered in output
 * order, so every id in one report is distinct.
 */
export function fingerprints(findings: readonly Finding[]): string[] {
  const seen = new Map<string, number>();
  return findings.map((f) => {
    const where = f.place ? ['tool', f.place.tool, f.place.pointer] : ['file', f.tool ?? '', f.pointer];
    const key = [f.ruleId, f.messageId, f.file.replaceAll('\\', '/'), ...where].join('\u0000');
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return sha256Hex(n === 1 ? key : `${key}\u0000${n}`);
  });
}

/** The check name formats without a place for run failures give a file that could not be linted. */
export const FAILURE_CHECK = 'file-not-linted';

/** The same for files that could not be linted, which are known by their file alone. */
export function failureFingerprints(failures: readonly LintFailure[]): string[] {
  return fingerprints(failures.map((f) => ({ ruleId: FAILURE_CHECK, severity: 'error', messageId: FAILURE_CHECK, message: '', file: f.file, pointer: '' })));
}
