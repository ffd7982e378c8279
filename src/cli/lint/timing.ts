/**
 * `--stats` and `TIMING`: how long each rule took, printed to standard error as ESLint's
 * TIMING does. `TIMING=1` (or any non-number) shows the ten slowest rules, `TIMING=<n>` the n
 * slowest, `TIMING=all` and `--stats` every rule.
 */
import { SHARED_VIEW } from '../../kit/view/shared-time.js';

/** How many rules to show: undefined when timing is not asked for. */
export function timingRows(stats: boolean | undefined, env: string | undefined): number | undefined {
  if (stats) return Infinity;
  if (env === undefined || env === '' || env === '0' || env === 'false') return undefined;
  if (env === 'all') return Infinity;
  const n = Number(env);
  return Number.isInteger(n) && n > 1 ? n : 10;
}

/**
 * The slowest `rows` rules, then the view's shared facts (`(shared view)`), which no rule's time
 * counts and which is shown whatever the number of rows; "all rules" sums every row.
 */
export function formatTimings(timings: ReadonlyMap<string, number>, rows: number): string {
  const total = [...timings.values()].reduce((a, b) => a + b, 0);
  const rules = [...timings].filter(([id]) => id !== SHARED_VIEW);
  const sorted = rules.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, rows);
  const view = timings.get(SHARED_VIEW);
  if (view !== undefined) sorted.push([SHARED_VIEW, view]);
  const ruleWidth = Math.max(4, ...sorted.map(([id]) => id.length));
  const lines = [
    `${'Rule'.padEnd(ruleWidth)} | Time (ms) | Relative`,
    `${':'.padEnd(ruleWidth, '-')}-|----------:|--------:`,
    ...sorted.map(([id, ms]) => `${id.padEnd(ruleWidth)} | ${ms.toFixed(3).padStart(9)} | ${(total > 0 ? (100 * ms) / total : 0).toFixed(1).padStart(7)}%`),
    `${'all rules'.padEnd(ruleWidth)} | ${total.toFixed(3).padStart(9)} |`,
  ];
  return `${lines.join('\n')}\n`;
}

/** Adds one registry's timings into the run's. */
export function addTimings(into: Map<string, number>, from: ReadonlyMap<string, number> | undefined): void {
  for (const [id, ms] of from ?? []) into.set(id, (into.get(id) ?? 0) + ms);
}
