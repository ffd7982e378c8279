/**
 * An exact first test for the phrase helpers of text.ts: a phrase can only match where the
 * text holds each of its words (a phrase without ASCII words: its first CJK character or its
 * punctuation), so a text that lacks them is rejected with a few set lookups instead of a
 * case-insensitive Unicode regex scan.
 *
 * Why it is exact: each run of ASCII word characters in a phrase ends, in the phrase, at
 * whitespace, punctuation, a non-ASCII character, or at either end of the phrase, where the
 * regex asks for a boundary when the phrase starts or ends with a word character; so in any
 * match it is a whole run of ASCII word characters of the text. Lower-casing matches
 * case-insensitive matching on ASCII letters; of the characters that match ASCII ones only the
 * Kelvin sign and ſ are not ASCII: K lower-cases to k, and phrases or texts with ſ are never
 * filtered. A phrase with non-ASCII characters cannot be in ASCII text. CJK characters have no
 * case.
 */

import { memoized, perText } from './view/memo.js';
import { shared } from './view/shared-time.js';

const ASCII_ONLY = /^[\x00-\x7f]*$/;
const WORDS = /[a-z0-9_]+/g;
const LEADING_ASCII_CHUNK = /^[\x21-\x7f]+/;
const NON_ASCII = /[^\x00-\x7f]/;
const FOLDS_TO_ASCII = /[\u017f\u212a]/;
const LONG_S = '\u017f';
const CJK = /^[\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]$/;

/** What a text must hold for a phrase to be in it. */
interface PhraseKey {
  kind: 'word' | 'literal' | 'char' | 'always' | 'blank';
  /** For words, the longest (the one fewest texts hold); the others are in `also`. */
  value: string;
  also: string[];
  /** All ASCII: only such a phrase can be in ASCII text. */
  ascii: boolean;
}

const phraseKey = memoized((phrase: string): PhraseKey => makeKey(phrase.trim()));

function makeKey(p: string): PhraseKey {
  // Whitespace in a phrase matches any whitespace, so only the other characters decide.
  const ascii = !NON_ASCII.test(p.replace(/\s+/g, ' '));
  if (p === '') return { kind: 'blank', value: '', also: [], ascii };
  if (FOLDS_TO_ASCII.test(p)) return { kind: 'always', value: '', also: [], ascii };
  const words = p.toLowerCase().match(WORDS);
  if (words) {
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    return { kind: 'word', value: longest, also: words.filter((w) => w !== longest), ascii };
  }
  const chunk = LEADING_ASCII_CHUNK.exec(p);
  if (chunk) return { kind: 'literal', value: chunk[0].toLowerCase(), also: [], ascii };
  const first = String.fromCodePoint(p.codePointAt(0)!);
  const caseless = first.toLowerCase() === first && first.toUpperCase() === first;
  if (CJK.test(first) && caseless) return { kind: 'char', value: first, also: [], ascii };
  return { kind: 'always', value: '', also: [], ascii };
}

export interface ListFilter {
  /** This list's place in the combined word index: the bit a text's word hits set for it. */
  id: number;
  literals: string[];
  otherLiterals: string[];
  chars: Set<string>;
  /** Some phrase cannot be judged this way: every text may hold it. */
  always: boolean;
}

/**
 * One index of every list's phrase words, so that a text's words are looked up once for all
 * the lists the rules ask about, not once per list: each word (a phrase's longest) gives the
 * lists with a phrase keyed by it, and the phrase's other words, which the text must hold too.
 * The all-ASCII phrases apart from the others, which only non-ASCII text may hold.
 */
interface ListKeyed {
  list: number;
  also: string[];
}

const byWord = new Map<string, ListKeyed[]>();
const otherByWord = new Map<string, ListKeyed[]>();
/** How many lists the combined index holds. */
let indexedLists = 0;
/** Changes with every list indexed: a text's hits are worked out again when it has changed. */
let generation = 0;
/**
 * Lists made afresh at each call would grow the index without end: past this many, it starts
 * again, and each list is indexed again when next asked about.
 */
const MAX_LISTS = 4_096;
let epoch = 0;

const filters = new WeakMap<readonly string[], ListFilter & { epoch: number }>();

export function listFilter(phrases: readonly string[]): ListFilter {
  let filter = filters.get(phrases);
  if (filter && filter.epoch === epoch) return filter;
  if (indexedLists >= MAX_LISTS) {
    byWord.clear();
    otherByWord.clear();
    indexedLists = 0;
    epoch++;
  }
  generation++;
  filter = { id: indexedLists++, epoch, literals: [], otherLiterals: [], chars: new Set(), always: false };
  for (const phrase of phrases) {
    const key = phraseKey(phrase);
    if (key.kind === 'always') filter.always = true;
    else if (key.kind === 'word') {
      const map = key.ascii ? byWord : otherByWord;
      const keyed = map.get(key.value);
      if (keyed) keyed.push({ list: filter.id, also: key.also });
      else map.set(key.value, [{ list: filter.id, also: key.also }]);
    } else if (key.kind === 'literal') (key.ascii ? filter.literals : filter.otherLiterals).push(key.value);
    else if (key.kind === 'char') filter.chars.add(key.value);
  }
  filters.set(phrases, filter);
  return filter;
}

export interface TextWords {
  lower: string;
  /** Runs of ASCII word characters, in text order, repeats kept: cheaper to make than a set. */
  words: string[];
  /** The same, made when first needed. */
  set?: Set<string>;
  /** Each word once, in text order; made when first needed. */
  distinct?: string[];
  ascii: boolean;
  /**
   * Per list of the combined index (by id), 1 when one of its phrases keyed by a word may be in
   * the text: made when a list is first asked about, for the index as it was at `generation`.
   */
  hits?: Uint8Array;
  generation?: number;
}

/** Up to this many words, a text's words are searched as a list: cheaper than making a set. */
const FEW_WORDS = 24;

/**
 * Each word of the text once, in text order: few are deduplicated as a list, more through a set.
 * Made once per text for every list looked up in it, so the view's work, not the first asker's.
 */
const distinctWords = shared((text: TextWords): string[] => {
  const { words } = text;
  if (words.length > FEW_WORDS) return [...wordSet(text)];
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) if (words.indexOf(words[i]) === i) out.push(words[i]);
  return out.length === words.length ? words : out;
});

/** The text's words as a set, made once per text (the view's work too). */
const makeWordSet = shared((text: TextWords): Set<string> => new Set(text.words));
const wordSet = (text: TextWords): Set<string> => (text.set ??= makeWordSet(text));

function holdsAll(text: TextWords, words: string[]): boolean {
  if (words.length === 0) return true;
  if (text.words.length <= FEW_WORDS) {
    for (const w of words) if (!text.words.includes(w)) return false;
    return true;
  }
  const set = wordSet(text);
  for (const w of words) if (!set.has(w)) return false;
  return true;
}

/** Marks, in `hits`, each list with a phrase keyed by one of the text's words whose other words it holds too. */
function markKeyed(text: TextWords, words: readonly string[], keys: Map<string, ListKeyed[]>, hits: Uint8Array): void {
  for (let i = 0; i < words.length; i++) {
    const keyed = keys.get(words[i]);
    if (keyed !== undefined) for (const k of keyed) if (hits[k.list] === 0 && holdsAll(text, k.also)) hits[k.list] = 1;
  }
}

/** Whether a phrase of list `id` keyed by a word may be in the text: one pass over its words serves every list. */
function wordHit(text: TextWords, id: number): boolean {
  if (text.hits === undefined || text.generation !== generation) markHits(text);
  return text.hits![id] === 1;
}

/** One pass over a text's words for the phrases of every list indexed. */
const markHits = shared((text: TextWords): void => {
  const hits = new Uint8Array(indexedLists);
  // Repeated words cost a lookup each, which is less than making them distinct.
  const words = text.distinct ?? text.words;
  markKeyed(text, words, byWord, hits);
  if (!text.ascii) markKeyed(text, words, otherByWord, hits);
  text.hits = hits;
  text.generation = generation;
});

/**
 * The words of a text; undefined for text with ſ, which is left to the regex. The same
 * description is read by many rules in a row: its words are kept for a while.
 */
export const textWords: (text: string) => TextWords | undefined = perText(
  shared((text: string) => {
    const ascii = ASCII_ONLY.test(text);
    if (!ascii && text.includes(LONG_S)) return undefined;
    const lower = text.toLowerCase();
    return { lower, words: lower.match(WORDS) ?? [], ascii };
  }),
);

/** False when no phrase of the list can be in the text. */
export function mayHoldAny(text: TextWords, filter: ListFilter): boolean {
  if (filter.always) return true;
  for (const literal of filter.literals) if (text.lower.includes(literal)) return true;
  if (wordHit(text, filter.id)) return true;
  if (text.ascii) return false;
  for (const literal of filter.otherLiterals) if (text.lower.includes(literal)) return true;
  for (const c of filter.chars) if (text.lower.includes(c)) return true;
  return false;
}

/** Whether a filter may pass text that normalizing (deleting words, changing quotes) made from text it rejects. */
export function hasLiterals(filter: ListFilter): boolean {
  return filter.literals.length > 0 || filter.otherLiterals.length > 0;
}

/** False when the phrase cannot be in the text. */
export function mayHold(text: TextWords, phrase: string): boolean {
  return mayHoldKey(text, phraseKey(phrase));
}

function mayHoldKey(text: TextWords, key: PhraseKey): boolean {
  if (key.kind === 'always') return true;
  if (key.kind === 'blank' || (text.ascii && !key.ascii)) return false;
  if (key.kind === 'word') return text.words.includes(key.value) && holdsAll(text, key.also);
  return text.lower.includes(key.value);
}

interface Keyed {
  at: number;
  key: PhraseKey;
}

/** A list's phrases by the word each needs, and those that need none (read one by one). */
interface PhraseIndex {
  byWord: Map<string, Keyed[]>;
  others: Keyed[];
  /** Of the others, those ASCII text may hold. */
  asciiOthers: Keyed[];
}

const phraseIndexes = new WeakMap<readonly string[], PhraseIndex>();

function phraseIndex(phrases: readonly string[]): PhraseIndex {
  let index = phraseIndexes.get(phrases);
  if (index) return index;
  index = { byWord: new Map(), others: [], asciiOthers: [] };
  for (const [at, phrase] of phrases.entries()) {
    const key = phraseKey(phrase);
    if (key.kind !== 'word') {
      index.others.push({ at, key });
      if (key.ascii || key.kind === 'always') index.asciiOthers.push({ at, key });
    } else {
      const list = index.byWord.get(key.value);
      if (list) list.push({ at, key });
      else index.byWord.set(key.value, [{ at, key }]);
    }
  }
  phraseIndexes.set(phrases, index);
  return index;
}

/**
 * Where in the list the phrases stand that `mayHold` lets through, in list order: found from the
 * text's words, so that a long list costs as much as the text has words, not a test per phrase.
 */
export function mayHoldIndexes(text: TextWords, phrases: readonly string[]): number[] {
  const index = phraseIndex(phrases);
  const out: number[] = [];
  for (const k of text.ascii ? index.asciiOthers : index.others) if (mayHoldKey(text, k.key)) out.push(k.at);
  if (index.byWord.size > 0) {
    // A word the text holds twice must not list its phrases twice. The distinct words are kept
    // with the text, which many lists are looked up in: an array, which iterates without the
    // allocation a set's iterator makes.
    const words = (text.distinct ??= distinctWords(text));
    for (let i = 0; i < words.length; i++) {
      const list = index.byWord.get(words[i]);
      if (list !== undefined) for (const k of list) if (mayHoldKey(text, k.key)) out.push(k.at);
    }
  }
  return out.length > 1 ? out.sort((a, b) => a - b) : out;
}

const wordIndexes = new WeakMap<readonly string[], Map<string, number[]> | null>();

/**
 * For a list of single plain words (and phrases that cannot occur in ASCII text), each word and
 * where it stands in the list; null for any other list. Removing a plain word from ASCII text
 * leaves a space where a word was, between non-word characters already, so it never makes
 * another plain word match: such a list can be removed word by word from the words the text
 * holds.
 */
export function plainWordIndex(phrases: readonly string[]): Map<string, number[]> | null {
  let index = wordIndexes.get(phrases);
  if (index !== undefined) return index;
  index = new Map();
  for (const [i, phrase] of phrases.entries()) {
    const key = phraseKey(phrase);
    if (key.kind !== 'always' && key.kind !== 'blank' && !key.ascii) continue;
    if (key.kind !== 'word' || key.value !== phrase.trim().toLowerCase() || key.also.length > 0) {
      index = null;
      break;
    }
    const at = index.get(key.value);
    if (at) at.push(i);
    else index.set(key.value, [i]);
  }
  wordIndexes.set(phrases, index);
  return index;
}
