import { mayHoldAnyPhrase, phraseCandidates, phraseMatches, phrasePattern } from '../../src/kit/index.js';

/** Words skipped when matching override and concealment phrases: "ignore all of the previous …". */
const FILLER = /(?<![\p{L}\p{N}_'])(?:all|the|any|of|every|these|those|my)(?![\p{L}\p{N}_'])\s*/giu;
/**
 * The same for ASCII text, where the word classes agree and no character folds onto these words:
 * compiled and run without the `u` flag, which costs less.
 */
const ASCII_FILLER = /(?<![A-Za-z0-9_'])(?:all|the|any|of|every|these|those|my)(?![A-Za-z0-9_'])\s*/gi;
const NON_ASCII = /[^\x00-\x7f]/;
const FILLER_WORDS = ['all', 'the', 'any', 'of', 'every', 'these', 'those', 'my'];

/**
 * Whether FILLER may match: only ſ (as s) folds onto the letters of its words, and no character
 * lowers to one of them, so text whose lowered form holds none of the words, and no ſ, has none.
 * Text in other scripts then needs no `u` regex compiled.
 */
function mayHoldFiller(text: string): boolean {
  if (text.includes('\u017f')) return true;
  const lower = text.toLowerCase();
  return FILLER_WORDS.some((w) => lower.includes(w));
}

/** The matchers below normalize the same text one after the other: the last answer is kept. */
let last: { text: string; normalized: string } | undefined;

export function normalize(text: string): string {
  if (last?.text === text) return last.normalized;
  const quoted = text.replace(/[’‘]/g, "'");
  const unfilled = !NON_ASCII.test(text) ? quoted.replace(ASCII_FILLER, '') : mayHoldFiller(quoted) ? quoted.replace(FILLER, '') : quoted;
  const normalized = unfilled.replace(/\s+/g, ' ');
  last = { text, normalized };
  return normalized;
}

/**
 * A matcher for phrases that are not reported when one of `exceptBefore` follows them: "忽略以上"
 * is an override, "忽略以上参数" (ignore the parameters above) documents a parameter, and "do not
 * tell the user to approve it" is guidance on what to say. Returns the phrase as the user wrote
 * it in the option.
 */
export function phraseMatcher(phrases: readonly string[], exceptBefore: readonly string[]): (text: string) => string | undefined {
  const flat = phrases.map(normalize);
  const words = exceptBefore.filter((w) => w.trim() !== '').map((w) => phrasePattern(w));
  // Compiled when a phrase is first found, which most runs never see.
  let exceptRe: RegExp | undefined;
  const except =
    words.length === 0
      ? undefined
      : { test: (s: string) => (exceptRe ??= new RegExp(`^\\s*(?:的|所有|全部|其他|其它)?\\s*(?:${words.join('|')})`, 'iu')).test(s) };
  return (text) => {
    // normalize() only deletes filler words and changes quotes and whitespace: a text whose
    // words start none of the phrases is passed over before it is normalized.
    if (!mayHoldAnyPhrase(text, flat)) return undefined;
    const subject = normalize(text);
    // Only the phrases the text's words allow are scanned, in list order: a text that holds
    // none of them is through after its words are looked up, without a test for any first.
    for (const i of phraseCandidates(subject, flat)) {
      const p = flat[i];
      for (const m of phraseMatches(subject, p)) {
        if (!except?.test(subject.slice(m.index + m.length))) return phrases[i];
      }
    }
    return undefined;
  };
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A finder for prompt tags (`<IMPORTANT>`, `</system>`). API references written in HTML (AWS's
 * among them) wrap paragraphs in `<important><p>…</p></important>`: a tag that opens onto a
 * paragraph, or closes one, is documentation markup.
 */
export function tagFinder(tags: readonly string[]): (text: string) => string | undefined {
  const names = tags.filter((t) => t.trim() !== '').map(escape);
  if (names.length === 0) return () => undefined;
  let re: RegExp | undefined;
  return (text) => {
    // Every tag starts with "<": text without one, most of it, needs no scan (nor the regex compiled).
    if (!text.includes('<')) return undefined;
    re ??= new RegExp(`<\\s*(/?)\\s*(?:${names.join('|')})(?:\\s[^<>]*)?/?\\s*>`, 'giu');
    for (const m of text.matchAll(re)) {
      const closing = m[1] === '/';
      const documented = closing ? /<\/\s*(?:p|para)\s*>\s*$/iu.test(text.slice(0, m.index)) : /^\s*<\s*(?:p|para)\b/iu.test(text.slice(m.index + m[0].length));
      if (!documented) return m[0];
    }
    return undefined;
  };
}
