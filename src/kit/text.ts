import { asciiPhraseRegExp, asciiPhraseRegExpAll, asciiSource, escapeRegExp } from './phrase-ascii.js';
import { memoized, perText } from './view/memo.js';
import { hasLiterals, listFilter, mayHold, mayHoldAny, mayHoldIndexes, plainWordIndex, textWords, type TextWords } from './phrase-filter.js';
import { PhraseRegExp, type PhraseParts } from './phrase-unicode.js';
export { escapeRegExp };

/**
 * Text helpers for rules that read descriptions. Descriptions come in English and Chinese
 * (simplified and traditional), so phrases are matched on word boundaries for Latin text and
 * as substrings for CJK text, and length is measured in units that treat both fairly.
 */

/** Han ideographs, CJK punctuation, kana and full-width forms: one unit each. */
const CJK = /[\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;
const CJK_GLOBAL = new RegExp(CJK.source, 'gu');

export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/**
 * Length in units: one CJK character is one unit, other text four characters a unit (about
 * one token each), so "返回订单状态" and "Returns the order status" weigh about the same.
 */
export function textUnits(text: string): number {
  // ASCII text, most descriptions, is counted without copying it.
  if (isAsciiString(text)) return Math.ceil(text.length / 4);
  const cjk = text.match(CJK_GLOBAL)?.length ?? 0;
  const other = [...text.replace(CJK_GLOBAL, '')].length;
  return cjk + Math.ceil(other / 4);
}

/** `textUnits` of the text with each run of whitespace read as one space and the ends trimmed: indentation and line breaks are layout. */
export function proseUnits(text: string): number {
  if (!isAsciiString(text)) return textUnits(text.replace(/\s+/g, ' ').trim());
  let length = 0;
  let space = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // ASCII whitespace as `\s` reads it: tab, line feed, vertical tab, form feed, carriage return, space.
    if (c === 32 || (c >= 9 && c <= 13)) space = length > 0;
    else {
      if (space) length++;
      space = false;
      length++;
    }
  }
  return Math.ceil(length / 4);
}

function isAsciiString(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** Whether the text is all ASCII, the case the faster matchers are for (the answer is kept with the text's words). */
export function isAsciiText(text: string): boolean {
  return textWords(text)?.ascii === true;
}

/** The runs of word characters (`[a-z0-9_]`) of ASCII text, lowered and in order; undefined for other text. */
export function asciiWords(text: string): readonly string[] | undefined {
  const words = textWords(text);
  return words?.ascii ? words.words : undefined;
}

/**
 * The pattern of a phrase, for rules that build it into a larger regex: with `ascii`, the
 * pattern for ASCII text without the `u` flag (null when the phrase cannot be in ASCII text,
 * undefined when only the Unicode pattern will do); otherwise the `u`-flag pattern.
 */
export function phrasePattern(phrase: string, ascii: true): string | null | undefined;
export function phrasePattern(phrase: string, ascii?: false): string;
export function phrasePattern(phrase: string, ascii = false): string | null | undefined {
  return ascii ? asciiSource(phrase) : phraseSource(phrase);
}

/** One memory per flag set, bounded: a caller that passes every tool name of a huge registry must not make it grow without bound. */
function cachedPhraseRegExp(flags: string): (phrase: string) => RegExp {
  return memoized((phrase) => new PhraseRegExp(phraseParts(phrase), flags));
}

const phraseMatcher = cachedPhraseRegExp('iu');
const phraseMatcherAll = cachedPhraseRegExp('giu');

/**
 * A case-insensitive matcher for one phrase: Latin phrases match on word boundaries
 * ("read-only" does not match "thread-only"), CJK phrases anywhere. Runs of spaces in the
 * phrase match any whitespace.
 */
export function phraseRegExp(phrase: string): RegExp {
  return phraseMatcher(phrase);
}

const WORD_START = /^[\p{L}\p{N}_]/u;
const WORD_END = /[\p{L}\p{N}_]$/u;

/**
 * Whether the character at `at` (0 or the last) is a letter, digit or underscore: ASCII is told
 * by its code, so that a short run never compiles the `\p{…}` regexes, which cost milliseconds.
 */
function isWordChar(s: string, at: number): boolean {
  const c = s.charCodeAt(at);
  if (Number.isNaN(c)) return false;
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f;
  return at === 0 ? WORD_START.test(s) : WORD_END.test(s);
}

/** The pattern of phraseRegExp in parts: its body, and on which ends it asks for a word boundary. */
const phraseParts = memoized((phrase: string): PhraseParts => {
  const trimmed = phrase.trim();
  return {
    body: escapeRegExp(trimmed).replace(/\s+/g, '\\s+'),
    start: isWordChar(trimmed, 0) && !hasCjk(phrase[0] ?? ''),
    end: isWordChar(trimmed, trimmed.length - 1) && !hasCjk(trimmed.slice(-1)),
  };
});

/** The pattern of phraseRegExp, made without making the RegExp. */
function phraseSource(phrase: string): string {
  const { body, start, end } = phraseParts(phrase);
  return `${start ? '(?<![\\p{L}\\p{N}_])' : ''}${body}${end ? '(?![\\p{L}\\p{N}_])' : ''}`;
}

/**
 * `phraseRegExp` with the `g` flag, for every match (`text.matchAll`, `replace`), compiled once
 * per phrase. `matchAll` and `replace` start from the beginning whatever `lastIndex` says.
 */
export function phraseRegExpAll(phrase: string): RegExp {
  const re = phraseMatcherAll(phrase);
  re.lastIndex = 0;
  return re;
}

/** Matches nothing: the matcher for a phrase the text's words rule out. */
const NEVER = /(?!)/g;

/**
 * The matcher of `phrase` fit for `text`, to run on that text only: nothing to compile when the
 * text's words rule the phrase out, and for ASCII text one without the `u` flag (same matches,
 * compiled and run several times faster). `global` gives the `g` flag, for `matchAll` and `replace`.
 */
export function phraseRegExpFor(text: string, phrase: string, global = false): RegExp {
  // A blank phrase matches the empty string everywhere: only the general matcher says so.
  if (phrase.trim() === '') return global ? phraseRegExpAll(phrase) : phraseRegExp(phrase);
  const words = textWords(text);
  if (words && !mayHold(words, phrase)) {
    NEVER.lastIndex = 0;
    return NEVER;
  }
  if (words?.ascii) {
    const ascii = global ? asciiPhraseRegExpAll(phrase) : asciiPhraseRegExp(phrase);
    if (ascii === null) {
      NEVER.lastIndex = 0;
      return NEVER;
    }
    if (ascii !== undefined) {
      ascii.lastIndex = 0;
      return ascii;
    }
  }
  return global ? phraseRegExpAll(phrase) : phraseRegExp(phrase);
}

/** `phraseRegExpFor` with the `g` flag: every match of the phrase in `text`. */
export function phraseRegExpAllFor(text: string, phrase: string): RegExp {
  return phraseRegExpFor(text, phrase, true);
}

/** Where a match starts in a text, and how long it is. */
export interface MatchSpan {
  index: number;
  length: number;
}

/** Every match of `phrase` in `text`, left to right: `everyMatch` with `phraseRegExpAllFor`. */
export function phraseMatches(text: string, phrase: string): MatchSpan[] {
  return everyMatch(text, phraseRegExpAllFor(text, phrase));
}

/**
 * Every match of a global regular expression, as `text.matchAll(re)` finds them, without the
 * copy of `re` that matchAll makes: for a PhraseRegExp the copy builds two regular expressions
 * again, on every call. Nothing else runs between the steps, so a shared matcher can be used in
 * place; its lastIndex is left at 0.
 */
export function everyMatch(text: string, re: RegExp): MatchSpan[] {
  const out: MatchSpan[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push({ index: m.index, length: m[0].length });
    // An empty match moves on one character (two across a surrogate pair under `u`), as matchAll does.
    if (m[0].length === 0) re.lastIndex += re.unicode && (text.codePointAt(re.lastIndex) ?? 0) > 0xffff ? 2 : 1;
  }
  re.lastIndex = 0;
  return out;
}

/** Whether `text` holds any of `phrases`: a quick answer, for rejecting text before a closer look. */
export function hasAnyPhrase(text: string, phrases: readonly string[]): boolean {
  // Filtered first: a list whose phrases no text has held yet is never compiled.
  const words = textWords(text);
  if (words && !mayHoldAny(words, listFilter(phrases))) return false;
  // The few phrases the text's words let through are tested one by one, with small regexes
  // compiled as each is first needed: a run that reads a few descriptions does not compile an
  // alternation of the whole list, the costliest part of a short run.
  if (words) {
    for (const i of mayHoldIndexes(words, phrases)) if (matches(text, words, phrases[i])) return true;
    return false;
  }
  for (const p of phrases) if (p.trim() !== '' && matches(text, words, p)) return true;
  return false;
}

/** Whether one phrase is in the text: with the ASCII matcher when the text is ASCII. */
function holds(text: string, words: TextWords | undefined, phrase: string): boolean {
  if (phrase.trim() === '' || (words && !mayHold(words, phrase))) return false;
  return matches(text, words, phrase);
}

/** `holds` for a phrase that is not blank and that the filter lets through. */
function matches(text: string, words: TextWords | undefined, phrase: string): boolean {
  if (words?.ascii) {
    const ascii = asciiPhraseRegExp(phrase);
    if (ascii !== undefined) return ascii !== null && ascii.test(text);
  }
  return phraseRegExp(phrase).test(text);
}

/**
 * False only when no phrase can be in `text`, nor in any text made from it by deleting words
 * that stand between non-word characters or by changing whitespace: neither makes a new word.
 * For rules that normalize text before matching: most text is passed over before that work.
 */
export function mayHoldAnyPhrase(text: string, phrases: readonly string[]): boolean {
  const words = textWords(text);
  if (!words) return true;
  const filter = listFilter(phrases);
  return hasLiterals(filter) || mayHoldAny(words, filter);
}

/**
 * Where in the list the phrases stand that the text's words do not rule out, in list order: for
 * a caller that scans phrases one by one and may stop at the first, without a test per phrase.
 * Blank phrases are left out; every other one when the words are not known (text with ſ).
 */
export function phraseCandidates(text: string, phrases: readonly string[]): number[] {
  const words = textWords(text);
  if (words) return mayHoldIndexes(words, phrases);
  const out: number[] = [];
  for (const [i, p] of phrases.entries()) if (p.trim() !== '') out.push(i);
  return out;
}

/**
 * The first phrase of `phrases` found in `text`, or undefined. With the text's words known, only
 * the phrases they let through are tested, one by one and in list order.
 */
export function findPhrase(text: string, phrases: readonly string[]): string | undefined {
  const words = textWords(text);
  if (!words) return hasAnyPhrase(text, phrases) ? phrases.find((p) => holds(text, words, p)) : undefined;
  if (!mayHoldAny(words, listFilter(phrases))) return undefined;
  for (const i of mayHoldIndexes(words, phrases)) if (matches(text, words, phrases[i])) return phrases[i];
  return undefined;
}

/** Every phrase of `phrases` found in `text`, in list order. */
export function findPhrases(text: string, phrases: readonly string[]): string[] {
  const words = textWords(text);
  if (!words) return hasAnyPhrase(text, phrases) ? phrases.filter((p) => holds(text, words, p)) : [];
  if (!mayHoldAny(words, listFilter(phrases))) return [];
  const out: string[] = [];
  for (const i of mayHoldIndexes(words, phrases)) if (matches(text, words, phrases[i])) out.push(phrases[i]);
  return out;
}

const withBlank = new WeakMap<readonly string[], boolean>();

/** Whether a list holds a blank phrase, which matches between every two characters. */
function hasBlank(phrases: readonly string[]): boolean {
  let blank = withBlank.get(phrases);
  if (blank === undefined) withBlank.set(phrases, (blank = phrases.some((p) => p.trim() === '')));
  return blank;
}

/**
 * `text` with every phrase of `phrases`, in list order, replaced by a space (each replacement
 * seen by the phrases after it). Phrases the text cannot hold are passed over without a scan:
 * replacing a match, which is never empty, by a space neither makes a new word nor joins two,
 * so what the text's words rule out is not in what is left either. A blank phrase splits every
 * word: a list with one is replaced phrase by phrase.
 */
export function removePhrases(text: string, phrases: readonly string[]): string {
  const words = hasBlank(phrases) ? undefined : textWords(text);
  const index = words?.ascii && plainWordIndex(phrases);
  if (words && index) return removeWords(text, words, index);
  let rest = text;
  for (const p of phrases) rest = rest.replace(words ? phraseRegExpAllFor(text, p) : phraseRegExpAll(p), ' ');
  return rest;
}

/**
 * The runs of word characters of ASCII text, lowered and in order, that removing a list of plain
 * words leaves: `removePhrases(text.toLowerCase(), words)` as words, without making that text.
 * Undefined for other text or lists, which need removePhrases.
 */
export function wordsLeft(text: string, phrases: readonly string[]): readonly string[] | undefined {
  if (hasBlank(phrases)) return undefined;
  const words = textWords(text);
  const index = words?.ascii && plainWordIndex(phrases);
  if (!words || !index) return undefined;
  return words.words.some((w) => index.has(w)) ? words.words.filter((w) => !index.has(w)) : words.words;
}

const ASCII_WORD = /[A-Za-z0-9_]+/g;

/**
 * A list of plain words removed from ASCII text in one pass: each such word matches exactly a
 * whole run of ASCII word characters, and removing one run leaves the others whole, so the
 * order of the list does not change what is left.
 */
function removeWords(text: string, words: TextWords, index: ReadonlyMap<string, number[]>): string {
  if (!words.words.some((w) => index.has(w))) return text;
  return text.replace(ASCII_WORD, (w) => (index.has(w.toLowerCase()) ? ' ' : w));
}

/** One match of one phrase of a list: which phrase (its place in the list), where, how long. */
export interface PhraseHit {
  phrase: number;
  index: number;
  length: number;
}

/** Per list, the hits of the texts read last: several rules and several passes of one rule ask for the same. */
const hitCache = new WeakMap<readonly string[], (text: string) => readonly PhraseHit[]>();

/**
 * Every match of every phrase of `phrases` in `text`, found in one filtered pass and kept: in
 * list order, and by position within a phrase. A caller that looks at parts of a text (its
 * sentences, a window after a word) reads the hits that fall inside the part instead of
 * scanning each part again.
 */
export function phraseHits(text: string, phrases: readonly string[]): readonly PhraseHit[] {
  let hitsIn = hitCache.get(phrases);
  if (!hitsIn) hitCache.set(phrases, (hitsIn = perText((t) => findHits(t, phrases))));
  return hitsIn(text);
}

/** Per tuple of lists, the lists joined and where each starts in the joined one, and the split hits of the texts read last. */
const listsCache = new WeakMap<readonly (readonly string[])[], (text: string) => ReadonlyArray<readonly PhraseHit[]>>();

/**
 * The hits of several phrase lists, list by list, from one lookup of their joined list: a rule
 * that reads a text for several lists (the words that start a mention and those that end one;
 * defaults and bounds) pays one filtered pass, not one per list. Each hit's `phrase` is its
 * place in its own list. The tuple is kept by identity: pass the same array each time.
 */
export function phraseHitsOfLists(text: string, lists: readonly (readonly string[])[]): ReadonlyArray<readonly PhraseHit[]> {
  let hitsIn = listsCache.get(lists);
  if (!hitsIn) {
    const joined = lists.flat();
    const starts: number[] = [];
    let at = 0;
    for (const list of lists) {
      starts.push(at);
      at += list.length;
    }
    listsCache.set(lists, (hitsIn = perText((t) => splitHits(phraseHits(t, joined), starts))));
  }
  return hitsIn(text);
}

/** Hits of a joined list, in list order, split into one array per list that `starts` opens. */
function splitHits(hits: readonly PhraseHit[], starts: readonly number[]): PhraseHit[][] {
  const out: PhraseHit[][] = starts.map(() => []);
  let list = 0;
  for (const h of hits) {
    while (list + 1 < starts.length && h.phrase >= starts[list + 1]) list++;
    out[list].push({ phrase: h.phrase - starts[list], index: h.index, length: h.length });
  }
  return out;
}

function findHits(text: string, phrases: readonly string[]): PhraseHit[] {
  const words = textWords(text);
  let candidates: number[];
  if (words) candidates = mayHoldAny(words, listFilter(phrases)) ? mayHoldIndexes(words, phrases) : [];
  else candidates = phrases.flatMap((p, i) => (p.trim() === '' ? [] : [i]));
  const hits: PhraseHit[] = [];
  for (const i of candidates) for (const m of phraseMatches(text, phrases[i])) hits.push({ phrase: i, index: m.index, length: m.length });
  return hits;
}

/**
 * The sentences and clauses of a text as [start, end) spans, in order, blank ones left out: a
 * text is split after `.`, `!` or `?` followed by whitespace (so a dot inside `mcp.json` does not
 * end one), and at CJK stops, semicolons and line breaks.
 */
export function sentenceSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let start = 0;
  const push = (end: number) => {
    if (text.slice(start, end).trim() !== '') spans.push([start, end]);
  };
  for (const m of text.matchAll(SENTENCE_BREAK)) {
    push(m.index);
    start = m.index + m[0].length;
  }
  push(text.length);
  return spans;
}

const SENTENCE_BREAK = /(?<=[.!?])\s+|[。！？；;\n]+/gu;

/** Shortens text for a message: at most `max` characters, on one line. */
export function excerpt(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
