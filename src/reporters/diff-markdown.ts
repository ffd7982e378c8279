import { codeSpan, type Change, type Level } from '../differ/index.js';
import { WHOLE_LIST, type DiffReport, type DiffReporter } from './diff-types.js';
import { countsSentence, passed, verdictLine } from './diff-verdict.js';
import { inline, linkFree, releaseNotes, type NoteItem, type ReleaseNotes } from './diff-release.js';
import { escapeTerminalLines } from './escape.js';

/**
 * `diff --format markdown`: release notes to paste. Titled by the versions, the verdict, then
 * tools removed, renamed and added as lists, every other change under its tool, and a
 * migration guide whenever a breaking change or a warning asks something of callers. Local
 * paths and check ids are left out unless `--verbose` asks for them.
 */
export const diffMarkdown: DiffReporter = (result, ctx) => {
  const notes = releaseNotes(result.changes);
  const verbose = ctx.verbose === true;
  const out: string[] = [title(result), ''];
  if (verbose) out.push(`Compared ${code(result.base.source)} → ${code(result.head.source)}.`, '');
  out.push(`**Verdict:** ${inline(verdictLine(result))}${passed(result) ? '' : ' ❌'}`, '', inline(countsSentence(result)), '');
  for (const m of sideNotes(result, verbose)) out.push(`ℹ ${inline(m)}`, '');
  if (notes.removed.length > 0) {
    out.push(
      '## Removed tools',
      '',
      `${list(notes.removed.map((c) => c.tool))}: calls to ${notes.removed.length === 1 ? 'it fail' : 'them fail'}.${extras(notes.removed, verbose)}`,
      '',
    );
  }
  if (notes.renamed.length > 0) {
    out.push('## Renamed tools', '');
    for (const r of notes.renamed) out.push(`- ${code(r.from)} → ${code(r.to)}: calls to ${code(r.from)} fail.${extras([r.change], verbose)}`);
    out.push('');
  }
  if (notes.added.length > 0) out.push('## New tools', '', `${list(notes.added.map((c) => c.tool))}.${extras(notes.added, verbose)}`, '');
  const tools = byStrongest(notes.tools);
  if (tools.length > 0) {
    out.push('## Changes by tool', '');
    for (const [tool, items] of tools)
      out.push(
        `### ${tool === '' ? WHOLE_LIST : code(tool)}`,
        '',
        ...items.map((i) => `- ${LABEL[i.level]} ${linkFree(i.text)}${extras(i.changes, verbose)}`),
        '',
      );
  }
  out.push(...migrationGuide(notes));
  // Release notes are printed as often as pasted: nothing from the definitions may drive the terminal.
  return escapeTerminalLines(
    `${out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd()}\n`,
  );
};

const LABEL: Record<Level, string> = { breaking: '**Breaking:**', warning: '**Review:**', info: '**Compatible:**' };
const RANK: Record<Level, number> = { breaking: 0, warning: 1, info: 2 };

/** `# Release notes: 1.4.0 → 1.5.0`, with what is known of the versions. */
function title(result: DiffReport): string {
  const [from, to] = [result.base.version, result.head.version];
  if (from !== undefined && to !== undefined) return `# Release notes: ${code(from)} → ${code(to)}`;
  if (to !== undefined) return `# Release notes: ${code(to)}`;
  return '# Release notes';
}

/** A side's note names its file; without `--verbose` the side is named instead. */
function sideNotes(result: DiffReport, verbose: boolean): string[] {
  const notes = (result.notes ?? []).map((n) => {
    if (verbose || !n.message.startsWith(`${n.file}:`)) return n.message;
    const side = n.file === result.base.source ? 'The base registry' : n.file === result.head.source ? 'The new registry' : 'A registry';
    return `${side}:${n.message.slice(n.file.length + 1)}`;
  });
  return [...notes, ...(result.notices ?? [])];
}

/** Tools with breaking changes first, then by name. */
function byStrongest(tools: Map<string, NoteItem[]>): Array<[string, NoteItem[]]> {
  const strongest = (items: NoteItem[]) => Math.min(...items.map((i) => RANK[i.level]));
  return [...tools.entries()].sort(([a, x], [b, y]) => strongest(x) - strongest(y) || (a < b ? -1 : a > b ? 1 : 0));
}

/** Per tool, what a caller must do; present whenever anything asks something of callers. */
function migrationGuide(notes: ReleaseNotes): string[] {
  const sections: string[] = [];
  if (notes.removed.length > 0) sections.push('### Removed tools', '', `- Stop calling ${list(notes.removed.map((c) => c.tool))}.`, '');
  if (notes.renamed.length > 0) sections.push('### Renamed tools', '', ...notes.renamed.map((r) => `- Call ${code(r.to)} instead of ${code(r.from)}.`), '');
  for (const [tool, items] of [...notes.tools.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const steps = [...new Set(items.flatMap((i) => (i.migration ? [i.migration] : [])))];
    if (steps.length > 0) sections.push(`### ${tool === '' ? WHOLE_LIST : code(tool)}`, '', ...steps.map((s) => `- ${linkFree(s)}`), '');
  }
  return sections.length === 0 ? [] : ['## Migration guide', '', ...sections];
}

/** With `--verbose`: the check ids and where each change is written. */
function extras(changes: Change[], verbose: boolean): string {
  if (!verbose) return '';
  const ids = [...new Set(changes.map((c) => c.id))].map(code);
  const places = [...new Set(changes.flatMap((c) => (c.location?.line === undefined ? [] : [`${c.location.file}:${c.location.line}`])))].map(code);
  return ` (${[...ids, ...places].join(', ')})`;
}

/** Every name, none left out. */
function list(names: string[]): string {
  return names.map(code).join(', ');
}

/** Inline code that holds any text, shown as written (a `<` stays a `<`), with `|` escaped for GitHub. */
function code(text: string): string {
  return codeSpan(text.replace(/\|/g, '\\|'));
}
