import { describe, expect, it } from 'vitest';
import { junit } from '../../src/reporters/junit.js';
import type { LintResults } from '../../src/reporters/index.js';
import { CLEAN, EMPTY, HOSTILE, RAW_UNSAFE, RESULTS } from './fixtures.js';
import { xmlProblems } from './xml-check.js';

const ctx = { color: true, version: '0.0.0' };

const NAMED: LintResults = {
  ...RESULTS,
  files: [
    { file: 'tools/a.yaml', dialect: 'openai-chat', tools: 3, toolNames: ['doStuff', 'get_user', 'list_orders'] },
    { file: 'tools/b.json', dialect: 'mcp', tools: 1, toolNames: ['list_items'] },
  ],
};

describe('junit', () => {
  it('the well-formedness check catches what it is for', () => {
    expect(xmlProblems('<a><b></a>')).not.toEqual([]);
    expect(xmlProblems('<a>x & y</a>')).not.toEqual([]);
    expect(xmlProblems('<a t="1">\u0001</a>')).not.toEqual([]);
    expect(xmlProblems('<a/><b/>')).not.toEqual([]);
    expect(xmlProblems('<a t="&lt;">&amp;&#10;</a>')).toEqual([]);
  });

  it('a suite per file, a case per tool: errors as <error>, warnings as <failure>, the rest as output', () => {
    expect(junit(NAMED, ctx)).toMatchInlineSnapshot(`
      "<?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="toolslint" tests="7" failures="0" errors="4">
        <testsuite name="bad.json" tests="1" failures="0" errors="1" skipped="0">
          <testcase classname="bad.json" name="(file)">
            <error type="file-not-linted" message="bad.json:3:7: invalid JSON: expected a value.">bad.json:3:7: invalid JSON: expected a value.
      at bad.json:3:7</error>
          </testcase>
        </testsuite>
        <testsuite name="missing.yaml" tests="1" failures="0" errors="1" skipped="0">
          <testcase classname="missing.yaml" name="(file)">
            <error type="file-not-linted" message="missing.yaml: no such file or folder.">missing.yaml: no such file or folder.
      at missing.yaml</error>
          </testcase>
        </testsuite>
        <testsuite name="tools/a.yaml" tests="4" failures="0" errors="1" skipped="0">
          <testcase classname="tools/a.yaml" name="doStuff">
            <error type="tool-name-verb" message="Tool name &quot;doStuff&quot; does not start with a verb.">Tool name &quot;doStuff&quot; does not start with a verb.
      at tools/a.yaml:4:11 (/tools/0/name)</error>
            <failure type="param-description-required" message="param-description-required message">param-description-required message
      at tools/a.yaml:12:9 (/tools/0/parameters/properties/id)</failure>
          </testcase>
          <testcase classname="tools/a.yaml" name="get_user">
            <system-out>info schema-additional-properties: schema-additional-properties message at tools/a.yaml:120:5 (/tools/1/parameters)</system-out>
          </testcase>
          <testcase classname="tools/a.yaml" name="list_orders"/>
          <testcase classname="tools/a.yaml" name="(file)">
            <system-out>hint registry-version-required: registry-version-required message at tools/a.yaml</system-out>
          </testcase>
        </testsuite>
        <testsuite name="tools/b.json" tests="1" failures="0" errors="1" skipped="0">
          <testcase classname="tools/b.json" name="list_items">
            <error type="tool-description-required" message="tool-description-required message">tool-description-required message
      at tools/b.json (/tools/2)</error>
            <failure type="tool-name-length" message="tool-name-length message">tool-name-length message
      at tools/b.json:9:15 (/tools/2/name)</failure>
          </testcase>
        </testsuite>
      </testsuites>
      "
    `);
    expect(xmlProblems(junit(NAMED, ctx))).toEqual([]);
  });

  it('counts a case with only warnings as a failure', () => {
    const out = junit({ ...NAMED, failures: [], findings: NAMED.findings.filter((f) => f.severity === 'warn') }, ctx);
    expect(out).toContain('<testsuites name="toolslint" tests="4" failures="2" errors="0">');
  });

  it('without tool names, has a case for each tool with findings', () => {
    const out = junit(RESULTS, ctx);
    expect([...out.matchAll(/<testcase classname="tools\/a.yaml" name="([^"]+)"/g)].map((m) => m[1])).toEqual(['doStuff', 'get_user', '(file)']);
    expect(xmlProblems(out)).toEqual([]);
  });

  it('a clean run is a valid report of passing cases, and an empty one a valid empty report', () => {
    const clean = junit({ ...NAMED, failures: [], findings: [] }, ctx);
    expect(clean).toContain('<testsuites name="toolslint" tests="4" failures="0" errors="0">');
    expect(clean).not.toMatch(/<(error|failure)/);
    expect(xmlProblems(clean)).toEqual([]);
    expect(junit(EMPTY, ctx)).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="toolslint" tests="0" failures="0" errors="0">\n</testsuites>\n');
    expect(xmlProblems(junit(EMPTY, ctx))).toEqual([]);
    expect(xmlProblems(junit(CLEAN, ctx))).toEqual([]);
  });

  it('escapes markup, and turns what XML forbids and terminals act on into visible escapes', () => {
    const results: LintResults = {
      files: [{ file: `a${HOSTILE}`, dialect: 'mcp', tools: 1, toolNames: [HOSTILE] }],
      failures: [{ file: `b${HOSTILE}`, message: HOSTILE }],
      findings: [
        {
          ruleId: `r${HOSTILE}`,
          severity: 'error',
          messageId: 'm',
          message: HOSTILE,
          tool: HOSTILE,
          file: `a${HOSTILE}`,
          pointer: `/${HOSTILE}`,
          line: 1,
          column: 1,
        },
        { ruleId: 'r', severity: 'info', messageId: 'm', message: HOSTILE, tool: HOSTILE, file: `a${HOSTILE}`, pointer: '' },
      ],
    };
    const out = junit(results, ctx);
    expect(xmlProblems(out)).toEqual([]);
    for (const line of out.split('\n')) expect(line).not.toMatch(RAW_UNSAFE);
    expect(out).toContain(
      'message="ok\\u001b[31mred\\r\\nforged, 100% &lt;b&gt;bold&lt;/b&gt; &amp; | `x` :: \\u202eevil\\u200bhidden\\u0085\\u{e0041}\\ufffe"',
    );
    expect(out.match(/<testcase /g)).toHaveLength(2);
  });
});
