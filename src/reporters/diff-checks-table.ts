import type { CheckInfo } from '../differ/index.js';

/** One row per check, with a schema check's output mirror beside it rather than on its own row. */
interface Row {
  check: CheckInfo;
  mirror?: CheckInfo;
}

function rows(infos: readonly CheckInfo[]): Row[] {
  const byId = new Map(infos.map((i) => [i.id, i]));
  return infos
    .filter((i) => !(i.direction === 'output' && i.mirror !== undefined))
    .map((check) => ({ check, ...(check.mirror ? { mirror: byId.get(check.mirror) } : {}) }));
}

const verdict = (i: CheckInfo | undefined) => (i ? `${i.level}, ${i.bump}` : '');

/** The table `toolslint diff --list-checks` prints. */
export function renderChecksText(infos: readonly CheckInfo[]): string {
  const table = rows(infos).map((r) => [r.check.id, r.check.direction, verdict(r.check), r.mirror?.id ?? '', verdict(r.mirror)]);
  const header = ['check', 'direction', 'level, bump', 'output mirror', 'level, bump'];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const fmt = (cells: string[]) =>
    `  ${cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd()}`;
  return [fmt(header), ...table.map(fmt)].join('\n');
}

/** The table in docs/diff.md, between its markers: the same registry, so it is never written twice. */
export function renderChecksMarkdown(infos: readonly CheckInfo[]): string {
  const lines = ['| check | direction | area | level | bump | output mirror (level, bump) | what it reports |', '|---|---|---|---|---|---|---|'];
  for (const r of rows(infos)) {
    const mirror = r.mirror ? `\`${r.mirror.id}\` (${verdict(r.mirror)})` : '';
    lines.push(
      `| \`${r.check.id}\` | ${r.check.direction} | ${r.check.area} | ${r.check.level} | ${r.check.bump} | ${mirror} | ${r.check.description.replace(/\|/g, '\\|')} |`,
    );
  }
  return lines.join('\n');
}
