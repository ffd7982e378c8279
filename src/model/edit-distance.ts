/** Two rows reused by every call: rules compare each name with hundreds of others, many times. */
let rows = [new Int32Array(64), new Int32Array(64)];

/**
 * Levenshtein distance between two strings, in UTF-16 code units. With `max`, it stops as soon
 * as the distance must exceed it and returns `max + 1`: callers that only ask "within `max`?"
 * or "closer than the best so far?" need no more.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0].length <= b.length) rows = [new Int32Array(b.length * 2), new Int32Array(b.length * 2)];
  let [prev, cur] = rows;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca === b.charCodeAt(j - 1) ? 0 : 1));
      cur[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

/**
 * The candidate `word` was most likely meant as: the closest within a few edits (case aside;
 * `maxEdits`, else a third of the word), else, for a word of four letters or more, the shortest
 * candidate that holds it whole (`name-verb` for `tool-name-verb`; not with `maxEdits`). Every
 * "did you mean" in toolslint asks this.
 */
export function closest(word: string, candidates: Iterable<string>, maxEdits?: number): string | undefined {
  const all = [...candidates];
  let best: string | undefined;
  let bestDistance = Infinity;
  const limit = maxEdits ?? Math.max(2, Math.floor(word.length / 3));
  const lower = word.toLowerCase();
  for (const c of all) {
    const d = editDistance(lower, c.toLowerCase(), limit);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  if (bestDistance <= limit) return best;
  if (maxEdits !== undefined || word.length < 4) return undefined;
  return all.filter((c) => c.toLowerCase().includes(lower)).sort((a, b) => a.length - b.length || (a < b ? -1 : 1))[0];
}

/** ` (did you mean "x"?)`, or nothing. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const c = closest(word, candidates);
  return c === undefined ? '' : ` (did you mean "${c}"?)`;
}
