import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOT_REQUESTS } from '../../rules/tool-description-injection/defaults.js';
import { negated } from '../../rules/tool-description-injection/requests.js';
import { phraseRegExp } from '../../src/kit/index.js';

// negated() tries each negation's matches and one shared expression for what follows: it must
// answer what one expression per negation, anchored at the end, answers.
const reference = (before: string, negations: readonly string[]) =>
  negations.some((n) => new RegExp(`${phraseRegExp(n).source}\\s*(?:[\\p{L}']+\\s+)?$`, 'iu').test(before));

const pieces = [
  'not',
  'NOT',
  'do',
  "don't",
  'don’t',
  'never',
  'may',
  'whether',
  'or',
  'to',
  'ever',
  'then',
  "it's",
  'é',
  'ſ',
  'K',
  '不',
  '要',
  '请勿',
  '禁止',
  ' ',
  '  ',
  '\n',
  '\t',
  '.',
  ',',
  '9',
  '_',
  '-',
  'x',
];

describe('negated', () => {
  const negations = NOT_REQUESTS.filter((n) => n.trim() !== '');

  it('finds a negation, then at most one word, at the end of the text, as one expression per negation does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((p) => p.join('')),
        (before) => {
          expect(negated(before, negations)).toBe(reference(before, negations));
        },
      ),
      { numRuns: 4000 },
    );
  });

  it('tries matches that overlap, and phrases of several words', () => {
    const list = ['no no', 'whether or not to'];
    for (const before of ['no no no ', 'no no no', 'say no no no go ', 'Whether or not to ', 'whether or  not to then ', 'whether or not to go on ']) {
      expect(negated(before, list), before).toBe(reference(before, list));
    }
    expect(negated('no no no ', list)).toBe(true);
    expect(negated('whether or not to go on ', list)).toBe(false);
  });
});
