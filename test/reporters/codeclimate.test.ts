import { describe, expect, it } from 'vitest';
import { codeclimate } from '../../src/reporters/codeclimate.js';
import type { LintResults } from '../../src/reporters/index.js';
import { CLEAN, EMPTY, HOSTILE, RAW_UNSAFE, RESULTS } from './fixtures.js';

const ctx = { color: true, version: '0.0.0' };

describe('codeclimate', () => {
  it('matches the snapshot', () => {
    expect(codeclimate(RESULTS, ctx)).toMatchSnapshot();
  });

  it('gives every issue the fields GitLab requires, with distinct fingerprints', () => {
    const issues = JSON.parse(codeclimate(RESULTS, ctx));
    expect(issues).toHaveLength(RESULTS.failures.length + RESULTS.findings.length);
    for (const issue of issues) {
      expect(Object.keys(issue)).toEqual(['description', 'check_name', 'fingerprint', 'severity', 'location']);
      expect(['info', 'minor', 'major', 'critical', 'blocker']).toContain(issue.severity);
      expect(typeof issue.location.path).toBe('string');
      expect(issue.location.lines.begin).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(issues.map((i: { fingerprint: string }) => i.fingerprint)).size).toBe(issues.length);
    expect(issues.map((i: { severity: string }) => i.severity)).toEqual(['blocker', 'blocker', 'major', 'minor', 'info', 'info', 'major', 'minor']);
    expect(issues[2]).toMatchObject({
      check_name: 'tool-name-verb',
      description: 'Tool name "doStuff" does not start with a verb. [doStuff]',
      location: { path: 'tools/a.yaml', lines: { begin: 4 } },
    });
  });

  it('keeps a fingerprint when the message or line changes', () => {
    const moved = RESULTS.findings.map((f) => ({ ...f, message: 'reworded', line: (f.line ?? 0) + 3 }));
    const prints = (r: LintResults) => JSON.parse(codeclimate(r, ctx)).map((i: { fingerprint: string }) => i.fingerprint);
    expect(prints({ ...RESULTS, findings: moved })).toEqual(prints(RESULTS));
  });

  it('is an empty list when clean, and keeps hostile text exact but never raw', () => {
    expect(codeclimate(CLEAN, ctx)).toBe('[]\n');
    const out = codeclimate({ ...EMPTY, findings: [{ ruleId: 'r', severity: 'hint', messageId: 'm', message: HOSTILE, file: HOSTILE, pointer: '' }] }, ctx);
    for (const line of out.split('\n')) expect(line).not.toMatch(RAW_UNSAFE);
    expect(JSON.parse(out)[0].description).toBe(HOSTILE);
  });
});
