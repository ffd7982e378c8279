import { nameWords } from '../../model/index.js';

/**
 * What two tools are compared by: the words of their names with synonyms folded, the words
 * of their descriptions (CJK text as character pairs), and their parameter names.
 */

const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/u;
const TOKENS = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[\p{L}\p{N}]+/gu;

/** A rough singular, so that `orders` and `order` are one word. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** Maps each word of a synonym group to the group's first word. */
export function synonymMap(groups: readonly string[][]): Map<string, string> {
  const out = new Map<string, string>();
  for (const group of groups) for (const w of group) out.set(w.toLowerCase(), group[0].toLowerCase());
  return out;
}

/** The name's words, singular: `fetchUsers` → `fetch user`. */
export function nameWordsOf(name: string): string[] {
  return nameWords(name.slice(name.lastIndexOf('.') + 1)).map(stem);
}

/**
 * What a name means to a model: its verbs with synonyms folded, in any order, then its other
 * words in order. `fetch_users`, `get_user` and `users_get` are one key; `group_users` and
 * `user_groups` are not, nor are `list_tasks` and `list_task_lists`.
 */
export function nameKey(name: string, synonyms: Map<string, string>, isVerb: (w: string) => boolean): string {
  const words = nameWordsOf(name).map((w) => synonyms.get(w) ?? w);
  const verbs = words.filter((w) => isVerb(w)).sort();
  const rest = words.filter((w) => !isVerb(w));
  return [...verbs, '|', ...rest].join(' ');
}

/** The words of a description, without stop words; CJK runs as overlapping character pairs. */
export function descriptionWords(text: string, stopWords: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const [token] of text.toLowerCase().matchAll(TOKENS)) {
    if (CJK_RUN.test(token)) {
      const chars = [...token];
      if (chars.length === 1) out.add(token);
      for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i] + chars[i + 1]);
    } else if (token.length > 1 && !stopWords.has(token)) out.add(stem(token));
  }
  return out;
}

/**
 * True when the descriptions differ in a word the names differ in: `add_issue_reaction` and
 * `add_issue_comment_reaction`, where only one description says "comment". The description
 * then states what sets the tools apart, however alike the rest of it is.
 */
export function differenceStated(nameA: string, nameB: string, a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const wordsA = new Set(nameA.split(' '));
  const wordsB = new Set(nameB.split(' '));
  for (const w of wordsA) if (!wordsB.has(w) && mentions(a, w) !== mentions(b, w)) return true;
  for (const w of wordsB) if (!wordsA.has(w) && mentions(a, w) !== mentions(b, w)) return true;
  return false;
}

/** A name word is mentioned by itself or spelt out: `org` by "organization", `repo` by "repository". */
function mentions(words: ReadonlySet<string>, w: string): boolean {
  if (words.has(w)) return true;
  if (w.length < 3) return false;
  for (const d of words) if (d.startsWith(w)) return true;
  return false;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const w of small) if (large.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

export const DEFAULT_SYNONYMS: string[][] = [
  ['get', 'fetch', 'retrieve', 'read', 'lookup', 'show', 'view', 'load'],
  ['search', 'find', 'query'],
  ['create', 'add', 'new', 'make', 'insert'],
  ['update', 'edit', 'modify', 'change', 'patch'],
  ['delete', 'remove', 'destroy', 'erase', 'drop'],
  ['list', 'enumerate'],
  ['send', 'post', 'submit'],
];

export const DEFAULT_STOP_WORDS = [
  'a',
  'an',
  'the',
  'of',
  'to',
  'in',
  'on',
  'for',
  'and',
  'or',
  'by',
  'with',
  'from',
  'at',
  'as',
  'is',
  'are',
  'be',
  'this',
  'that',
  'it',
  'its',
  'use',
  'used',
  'when',
  'if',
  'you',
  'your',
  'can',
  'will',
  'all',
  'any',
  'one',
  'given',
  'specified',
  'tool',
  'function',
  'returns',
  'return',
];
