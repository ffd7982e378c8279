import { jaccard } from '../../src/kit/index.js';

/**
 * Finding near-duplicate sets without comparing every pair: prefix filtering for Jaccard
 * similarity. Two sets with similarity at least t share a word among the first
 * |s| - ceil(t·|s|) + 1 words of each, when words are ordered rarest first; so only sets that
 * share one of those few rare words are compared, and each set is compared with at most `cap`
 * others.
 */
export function similarPairs(
  sets: ReadonlyArray<ReadonlySet<string> | undefined>,
  threshold: number,
  cap: number,
  found: (a: number, b: number, similarity: number) => void,
): void {
  const frequency = new Map<string, number>();
  for (const s of sets) if (s) for (const w of s) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const index = new Map<string, number[]>();
  // Identical sets are common (copied descriptions) and found by key, without comparing.
  const exact = new Map<string, number>();
  sets.forEach((s, i) => {
    if (!s || s.size === 0) return;
    const ranked = [...s].map((w) => ({ w, f: frequency.get(w)! }));
    ranked.sort((a, b) => a.f - b.f || (a.w < b.w ? -1 : a.w > b.w ? 1 : 0));
    const words = ranked.map((r) => r.w);
    const key = words.join('\u0000');
    const same = exact.get(key);
    if (same !== undefined) {
      found(same, i, 1);
      return;
    }
    exact.set(key, i);
    const prefix = words.length - Math.ceil(threshold * words.length) + 1;
    const compared = new Set<number>();
    for (const w of words.slice(0, prefix)) {
      const posting = index.get(w);
      if (posting) {
        // The most recent sets first; past `cap` comparisons a set is left with what it found.
        for (let k = posting.length - 1; k >= 0 && compared.size < cap; k--) {
          const j = posting[k];
          if (compared.has(j)) continue;
          compared.add(j);
          const other = sets[j]!;
          if (Math.min(other.size, s.size) < threshold * Math.max(other.size, s.size)) continue;
          const sim = jaccard(s, other);
          if (sim >= threshold) found(j, i, sim);
        }
        posting.push(i);
      } else index.set(w, [i]);
    }
  });
}
