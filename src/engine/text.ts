import { asciiAnyPhrase, asciiPhraseRegExp } from './phrase-ascii.js';
import { hasLiterals, listFilter, mayHold, mayHoldAny, plainWordIndex, textWords, type TextWords } from './phrase-filter.js';

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
  const cjk = text.match(CJK_GLOBAL)?.length ?? 0;
  const other = [...text.replace(CJK_GLOBAL, '')].length;
  return cjk + Math.ceil(other / 4);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const phraseCache = new Map<string, RegExp>();

/**
 * A case-insensitive matcher for one phrase: Latin phrases match on word boundaries
 * ("read-only" does not match "thread-only"), CJK phrases anywhere. Runs of spaces in the
 * phrase match any whitespace.
 */
export function phraseRegExp(phrase: string): RegExp {
  let re = phraseCache.get(phrase);
  if (!re) {
    re = new RegExp(phraseSource(phrase), 'iu');
    // Phrase lists are small; a caller that passes every tool name of a huge registry must
    // not make the cache grow without bound.
    if (phraseCache.size >= 10_000) phraseCache.clear();
    phraseCache.set(phrase, re);
  }
  return re;
}

const sourceCache = new Map<string, string>();

/** The pattern of phraseRegExp, made without making the RegExp (which costs more than the text). */
function phraseSource(phrase: string): string {
  let source = sourceCache.get(phrase);
  if (source === undefined) {
    const body = escapeRegExp(phrase.trim()).replace(/\s+/g, '\\s+');
    const start = /^[\p{L}\p{N}_]/u.test(phrase.trim()) && !hasCjk(phrase[0] ?? '') ? '(?<![\\p{L}\\p{N}_])' : '';
    const end = /[\p{L}\p{N}_]$/u.test(phrase.trim()) && !hasCjk(phrase.trim().slice(-1)) ? '(?![\\p{L}\\p{N}_])' : '';
    source = `${start}${body}${end}`;
    if (sourceCache.size >= 10_000) sourceCache.clear();
    sourceCache.set(phrase, source);
  }
  return source;
}

/**
 * One alternation per phrase list, so that text holding none of them is rejected in one pass.
 * Keyed by the list's content, not its identity: a list built afresh on each call is still
 * compiled once (compiling a `u`-flag regex costs far more than running it).
 */
const listCache = new Map<string, RegExp | null>();
/**
 * The same list object is usually passed again and again (an option list, once per tool):
 * found by identity, it costs no join of the whole list on each call. Lists are read, never
 * changed in place, once handed to these helpers.
 */
const listByIdentity = new WeakMap<readonly string[], RegExp | null>();

function anyPhrase(phrases: readonly string[]): RegExp | null {
  const known = listByIdentity.get(phrases);
  if (known !== undefined) return known;
  const key = phrases.join('\u0000');
  let re = listCache.get(key);
  if (re === undefined) {
    const parts = phrases.filter((p) => p.trim() !== '').map(phraseSource);
    re = parts.length === 0 ? null : new RegExp(parts.map((p) => `(?:${p})`).join('|'), 'iu');
    if (listCache.size >= 2_000) listCache.clear();
    listCache.set(key, re);
  }
  listByIdentity.set(phrases, re);
  return re;
}

const globalCache = new Map<string, RegExp>();

/**
 * `phraseRegExp` with the `g` flag, for every match (`text.matchAll`, `replace`), compiled once
 * per phrase. `matchAll` and `replace` start from the beginning whatever `lastIndex` says.
 */
export function phraseRegExpAll(phrase: string): RegExp {
  let re = globalCache.get(phrase);
  if (!re) {
    re = new RegExp(phraseSource(phrase), 'giu');
    if (globalCache.size >= 10_000) globalCache.clear();
    globalCache.set(phrase, re);
  }
  re.lastIndex = 0;
  return re;
}

/** Whether `text` holds any of `phrases`: one pass, for rejecting text before a closer look. */
export function hasAnyPhrase(text: string, phrases: readonly string[]): boolean {
  // Filtered first: a list whose phrases no text has held yet is never compiled.
  const words = textWords(text);
  if (words && !mayHoldAny(words, listFilter(phrases))) return false;
  if (words?.ascii) {
    const ascii = asciiAnyPhrase(phrases);
    if (ascii !== undefined) return ascii !== null && ascii.test(text);
  }
  const any = anyPhrase(phrases);
  return any !== null && any.test(text);
}

/** Whether one phrase is in the text: with the ASCII matcher when the text is ASCII. */
function holds(text: string, words: TextWords | undefined, phrase: string): boolean {
  if (phrase.trim() === '' || (words && !mayHold(words, phrase))) return false;
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

/** The first phrase of `phrases` found in `text`, or undefined. */
export function findPhrase(text: string, phrases: readonly string[]): string | undefined {
  if (!hasAnyPhrase(text, phrases)) return undefined;
  const words = textWords(text);
  for (const p of phrases) if (holds(text, words, p)) return p;
  return undefined;
}

/** Every phrase of `phrases` found in `text`, in list order. */
export function findPhrases(text: string, phrases: readonly string[]): string[] {
  if (!hasAnyPhrase(text, phrases)) return [];
  const words = textWords(text);
  return phrases.filter((p) => holds(text, words, p));
}

/**
 * `text` with every phrase of `phrases`, in list order, replaced by a space (each replacement
 * seen by the phrases after it). Phrases the text cannot hold are passed over without a scan.
 */
export function removePhrases(text: string, phrases: readonly string[]): string {
  const words = textWords(text);
  const index = words?.ascii && plainWordIndex(phrases);
  let rest = text;
  if (!words || !index) {
    for (const p of phrases) rest = rest.replace(phraseRegExpAll(p), ' ');
    return rest;
  }
  const present = new Set<number>();
  for (const w of words.words) for (const i of index.get(w) ?? []) present.add(i);
  for (const i of [...present].sort((a, b) => a - b)) rest = rest.replace(phraseRegExpAll(phrases[i]), ' ');
  return rest;
}

/** Shortens text for a message: at most `max` characters, on one line. */
export function excerpt(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
