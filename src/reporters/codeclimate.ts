import type { Severity } from '../engine/index.js';
import { FAILURE_CHECK, failureFingerprints, fingerprints } from './fingerprint.js';
import { safeJson } from './markup.js';
import type { LintReporter } from './types.js';

type CodeQualitySeverity = 'info' | 'minor' | 'major' | 'critical' | 'blocker';

const SEVERITY: Record<Severity, CodeQualitySeverity> = { error: 'major', warn: 'minor', info: 'info', hint: 'info' };

/**
 * `lint --format codeclimate`: the Code Climate issue list GitLab reads as a code quality
 * report (`artifacts: reports: codequality`). GitLab needs a line for every issue, so one
 * without a known line is put on line 1; a file that could not be linted is a `blocker`,
 * since nothing in it was checked.
 */
export const codeclimate: LintReporter = (results) => {
  const prints = fingerprints(results.findings);
  const failurePrints = failureFingerprints(results.failures);
  const issues = [
    ...results.failures.map((f, i) => ({
      description: f.message,
      check_name: FAILURE_CHECK,
      fingerprint: failurePrints[i],
      severity: 'blocker' as CodeQualitySeverity,
      location: { path: f.file, lines: { begin: f.line ?? 1 } },
    })),
    ...results.findings.map((f, i) => ({
      description: f.tool === undefined ? f.message : `${f.message} [${f.tool}]`,
      check_name: f.ruleId,
      fingerprint: prints[i],
      severity: SEVERITY[f.severity],
      location: { path: f.file, lines: { begin: f.line ?? 1 } },
    })),
  ];
  return safeJson(issues);
};
