import { DEFAULT_CLASSIFICATION, nameWords } from '../../src/model/index.js';
import { removePhrases, wordsLeft } from '../../src/kit/index.js';

/**
 * Verbs that may open a description without adding to the name: "Retrieves the weather" says
 * no more than `get_weather`. The classification lists, plus verbs that say nothing at all.
 */
const RESTATING_VERBS = new Set([
  ...DEFAULT_CLASSIFICATION.read,
  ...DEFAULT_CLASSIFICATION.write,
  ...DEFAULT_CLASSIFICATION.destructive,
  'return',
  'obtain',
  'provide',
  'give',
  'display',
  'perform',
  'do',
  'handle',
  'process',
  'manage',
  'allow',
]);

/** The forms an English word may have come from: `searches` → `search`, `lists` → `list`. */
function stems(word: string): string[] {
  const out = [word];
  const strip = (suffix: string, add = '') => {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) out.push(word.slice(0, -suffix.length) + add);
  };
  strip('s');
  strip('es');
  strip('ies', 'y');
  strip('ing');
  strip('ing', 'e');
  strip('ed');
  strip('ed', 'e');
  strip('d');
  return out;
}

/** Every stem of every word of a name, so that `notifications` in a name matches `notification`. */
function nameStems(name: string): Set<string> {
  const out = new Set<string>();
  for (const word of nameWords(name)) for (const s of stems(word)) out.add(s);
  return out;
}

/** The Latin words of a text that carry meaning: `ignore` words (articles, fillers) left out. */
export function contentWords(text: string, ignore: readonly string[]): string[] {
  const left = wordsLeft(text, ignore);
  if (!left) return removePhrases(text.toLowerCase(), ignore).match(/[a-z][a-z0-9]*/g) ?? [];
  // The same words from the runs the ignore list leaves, without making the text that is left.
  const out: string[] = [];
  for (const run of left) {
    if (LATIN_WORD.test(run)) out.push(run);
    else for (const w of run.match(/[a-z][a-z0-9]*/g) ?? []) out.push(w);
  }
  return out;
}

const LATIN_WORD = /^[a-z][a-z0-9]*$/;

/**
 * True when the description's words are all the name's words, except perhaps a leading verb:
 * `get_weather` / "Gets the weather." Descriptions in other scripts are never compared.
 */
export function restatesName(name: string, words: string[]): boolean {
  const known = nameStems(name);
  if (known.size === 0) return false;
  return words.every((w, i) => stems(w).some((s) => known.has(s) || (i === 0 && RESTATING_VERBS.has(s))));
}
