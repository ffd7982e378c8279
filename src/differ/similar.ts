import { editDistance } from '../model/index.js';

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
  const max = Math.max(1, Math.floor(Math.max(x.length, y.length) / 4));
  return editDistance(x, y, max) <= max;
}

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
