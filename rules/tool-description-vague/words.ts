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

/** Suffixes an English word may carry, each with what replaces it: `searches` → `search`, `lists` → `list`. */
const SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ['s', ''],
  ['es', ''],
  ['ies', 'y'],
  ['ing', ''],
  ['ing', 'e'],
  ['ed', ''],
  ['ed', 'e'],
  ['d', ''],
];

/** Whether `word`, or a form it may have come from, passes `test`. */
function someStem(word: string, test: (stem: string) => boolean): boolean {
  if (test(word)) return true;
  for (const [suffix, add] of SUFFIXES) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix) && test(word.slice(0, -suffix.length) + add)) return true;
  }
  return false;
}

/** Every stem of every word of a name, so that `notifications` in a name matches `notification`. */
function nameStems(name: string): Set<string> {
  const out = new Set<string>();
  // A test that never passes visits every stem.
  for (const word of nameWords(name)) {
    someStem(word, (stem) => {
      out.add(stem);
      return false;
    });
  }
  return out;
}

const LATIN_WORD = /^[a-z][a-z0-9]*$/;
const LATIN_WORDS = /[a-z][a-z0-9]*/g;

/**
 * Whether `test` holds for each Latin word of a text that carries meaning (`ignore` words, such
 * as articles and fillers, left out), in order. It stops at the first word that fails: most
 * descriptions say something besides their tool's name by their second word.
 */
function everyContentWord(text: string, ignore: readonly string[], test: (word: string, index: number) => boolean): boolean {
  const left = wordsLeft(text, ignore);
  if (!left) return (removePhrases(text.toLowerCase(), ignore).match(LATIN_WORDS) ?? []).every(test);
  let index = 0;
  for (const run of left) {
    if (LATIN_WORD.test(run)) {
      if (!test(run, index++)) return false;
    } else {
      for (const word of run.match(LATIN_WORDS) ?? []) if (!test(word, index++)) return false;
    }
  }
  return true;
}

/**
 * True when the description's content words are all the name's words, except perhaps a leading
 * verb: `get_weather` / "Gets the weather." Descriptions in other scripts are never compared.
 */
export function restatesName(name: string, text: string, ignore: readonly string[]): boolean {
  const known = nameStems(name);
  if (known.size === 0) return false;
  return everyContentWord(text, ignore, (word, i) => someStem(word, (s) => known.has(s) || (i === 0 && RESTATING_VERBS.has(s))));
}
