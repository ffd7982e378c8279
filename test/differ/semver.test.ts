import { describe, expect, it } from 'vitest';
import { declaredBump, declaredEnough, requiredBump } from '../../src/differ/semver.js';
import { diffTexts, fixture, toolWith } from './helpers.js';

describe('the semver policy', () => {
  it.each([
    ['major', '1.4.0', 'major'],
    ['minor', '1.4.0', 'minor'],
    ['major', '0.17.0', 'minor'],
    ['minor', '0.17.0', 'patch'],
    ['patch', '0.17.0', 'patch'],
    ['major', '0.0.3', 'patch'],
    ['none', '0.17.0', 'none'],
    ['major', undefined, 'major'],
    ['major', 'v0.17.0', 'minor'],
  ] as const)('changes needing %s from %s need a %s bump', (need, from, expected) => {
    expect(requiredBump(need, from)).toBe(expected);
  });

  it.each([
    ['1.4.0', '2.0.0', 'major'],
    ['1.4.0', '1.5.0', 'minor'],
    ['1.4.0', '1.4.1', 'patch'],
    ['1.4.0', '1.4.0', 'none'],
    ['v0.17.0', 'v0.18.0', 'minor'],
    ['1.4.0', '2.0.0-rc.1', 'major'],
    ['1.4.0', '1.3.0', 'unknown'],
    ['1.4.0', undefined, 'unknown'],
    ['latest', '1.0.0', 'unknown'],
  ] as const)('%s → %s declares %s', (from, to, expected) => {
    expect(declaredBump(from, to)).toBe(expected);
  });

  it('nothing to declare is always enough; an unknown declaration never is when a bump is needed', () => {
    expect(declaredEnough('unknown', 'none')).toBe(true);
    expect(declaredEnough('unknown', 'patch')).toBe(false);
    expect(declaredEnough('minor', 'major')).toBe(false);
    expect(declaredEnough('major', 'minor')).toBe(true);
  });
});

describe('the verdict', () => {
  const registry = (version: string, required: string) =>
    `version: ${version}\n${toolWith(`type: object\nrequired: [${required}]\nproperties:\n  a: { type: string }\n  b: { type: string }`)}`;

  it('a breaking change with a minor bump is not ok; with a major bump it is', async () => {
    expect((await diffTexts(registry('1.4.0', 'a'), registry('1.5.0', 'a, b'))).verdict).toEqual({ required: 'major', declared: 'minor', ok: false });
    expect((await diffTexts(registry('1.4.0', 'a'), registry('2.0.0', 'a, b'))).verdict).toEqual({ required: 'major', declared: 'major', ok: true });
  });

  it('below 1.0.0 a breaking change needs a minor bump', async () => {
    expect((await diffTexts(registry('0.17.0', 'a'), registry('0.18.0', 'a, b'))).verdict).toEqual({ required: 'minor', declared: 'minor', ok: true });
  });

  it('a tool version that moved too little fails the verdict even when the registry bump is enough', async () => {
    const { base, head } = fixture('tool-version-under-bumped');
    const r = await diffTexts(`version: 1.0.0\n${base}`, `version: 2.0.0\n${head}`);
    expect(r.changes.map((c) => c.id)).toContain('tool-version-under-bumped');
    expect(r.verdict).toEqual({ required: 'major', declared: 'major', ok: false });
  });
});
