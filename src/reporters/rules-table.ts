import { Chalk } from 'chalk';

export interface RulesTableRow {
  id: string;
  description: string;
  presets: Record<string, string>;
  fixable: boolean;
}

/** The text `toolslint rules` prints: one aligned row per rule. */
export function renderRulesTable(rows: RulesTableRow[], ctx: { color: boolean }): string {
  const c = new Chalk({ level: ctx.color ? 1 : 0 });
  const presetNames = Object.keys(rows[0]?.presets ?? {});
  const header = ['rule', ...presetNames, 'fix', 'description'];
  const body = rows.map((r) => [r.id, ...presetNames.map((p) => r.presets[p]), r.fixable ? 'yes' : '', r.description]);
  const widths = header.slice(0, -1).map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells: string[], paint: (s: string, i: number) => string) =>
    cells
      .map((cell, i) => paint(i < widths.length ? cell.padEnd(widths[i]) : cell, i))
      .join('  ')
      .trimEnd();
  const sev = (s: string) => (s.startsWith('error') ? c.red(s) : s.startsWith('warn') ? c.yellow(s) : s.startsWith('off') ? c.dim(s) : s);
  return [
    line(header, (s) => c.bold(s)),
    ...body.map((row) => line(row, (s, i) => (i > 0 && i <= presetNames.length ? sev(s) : s))),
    '',
    c.dim(`${rows.length} ${rows.length === 1 ? 'rule' : 'rules'}. toolslint explain <rule> shows one rule's documentation.`),
    '',
  ].join('\n');
}
