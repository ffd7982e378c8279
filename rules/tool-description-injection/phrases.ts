import { hasAnyPhrase, mayHoldAnyPhrase, phraseRegExp, phraseRegExpAll } from '../../src/engine/index.js';

/** Words skipped when matching override and concealment phrases: "ignore all of the previous …". */
const FILLER = /(?<![\p{L}\p{N}_'])(?:all|the|any|of|every|these|those|my)(?![\p{L}\p{N}_'])\s*/giu;

/** The matchers below normalize the same text one after the other: the last answer is kept. */
let last: { text: string; normalized: string } | undefined;

export function normalize(text: string): string {
  if (last?.text === text) return last.normalized;
  const normalized = text.replace(/[’‘]/g, "'").replace(FILLER, '').replace(/\s+/g, ' ');
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
  const words = exceptBefore.filter((w) => w.trim() !== '').map((w) => phraseRegExp(w).source);
  const except = words.length === 0 ? undefined : new RegExp(`^\\s*(?:的|所有|全部|其他|其它)?\\s*(?:${words.join('|')})`, 'iu');
  return (text) => {
    // normalize() only deletes filler words and changes quotes and whitespace: a text whose
    // words start none of the phrases is passed over before it is normalized.
    if (!mayHoldAnyPhrase(text, flat)) return undefined;
    const subject = normalize(text);
    if (!hasAnyPhrase(subject, flat)) return undefined;
    for (const [i, p] of flat.entries()) {
      if (p.trim() === '') continue;
      for (const m of subject.matchAll(phraseRegExpAll(p))) {
        if (!except?.test(subject.slice(m.index + m[0].length))) return phrases[i];
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
  const re = new RegExp(`<\\s*(/?)\\s*(?:${names.join('|')})(?:\\s[^<>]*)?/?\\s*>`, 'giu');
  return (text) => {
    for (const m of text.matchAll(re)) {
      const closing = m[1] === '/';
      const documented = closing
        ? /<\/\s*(?:p|para)\s*>\s*$/iu.test(text.slice(0, m.index))
        : /^\s*<\s*(?:p|para)\b/iu.test(text.slice(m.index + m[0].length));
      if (!documented) return m[0];
    }
    return undefined;
  };
}
