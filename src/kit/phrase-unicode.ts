/**
 * Phrase matchers for text that is not all ASCII, without `\p{…}` classes in the compiled
 * pattern. A phrase's word boundaries, written `(?<![\p{L}\p{N}_])` and `(?![\p{L}\p{N}_])`,
 * cost V8 some 3 ms to compile per phrase with the `iu` flags (it builds the Unicode sets and
 * their case closures in each pattern), and a run meets a few hundred phrases: that was a
 * tenth of a corpus run. These matchers compile the phrase's body alone and test the letter or
 * digit on either side with one shared class.
 *
 * They are exact: the body (a literal, with `\s+` for each run of spaces) matches one length at
 * a place, so where the body matches and a boundary fails the whole pattern fails too, and the
 * next place to try is the next code point. `source` is still the whole pattern with its
 * boundaries, for callers that build it into a larger expression; the pattern V8 holds, which
 * nothing runs, is the body, since V8 parses a pattern when it is made.
 */

const WORD = /[\p{L}\p{N}_]/u;

function isWordCodePoint(cp: number): boolean {
  if (cp < 0x80) return (cp >= 0x61 && cp <= 0x7a) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x30 && cp <= 0x39) || cp === 0x5f;
  return WORD.test(String.fromCodePoint(cp));
}

/** Whether the code point that ends at `at` is a letter, digit or underscore (false at the start). */
function wordBefore(text: string, at: number): boolean {
  if (at <= 0) return false;
  const low = text.charCodeAt(at - 1);
  if (low >= 0xdc00 && low <= 0xdfff && at >= 2) {
    const high = text.charCodeAt(at - 2);
    if (high >= 0xd800 && high <= 0xdbff) return isWordCodePoint(text.codePointAt(at - 2)!);
  }
  return isWordCodePoint(low);
}

/** Whether the code point that starts at `at` is a letter, digit or underscore (false at the end). */
function wordAfter(text: string, at: number): boolean {
  return at < text.length && isWordCodePoint(text.codePointAt(at)!);
}

export interface PhraseParts {
  /** The phrase as a pattern, without boundaries. */
  body: string;
  /** Whether a match must not follow, or be followed by, a letter, digit or underscore. */
  start: boolean;
  end: boolean;
}

/**
 * A phrase's Unicode matcher. Its `exec` (which `test`, `matchAll` and `replace` call) runs the
 * body and checks the boundaries; its `source` and `flags` are those of the whole pattern.
 */
export class PhraseRegExp extends RegExp {
  readonly parts: PhraseParts;
  /** The body, always global so that a search can resume after a place whose boundaries fail. */
  readonly #body: RegExp;

  constructor(pattern: PhraseParts | PhraseRegExp, flags: string) {
    const parts = pattern instanceof PhraseRegExp ? pattern.parts : pattern;
    // Made from the body alone: V8 parses a pattern when it is made, even one never run (exec
    // below runs the body), and the boundaries' Unicode sets under `iu` took about 0.2 ms to
    // parse, against 0.02 ms for the body. `source` gives the whole pattern all the same.
    super(parts.body, flags);
    this.parts = parts;
    this.#body = new RegExp(parts.body, flags.includes('g') ? flags : `${flags}g`);
  }

  /** The whole pattern, boundaries included, as `toString` and callers that build on it read it. */
  override get source(): string {
    const { start, body, end } = this.parts;
    return `${start ? '(?<![\\p{L}\\p{N}_])' : ''}${body}${end ? '(?![\\p{L}\\p{N}_])' : ''}`;
  }

  // `matchAll` and `split` make their copies with this constructor and the copy's flags.
  static override get [Symbol.species](): RegExpConstructor {
    return PhraseRegExp as unknown as RegExpConstructor;
  }

  override exec(text: string): RegExpExecArray | null {
    const advancing = this.global || this.sticky;
    const body = this.#body;
    body.lastIndex = advancing ? this.lastIndex : 0;
    for (;;) {
      const m = body.exec(text);
      if (m === null || (this.sticky && m.index !== (advancing ? this.lastIndex : 0))) {
        if (advancing) this.lastIndex = 0;
        return null;
      }
      const end = m.index + m[0].length;
      if ((!this.parts.start || !wordBefore(text, m.index)) && (!this.parts.end || !wordAfter(text, end))) {
        if (advancing) this.lastIndex = end;
        return m;
      }
      if (this.sticky) {
        if (advancing) this.lastIndex = 0;
        return null;
      }
      body.lastIndex = m.index + (text.codePointAt(m.index)! > 0xffff ? 2 : 1);
    }
  }
}
