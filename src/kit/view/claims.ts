import { hasAnyPhrase, hasCjk, phraseCandidates, phraseMatches } from '../text.js';

/**
 * Phrase matching for the description rules, with one addition to `findPhrase`: a phrase
 * right after a negation ("do not use this when", "non-destructive", "不适用于") is not what
 * the description says, so it does not count.
 */

/** Words that, just before a phrase, mean the description does not say it. */
export const NEGATIONS = [
  'not',
  'no',
  'never',
  'non',
  'without',
  "don't",
  "doesn't",
  "isn't",
  "aren't",
  "won't",
  'cannot',
  "can't",
  'nor',
  '不',
  '非',
  '无',
  '無',
  '没',
  '沒',
  '勿',
  '别',
  '別',
  '未',
];

/**
 * For claims about the tool itself: besides negations, verbs that make a phrase what the tool
 * does to something else ("makes the branch read-only", "设为只读").
 */
export const CLAIM_NEGATIONS = [
  ...NEGATIONS,
  'make',
  'makes',
  'making',
  'made',
  'set',
  'sets',
  'setting',
  'mark',
  'marks',
  'marking',
  'become',
  'becomes',
  'into',
  '设为',
  '設為',
  '设置为',
  '設置為',
  '改为',
  '改為',
  '变为',
  '變為',
  '转为',
  '轉為',
  '成为',
  '成為',
];

/** Curly apostrophes are common in pasted text; the phrase lists use straight ones. */
function normalise(text: string): string {
  return text.replace(/[\u2018\u2019\u02bc]/g, "'");
}

const NON_ASCII = /[^\x00-\x7f]/;

/** A negation list split once: Latin cues by word, CJK cues to look for in the last characters. */
interface Cues {
  latin: Set<string>;
  cjk: string[];
}

const cueLists = new WeakMap<readonly string[], Cues>();

function cuesOf(negations: readonly string[]): Cues {
  let cues = cueLists.get(negations);
  if (!cues) {
    cues = { latin: new Set(), cjk: [] };
    for (const n of negations) {
      const cue = n.trim().toLowerCase();
      if (cue === '') continue;
      if (hasCjk(cue)) cues.cjk.push(cue);
      else cues.latin.add(cue);
    }
    cueLists.set(negations, cues);
  }
  return cues;
}

/** The ASCII sentence and clause ends (. ! ? ; : and newline): the words before a phrase count only back to the last one. */
const CLAUSE_END = new Set([0x2e, 0x21, 0x3f, 0x3b, 0x3a, 0x0a]);

/** Whether a character code is an ASCII letter, digit or apostrophe: what makes a word here. */
function wordCode(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x27;
}

/** True when one of `negations` stands in the few words (or CJK characters) before `index`. */
function negated(text: string, index: number, negations: readonly string[]): boolean {
  const cues = cuesOf(negations);
  const window = text.slice(Math.max(0, index - 60), index);
  if (!NON_ASCII.test(window)) {
    // ASCII: the same last three words, read backwards without splitting or a `u` regex; no CJK
    // cue can be in it.
    let end = window.length;
    let stop = 0;
    for (let i = end - 1; i >= 0; i--)
      if (CLAUSE_END.has(window.charCodeAt(i))) {
        stop = i + 1;
        break;
      }
    for (let found = 0; found < 3; found++) {
      while (end > stop && !wordCode(window.charCodeAt(end - 1))) end--;
      if (end === stop) break;
      let start = end;
      while (start > stop && wordCode(window.charCodeAt(start - 1))) start--;
      if (cues.latin.has(window.slice(start, end).toLowerCase())) return true;
      end = start;
    }
    return false;
  }
  const clause = window.split(/[.!?;:。！？；：\n]/).pop() ?? '';
  const words = (clause.match(/[\p{L}\p{N}']+/gu) ?? [])
    .filter((w) => !hasCjk(w))
    .slice(-3)
    .map((w) => w.toLowerCase());
  const cjkTail = clause.replace(/\s+/g, '').slice(-3);
  return words.some((w) => cues.latin.has(w)) || cues.cjk.some((cue) => cjkTail.includes(cue));
}

/** Normalised once per list: a list made afresh per call would be compiled again each time. */
const normalisedLists = new WeakMap<readonly string[], string[]>();

function normalisedList(phrases: readonly string[]): string[] {
  let out = normalisedLists.get(phrases);
  if (!out) normalisedLists.set(phrases, (out = phrases.map(normalise)));
  return out;
}

/** The first phrase of `phrases` that `text` says without negating it, or undefined. */
export function findAffirmed(text: string, phrases: readonly string[], negations: readonly string[]): string | undefined {
  const flat = normalise(text);
  // Most text holds none of the phrases: one pass rejects it.
  const list = normalisedList(phrases);
  if (!hasAnyPhrase(flat, list)) return undefined;
  // Only the phrases the text's words allow are scanned, in list order, until one is affirmed.
  for (const i of phraseCandidates(flat, list)) {
    if (phrases[i].trim() === '') continue;
    for (const m of phraseMatches(flat, list[i])) if (!negated(flat, m.index, negations)) return phrases[i];
  }
  return undefined;
}

export type Claim = 'read' | 'write' | 'destructive';

export interface ClaimPhrases {
  readOnlyPhrases: string[];
  writePhrases: string[];
  destructivePhrases: string[];
  negations: string[];
}

/** Strong statements that the tool only reads; "does not change X" alone is too weak a claim. */
export const READ_ONLY_CLAIMS = [
  'read-only',
  'read only',
  'readonly',
  'only reads',
  'no side effects',
  'no side-effects',
  'without side effects',
  'side-effect free',
  'side-effect-free',
  'makes no changes',
  '只读',
  '只讀',
  '唯读',
  '唯讀',
  '无副作用',
  '無副作用',
  '没有副作用',
  '沒有副作用',
  '仅读取',
  '僅讀取',
  '只读取',
  '只讀取',
];

/**
 * Only statements about the tool itself: "side effects" or "write access" also appear in the
 * descriptions of tools that check other code for them.
 */
export const WRITE_CLAIMS = ['write operation', 'write operations', 'write tool', '写操作', '寫操作', '写入操作', '寫入操作'];

export const DESTRUCTIVE_CLAIMS = [
  'destructive',
  'irreversible',
  'irreversibly',
  'cannot be undone',
  "can't be undone",
  'can not be undone',
  'cannot be reversed',
  'cannot be recovered',
  'permanently delete',
  'permanently deletes',
  'permanently deleted',
  'permanently remove',
  'permanently removes',
  'permanently removed',
  'permanently erases',
  '不可逆',
  '无法撤销',
  '無法撤銷',
  '不可撤销',
  '不可撤銷',
  '无法恢复',
  '無法恢復',
  '不可恢复',
  '不可恢復',
  '破坏性',
  '破壞性',
  '永久删除',
  '永久刪除',
  '永久移除',
];

export const CLAIM_DEFAULTS: ClaimPhrases = {
  readOnlyPhrases: READ_ONLY_CLAIMS,
  writePhrases: WRITE_CLAIMS,
  destructivePhrases: DESTRUCTIVE_CLAIMS,
  negations: CLAIM_NEGATIONS,
};

/** JSON Schema for the phrase options both kind rules take. */
export const CLAIM_OPTION_SCHEMA = {
  readOnlyPhrases: {
    type: 'array',
    items: { type: 'string' },
    default: READ_ONLY_CLAIMS,
    description: 'Phrases by which a description says the tool only reads ("read-only", 只读).',
  },
  writePhrases: {
    type: 'array',
    items: { type: 'string' },
    default: WRITE_CLAIMS,
    description: 'Phrases by which a description says the tool changes things ("write operation", 写操作).',
  },
  destructivePhrases: {
    type: 'array',
    items: { type: 'string' },
    default: DESTRUCTIVE_CLAIMS,
    description: 'Phrases by which a description says the tool cannot be taken back ("DESTRUCTIVE", 不可逆).',
  },
  negations: {
    type: 'array',
    items: { type: 'string' },
    default: CLAIM_NEGATIONS,
    description:
      'Words that, in the three words (or characters) before a phrase, mean it is not a claim about the tool: negations and verbs such as make/set/设为.',
  },
};

/**
 * What a description says about the tool's kind: the strongest claim and its phrase. A text
 * that claims both reading only and changing things ("read-only unless apply is set") claims
 * nothing, and so does a negated phrase ("non-destructive").
 */
export function descriptionClaim(text: string | undefined, lists: ClaimPhrases): { claim: Claim; phrase: string } | undefined {
  if (!text) return undefined;
  const read = findAffirmed(text, lists.readOnlyPhrases, lists.negations);
  const destructive = findAffirmed(text, lists.destructivePhrases, lists.negations);
  const write = findAffirmed(text, lists.writePhrases, lists.negations);
  if (read !== undefined) return destructive === undefined && write === undefined ? { claim: 'read', phrase: read } : undefined;
  if (destructive !== undefined) return { claim: 'destructive', phrase: destructive };
  if (write !== undefined) return { claim: 'write', phrase: write };
  return undefined;
}
