import { editDistance, memoized, memoizedBy } from '../../src/kit/index.js';
import { nameWords, type Registry, type Tool } from '../../src/model/index.js';

/**
 * A name as lower snake_case words: `readFile`, `read-file` and `read_file` are one name. The
 * same names are looked up again for every description that mentions them, and every parameter
 * of a tool is keyed again for each name a description sets: each is joined once.
 */
export const nameKey = memoized((name: string): string => nameWords(name).join('_'));

/**
 * The keys under which a tool can be referred to: its name in any case style, the segment after
 * a dot, and the name without one or two leading words (`copilot_readFile` is `read_file` to the
 * model), as long as two words remain.
 */
export function keysOf(name: string, words: readonly string[]): string[] {
  const lower = name.toLowerCase();
  // Most names are lower snake_case already: their words joined are the name, and the name
  // without its first words is the rest of it, with nothing joined again.
  const snake = SNAKE.test(name);
  const joined = snake ? lower : words.join('_');
  const out = joined === lower ? [lower] : [lower, joined];
  const dot = name.lastIndexOf('.');
  if (dot !== -1) out.push(nameKey(name.slice(dot + 1)));
  let at = -1;
  for (let drop = 1; drop <= 2 && words.length - drop >= 2; drop++) {
    if (snake) {
      at = joined.indexOf('_', at + 1);
      out.push(joined.slice(at + 1));
    } else out.push(words.slice(drop).join('_'));
  }
  return out;
}

/** A name whose words, joined with `_`, are the name itself. */
const SNAKE = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

/** The most names a word's entry keeps for suggestions, so that common words cost a fixed amount. */
const PER_WORD = 200;
/** The most names one suggestion compares, rarest shared words first. */
const MAX_COMPARED = 100;

export interface NameIndex {
  has(name: string): boolean;
  /** The tool a reference stands for, when one does. */
  find(name: string): Tool | undefined;
  /** The existing name closest to `name`, ranked with the words of the sentence it sits in. */
  suggest(name: string, context: string, maxDistance?: number): { name: string; distance: number } | undefined;
}

/** A name a suggestion may give, and its score before the words of the sentence count. */
interface Candidate {
  name: string;
  distance: number;
  base: number;
  /** Its words that the mentioned name lacks: each one the sentence holds makes it likelier. */
  extra: string[];
}

/** Every tool of the registry and every known name, by key; built once per rule instance. */
export function nameIndex(registry: Registry, known: string[], aliasKeys: string[]): NameIndex {
  const byKey = new Map<string, Tool | undefined>();
  const byWord = new Map<string, string[]>();
  const add = (name: string, tool: Tool | undefined) => {
    const words = nameWords(name);
    for (const k of keysOf(name, words)) if (byKey.get(k) === undefined) byKey.set(k, tool);
    // A name has few words: a repeat is found by looking back, without making a set per name.
    for (let i = 0; i < words.length; i++) {
      const w = words[i];
      if (words.indexOf(w) !== i) continue;
      const list = byWord.get(w);
      if (!list) byWord.set(w, [name]);
      else if (list.length < PER_WORD) list.push(name);
    }
  };
  for (const tool of registry.tools) {
    if (tool.name !== '') add(tool.name, tool);
    for (const key of aliasKeys) {
      const alias = tool.meta[key];
      if (typeof alias === 'string' && alias !== '') add(alias, tool);
    }
  }
  for (const name of known) add(name, undefined);
  // The same names are mentioned in many descriptions: each pair's distance is worked out once.
  const nearest = memoizedBy(
    (key: string, candidate: string, max: number) => `${max}\u0000${key}\u0000${candidate}`,
    (key: string, candidate: string, max: number): number => {
      // Each key is compared only as far as the best so far: the least distance is the same.
      // A candidate's keys are made again here rather than kept for every name of the
      // registry: few names are ever candidates.
      let d = Infinity;
      for (const k of keysOf(candidate, nameWords(candidate))) {
        if (d === 0) break;
        d = Math.min(d, editDistance(key, k, Math.min(max, d - 1)));
      }
      return d;
    },
    100_000,
  );
  /**
   * The names close enough to `name` to suggest, in the order they are compared, with what their
   * score needs besides the sentence. The same wrong name is often written in many descriptions:
   * this part is worked out once per name.
   */
  const candidatesOf = memoizedBy(
    (name: string, maxDistance: number) => `${maxDistance}\u0000${name}`,
    (name: string, maxDistance: number): Candidate[] => {
      const out: Candidate[] = [];
      const words = nameWords(name);
      const key = words.join('_');
      const seen = new Set<string>();
      const lists = words.map((w) => byWord.get(w) ?? []).sort((a, b) => a.length - b.length);
      for (const list of lists) {
        for (const candidate of list) {
          if (seen.has(candidate) || seen.size >= MAX_COMPARED) continue;
          seen.add(candidate);
          const theirs = nameWords(candidate);
          // Reading `update_issue` as `update_issue_labels` is likelier when the sentence speaks of labels.
          const extra = theirs.filter((t) => !words.includes(t));
          const contains = words.every((t) => theirs.includes(t)) || theirs.slice(-2).every((t) => words.includes(t));
          const d = nearest(key, candidate, maxDistance);
          if (d > maxDistance || (!contains && d > Math.max(2, Math.floor(key.length / 3)))) continue;
          out.push({ name: candidate, distance: d, base: d - (contains ? 3 : 0), extra });
        }
      }
      return out;
    },
    10_000,
  );
  // One wrong name is written in the same sentence of many tools ("as returned by
  // list_invoices"): each pair is ranked once. The name's length says where it ends, so that no
  // name and sentence make another's key.
  const suggestion = memoizedBy((name: string, context: string, maxDistance: number) => `${maxDistance}:${name.length}:${name}${context}`, rank, 10_000);
  const lookup = (name: string) => [name.toLowerCase(), nameKey(name), nameKey(name.slice(name.lastIndexOf('.') + 1))].find((k) => byKey.has(k));
  return {
    has: (name) => lookup(name) !== undefined,
    find: (name) => {
      const k = lookup(name);
      return k === undefined ? undefined : byKey.get(k);
    },
    suggest(name, context, maxDistance = 12) {
      return suggestion(name, context, maxDistance);
    },
  };

  /** The best candidate for a name, ranked with the words of its sentence. */
  function rank(name: string, context: string, maxDistance: number): { name: string; distance: number } | undefined {
    const list = candidatesOf(name, maxDistance);
    if (list.length === 0) return undefined;
    const around = new Set(nameWords(context));
    let best: { name: string; score: number; distance: number } | undefined;
    for (const c of list) {
      let shared = 0;
      for (const t of c.extra) if (around.has(t)) shared++;
      const score = c.base - 3 * shared;
      if (!best || score < best.score) best = { name: c.name, score, distance: c.distance };
    }
    return best && { name: best.name, distance: best.distance };
  }
}
