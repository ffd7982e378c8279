import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPhrase, findPhrases, hasAnyPhrase, phraseRegExp, phraseRegExpAll, removePhrases } from '../../src/kit/index.js';

// The word filter in front of the phrase regexes must never change an answer: these compare
// the helpers with the plain regexes on text and phrases built from the characters that are
// hardest for it (case, punctuation, whitespace, ſ and the Kelvin sign, CJK).
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
const textArb = fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((p) => p.join(''));
// A fixed pool of phrases: compiling a Unicode regex per random phrase would make the test slow.
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
const listArb = fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 6 });

function plain(text: string, phrases: readonly string[]): string[] {
  return phrases.filter((p) => p.trim() !== '' && phraseRegExp(p).test(text));
}

describe('phrase helpers with the word filter', () => {
  it('answer as the plain regexes do', () => {
    fc.assert(
      fc.property(textArb, listArb, (text, phrases) => {
        const expected = plain(text, phrases);
        expect(findPhrases(text, phrases)).toEqual(expected);
        expect(findPhrase(text, phrases)).toBe(expected[0]);
        expect(hasAnyPhrase(text, phrases)).toBe(expected.length > 0);
      }),
      { numRuns: 400 },
    );
  });

  it('list each phrase once however often the text repeats its words, in short and long texts', () => {
    const phrases = ['read only', 'only', 'write', 'read'];
    for (const repeats of [2, 5, 30]) {
      const text = Array.from({ length: repeats }, (_, i) => (i % 2 === 0 ? 'read only' : 'write it')).join(', ');
      expect(findPhrases(text, phrases)).toEqual(plain(text, phrases));
    }
  });

  it('remove phrases as replacing each in turn does', () => {
    const words = ['a', 'the', 'of', 'read', 'K', 'ſ', '只读', 'é'];
    // Lists of plain words take a shorter way than other lists: both are compared.
    for (const choices of [words, [...words, ...pool]]) {
      fc.assert(
        fc.property(textArb, fc.array(fc.constantFrom(...choices), { minLength: 1, maxLength: 6 }), (text, phrases) => {
          let expected = text;
          for (const p of phrases) expected = expected.replace(phraseRegExpAll(p), ' ');
          expect(removePhrases(text, phrases)).toBe(expected);
        }),
        { numRuns: 300 },
      );
    }
    expect(removePhrases('the cat of the hat', ['the', 'of', '的'])).toBe('  cat     hat');
  });

  it('answer for a list first asked about after the text was read with other lists', () => {
    // One index serves every list: a text read before a list joined it is looked at again.
    const text = 'Returns the open tickets, read only, sorted by date.';
    expect(findPhrases(text, ['closed', 'sorted by'])).toEqual(['sorted by']);
    expect(findPhrases(text, ['read only', 'tickets'])).toEqual(['read only', 'tickets']);
    expect(hasAnyPhrase(text, ['archived'])).toBe(false);
    expect(findPhrases(text, ['closed', 'sorted by'])).toEqual(['sorted by']);
  });

  it('answer as before once lists made at every call have filled the index and it started again', () => {
    const text = 'Deletes the branch. This cannot be undone.';
    const kept = ['cannot be undone', 'irreversible'];
    expect(findPhrases(text, kept)).toEqual(['cannot be undone']);
    for (let i = 0; i < 5_000; i++) expect(hasAnyPhrase(text, [`word${i}`, 'branch'])).toBe(true);
    expect(findPhrases(text, kept)).toEqual(['cannot be undone']);
    expect(findPhrases('irreversible, it says', kept)).toEqual(['irreversible']);
  });

  it('finds phrases whose first word is written with ſ or the Kelvin sign in the phrase', () => {
    expect(findPhrase('search the kb', ['ſearch'])).toBe('ſearch');
    expect(findPhrase('the kb', ['\u212Ab'])).toBe('\u212Ab');
  });

  it('finds phrases that start with punctuation', () => {
    expect(findPhrase('see <IMPORTANT> here', ['<important>'])).toBe('<important>');
    expect(findPhrase('plain text', ['<important>'])).toBeUndefined();
  });
});
