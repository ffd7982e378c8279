import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { everyMatch, phraseMatches, phraseRegExpAll, phraseRegExpAllFor } from '../../src/kit/index.js';

const spans = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => ({ index: m.index, length: m[0].length }));

describe('everyMatch', () => {
  const unit = fc.constantFrom('a', 'b', 'A', ' ', '-', '_', 'é', 'ſ', '中', '😀', '\n');
  const text = fc.string({ unit, maxLength: 30 });
  const phrase = fc.oneof(fc.string({ unit, maxLength: 4 }), fc.constantFrom('', ' ', 'a b', 'ab', '中', 'A-b'));

  it('finds what matchAll finds, for every phrase matcher, blank phrases and surrogate pairs included', () => {
    fc.assert(
      fc.property(text, phrase, (t, p) => {
        const expected = spans(t, phraseRegExpAllFor(t, p));
        expect(phraseMatches(t, p)).toEqual(expected);
        expect(everyMatch(t, phraseRegExpAll(p))).toEqual(spans(t, phraseRegExpAll(p)));
      }),
      { numRuns: 3000 },
    );
  });

  it('moves past empty matches as matchAll does, with and without the u flag, and leaves the matcher at 0', () => {
    for (const re of [/x*/g, /x*/gu, /(?:)/gu, /😀|/gu]) {
      for (const t of ['', 'ab', '😀😀x', 'x😀']) {
        expect(everyMatch(t, re)).toEqual(spans(t, re));
        expect(re.lastIndex).toBe(0);
      }
    }
  });
});
