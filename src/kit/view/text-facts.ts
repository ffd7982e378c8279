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
  return new Facts(text, textWords(text));
}

/**
 * A class, not an object literal with getters and arrows: a literal makes its accessors and
 * closures again for every text, which cost more than all the rest of the facts of most texts.
 */
class Facts implements TextFacts {
  readonly words: readonly string[] | undefined;
  readonly ascii: boolean;
  private lowered: string | undefined;
  private hasCjk: boolean | undefined;
  private spans: Array<[number, number]> | undefined;

  constructor(
    readonly text: string,
    private readonly read: ReturnType<typeof textWords>,
  ) {
    this.words = read?.words;
    this.ascii = read?.ascii === true;
  }

  get lower(): string {
    return (this.lowered ??= this.read?.lower ?? this.text.toLowerCase());
  }

  get cjk(): boolean {
    return (this.hasCjk ??= this.ascii ? false : hasCjk(this.text));
  }

  sentences(): ReadonlyArray<readonly [number, number]> {
    return (this.spans ??= sentenceSpans(this.text));
  }

  hits(phrases: readonly string[]): readonly PhraseHit[] {
    return phraseHits(this.text, phrases);
  }

  holds(phrases: readonly string[]): boolean {
    return hasAnyPhrase(this.text, phrases);
  }
}
