import { diffWords } from 'diff';
import { markdownCell } from './markup.js';

/** Unchanged words kept on each side of a change; longer unchanged runs are cut to their ends. */
const CONTEXT = 4;
/** A changed run longer than this many words (a description written anew) is shortened. */
const MAX_CHANGED = 40;

/**
 * Two texts as a short Markdown word diff: removed words as ~~struck~~, added ones **bold**,
 * and only a few unchanged words around each change, so a reworded description reads in a line.
 * Words come from the `diff` package; the text is escaped, since descriptions are untrusted.
 */
export function wordDiff(before: string, after: string): string {
  const parts = diffWords(before, after);
  const out: string[] = [];
  parts.forEach((part, i) => {
    const words = part.value.split(/\s+/).filter(Boolean);
    if (words.length === 0) return;
    if (part.added || part.removed) {
      const shown = words.length > MAX_CHANGED ? [...words.slice(0, MAX_CHANGED), '…'] : words;
      const mark = part.added ? '**' : '~~';
      out.push(`${mark}${markdownCell(shown.join(' '))}${mark}`);
      return;
    }
    const first = i === 0;
    const last = i === parts.length - 1;
    if (first && words.length > CONTEXT) out.push(`… ${markdownCell(words.slice(-CONTEXT).join(' '))}`);
    else if (last && words.length > CONTEXT) out.push(`${markdownCell(words.slice(0, CONTEXT).join(' '))} …`);
    else if (!first && !last && words.length > 2 * CONTEXT) out.push(`${markdownCell(words.slice(0, CONTEXT).join(' '))} … ${markdownCell(words.slice(-CONTEXT).join(' '))}`);
    else out.push(markdownCell(words.join(' ')));
  });
  return out.join(' ');
}
