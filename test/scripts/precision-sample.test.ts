import { describe, expect, it } from 'vitest';
import { sample, type Judged } from '../../scripts/precision/measure.js';

const finding = (ruleId: string, n: number, severity = 'warn'): Judged => ({
  key: `${ruleId}-${n}`,
  corpus: 'c',
  ruleId,
  severity,
  file: 'f.json',
  pointer: `/${n}`,
  message: `${ruleId} ${n}`,
  definition: {},
  definitionHash: 'h',
});

const findings = [
  ...Array.from({ length: 20 }, (_, i) => finding('a-rule', i)),
  ...Array.from({ length: 3 }, (_, i) => finding('b-rule', i, 'info')),
  ...Array.from({ length: 20 }, (_, i) => finding('c-rule', i)),
];

describe('precision samples', () => {
  it('take every rule in turn, so a rule with few findings has all of them drawn', () => {
    const drawn = sample(findings, 12, 7, () => true);
    const per = (id: string) => drawn.filter((f) => f.ruleId === id).length;
    expect(drawn).toHaveLength(12);
    expect([per('a-rule'), per('b-rule'), per('c-rule')]).toEqual([5, 3, 4]);
  });

  it('draw the same findings for a seed and others for another seed', () => {
    const keys = (seed: number) => sample(findings, 10, seed, () => true).map((f) => f.key);
    expect(keys(47)).toEqual(keys(47));
    expect(keys(47)).not.toEqual(keys(48));
  });

  it('draw, for a focused sample, only the named rules, whatever their severity', () => {
    const rules = new Set(['b-rule', 'c-rule']);
    const drawn = sample(findings, 30, 47, (f) => rules.has(f.ruleId));
    expect(new Set(drawn.map((f) => f.ruleId))).toEqual(rules);
    expect(drawn).toHaveLength(23);
  });
});
