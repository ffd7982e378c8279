import { hasAnyPhrase, hasCjk, phraseRegExpAll } from '../../src/engine/index.js';
import { DEFAULT_CLASSIFICATION, kindFromName, type Tool, type ToolKind } from '../../src/model/index.js';

/**
 * Phrase matching for the description rules, with one addition to `findPhrase`: a phrase
 * right after a negation ("do not use this when", "non-destructive", "不适用于") is not what
 * the description says, so it does not count.
 */

/** Words that, just before a phrase, mean the description does not say it. */
export const NEGATIONS = [
  'not', 'no', 'never', 'non', 'without', "don't", "doesn't", "isn't", "aren't", "won't", 'cannot', "can't", 'nor',
  '不', '非', '无', '無', '没', '沒', '勿', '别', '別', '未',
];

/**
 * For claims about the tool itself: besides negations, verbs that make a phrase what the tool
 * does to something else ("makes the branch read-only", "设为只读").
 */
export const CLAIM_NEGATIONS = [
  ...NEGATIONS,
  'make', 'makes', 'making', 'made', 'set', 'sets', 'setting', 'mark', 'marks', 'marking', 'become', 'becomes', 'into',
  '设为', '設為', '设置为', '設置為', '改为', '改為', '变为', '變為', '转为', '轉為', '成为', '成為',
];

/** Curly apostrophes are common in pasted text; the phrase lists use straight ones. */
function normalise(text: string): string {
  return text.replace(/[\u2018\u2019\u02bc]/g, "'");
}

/** True when one of `negations` stands in the few words (or CJK characters) before `index`. */
function negated(text: string, index: number, negations: readonly string[]): boolean {
  const clause = text.slice(Math.max(0, index - 60), index).split(/[.!?;:。！？；：\n]/).pop() ?? '';
  const words = (clause.match(/[\p{L}\p{N}']+/gu) ?? []).filter((w) => !hasCjk(w)).slice(-3).map((w) => w.toLowerCase());
  const cjkTail = clause.replace(/\s+/g, '').slice(-3);
  return negations.some((n) => {
    const cue = n.trim().toLowerCase();
    if (cue === '') return false;
    return hasCjk(cue) ? cjkTail.includes(cue) : words.includes(cue);
  });
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
  if (!hasAnyPhrase(flat, normalisedList(phrases))) return undefined;
  for (const phrase of phrases) {
    if (phrase.trim() === '') continue;
    const re = phraseRegExpAll(normalise(phrase));
    for (const m of flat.matchAll(re)) if (!negated(flat, m.index, negations)) return phrase;
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
  'read-only', 'read only', 'readonly', 'only reads', 'no side effects', 'no side-effects', 'without side effects',
  'side-effect free', 'side-effect-free', 'makes no changes',
  '只读', '只讀', '唯读', '唯讀', '无副作用', '無副作用', '没有副作用', '沒有副作用', '仅读取', '僅讀取', '只读取', '只讀取',
];

/**
 * Only statements about the tool itself: "side effects" or "write access" also appear in the
 * descriptions of tools that check other code for them.
 */
export const WRITE_CLAIMS = ['write operation', 'write operations', 'write tool', '写操作', '寫操作', '写入操作', '寫入操作'];

export const DESTRUCTIVE_CLAIMS = [
  'destructive', 'irreversible', 'irreversibly', 'cannot be undone', "can't be undone", 'can not be undone',
  'cannot be reversed', 'cannot be recovered', 'permanently delete', 'permanently deletes', 'permanently deleted',
  'permanently remove', 'permanently removes', 'permanently removed', 'permanently erases',
  '不可逆', '无法撤销', '無法撤銷', '不可撤销', '不可撤銷', '无法恢复', '無法恢復', '不可恢复', '不可恢復',
  '破坏性', '破壞性', '永久删除', '永久刪除', '永久移除',
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
    type: 'array', items: { type: 'string' }, default: READ_ONLY_CLAIMS,
    description: 'Phrases by which a description says the tool only reads ("read-only", 只读).',
  },
  writePhrases: {
    type: 'array', items: { type: 'string' }, default: WRITE_CLAIMS,
    description: 'Phrases by which a description says the tool changes things ("write operation", 写操作).',
  },
  destructivePhrases: {
    type: 'array', items: { type: 'string' }, default: DESTRUCTIVE_CLAIMS,
    description: 'Phrases by which a description says the tool cannot be taken back ("DESTRUCTIVE", 不可逆).',
  },
  negations: {
    type: 'array', items: { type: 'string' }, default: CLAIM_NEGATIONS,
    description: 'Words that, in the three words (or characters) before a phrase, mean it is not a claim about the tool: negations and verbs such as make/set/设为.',
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

/**
 * The kind the tool's name says. When the name decided the tool's kind, that kind is used, so
 * a project's own verb lists count; otherwise the built-in lists are all there is to go on.
 */
export function nameKind(tool: Tool): ToolKind | undefined {
  if (tool.nameOrigin !== 'declared') return undefined;
  if (tool.kindEvidence === 'name') return tool.kind;
  return kindFromName(tool.name, DEFAULT_CLASSIFICATION);
}
