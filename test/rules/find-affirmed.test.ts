import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasAnyPhrase, hasCjk, phraseRegExpAll, findAffirmed, NEGATIONS } from '../../src/kit/index.js';

// findAffirmed reads the words before a phrase without a `u` regex when they are ASCII, and scans
// only the phrases the text's words allow: it must answer as the plain version below does.
function normalise(text: string): string {
  return text.replace(/[\u2018\u2019\u02bc]/g, "'");
}

function plainNegated(text: string, index: number, negations: readonly string[]): boolean {
  const clause =
    text
      .slice(Math.max(0, index - 60), index)
      .split(/[.!?;:。！？；：\n]/)
      .pop() ?? '';
  const words = (clause.match(/[\p{L}\p{N}']+/gu) ?? [])
    .filter((w) => !hasCjk(w))
    .slice(-3)
    .map((w) => w.toLowerCase());
  const cjkTail = clause.replace(/\s+/g, '').slice(-3);
  return negations.some((n) => {
    const cue = n.trim().toLowerCase();
    if (cue === '') return false;
    return hasCjk(cue) ? cjkTail.includes(cue) : words.includes(cue);
  });
}

function plainFindAffirmed(text: string, phrases: readonly string[], negations: readonly string[]): string | undefined {
  const flat = normalise(text);
  if (!hasAnyPhrase(flat, phrases.map(normalise))) return undefined;
  for (const phrase of phrases) {
    if (phrase.trim() === '') continue;
    for (const m of flat.matchAll(phraseRegExpAll(normalise(phrase)))) if (!plainNegated(flat, m.index, negations)) return phrase;
  }
  return undefined;
}

const pieces = [
  'use',
  'this',
  'when',
  ' ',
  ' ',
  'not',
  "don't",
  'don’t',
  'NOT',
  'never',
  '.',
  ';',
  ':',
  '\n',
  ',',
  '不',
  '适用于',
  '使用',
  'é',
  'İ',
  'read-only',
  'only',
  "'",
  'x',
  '9',
  'non',
  '-',
];
const phrasePool = ['use this when', 'use when', 'when', 'read-only', 'read only', '适用于', "don't use", 'don’t use', 'only', ''];
const negationPool = [NEGATIONS, ['not'], ['不'], ['', 'never'], ['non', 'é']];

describe('findAffirmed', () => {
  it('answers as reading every phrase and splitting the clause does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((p) => p.join('')),
        fc.array(fc.constantFrom(...phrasePool), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...negationPool),
        (text, phrases, negations) => {
          expect(findAffirmed(text, phrases, negations)).toBe(plainFindAffirmed(text, phrases, negations));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads a negation only in the clause before the phrase', () => {
    expect(findAffirmed('Do not use this when offline', ['use this when'], NEGATIONS)).toBeUndefined();
    expect(findAffirmed('Not now. Use this when offline', ['use this when'], NEGATIONS)).toBe('use this when');
    expect(findAffirmed('不适用于批量', ['适用于'], NEGATIONS)).toBeUndefined();
  });
});
