import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMATS_DESCRIBING_RULES, LINT_FORMATS, LINT_REPORTERS } from '../../src/reporters/index.js';
import { CLEAN, EMPTY, EMPTY_REGISTRIES, RESULTS, RULE_INFOS } from './fixtures.js';

const root = path.resolve(import.meta.dirname, '../..');

describe('every lint format', () => {
  it.each(LINT_FORMATS)('%s has a row in docs/formats.md and a test', (format) => {
    expect(readFileSync(path.join(root, 'docs/formats.md'), 'utf8')).toContain(`| \`${format}\` |`);
    expect(existsSync(path.join(root, 'test/reporters', `${format}.test.ts`))).toBe(true);
  });

  it.each(LINT_FORMATS)('%s is a pure function of its input, ending in a newline', (format) => {
    const ctx = { color: false, version: '0.0.0', rules: RULE_INFOS };
    for (const results of [RESULTS, CLEAN, EMPTY, EMPTY_REGISTRIES]) {
      const frozen = structuredClone(results);
      const out = LINT_REPORTERS[format](results, ctx);
      expect(out === '' || out.endsWith('\n')).toBe(true);
      expect(LINT_REPORTERS[format](results, ctx)).toBe(out);
      expect(results).toEqual(frozen);
    }
  });

  // The CLI reads every rule's doc for these formats only (a short run should not pay for it).
  it.each(LINT_FORMATS)('%s reads the rule descriptions only if it is listed as describing rules', (format) => {
    const withRules = LINT_REPORTERS[format](RESULTS, { color: false, version: '0.0.0', rules: RULE_INFOS });
    const without = LINT_REPORTERS[format](RESULTS, { color: false, version: '0.0.0' });
    expect(withRules !== without).toBe(FORMATS_DESCRIBING_RULES.has(format));
  });
});
