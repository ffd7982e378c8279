import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { ruleDocsUrl } from '../../src/engine/index.js';
import { safeJson } from '../../src/reporters/markup.js';
import { sarif } from '../../src/reporters/sarif.js';
import type { LintResults } from '../../src/reporters/index.js';
import { CLEAN, EMPTY, HOSTILE, RAW_UNSAFE, RESULTS, RULE_INFOS } from './fixtures.js';

const ctx = { color: false, version: '0.0.0', rules: RULE_INFOS };

/**
 * The SARIF 2.1.0 JSON Schema, revision 2.1.0-rtm.5 as shipped in @microsoft/jest-sarif (the
 * OASIS errata01 schema differs in details this output does not touch, such as requiring a
 * region to have a start, checked below). It is written in draft-04, which Ajv 8 reads once
 * `id` is `$id`: the schema uses no other keyword whose meaning changed since, as the first
 * test checks.
 */
const raw = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
const { id, $schema: _draft04, ...body } = raw;
// The schema's `language` pattern has a stray `]`, an error only under the `u` flag.
const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
addFormats.default(ajv);
const validate = ajv.compile({ ...body, $schema: 'http://json-schema.org/draft-07/schema#', $id: id });

describe('sarif', () => {
  it('the schema needs nothing from draft-04 beyond `id`', () => {
    expect(raw.$schema).toBe('http://json-schema.org/draft-04/schema#');
    expect(raw.properties.version.enum).toEqual(['2.1.0']);
    const draft04Only: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value === 'boolean') draft04Only.push(`${at}/${key}`);
        if (key === 'id' && typeof value === 'string' && at !== '#') draft04Only.push(`${at}/${key}`);
        walk(value, `${at}/${key}`);
      }
    };
    walk(raw, '#');
    expect(draft04Only).toEqual([]);
  });

  it.each([
    ['several files, failures and findings', RESULTS],
    ['a clean run', CLEAN],
    ['nothing linted', EMPTY],
  ])('validates against the SARIF 2.1.0 schema: %s', (_, results) => {
    const log = JSON.parse(sarif(results, ctx));
    expect(validate(log), ajv.errorsText(validate.errors)).toBe(true);
    // The OASIS errata also require a region to have a start; rtm.5 does not say so.
    const regions = JSON.stringify(log).match(/"region":\{[^}]*\}/g) ?? [];
    for (const region of regions) expect(region).toMatch(/"startLine":[1-9]/);
  });

  it('the validator rejects what SARIF forbids', () => {
    const good = JSON.parse(sarif(RESULTS, ctx));
    const result = good.runs[0].results[0];
    const bad = (change: object) => ({ ...good, runs: [{ ...good.runs[0], results: [{ ...result, ...change }] }] });
    expect(validate(bad({ level: 'warn' }))).toBe(false);
    expect(validate(bad({ extra: 1 }))).toBe(false);
    expect(validate(bad({ locations: [{ physicalLocation: { artifactLocation: { uri: 'a b' }, region: { startLine: 1 } } }] }))).toBe(false);
    expect(validate(bad({ locations: [{ physicalLocation: { artifactLocation: { uri: 'a' }, region: { startLine: 0 } } }] }))).toBe(false);
  });

  it('matches the snapshot', async () => {
    await expect(sarif(RESULTS, ctx)).toMatchFileSnapshot('__snapshots__/sarif.sarif.json');
  });

  it('writes its results one at a time, laid out exactly as the whole log written at once', () => {
    const hostile: LintResults = { ...RESULTS, findings: RESULTS.findings.map((f) => ({ ...f, message: HOSTILE, tool: HOSTILE })) };
    for (const results of [RESULTS, hostile, EMPTY, CLEAN]) {
      const text = sarif(results, ctx);
      expect(text).toBe(safeJson(JSON.parse(text)));
    }
  });

  it('describes every rule with its docs link and default level, and every result points at one', () => {
    const run = JSON.parse(sarif(RESULTS, ctx)).runs[0];
    const rules = run.tool.driver.rules;
    expect(rules.map((r: { id: string }) => r.id)).toEqual([...RULE_INFOS.map((r) => r.id), 'tool-name-length']);
    expect(rules[4]).toEqual({
      id: 'tool-name-verb',
      shortDescription: { text: 'Tool names start with a verb.' },
      fullDescription: { text: 'A model picks a tool by its name first.' },
      helpUri: ruleDocsUrl('tool-name-verb'),
      defaultConfiguration: { level: 'warning' },
    });
    expect(rules[1].defaultConfiguration).toEqual({ enabled: false });
    for (const r of run.results) expect(rules[r.ruleIndex].id).toBe(r.ruleId);
  });

  it('gives 1-based regions where the finding has a line, and none where it has not', () => {
    const results = JSON.parse(sarif(RESULTS, ctx)).runs[0].results;
    expect(results[0].locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'tools/a.yaml', uriBaseId: '%SRCROOT%' },
      region: { startLine: 4, startColumn: 11 },
    });
    expect(results[3].locations[0].physicalLocation.region).toBeUndefined();
    expect(results[0].properties).toEqual({ tool: 'doStuff', pointer: '/tools/0/name', severity: 'error' });
    expect(results[0].locations[0].logicalLocations).toEqual([{ name: 'doStuff', kind: 'function' }]);
  });

  it('keeps fingerprints when the message or the line changes, and makes them distinct', () => {
    const prints = (r: LintResults) => JSON.parse(sarif(r, ctx)).runs[0].results.map((x: { partialFingerprints: object }) => x.partialFingerprints);
    const before = prints(RESULTS);
    const moved = RESULTS.findings.map((f) => ({ ...f, message: `${f.message} (reworded)`, line: f.line === undefined ? undefined : f.line + 10 }));
    expect(prints({ ...RESULTS, findings: moved })).toEqual(before);
    const keys = before.map((p: Record<string, string>) => p['toolslint/v2']);
    expect(new Set(keys).size).toBe(keys.length);
    const twice = [RESULTS.findings[0], { ...RESULTS.findings[0], message: 'other' }];
    const [a, b] = prints({ ...RESULTS, findings: twice });
    expect(a).not.toEqual(b);
    expect(prints({ ...RESULTS, findings: [{ ...RESULTS.findings[0], pointer: '/tools/1/name' }] })[0]).not.toEqual(before[0]);
  });

  it('reports files that could not be linted as failed execution', () => {
    const inv = JSON.parse(sarif(RESULTS, ctx)).runs[0].invocations[0];
    expect(inv.executionSuccessful).toBe(false);
    expect(inv.toolExecutionNotifications[0]).toEqual({
      level: 'error',
      message: { text: 'bad.json:3:7: invalid JSON: expected a value.' },
      locations: [{ physicalLocation: { artifactLocation: { uri: 'bad.json', uriBaseId: '%SRCROOT%' }, region: { startLine: 3, startColumn: 7 } } }],
    });
    expect(JSON.parse(sarif(CLEAN, ctx)).runs[0].invocations[0].executionSuccessful).toBe(true);
  });

  it('turns paths into URI references', () => {
    const at = (file: string) =>
      JSON.parse(sarif({ ...EMPTY, failures: [{ file, message: 'x' }] }, ctx)).runs[0].invocations[0].toolExecutionNotifications[0].locations[0]
        .physicalLocation.artifactLocation;
    expect(at('my tools/a#1.yaml')).toEqual({ uri: 'my%20tools/a%231.yaml', uriBaseId: '%SRCROOT%' });
    expect(at('/abs/t 1.json')).toEqual({ uri: 'file:///abs/t%201.json' });
    expect(at('C:/work/t.json')).toEqual({ uri: 'file:///C:/work/t.json' });
    expect(at('<stdin>')).toEqual({ uri: '%3Cstdin%3E', uriBaseId: '%SRCROOT%' });
  });

  it('keeps hostile text exact but never raw', () => {
    const results: LintResults = {
      ...EMPTY,
      findings: [{ ruleId: 'r', severity: 'warn', messageId: 'm', message: HOSTILE, tool: HOSTILE, file: `a${HOSTILE}`, pointer: '/x' }],
    };
    const out = sarif(results, ctx);
    for (const line of out.split('\n')) expect(line).not.toMatch(RAW_UNSAFE);
    const parsed = JSON.parse(out);
    expect(parsed.runs[0].results[0].message.text).toBe(HOSTILE);
    expect(validate(parsed), ajv.errorsText(validate.errors)).toBe(true);
  });
});
