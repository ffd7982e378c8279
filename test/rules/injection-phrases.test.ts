import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phrasePattern, phraseRegExpAllFor } from '../../src/kit/index.js';
import { CONCEAL_PHRASES, INSTRUCT_WORDS, OVERRIDE_PHRASES, DATA_WORDS } from '../../rules/tool-description-injection/defaults.js';
import { normalize, phraseMatcher } from '../../rules/tool-description-injection/phrases.js';

/** What phraseMatcher finds, by trying every phrase in list order on the normalized text, with no filter first. */
function reference(phrases: readonly string[], exceptBefore: readonly string[], text: string): string | undefined {
  const subject = normalize(text);
  const words = exceptBefore.filter((w) => w.trim() !== '').map((w) => phrasePattern(w));
  for (const phrase of phrases) {
    const flat = normalize(phrase);
    if (flat.trim() === '') continue;
    for (const m of subject.matchAll(phraseRegExpAllFor(subject, flat))) {
      const after = subject.slice(m.index + m[0].length);
      const excepted = words.length > 0 && new RegExp(`^\\s*(?:的|所有|全部|其他|其它)?\\s*(?:${words.join('|')})`, 'iu').test(after);
      if (!excepted) return phrase;
    }
  }
  return undefined;
}

const lists = [
  { phrases: OVERRIDE_PHRASES, except: DATA_WORDS },
  { phrases: CONCEAL_PHRASES, except: INSTRUCT_WORDS },
];

/** Pieces of the phrases themselves, with fillers, quotes, case and other scripts between them. */
const pieces = [
  ...new Set([...OVERRIDE_PHRASES, ...CONCEAL_PHRASES].flatMap((p) => p.split(/\s+/))),
  ...['the', 'all', 'of', 'ALL', ' ', '  ', '\n', '’', "'", 'parameters', 'value', 'field', '以上', '参数', 'x', '.', 'ſ'],
];

describe('tool-description-injection: the phrase matchers', () => {
  it('find what trying every phrase in list order on the normalized text finds', () => {
    const matchers = lists.map((l) => ({ ...l, match: phraseMatcher(l.phrases, l.except) }));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        for (const sep of [' ', '']) {
          const text = parts.join(sep);
          for (const m of matchers) expect(m.match(text)).toBe(reference(m.phrases, m.except, text));
        }
      }),
      { numRuns: 300 },
    );
  });
});
