/**
 * Phrase matchers for ASCII text, which most descriptions are. On such text a phrase matches
 * exactly as its Unicode matcher (text.ts) does when compiled without the `u` flag and with
 * ASCII word classes: the classes agree on ASCII, `\s` is the same set in both modes, and ASCII
 * letters fold alike. A phrase with other characters than ASCII and whitespace cannot match
 * ASCII text, except one with ſ or the Kelvin sign (which fold to s and k): lists holding one
 * keep the Unicode matcher. Without `u` and `\p{…}` classes, these compile and run much faster.
 */

import { memoized } from './view/memo.js';

const NON_ASCII = /[^\x00-\x7f]/;
const FOLDS_TO_ASCII = /[\u017f\u212a]/;
const WORD_START = /^[A-Za-z0-9_]/;
const WORD_END = /[A-Za-z0-9_]$/;

/** `s` as a regex pattern that matches it literally (text.ts uses it too). */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pattern, or null when the phrase cannot be in ASCII text, or undefined when only the Unicode matcher will do. */
export function asciiSource(phrase: string): string | null | undefined {
  const p = phrase.trim();
  if (FOLDS_TO_ASCII.test(p)) return undefined;
  if (p === '' || NON_ASCII.test(p.replace(/\s+/g, ' '))) return null;
  const start = WORD_START.test(p) ? '(?<![A-Za-z0-9_])' : '';
  const end = WORD_END.test(p) ? '(?![A-Za-z0-9_])' : '';
  return `${start}${escapeRegExp(p).replace(/\s+/g, '\\s+')}${end}`;
}

/** One memory per flag set, bounded: phrase lists come from options, but options may be huge. */
function cachedMatcher(flags: string): (phrase: string) => RegExp | null | undefined {
  return memoized((phrase) => {
    const source = asciiSource(phrase);
    return typeof source === 'string' ? new RegExp(source, flags) : source;
  });
}

/** One phrase's matcher for ASCII text: null when it cannot match, undefined when the Unicode one must be used. */
export const asciiPhraseRegExp = cachedMatcher('i');

/** `asciiPhraseRegExp` with the `g` flag, for every match (`matchAll`, `replace`) in ASCII text. */
export const asciiPhraseRegExpAll = cachedMatcher('gi');
