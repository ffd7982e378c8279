import { diffWords } from 'diff';
import { markdownCell } from './markup.js';

/** Unchanged words kept on each side of a change; longer unchanged runs are cut to their ends. */
const CONTEXT = 4;
/** A changed run longer than this many words (a description written anew) is shortened. */
const MAX_CHANGED = 40;

/**
 * Two texts as a short Markdown word diff: removed words in `<del>`, added ones in `<ins>`
 * (HTML, because `~~` and `**` stop marking text that starts or ends with punctuation), and
 * only a few unchanged words around each change, so a reworded description reads in a line.
 * Words come from the `diff` package and keep their spacing; the text is escaped, since
 * descriptions are untrusted.
 */
export function wordDiff(before: string, after: string): string {
  const parts = diffWords(before, after);
  let out = '';
  parts.forEach((part, i) => {
    const text = part.value.replace(/\s+/g, ' ');
    if (part.added || part.removed) {
      const tag = part.added ? 'ins' : 'del';
      const words = text.trim().split(' ');
      const shown = words.length > MAX_CHANGED ? `${words.slice(0, MAX_CHANGED).join(' ')} …` : words.join(' ');
      out += `${/^\s/.test(text) ? ' ' : ''}<${tag}>${markdownCell(shown)}</${tag}>${/\s$/.test(text) ? ' ' : ''}`;
      return;
    }
    out += markdownCell(unchanged(text, i === 0, i === parts.length - 1));
  });
  return out.replace(/ {2,}/g, ' ').trim();
}

/** An unchanged run cut to the words next to the changes around it. */
function unchanged(text: string, first: boolean, last: boolean): string {
  const words = text.match(/\S+\s*/g) ?? [];
  const lead = /^\s/.test(text) ? ' ' : '';
  const keepEnd = (n: number) => words.slice(-n).join('');
  const keepStart = (n: number) => lead + words.slice(0, n).join('').trimEnd();
  if (first && last) return text;
  if (first) return words.length > CONTEXT ? `… ${keepEnd(CONTEXT)}` : text;
  if (last) return words.length > CONTEXT ? `${keepStart(CONTEXT)} …` : text;
  return words.length > 2 * CONTEXT ? `${keepStart(CONTEXT)} … ${keepEnd(CONTEXT)}` : text;
}
