import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize } from '../../rules/tool-description-injection/phrases.js';

// normalize() skips the Unicode filler regex for ASCII text and for text that cannot hold a
// filler word: it must give what the one Unicode regex gives.
const FILLER = /(?<![\p{L}\p{N}_'])(?:all|the|any|of|every|these|those|my)(?![\p{L}\p{N}_'])\s*/giu;
const plain = (text: string) => text.replace(/[’‘]/g, "'").replace(FILLER, '').replace(/\s+/g, ' ');

const pieces = [
  'ignore',
  ' ',
  'all',
  'ALL',
  'the',
  'THESE',
  'theſe',
  'thoſe',
  'of',
  'my',
  'every',
  'any',
  "'",
  '’',
  'é',
  '忽略',
  '以上',
  'x',
  '_',
  '9',
  '\n',
  'K',
  'İ',
];

describe('normalize', () => {
  it('removes filler words as the Unicode regex does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 20 }).map((p) => p.join('')),
        (text) => {
          expect(normalize(text)).toBe(plain(text));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
