import { describe, expect, it } from 'vitest';
import { json } from '../../src/reporters/json.js';
import type { LintResults } from '../../src/reporters/index.js';
import { EMPTY, EMPTY_REGISTRIES, RESULTS } from './fixtures.js';

const ctx = { color: true, version: '0.0.0' };

describe('json', () => {
  it('prints the DESIGN.md contract, keys in order, 2-space indent, trailing newline', () => {
    expect(json(RESULTS, ctx)).toMatchSnapshot();
    expect(json(RESULTS, ctx).endsWith('}\n')).toBe(true);
  });

  it('writes C1 controls, bidi overrides and zero-width characters in strings as \\u escapes: the same JSON, safe on a terminal', () => {
    const hostile = { ...RESULTS, findings: RESULTS.findings.map((f, i) => (i === 0 ? { ...f, message: `a\u009b31m\u202eb\u200bc` } : f)) };
    const text = json(hostile, ctx);
    expect(/[\u007f-\u009f\u202e\u200b]/.test(text)).toBe(false);
    expect(text).toContain('a\\u009b31m\\u202eb\\u200bc');
    expect(JSON.parse(text).findings[0].message).toBe('a\u009b31m\u202eb\u200bc');
  });

  it('the empty case still has every key', () => {
    expect(json(EMPTY, ctx)).toMatchInlineSnapshot(`
      "{
        "schemaVersion": 1,
        "files": [],
        "failures": [],
        "findings": [],
        "summary": {
          "error": 0,
          "warn": 0,
          "info": 0,
          "hint": 0,
          "failures": 0
        }
      }
      "
    `);
  });

  it('keeps key order whatever order the input objects have, and drops fields outside the contract', () => {
    const shuffled = {
      skipped: [{ file: 'x', reason: 'y' }],
      findings: [{ column: 2, line: 1, pointer: '/a', file: 'f', tool: 't', message: 'm', messageId: 'id', severity: 'warn', ruleId: 'r', extra: 1 }],
      failures: [{ column: 4, line: 3, message: 'm', file: 'g' }],
      files: [{ tools: 1, dialect: 'mcp', file: 'f' }],
    } as unknown as LintResults;
    const out = JSON.parse(json(shuffled, ctx));
    // `skipped`, an extension of the contract, comes last and only when there is something in it.
    expect(Object.keys(out)).toEqual(['schemaVersion', 'files', 'failures', 'findings', 'summary', 'skipped']);
    expect(out.skipped).toEqual([{ file: 'x', reason: 'y' }]);
    expect(Object.keys(out.files[0])).toEqual(['file', 'dialect', 'tools']);
    expect(Object.keys(out.failures[0])).toEqual(['file', 'message', 'line', 'column']);
    expect(Object.keys(out.findings[0])).toEqual(['ruleId', 'severity', 'messageId', 'message', 'tool', 'file', 'pointer', 'line', 'column']);
    expect(out.summary).toEqual({ error: 0, warn: 1, info: 0, hint: 0, failures: 1 });
  });

  it('notes, another extension, come last and only when there are any', () => {
    const out = JSON.parse(json({ ...EMPTY_REGISTRIES, skipped: [{ file: 'x', reason: 'y' }] }, ctx));
    expect(Object.keys(out)).toEqual(['schemaVersion', 'files', 'failures', 'findings', 'summary', 'skipped', 'notes']);
    expect(out.notes).toEqual(EMPTY_REGISTRIES.notes);
    expect(out.files).toEqual(EMPTY_REGISTRIES.files);
    expect(Object.keys(JSON.parse(json({ ...EMPTY, notes: [] }, ctx)))).not.toContain('notes');
  });

  it('counts every severity and failure in the summary', () => {
    expect(JSON.parse(json(RESULTS, ctx)).summary).toEqual({ error: 2, warn: 2, info: 1, hint: 1, failures: 2 });
  });

  it('leaves text to JSON escaping: control characters round-trip exactly', () => {
    const message = 'a\u001b[31mb\r\nc\u202Ed\u200Be';
    const results: LintResults = { ...EMPTY, failures: [{ file: 'x', message }] };
    expect(JSON.parse(json(results, ctx)).failures[0].message).toBe(message);
    expect(json(results, ctx)).not.toContain('\u001b');
  });
});
