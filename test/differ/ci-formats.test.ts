import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { diffGithub, diffJunit, diffSarif } from '../../src/reporters/diff-ci.js';
import { xmlProblems } from '../reporters/xml-check.js';
import { diffTexts } from './helpers.js';

const ctx = { color: false, version: '0.0.0' };

const BASE = `version: 1.0.0
tools:
  - name: search_issues
    description: Search issues.
    inputSchema:
      type: object
      properties:
        query: { type: string, maxLength: 100 }
  - name: get_issue
    description: Get one issue.
    inputSchema: { type: object }
`;
const HEAD = `version: 1.0.1
tools:
  - name: search_issues
    description: Search issues & pull requests.
    inputSchema:
      type: object
      properties:
        query: { type: string, maxLength: 50 }
        page: { type: integer }
`;
const sample = async () => ({ ...(await diffTexts(BASE, HEAD)), outcome: { exitCode: 1 as const, checkVersion: false } });

// The SARIF 2.1.0 schema shipped with @microsoft/jest-sarif, read as test/reporters/sarif.test.ts explains.
const raw = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
const { id, $schema: _draft04, ...body } = raw;
const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
addFormats.default(ajv);
const validateSarif = ajv.compile({ ...body, $schema: 'http://json-schema.org/draft-07/schema#', $id: id });

describe('diff CI formats', () => {
  it('github: an annotation per change where it is written, breaking as errors, and the verdict last', async () => {
    const lines = diffGithub(await sample(), ctx)
      .trimEnd()
      .split('\n');
    expect(lines).toContain(
      '::error file=head.yaml,line=8,col=43,title=max-length-tightened::`maxLength` of parameter `query` went from 100 to 50: values the old schema accepted may now be rejected. Keep `query` within `maxLength: 50`.',
    );
    expect(lines).toContain(
      '::error file=base.yaml,line=9,col=5,title=tool-removed::Tool `get_issue` was removed: calls to it fail. Stop calling `get_issue`.',
    );
    expect(lines.some((l) => l.startsWith('::notice file=head.yaml,line=9,') && l.includes('title=param-added-optional'))).toBe(true);
    expect(lines.at(-1)).toBe(
      '::error title=toolslint diff::A major bump is needed; declared patch (1.0.0 → 1.0.1): too low (not enforced: --check-version fails the run on it).',
    );
    const ok = diffGithub({ ...(await diffTexts(BASE, BASE)), outcome: { exitCode: 0, checkVersion: false } }, ctx);
    expect(ok).toBe('::notice title=toolslint diff::No version bump needed; declared none (1.0.0 → 1.0.0): enough.\n');
  });

  it('github: caps each level and points at the text format for the rest', async () => {
    const out = diffGithub(await sample(), { ...ctx, maxAnnotations: 1 });
    expect(out).toContain('run another format, such as -f text, to see all of them.');
  });

  it('sarif: a valid SARIF 2.1.0 log whose rules are the checks', async () => {
    const log = JSON.parse(diffSarif(await sample(), ctx));
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
    const run = log.runs[0];
    const result = run.results.find((r: { ruleId: string }) => r.ruleId === 'max-length-tightened');
    expect(result).toMatchObject({
      level: 'error',
      properties: { tool: 'search_issues' },
      locations: [{ physicalLocation: { artifactLocation: { uri: 'head.yaml' }, region: { startLine: 8, startColumn: 43 } } }],
    });
    expect(run.tool.driver.rules[result.ruleIndex]).toMatchObject({ id: 'max-length-tightened', defaultConfiguration: { level: 'error' } });
    expect(run.tool.driver.rules.some((r: { id: string }) => r.id === 'output-max-length-tightened')).toBe(true);
  });

  it('junit: well-formed, a case per tool, breaking changes as errors', async () => {
    const xml = diffJunit(await sample(), ctx);
    expect(xmlProblems(xml)).toEqual([]);
    expect(xml).toContain('<testcase classname="head.yaml" name="search_issues">');
    expect(xml).toContain('<error type="max-length-tightened"');
    expect(xml).toContain('<failure type="tool-description-changed"');
    expect(xml).toContain('<testsuite name="base.yaml" tests="1" failures="0" errors="1" skipped="0">');
  });
});
