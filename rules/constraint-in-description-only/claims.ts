import { phraseHits, phraseHitsOfLists, type PhraseHit } from '../../src/kit/index.js';

/**
 * What a parameter description claims about its value: a default ("defaults to 30",
 * "默认 100") and bounds ("at most 20", "最多 20 个", "between 1 and 100").
 */

export interface ClaimPhrases {
  defaultPhrases: readonly string[];
  maxPhrases: readonly string[];
  minPhrases: readonly string[];
  rangePhrases: readonly string[];
  lengthUnits: readonly string[];
}

/** A literal as written after "default": a number, a boolean, a quoted string or a bare word. */
export interface Literal {
  kind: 'number' | 'boolean' | 'quoted' | 'word';
  text: string;
  value: number | boolean | string;
  /** The same quantity in another unit, given in parentheses after the first. */
  restated?: number;
}

export interface Bound {
  side: 'max' | 'min';
  value: number;
  /** Whether a length unit ("characters", "字符") or "length" sits with it. */
  length: boolean;
  /** True when it is one end of a range ("from 1 to 5"). */
  range: boolean;
}

const QUOTES: Record<string, string> = { "'": "'", '"': '"', '`': '`', '“': '”', '‘': '’', '「': '」' };

/** Not a letter or digit of a Latin word: a number may be followed by a Han character (`100条`). */
const NOT_WORD_AFTER = '(?!(?!\\p{Script=Han})[\\p{L}\\p{N}_]|\\.\\d|[:/]\\d)';
const NUMBER = new RegExp(`(-?\\d{1,3}(?:,\\d{3})+|-?\\d+(?:\\.\\d+)?)${NOT_WORD_AFTER}`, 'uy');
const RESTATED = /\s*\p{L}+\s*[(（]\s*(-?\d{1,3}(?:,\d{3})+|-?\d+(?:\.\d+)?)/uy;
const BOOLEAN = /(true|false)(?![\p{L}\p{N}_])/iuy;
const WORD = /[\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,62}[\p{L}\p{N}_])?/uy;
const DEFAULT_LEAD_IN = /(?:[ \t:：=]+|(?:is|to|of|value|will\s+be|be|set\s+to)(?![\p{L}\p{N}_])|为|為|是|值|设为|設為)*/uy;
const BOUND_LEAD_IN = /(?:[ \t:：=]+|(?:of|is|value|length|size|count)(?![\p{L}\p{N}_])|为|為|是|值|长度|長度|数量|數量)*/uy;
const ANY_DIGIT = /[0-9]/;
const RANGE_JOIN = /\s*(?:-|–|—|~|～|\.\.|to|and|到|至)\s*/uy;

/**
 * The phrase lists looked up as one, per options object: a text with a digit, which may state a
 * bound, is looked up once for its defaults and bounds together; other text only for defaults.
 */
const claimLists = new WeakMap<ClaimPhrases, ReadonlyArray<readonly string[]>>();

/** Defaults, max, min and range phrases: `phraseHitsOfLists` gives their hits in that order. */
function listsOf(phrases: ClaimPhrases): ReadonlyArray<readonly string[]> {
  let lists = claimLists.get(phrases);
  if (lists === undefined) {
    lists = [phrases.defaultPhrases, phrases.maxPhrases, phrases.minPhrases, phrases.rangePhrases];
    claimLists.set(phrases, lists);
  }
  return lists;
}

function sticky(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

function readNumber(text: string, at: number): { value: number; end: number } | undefined {
  const m = sticky(NUMBER, text, at);
  return m ? { value: Number(m[1].replace(/,/g, '')), end: at + m[0].length } : undefined;
}

function readLiteral(text: string, at: number): Literal | undefined {
  // reStructuredText writes code as ``value``.
  const open = text.startsWith('``', at) ? '``' : text[at];
  const close = open === undefined ? undefined : open === '``' ? '``' : QUOTES[open];
  if (close !== undefined) {
    const found = text.slice(at + open.length, at + 80).indexOf(close);
    if (found === -1) return undefined;
    const end = at + open.length + found;
    const inner = text.slice(at + open.length, end);
    return inner.includes('\n') || (inner === '' && open === '``') ? undefined : { kind: 'quoted', text: inner, value: inner };
  }
  const n = sticky(NUMBER, text, at);
  if (n) {
    const literal: Literal = { kind: 'number', text: n[1], value: Number(n[1].replace(/,/g, '')) };
    // "10 minutes (600,000 milliseconds)": either number may be in the schema's unit.
    const restated = sticky(RESTATED, text, at + n[0].length);
    if (restated) literal.restated = Number(restated[1].replace(/,/g, ''));
    return literal;
  }
  const b = sticky(BOOLEAN, text, at);
  if (b) return { kind: 'boolean', text: b[1], value: b[1].toLowerCase() === 'true' };
  const w = sticky(WORD, text, at);
  return w ? { kind: 'word', text: w[0], value: w[0] } : undefined;
}

/** The defaults and bounds a description claims, from one look for the phrases of all four lists. */
export function claimsIn(text: string, phrases: ClaimPhrases): { defaults: Literal[]; bounds: Bound[] } {
  // Every bound is a number written in ASCII digits (NUMBER's \d): text without one is looked
  // up for defaults alone. Text with one is looked up once for the four lists together.
  const hits = ANY_DIGIT.test(text) ? phraseHitsOfLists(text, listsOf(phrases)) : undefined;
  return { defaults: claimedDefaults(text, hits ? hits[0] : phraseHits(text, phrases.defaultPhrases)), bounds: hits ? claimedBounds(text, phrases, hits) : [] };
}

/** Every literal the description gives as the default, after the default phrases' places. */
function claimedDefaults(text: string, spans: readonly PhraseHit[]): Literal[] {
  const out: Literal[] = [];
  // Where each literal starts: "default value" and "default" end at two places before one value.
  const starts: number[] = [];
  for (const { index, length } of spans) {
    const end = index + length;
    const at = end + (sticky(DEFAULT_LEAD_IN, text, end)?.[0].length ?? 0);
    if (starts.includes(at)) continue;
    starts.push(at);
    const literal = readLiteral(text, at);
    if (literal) out.push(literal);
  }
  return out;
}

/** Every bound the description gives: "max 100", "at least 1", "between 1 and 100", "最多 20". */
function claimedBounds(text: string, phrases: ClaimPhrases, hits: ReadonlyArray<readonly PhraseHit[]>): Bound[] {
  const out: Bound[] = [];
  // The length units of the whole text, found once when a bound needs them: a unit counts within
  // 12 characters before the bound's phrase or 16 after its number.
  let units: readonly PhraseHit[] | undefined;
  const add = (side: Bound['side'], value: number, from: number, to: number, range = false) => {
    if (out.some((b) => b.side === side && b.value === value)) return;
    const start = from - 12;
    const end = to + 16;
    units ??= phraseHits(text, phrases.lengthUnits);
    out.push({ side, value, length: units.some((u) => u.index >= start && u.index + u.length <= end), range });
  };
  const [, maxHits, minHits, rangeHits] = hits;
  for (const side of ['max', 'min'] as const) {
    for (const { index: start, length } of side === 'max' ? maxHits : minHits) {
      const end = start + length;
      const at = end + (sticky(BOUND_LEAD_IN, text, end)?.[0].length ?? 0);
      const n = readNumber(text, at);
      // "max 1-5" is a range, read below if a range phrase introduces it.
      if (n && !sticky(RANGE_JOIN, text, n.end)?.[0].match(/^\s*[-–—~～]/)) add(side, n.value, start, n.end);
    }
  }
  for (const { index: start, length } of rangeHits) {
    const end = start + length;
    const at = end + (sticky(BOUND_LEAD_IN, text, end)?.[0].length ?? 0);
    const low = readNumber(text, at);
    const join = low && sticky(RANGE_JOIN, text, low.end);
    const high = join ? readNumber(text, low.end + join[0].length) : undefined;
    // `2024-01-01` is a date, not the range 2024 to 1.
    if (!low || !high || low.value > high.value || /^[-–/]\d/.test(text.slice(high.end))) continue;
    add('min', low.value, start, high.end, true);
    add('max', high.value, start, high.end, true);
  }
  return out;
}
