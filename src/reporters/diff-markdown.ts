import type { Change, DiffResult, Level } from '../differ/index.js';
import type { DiffReporter } from './diff-types.js';
import { countsSentence, passed, verdictLine } from './diff-verdict.js';

/**
 * `diff --format markdown`: release notes. The verdict, a table of breaking changes, and, when
 * anything breaks, a migration guide that tells a caller of each tool what to change; then the
 * other changes as lists.
 */
export const diffMarkdown: DiffReporter = (result) => {
  const out: string[] = [`# Tool changes: ${code(result.base.source)} → ${code(result.head.source)}`, ''];
  out.push(`**Verdict:** ${inline(verdictLine(result))}${passed(result) ? '' : ' ❌'}`, '', inline(countsSentence(result)), '');
  for (const m of [...(result.notes ?? []).map((n) => n.message), ...(result.notices ?? [])]) out.push(`ℹ ${inline(m)}`, '');
  const breaking = result.changes.filter((c) => c.level === 'breaking');
  if (breaking.length > 0) {
    out.push('## Breaking changes', '', '| Tool | Change | Where | Check |', '|---|---|---|---|');
    for (const c of breaking) out.push(`| ${code(c.tool)} | ${cell(c.message)} | ${cell(where(c))} | ${code(c.id)} |`);
    out.push('', ...migrationGuide(result), '');
  }
  for (const level of ['warning', 'info'] as const) {
    const list = result.changes.filter((c) => c.level === level);
    if (list.length === 0) continue;
    out.push(`## ${HEADINGS[level]}`, '');
    for (const c of list) out.push(`- ${code(c.tool)}: ${inline(c.message)}`);
    out.push('');
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
};

const HEADINGS: Record<Exclude<Level, 'breaking'>, string> = { warning: 'Changes to review', info: 'Other changes' };

/** Per tool, what a caller must do: from every breaking or warning change that says. */
function migrationGuide(result: DiffResult): string[] {
  const steps = new Map<string, string[]>();
  for (const c of result.changes) {
    if (c.level === 'info' || !c.migration) continue;
    const list = steps.get(c.tool) ?? [];
    if (!list.includes(c.migration)) list.push(c.migration);
    steps.set(c.tool, list);
  }
  const out = ['## Migration guide', ''];
  for (const tool of [...steps.keys()].sort()) {
    out.push(`### ${code(tool)}`, '', ...steps.get(tool)!.map((s) => `- ${inline(s)}`), '');
  }
  return out;
}

function where(c: Change): string {
  const loc = c.location?.line === undefined ? undefined : `${c.location.file}:${c.location.line}`;
  return [c.direction === 'tool' ? '' : `${c.direction} ${c.pointer || '/'}`, loc ?? ''].filter(Boolean).join(', ');
}

/** Text on one line, with nothing that would start HTML or break out of the paragraph. */
function inline(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/</g, '&lt;');
}

/** A table cell: one line, pipes escaped. */
function cell(text: string): string {
  return inline(text).replace(/\|/g, '\\|');
}

/** Inline code that holds any text: the fence is longer than any backtick run inside it. */
function code(text: string): string {
  const flat = inline(text).replace(/\|/g, '\\|');
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longest + 1);
  return flat.startsWith('`') || flat.endsWith('`') ? `${fence} ${flat} ${fence}` : `${fence}${flat}${fence}`;
}
