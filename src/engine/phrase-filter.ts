/**
 * An exact first test for the phrase helpers of text.ts on ASCII text, the common case: a
 * phrase can only match where the text holds its first word (or, for a phrase that starts with
 * punctuation, its first chunk), so a text whose words hold none of a list's first words is
 * rejected with a few set lookups instead of a case-insensitive Unicode regex scan.
 *
 * Why it is exact: a phrase that starts with a word character is matched after a non-word
 * character and its first word is followed, in the phrase, by whitespace, punctuation or the
 * end (with a boundary there); so the text holds that word whole. On ASCII text a
 * case-insensitive match is a match of lower-cased ASCII, and only two non-ASCII characters
 * (ſ and the Kelvin sign) match ASCII ones at all.
 */

const ASCII_ONLY = /^[\x00-\x7f]*$/;
const WORDS = /[a-z0-9_]+/g;
const LEADING_WORD = /^[A-Za-z0-9_]+/;
const NON_ASCII = /[^\x00-\x7f]/;
const FOLDS_TO_ASCII = /[\u017f\u212a]/;

/** How a phrase can show in ASCII text. */
type PhraseKey =
  | { kind: 'word'; value: string }
  | { kind: 'literal'; value: string }
  | { kind: 'always' }
  | { kind: 'never' };

const keyCache = new Map<string, PhraseKey>();

function phraseKey(phrase: string): PhraseKey {
  let key = keyCache.get(phrase);
  if (key) return key;
  const p = phrase.trim();
  if (p === '') key = { kind: 'never' };
  else if (NON_ASCII.test(p)) key = FOLDS_TO_ASCII.test(p) ? { kind: 'always' } : { kind: 'never' };
  else {
    const word = LEADING_WORD.exec(p);
    key = word ? { kind: 'word', value: word[0].toLowerCase() } : { kind: 'literal', value: p.split(/\s/)[0].toLowerCase() };
  }
  if (keyCache.size >= 10_000) keyCache.clear();
  keyCache.set(phrase, key);
  return key;
}

export interface ListFilter {
  words: Set<string>;
  literals: string[];
  /** Some phrase cannot be judged by its words: every text may hold it. */
  always: boolean;
}

const filters = new WeakMap<readonly string[], ListFilter>();

export function listFilter(phrases: readonly string[]): ListFilter {
  let filter = filters.get(phrases);
  if (filter) return filter;
  filter = { words: new Set(), literals: [], always: false };
  for (const phrase of phrases) {
    const key = phraseKey(phrase);
    if (key.kind === 'word') filter.words.add(key.value);
    else if (key.kind === 'literal') filter.literals.push(key.value);
    else if (key.kind === 'always') filter.always = true;
  }
  filters.set(phrases, filter);
  return filter;
}

export interface TextWords {
  lower: string;
  /** In text order, repeats kept: a list is cheaper to make than a set and as quick to run through. */
  words: string[];
}

/** The same description is read by many rules in a row: its words are kept for a while. */
const textCache = new Map<string, TextWords | null>();

/** The lower-cased words of ASCII text; undefined for other text, which is left to the regex. */
export function textWords(text: string): TextWords | undefined {
  let entry = textCache.get(text);
  if (entry === undefined) {
    if (ASCII_ONLY.test(text)) {
      const lower = text.toLowerCase();
      entry = { lower, words: lower.match(WORDS) ?? [] };
    } else entry = null;
    if (textCache.size >= 2_000) textCache.clear();
    textCache.set(text, entry);
  }
  return entry ?? undefined;
}

/** False when no phrase of the list can be in the text. */
export function mayHoldAny(text: TextWords, filter: ListFilter): boolean {
  if (filter.always) return true;
  for (const literal of filter.literals) if (text.lower.includes(literal)) return true;
  for (const w of text.words) if (filter.words.has(w)) return true;
  return false;
}

/** False when the phrase cannot be in the text. */
export function mayHold(text: TextWords, phrase: string): boolean {
  const key = phraseKey(phrase);
  switch (key.kind) {
    case 'word':
      return text.words.includes(key.value);
    case 'literal':
      return text.lower.includes(key.value);
    case 'always':
      return true;
    default:
      return false;
  }
}
