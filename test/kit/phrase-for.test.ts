import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asciiWords,
  findPhrase,
  findPhrases,
  isAsciiText,
  phrasePattern,
  phraseRegExp,
  phraseRegExpAll,
  phraseRegExpAllFor,
  phraseRegExpFor,
  removePhrases,
  wordsLeft,
} from '../../src/kit/index.js';

// The matchers fit for one text (no scan for a phrase the text's words rule out, no `u` flag for
// ASCII text) must find exactly what the general Unicode matchers find. Text and phrases are built
// from the characters that are hardest for them: case, punctuation, whitespace, ſ and the Kelvin
// sign (which fold to ASCII), İ (which lowers to two characters), CJK.
const pieces = [
  'read',
  'READ',
  'only',
  '-',
  "'",
  ' ',
  '\n',
  '.',
  'e',
  'g',
  'ſ',
  'K',
  'k',
  'use',
  'this',
  '只读',
  '读',
  '<tag>',
  '_',
  '9',
  'é',
  'İ',
  '’',
  '\u00a0',
  'Ａ',
  '\u0301',
  'ⓐ',
];
const asciiPieces = pieces.filter((p) => /^[\x00-\x7f]*$/.test(p));
const textOf = (from: string[]) => fc.array(fc.constantFrom(...from), { maxLength: 12 }).map((p) => p.join(''));
const pool = [
  'read',
  'read-only',
  'READ only',
  'only',
  "read's",
  'e.g.',
  '<tag>',
  ' use this ',
  'ſ',
  'k',
  'K',
  'Kread',
  '只读',
  'read 只读',
  '-only',
  '_',
  '9',
  'é',
  'use\nthis',
  '',
  ' ',
  'only.',
  "'",
  'g',
  'this-',
  'ſe',
  'readonly',
  'read_only',
  'readé',
  '<只读>',
  'ａ',
  'Ａread',
  'i',
  'é only',
  '读',
  '’',
  'ⓐ',
  'read\u00a0only',
  '\u00a0only',
];

const matches = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => [m.index, m[0]]);

describe('matchers fit for one text', () => {
  for (const [name, arb] of [
    ['any text', textOf(pieces)],
    ['ASCII text', textOf(asciiPieces)],
  ] as const) {
    it(`find what the Unicode matchers find, in ${name}`, () => {
      fc.assert(
        fc.property(arb, fc.constantFrom(...pool), (text, phrase) => {
          expect(matches(text, phraseRegExpAllFor(text, phrase))).toEqual(matches(text, phraseRegExpAll(phrase)));
          const one = phraseRegExpFor(text, phrase).exec(text);
          const expected = phraseRegExp(phrase).exec(text);
          expect(one && [one.index, one[0]]).toEqual(expected && [expected.index, expected[0]]);
        }),
        { numRuns: 1500 },
      );
    });
  }

  it('give a fresh start to a global matcher used before', () => {
    const re = phraseRegExpAllFor('read only, read', 'read');
    re.lastIndex = 5;
    expect(matches('read only, read', phraseRegExpAllFor('read only, read', 'read'))).toEqual([
      [0, 'read'],
      [11, 'read'],
    ]);
  });

  it('match CJK phrases anywhere, and not in ASCII text', () => {
    expect(matches('请用只读模式，只读', phraseRegExpAllFor('请用只读模式，只读', '只读'))).toEqual([
      [2, '只读'],
      [7, '只读'],
    ]);
    expect(matches('read only', phraseRegExpAllFor('read only', '只读'))).toEqual([]);
    expect(phraseRegExpFor('这是只读的', '只读').test('这是只读的')).toBe(true);
  });

  it('fold ſ and the Kelvin sign in phrases onto ASCII text', () => {
    expect(matches('search the kb', phraseRegExpAllFor('search the kb', 'ſearch'))).toEqual([[0, 'search']]);
    expect(matches('the KB', phraseRegExpAllFor('the KB', '\u212Ab'))).toEqual([[4, 'KB']]);
  });

  it('work on text far longer than a description', () => {
    const long = `${'lorem ipsum dolor '.repeat(20_000)}read-only ${'x'.repeat(100_000)} READ only`;
    expect(matches(long, phraseRegExpAllFor(long, 'read only'))).toEqual(matches(long, phraseRegExpAll('read only')));
    expect(matches(long, phraseRegExpAllFor(long, 'read-only'))).toEqual([[360_000, 'read-only']]);
    const cjk = `${'数据'.repeat(100_000)}只读`;
    expect(matches(cjk, phraseRegExpAllFor(cjk, '只读'))).toEqual([[200_000, '只读']]);
  });
});

describe('findPhrases on texts of many words', () => {
  // Texts of many words take the set of their words rather than the list: both are compared.
  const longText = (from: string[]) => fc.array(fc.constantFrom(...from, ' ', ' '), { minLength: 30, maxLength: 80 }).map((p) => p.join(''));
  for (const [name, arb] of [
    ['any text', longText(pieces)],
    ['ASCII text', longText(asciiPieces)],
  ] as const) {
    it(`answer as the plain regexes do, in ${name}`, () => {
      fc.assert(
        fc.property(arb, fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 8 }), (text, phrases) => {
          const expected = phrases.filter((p) => p.trim() !== '' && phraseRegExp(p).test(text));
          expect(findPhrases(text, phrases)).toEqual(expected);
          expect(findPhrase(text, phrases)).toBe(expected[0]);
        }),
        { numRuns: 600 },
      );
    });
  }
});

describe('removePhrases', () => {
  it('removes plain words from ASCII text as replacing each in turn does', () => {
    const words = ['a', 'the', 'of', 'read', 'only', 'use', 'this', 'g', 'e', '9', '_'];
    fc.assert(
      fc.property(textOf(asciiPieces), fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 6 }), (text, phrases) => {
        let expected = text;
        for (const p of phrases) expected = expected.replace(phraseRegExpAll(p), ' ');
        expect(removePhrases(text, phrases)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('replaces a blank phrase between every two characters, before the words after it', () => {
    let expected = 'read';
    for (const p of ['', 'a']) expected = expected.replace(phraseRegExpAll(p), ' ');
    expect(removePhrases('read', ['', 'a'])).toBe(expected);
  });

  it('removes from long text and from CJK text', () => {
    const long = 'the cat of the hat '.repeat(50_000);
    expect(removePhrases(long, ['the', 'of'])).toBe('  cat     hat '.repeat(50_000));
    expect(removePhrases('的数据和的', ['的', '和'])).toBe(' 数据  ');
    expect(removePhrases('the 数据 of', ['the', '的', 'of'])).toBe('  数据  ');
  });
});

describe('wordsLeft', () => {
  it('gives the words removePhrases leaves in lowered ASCII text', () => {
    const words = ['a', 'the', 'of', 'read', 'only', 'use', 'this', 'g', 'e', '9', '_', 'READ'];
    fc.assert(
      fc.property(textOf(asciiPieces), fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 6 }), (text, phrases) => {
        expect(wordsLeft(text, phrases)).toEqual(removePhrases(text.toLowerCase(), phrases).match(/[A-Za-z0-9_]+/g) ?? []);
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves other text and lists to removePhrases', () => {
    expect(wordsLeft('返回 the 数据', ['the'])).toBeUndefined();
    expect(wordsLeft('read only', ['read only'])).toBeUndefined();
    expect(wordsLeft('read only', ['', 'read'])).toBeUndefined();
    expect(wordsLeft('Gets THE weather', ['the'])).toEqual(['gets', 'weather']);
  });
});

describe('phrasePattern', () => {
  // The pattern as first written, with `\p{…}` regexes for the word test at each end.
  const cjk = /[\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;
  const plainSource = (phrase: string) => {
    const body = phrase
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\s+/g, '\\s+');
    const start = /^[\p{L}\p{N}_]/u.test(phrase.trim()) && !cjk.test(phrase[0] ?? '') ? '(?<![\\p{L}\\p{N}_])' : '';
    const end = /[\p{L}\p{N}_]$/u.test(phrase.trim()) && !cjk.test(phrase.trim().slice(-1)) ? '(?![\\p{L}\\p{N}_])' : '';
    return `${start}${body}${end}`;
  };
  it('is the pattern the word tests at each end gave', () => {
    const chars = [...pieces, '𝒜', '😀', '٣', '²', ' ', '\t', 'a', 'Z', '_', '$', '(', '中'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...chars), { maxLength: 6 }).map((p) => p.join('')),
        (phrase) => {
          expect(phrasePattern(phrase)).toBe(plainSource(phrase));
        },
      ),
      { numRuns: 3000 },
    );
    for (const p of pool) expect(phrasePattern(p)).toBe(plainSource(p));
  });
});

describe('phrasePattern and isAsciiText', () => {
  it('give ASCII patterns that match ASCII text as the Unicode ones do', () => {
    fc.assert(
      fc.property(textOf(asciiPieces), fc.constantFrom(...pool.filter((p) => p.trim() !== '')), (text, phrase) => {
        const ascii = phrasePattern(phrase, true);
        const expected = matches(text, new RegExp(phrasePattern(phrase), 'giu'));
        if (ascii === undefined) return;
        expect(ascii === null ? [] : matches(text, new RegExp(ascii, 'gi'))).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
    expect(phrasePattern('只读', true)).toBeNull();
    expect(phrasePattern('ſearch', true)).toBeUndefined();
  });

  it('give the lowered words of ASCII text only', () => {
    expect(asciiWords('Use get_user, then Read-File.')).toEqual(['use', 'get_user', 'then', 'read', 'file']);
    expect(asciiWords('返回 get_user')).toBeUndefined();
  });

  it('tell ASCII text', () => {
    expect(isAsciiText('Returns the order.')).toBe(true);
    expect(isAsciiText('')).toBe(true);
    expect(isAsciiText('返回订单')).toBe(false);
    expect(isAsciiText('ſ')).toBe(false);
    expect(isAsciiText('\u212A')).toBe(false);
  });
});
