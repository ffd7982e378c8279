import { describe, expect, it } from 'vitest';
import { escapeTerminal } from '../../src/reporters/escape.js';
import { stylish } from '../../src/reporters/stylish.js';
import type { LintResults } from '../../src/reporters/index.js';

const HOSTILE = 'ok\u001b[31mred\r\nforged line\u202Eevil\u200Bhidden';
/** Everything a terminal would act on or hide: no report may contain these raw. */
const RAW_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\u2028\u2029]/;

describe('escapeTerminal', () => {
  it('turns controls, bidi overrides and zero-width characters into visible escapes', () => {
    expect(escapeTerminal(HOSTILE)).toBe('ok\\u001b[31mred\\r\\nforged line\\u202eevil\\u200bhidden');
  });

  it('covers every character class the reporters promise to escape', () => {
    const chars = [
      '\u0000',
      '\u0007',
      '\t',
      '\u007f',
      '\u0085',
      '\u009b',
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u2028',
      '\u2029',
      '\u{e0041}',
      '\ud800',
    ];
    for (const ch of chars) expect(escapeTerminal(`a${ch}b`), JSON.stringify(ch)).not.toMatch(/[^\x20-\x7e]/);
    expect(escapeTerminal('\u{e0041}')).toBe('\\u{e0041}');
  });

  it('leaves ordinary text, including non-ASCII letters and emoji, alone', () => {
    expect(escapeTerminal('créer_ticket 票 🚀 C:\\tools')).toBe('créer_ticket 票 🚀 C:\\tools');
  });
});

describe('stylish never prints input raw', () => {
  const results: LintResults = {
    files: [{ file: `a${HOSTILE}.json`, dialect: 'mcp', tools: 1 }],
    failures: [{ file: `b${HOSTILE}.json`, message: HOSTILE, line: 1, column: 2 }],
    findings: [
      { ruleId: `r${HOSTILE}`, severity: 'error', messageId: 'm', message: HOSTILE, tool: `t${HOSTILE}`, file: `a${HOSTILE}.json`, pointer: `/p${HOSTILE}` },
    ],
  };

  it.each([false, true])('color: %s', (color) => {
    const out = stylish(results, { color, version: '0.0.0' });
    const text = color ? out.replace(/\u001b\[\d+m/g, '') : out;
    for (const line of text.split('\n')) expect(line).not.toMatch(RAW_UNSAFE);
    // One header and one row per file, a blank line between blocks, then two summary lines.
    expect(text.split('\n')).toHaveLength(2 + 1 + 2 + 1 + 2 + 1);
    expect(text).toContain('ok\\u001b[31mred\\r\\nforged line\\u202eevil\\u200bhidden');
  });
});
