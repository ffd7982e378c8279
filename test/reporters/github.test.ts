import { describe, expect, it } from 'vitest';
import type { Finding, Severity } from '../../src/engine/index.js';
import { data, github, property } from '../../src/reporters/github.js';
import type { LintResults } from '../../src/reporters/index.js';
import { CLEAN, EMPTY, HOSTILE, RAW_UNSAFE, RESULTS } from './fixtures.js';

const ctx = { color: true, version: '0.0.0' };

const many = (severity: Severity, n: number): Finding[] =>
  Array.from({ length: n }, (_, i) => ({
    ruleId: `r-${severity}`,
    severity,
    messageId: 'm',
    message: `${severity} ${i + 1}`,
    file: 'a.yaml',
    pointer: `/tools/${i}`,
    line: i + 1,
    column: 1,
  }));

describe('github', () => {
  it('prints one workflow command per failure and finding', () => {
    expect(github(RESULTS, ctx)).toMatchInlineSnapshot(`
      "::error file=bad.json,line=3,col=7,title=file-not-linted::bad.json:3:7: invalid JSON: expected a value.
      ::error file=missing.yaml,title=file-not-linted::missing.yaml: no such file or folder.
      ::error file=tools/a.yaml,line=4,col=11,title=tool-name-verb::Tool name "doStuff" does not start with a verb.
      ::warning file=tools/a.yaml,line=12,col=9,title=param-description-required::param-description-required message
      ::notice file=tools/a.yaml,line=120,col=5,title=schema-additional-properties::schema-additional-properties message
      ::notice file=tools/a.yaml,title=registry-version-required::registry-version-required message
      ::error file=tools/b.json,title=tool-description-required::tool-description-required message (at /tools/2)
      ::warning file=tools/b.json,line=9,col=15,title=tool-name-length::tool-name-length message
      "
    `);
  });

  it('prints nothing when there is nothing to annotate', () => {
    expect(github(CLEAN, ctx)).toBe('');
    expect(github(EMPTY, ctx)).toBe('');
  });

  it('escapes %, CR and LF in the message, and also : and , in properties', () => {
    const results: LintResults = {
      ...EMPTY,
      findings: [
        { ruleId: 'r:1,2', severity: 'error', messageId: 'm', message: '100% done,\r\nnext: line', file: 'dir,x/a:b%.yaml', pointer: '/a', line: 2, column: 3 },
      ],
    };
    expect(github(results, ctx)).toBe('::error file=dir%2Cx/a%3Ab%25.yaml,line=2,col=3,title=r%3A1%2C2::100%25 done,%0D%0Anext: line\n');
    expect(data('%0A')).toBe('%250A');
    expect(property('a:b,c%')).toBe('a%3Ab%2Cc%25');
  });

  it('never lets a message start a second command or reach the log raw', () => {
    const results: LintResults = {
      ...EMPTY,
      findings: [
        { ruleId: HOSTILE, severity: 'warn', messageId: 'm', message: `${HOSTILE}\n::error::forged`, tool: HOSTILE, file: HOSTILE, pointer: `/${HOSTILE}` },
      ],
    };
    const out = github(results, ctx);
    expect(out.split('\n')).toHaveLength(2);
    expect(out).not.toMatch(RAW_UNSAFE);
    expect(out).toContain('%0A::error::forged');
  });

  it('caps each level separately, failures first, and says how many were left out', () => {
    const results: LintResults = {
      ...EMPTY,
      failures: [{ file: 'bad.json', message: 'bad' }],
      findings: [...many('error', 12), ...many('warn', 3), ...many('info', 1), ...many('hint', 11)],
    };
    const lines = github(results, ctx).trimEnd().split('\n');
    const levels = lines.map((l) => l.match(/^::(\w+) /)?.[1] ?? 'summary');
    expect(levels.filter((l) => l === 'error')).toHaveLength(10);
    expect(levels.filter((l) => l === 'warning')).toHaveLength(3);
    expect(levels.filter((l) => l === 'notice')).toHaveLength(10);
    expect(lines[0]).toBe('::error file=bad.json,title=file-not-linted::bad');
    // The failure takes one of the ten error places.
    expect(lines.filter((l) => l.startsWith('::error')).at(-1)).toBe('::error file=a.yaml,line=9,col=1,title=r-error::error 9');
    expect(lines.at(-1)).toBe(
      'toolslint: 5 more problems were not annotated (at most 10 of each level are printed); run another format, such as -f stylish, to see all of them.',
    );
    const three = github({ ...results, findings: many('warn', 4) }, { ...ctx, maxAnnotations: 3 })
      .trimEnd()
      .split('\n');
    expect(three.slice(1)).toEqual([
      '::warning file=a.yaml,line=1,col=1,title=r-warn::warn 1',
      '::warning file=a.yaml,line=2,col=1,title=r-warn::warn 2',
      '::warning file=a.yaml,line=3,col=1,title=r-warn::warn 3',
      'toolslint: 1 more problem was not annotated (at most 3 of each level are printed); run another format, such as -f stylish, to see all of them.',
    ]);
  });
});
