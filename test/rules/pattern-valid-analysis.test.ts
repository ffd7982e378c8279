import { describe, expect, it } from 'vitest';
import { checkPattern, safeRegExp } from '../../src/kit/view/regex/pattern.js';

const catastrophic = [
  '(a+)+',
  '(a*)*',
  '(a|a)*',
  '(a|a?)+',
  '(\\w+\\s?)+',
  '^(\\w+\\s?)+$',
  '(.*,)+',
  '([a-z]+[0-9]*)+',
  '(\\d+-?)+$',
  '(x+x+)+y',
  '(\\d|\\w)+',
  '(.|\\s)*$',
  '^(a+)+$',
  '(?:a+|b)+',
  '((a+))+',
  '(a{1,10})+',
  '^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$',
  '(?=(a+)+b)',
  '^(\\p{L}+\\s?)+$',
  '(a|aa)+',
  '(.*a){11}',
  '(\\d{2}\\d+){20}',
];
const safe = [
  '^[a-z]+$',
  '(ab+)+',
  '([a-z]+\\.)+[a-z]+',
  '^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$',
  '(a|ab)*',
  '(ab|ac)*',
  '\\d+\\d+',
  'a*a*',
  '^(?:[^"\\\\]|\\\\.)*$',
  '^\\d{1,3}(\\.\\d{1,3}){3}$',
  '^[A-Z]{1,5}$',
  '(.|\\n)*',
  '^(\\p{L}+\\d)+$',
  '^[\\p{L}\\p{N}_-]+(\\s[\\p{L}\\p{N}_-]+)*$',
  '^(?:(?:25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(?:25[0-5]|2[0-4]\\d|1?\\d?\\d)$',
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  '^(https?|ftp)://[^\\s/$.?#].[^\\s]*$',
  '[\\u4e00-\\u9fff]+',
  '^(a?)*$',
  '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  '^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$',
  '^([0-9a-f]{2})+$',
  '\\b(\\w+)\\s\\1\\b',
  'x{2,}',
  '(?<year>\\d{4})-(?<month>\\d{2})',
  '^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$',
  '',
];

describe('pattern-valid analysis', () => {
  for (const p of catastrophic) it(`reports ${p}`, () => expect(checkPattern(p, 1000).backtracking).toBe('catastrophic'));
  for (const p of safe) it(`accepts ${p}`, () => expect(checkPattern(p, 1000)).toEqual({}));

  it('names the repetition that backtracks', () => {
    expect(checkPattern('^id-(\\w+\\s?)+$', 1000).near).toBe('(\\w+\\s?)+');
  });

  it("reports what does not compile, with the engine's reason", () => {
    expect(checkPattern('(?P<name>a)', 1000)).toEqual({ invalid: 'Invalid group' });
    expect(checkPattern('a{2,1}', 1000).invalid).toMatch(/out of order/);
    expect(checkPattern('[', 1000).invalid).toBeDefined();
  });

  it('tells patterns that compile only without u', () => {
    expect(checkPattern('^\\_[a-z]+$', 1000)).toEqual({ nonUnicode: 'Invalid escape' });
    expect(checkPattern('a{', 1000).nonUnicode).toBeDefined();
    expect(checkPattern('^(\\_+)+$', 1000)).toMatchObject({ nonUnicode: 'Invalid escape', backtracking: 'catastrophic' });
  });

  it('gives up on patterns too long or too nested, in bounded time', () => {
    expect(checkPattern('a'.repeat(2000), 1000).backtracking).toBe('tooComplex');
    expect(checkPattern(`${'('.repeat(200)}a${')'.repeat(200)}`, 10_000).backtracking).toBe('tooComplex');
    const started = Date.now();
    expect(checkPattern('[a-z]*'.repeat(120), 10_000).backtracking).toBeDefined();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('compiles only patterns that are safe to run', () => {
    expect(safeRegExp('^[a-z]+$', 1000)?.test('abc')).toBe(true);
    expect(safeRegExp('(a+)+$', 1000)).toBeUndefined();
    expect(safeRegExp('\\_', 1000)).toBeUndefined();
  });
});
