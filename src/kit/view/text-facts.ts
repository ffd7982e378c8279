import { hasAnyPhrase, hasCjk, phraseHits, sentenceSpans, type PhraseHit } from '../text.js';
import { textWords } from '../phrase-filter.js';

/**
 * What the description rules read in one text, found once: its words and languages, its
 * sentences, and where each phrase list's phrases stand in it. The words and hits live in the
 * text kit's shared caches, so a rule that calls the kit's helpers directly (`findPhrase`,
 * `hasAnyPhrase`) reads the same facts; this object hands them over together.
 */
export interface TextFacts {
  readonly text: string;
  /** The runs of ASCII word characters, lowered and in order; undefined for text the word filter cannot read (with ſ). */
  readonly words: readonly string[] | undefined;
  /** The text in lower case, made once for every rule that reads it so. */
  readonly lower: string;
  /** All ASCII: the faster matchers apply. */
  readonly ascii: boolean;
  /** Holds Han, kana or other CJK characters. */
  readonly cjk: boolean;
  /** The sentences and clauses, as [start, end) spans. */
  sentences(): ReadonlyArray<readonly [number, number]>;
  /** Every match of every phrase of the list: in list order, then by position. */
  hits(phrases: readonly string[]): readonly PhraseHit[];
  /** Whether any phrase of the list is in the text. */
  holds(phrases: readonly string[]): boolean;
}

export function textFacts(text: string): TextFacts {
  const words = textWords(text);
  let spans: Array<[number, number]> | undefined;
  let cjk: boolean | undefined;
  let lower: string | undefined;
  return {
    text,
    words: words?.words,
    get lower() {
      return (lower ??= words?.lower ?? text.toLowerCase());
    },
    ascii: words?.ascii === true,
    get cjk() {
      return (cjk ??= words?.ascii === true ? false : hasCjk(text));
    },
    sentences: () => (spans ??= sentenceSpans(text)),
    hits: (phrases) => phraseHits(text, phrases),
    holds: (phrases) => hasAnyPhrase(text, phrases),
  };
}
