/**
 * Whether two names look like one renamed: they share most of their words (`get_issue` →
 * `issue_read`, `listRepos` → `list_repositories`) or differ by a few characters. Used only
 * for hints in messages, never to pair tools or parameters for the verdict.
 */
export function looksRenamed(a: string, b: string): boolean {
  if (a === b) return false;
  const wa = words(a);
  const wb = words(b);
  const shared = wa.filter((w) => wb.some((v) => v === w || (w.length >= 4 && v.length >= 4 && (v.startsWith(w) || w.startsWith(v))))).length;
  if (shared > 0 && shared / Math.max(wa.length, wb.length) >= 0.5) return true;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return distance(x, y) <= Math.max(1, Math.floor(Math.max(x.length, y.length) / 4));
}

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Levenshtein distance, two rows. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}
