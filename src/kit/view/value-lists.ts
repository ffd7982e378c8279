import { everyMatch, findPhrase, findPhrases, phraseRegExpAll } from '../text.js';
import { keptFor, perText } from './memo.js';
import { shared } from './shared-time.js';

/**
 * Reading the values a description says a parameter takes: "one of 'asc', 'desc'",
 * "Options are:\n- add\n- remove", "可选值：open、closed". Shared by param-enum-suggested
 * (a free string that should have an enum) and constraint-in-description-only (a described
 * list that contradicts the enum).
 */

export interface ValueListPhrases {
  /** Phrases that introduce a closed list ("one of", "可选值"). */
  listPhrases: readonly string[];
  /**
   * Phrases that make the values after them no closed set: examples ("e.g.", "例如", "如"),
   * formats ("in the format 'host:port'") and tuples.
   */
  examplePhrases: readonly string[];
  /** Phrases after a list that leave it open ("etc", "等"). */
  openEndPhrases: readonly string[];
}

export interface ValueList {
  values: string[];
  /** Where the list starts and ends in the text. */
  start: number;
  end: number;
  /** The phrase that introduced it, if any (a list of quoted values needs none). */
  phrase?: string;
  /**
   * True for bare words in parentheses or making up the whole description: "(low, medium,
   * high)" lists values, but "(username or organization)" says what kind of value is meant.
   */
  weak?: boolean;
}

const QUOTES: Record<string, string> = { "'": "'", '"': '"', '`': '`', '“': '”', '‘': '’', '「': '」', '『': '』' };
const OPENER = /[(（'"`“‘「『]/g;

function nextOpener(text: string, from: number): number {
  OPENER.lastIndex = from;
  return OPENER.exec(text)?.index ?? -1;
}

/** A bare value: a word of letters, digits, `_`, `.`, `+`, `-` (ending on no `.`), or a run of Han characters. */
const BARE =
  /(?:(?!\p{Script=Han})[\p{L}\p{N}_])(?:(?:(?!\p{Script=Han})[\p{L}\p{N}_.+-]){0,62}(?:(?!\p{Script=Han})[\p{L}\p{N}_+]))?|(?:(?!或者|或|以及|及|和|与|與)\p{Script=Han}){1,12}/uy;
/** What a quoted value may hold: a word or a few, not code or a sentence. */
const QUOTED_VALUE = /^[\p{L}\p{N}_+-](?:[\p{L}\p{N}_ .+-]{0,46}[\p{L}\p{N}_+])?$/u;
/** Between two values: a comma, slash or bar (then perhaps "or"), or "or"/"and"/或/和 on their own. */
const SEPARATOR = /\s*[,，、/|]\s*(?:(?:or|and)\s+)?|\s+(?:or|and)\s+|\s*(?:或者|或|以及|及|和|与|與)\s*/uy;
/** A gloss after a value: `'direct' (all with permissions)`. */
const GLOSS = /\s*[(（][^)）\n]{0,120}[)）]/uy;
/** What may stand between a list phrase and its first value. */
const LEAD_IN = /(?:[ \t:：=]+|(?:are|is|includes?|the\s+following(?:\s+values)?)(?![\p{L}\p{N}_])|为|為|是|有|包括|如下)*/uy;
/** Where a list of bare words may end: the end of a clause. */
const CLAUSE_END = /\s*(?:$|[.,;:!?)\]\n。，；：！？）])/uy;
const BULLET = /^[ \t]*(?:[-*•]|\d{1,2}[.)、])[ \t]*/u;

function sticky(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

interface Value {
  value: string;
  end: number;
  quoted: boolean;
}

function readValue(text: string, at: number): Value | undefined {
  // reStructuredText writes code as ``value``.
  const open = text.startsWith('``', at) ? '``' : text[at];
  const close = open === undefined ? undefined : open === '``' ? '``' : QUOTES[open];
  if (close !== undefined) {
    // Looked for nearby only, so that a long text full of quotes is read in linear time.
    const found = text.slice(at + open.length, at + 64).indexOf(close);
    const end = found === -1 ? -1 : at + open.length + found;
    if (end <= at + open.length) return undefined;
    const value = text.slice(at + open.length, end);
    // An apostrophe inside a word ("repository's") opens nothing; code such as `repo:owner/x`
    // is syntax, not a value.
    if (((open === "'" || open === '‘') && /[\p{L}\p{N}]/u.test(text[at - 1] ?? '')) || !QUOTED_VALUE.test(value)) return undefined;
    // `"style": "modern"` is JSON: a quoted word before a colon is a key.
    if (/^\s*:/.test(text.slice(end + close.length, end + close.length + 3))) return undefined;
    return { value, end: end + close.length, quoted: true };
  }
  const m = sticky(BARE, text, at);
  return m ? { value: m[0], end: at + m[0].length, quoted: false } : undefined;
}

/** Values joined by separators from `at`; `quotedOnly` stops at the first bare one. */
function readInline(text: string, at: number, quotedOnly: boolean): { values: Value[]; end: number } {
  const values: Value[] = [];
  let p = at;
  for (;;) {
    const v = readValue(text, p);
    if (!v || (quotedOnly && !v.quoted)) break;
    p = v.end;
    const gloss = sticky(GLOSS, text, p);
    if (gloss) p += gloss[0].length;
    values.push({ ...v, end: p });
    const sep = sticky(SEPARATOR, text, p);
    if (!sep || sep[0].length === 0) break;
    const next = readValue(text, p + sep[0].length);
    if (!next || (quotedOnly && !next.quoted)) break;
    p += sep[0].length;
  }
  return { values, end: p };
}

/**
 * Bare words run on into prose ("one of asc, desc，默认 asc" reads 默认 as a third value), so
 * a list of them is cut after its last value that ends a clause; none such, no list.
 */
function toClauseEnd(text: string, read: { values: Value[]; end: number }): { values: Value[]; end: number } {
  if (read.values.every((v) => v.quoted)) return read;
  for (let k = read.values.length; k > 0; k--) {
    const end = read.values[k - 1].end;
    if (sticky(CLAUSE_END, text, end)) return { values: read.values.slice(0, k), end };
  }
  return { values: [], end: read.end };
}

/** One value per bullet line (`- 'add' - adds…`, `1. get - Get…`), from the line after `at`. */
function readBullets(text: string, at: number): { values: Value[]; end: number } {
  const values: Value[] = [];
  let p = text.indexOf('\n', at);
  let end = at;
  while (p !== -1) {
    const lineEnd = text.indexOf('\n', p + 1);
    const line = text.slice(p + 1, lineEnd === -1 ? text.length : lineEnd);
    const bullet = BULLET.exec(line);
    if (!bullet) break;
    const v = readValue(text, p + 1 + bullet[0].length);
    if (!v) break;
    values.push(v);
    end = lineEnd === -1 ? text.length : lineEnd;
    p = lineEnd;
  }
  return { values, end };
}

/**
 * "如" marks examples, but not in 如果 (if), 如何 (how), 如下 (as follows) and the like:
 * those are blanked before example phrases are looked for.
 */
const NOT_EXAMPLE = /如(?=[果何此下同需要有若今])/gu;

/** Whether `text` presents values as examples ("e.g.", "such as", "如 …"). */
export function mentionsExamples(text: string, phrases: ValueListPhrases): boolean {
  return findPhrase(text.replace(NOT_EXAMPLE, '\u3000'), phrases.examplePhrases) !== undefined;
}

/** A list the text presents as examples or leaves open is no closed set. */
function isOpen(text: string, list: { values: string[]; start: number; end: number }, phrases: ValueListPhrases): boolean {
  // "Options: 'single', 'double', etc." reads "etc" as a last value.
  if (list.values.some((v) => findPhrase(v, phrases.openEndPhrases) !== undefined)) return true;
  const lineStart = text.lastIndexOf('\n', list.start - 1) + 1;
  const before = text.slice(Math.max(lineStart, list.start - 40), list.start);
  const after = text.slice(list.end, list.end + 16);
  return mentionsExamples(before, phrases) || findPhrase(after, phrases.openEndPhrases) !== undefined;
}

/**
 * Every closed list of two or more values the description gives: after a list phrase
 * ("one of", "可选值", a bulleted "Options are:"); quoted values joined by commas, slashes or
 * "or"; bare words filling a parenthesis ("(low, medium, high)"); or a description that is
 * nothing but a list ("asc or desc."). Lists given as examples or left open ("etc", "等") are
 * not closed.
 */
export function describedValueLists(text: string, phrases: ValueListPhrases): ValueList[] {
  const out: ValueList[] = [];
  const taken = (i: number) => out.some((l) => i >= l.start && i < l.end);
  const keep = (read: { values: Value[]; end: number }, start: number, how: { phrase?: string; weak?: boolean } = {}) => {
    if (read.values.length < 2) return;
    const weak = how.weak === true && read.values.some((v) => !v.quoted);
    const list: ValueList = {
      values: read.values.map((v) => v.value),
      start,
      end: read.end,
      ...(how.phrase === undefined ? {} : { phrase: how.phrase }),
      ...(weak ? { weak } : {}),
    };
    if (!isOpen(text, list, phrases)) out.push(list);
  };
  for (const phrase of findPhrases(text, phrases.listPhrases)) {
    for (const m of everyMatch(text, phraseRegExpAll(phrase))) {
      const after = m.index + m.length;
      const start = after + (sticky(LEAD_IN, text, after)?.[0].length ?? 0);
      if (taken(start)) continue;
      let read = toClauseEnd(text, readInline(text, start, false));
      if (read.values.length < 2 && /^[ \t:：]*\r?\n/.test(text.slice(start))) read = readBullets(text, start);
      keep(read, start, { phrase });
    }
  }
  const whole = text.length - text.trimStart().length;
  if (out.length === 0) {
    const read = readInline(text, whole, false);
    // Constants are written in one case ("asc or desc", "BUY or SELL"); "Bech32 or
    // scriptPubKey" names formats.
    const constants = read.values.every((v) => v.quoted || /^[a-z0-9_.+-]+$/.test(v.value) || /^[A-Z0-9_.+-]+$/.test(v.value));
    if (constants && /^[\s.。]*$/.test(text.slice(read.end))) keep(read, whole, { weak: true });
  }
  // Only an opening parenthesis or quote can start a list here: jump from one to the next.
  for (let i = nextOpener(text, 0); i !== -1; i = nextOpener(text, i + 1)) {
    if (taken(i)) continue;
    if (text[i] === '(' || text[i] === '（') {
      const read = readInline(text, i + 1, false);
      // "(YYYY/MM)", "(owner/repo)" and "(City, State)" are shapes, not choices: a choice says
      // "or", or gives three values or more.
      const inside = text.slice(i + 1, read.end);
      const choice = /(?<![\p{L}\p{N}_])or(?![\p{L}\p{N}_])|或/u.test(inside) || read.values.length >= 3;
      if (/^[)）]/.test(text.slice(read.end)) && !inside.includes('/') && choice) keep(read, i + 1, { weak: true });
    } else if (text[i] in QUOTES) {
      const read = readInline(text, i, true);
      keep(read, i);
      if (read.values.length >= 2) i = read.end - 1;
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

const NO_LISTS: readonly ValueList[] = Object.freeze([]);

/** Per phrases object (a rule's options), the memory of the phrase sets with the same words. */
const readersByPhrases = new WeakMap<ValueListPhrases, (text: string) => readonly ValueList[]>();
/** Per phrase set, written out: two rules, or two configs, with the same phrases share one. */
const readersByWords = new Map<string, (text: string) => readonly ValueList[]>();

/**
 * The lists a description gives, as `describedValueLists` reads them, made once per text for
 * every rule that asks with the same phrases (param-enum-suggested and
 * constraint-in-description-only read the same descriptions) and kept while the text is among
 * the last ones read, across the files of a run. Frozen: the rules share them.
 */
export function valueListsIn(text: string, phrases: ValueListPhrases): readonly ValueList[] {
  const read = keptFor(readersByPhrases, phrases, () => {
    const words = JSON.stringify([phrases.listPhrases, phrases.examplePhrases, phrases.openEndPhrases]);
    let reader = readersByWords.get(words);
    if (reader === undefined) {
      reader = perText(
        shared((t: string) => {
          const lists = describedValueLists(t, phrases);
          if (lists.length === 0) return NO_LISTS;
          for (const list of lists) Object.freeze(list.values);
          return Object.freeze(lists.map((list) => Object.freeze(list)));
        }),
      );
      readersByWords.set(words, reader);
    }
    return reader;
  });
  return read(text);
}

export const DEFAULT_LIST_PHRASES = [
  'one of',
  'either',
  'allowed values',
  'possible values',
  'valid values',
  'accepted values',
  'supported values',
  'available values',
  'options are',
  'options:',
  'values:',
  '可选值',
  '可選值',
  '允许值',
  '允許值',
  '取值',
  '枚举值',
  '枚舉值',
  '只能是',
  '只能为',
  '只能為',
];

export const DEFAULT_EXAMPLE_PHRASES = [
  'e.g.',
  'eg.',
  'e.g',
  'eg',
  'for example',
  'for instance',
  'such as',
  'like',
  'example',
  'examples',
  'include',
  'includes',
  'including',
  'could be',
  'in the format',
  'in the form',
  'formatted as',
  'tuple',
  'pair of',
  '例如',
  '比如',
  '譬如',
  '诸如',
  '諸如',
  '举例',
  '舉例',
  '示例',
  '如',
];

export const DEFAULT_OPEN_END_PHRASES = ['etc', 'and so on', 'and more', '...', '…', '等', '之类', '之類'];
