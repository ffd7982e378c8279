/**
 * Phrase matchers for ASCII text, which most descriptions are. On such text a phrase matches
 * exactly as its Unicode matcher (text.ts) does when compiled without the `u` flag and with
 * ASCII word classes: the classes agree on ASCII, `\s` is the same set in both modes, and ASCII
 * letters fold alike. A phrase with other characters than ASCII and whitespace cannot match
 * ASCII text, except one with ſ or the Kelvin sign (which fold to s and k): lists holding one
 * keep the Unicode matcher. Without `u` and `\p{…}` classes, these compile and run much faster.
 */

const NON_ASCII = /[^\x00-\x7f]/;
const FOLDS_TO_ASCII = /[\u017f\u212a]/;
const WORD_START = /^[A-Za-z0-9_]/;
const WORD_END = /[A-Za-z0-9_]$/;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pattern, or null when the phrase cannot be in ASCII text, or undefined when only the Unicode matcher will do. */
function asciiSource(phrase: string): string | null | undefined {
  const p = phrase.trim();
  if (FOLDS_TO_ASCII.test(p)) return undefined;
  if (p === '' || NON_ASCII.test(p.replace(/\s+/g, ' '))) return null;
  const start = WORD_START.test(p) ? '(?<![A-Za-z0-9_])' : '';
  const end = WORD_END.test(p) ? '(?![A-Za-z0-9_])' : '';
  return `${start}${escapeRegExp(p).replace(/\s+/g, '\\s+')}${end}`;
}

const single = new Map<string, RegExp | null | undefined>();

/** One phrase's matcher for ASCII text: null when it cannot match, undefined when the Unicode one must be used. */
export function asciiPhraseRegExp(phrase: string): RegExp | null | undefined {
  if (single.has(phrase)) return single.get(phrase);
  const source = asciiSource(phrase);
  const re = typeof source === 'string' ? new RegExp(source, 'i') : source;
  if (single.size >= 10_000) single.clear();
  single.set(phrase, re);
  return re;
}

const lists = new WeakMap<readonly string[], RegExp | null | undefined>();
/** Lists made afresh on each call are found by content. */
const byContent = new Map<string, RegExp | null | undefined>();

/** One alternation of a list's phrases for ASCII text; null when none can match, undefined as above. */
export function asciiAnyPhrase(phrases: readonly string[]): RegExp | null | undefined {
  if (lists.has(phrases)) return lists.get(phrases);
  const key = phrases.join('\u0000');
  const re = byContent.has(key) ? byContent.get(key) : build(phrases);
  if (byContent.size >= 2_000) byContent.clear();
  byContent.set(key, re);
  lists.set(phrases, re);
  return re;
}

function build(phrases: readonly string[]): RegExp | null | undefined {
  const parts: string[] = [];
  let unicode = false;
  for (const p of phrases) {
    const source = asciiSource(p);
    if (source === undefined) unicode = true;
    else if (source !== null) parts.push(`(?:${source})`);
  }
  return unicode ? undefined : parts.length === 0 ? null : new RegExp(parts.join('|'), 'i');
}
