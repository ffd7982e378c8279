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
