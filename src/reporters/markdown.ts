import { SEVERITIES, type Finding, type Severity } from '../engine/index.js';
import { markdownCell } from './markup.js';
import { summarize } from './summary.js';
import type { LintFailure, LintReporter, LintResults, RuleInfo } from './types.js';

/**
 * GitHub keeps at most 1 MiB of summary per step; a thousand rows stay far below that and are
 * more than anyone reads in a summary.
 */
export const MAX_FINDING_ROWS = 1000;

const SEVERITY_HEADER: Record<Severity, string> = { error: 'Errors', warn: 'Warnings', info: 'Info', hint: 'Hints' };

/**
 * `lint --format markdown`, written for `$GITHUB_STEP_SUMMARY` (and merge-request comments):
 * a headline, a table of counts by rule, a table of findings and one of files that could not
 * be linted. Text from the input is escaped so that it shows as written.
 */
export const markdown: LintReporter = (results, ctx) => {
  const docs = new Map((ctx.rules ?? []).map((r) => [r.id, r]));
  const parts = ['### toolslint', headline(results), ...(results.notes ?? []).map((n) => `ℹ ${markdownCell(n.message)}`)];
  if (results.findings.length > 0) parts.push(byRule(results.findings, docs), findingsTable(results.findings));
  if (results.failures.length > 0) parts.push(failuresTable(results.failures));
  return `${parts.join('\n\n')}\n`;
};

function headline(results: LintResults): string {
  const s = summarize(results);
  const problems = results.findings.length;
  const sentences: string[] = [];
  if (problems > 0) {
    const counts = [count(s.error, 'error'), count(s.warn, 'warning'), count(s.info, 'info'), count(s.hint, 'hint')];
    sentences.push(`✖ ${count(problems, 'problem')} (${counts.join(', ')}).`);
  }
  if (s.failures > 0) sentences.push(`✖ ${count(s.failures, 'file')} could not be linted.`);
  if (sentences.length === 0) {
    const tools = results.files.reduce((n, f) => n + f.tools, 0);
    sentences.push(`✔ No problems in ${count(results.files.length, 'file')} (${count(tools, 'tool')}).`);
  }
  return sentences.join(' ');
}

function byRule(findings: Finding[], docs: Map<string, RuleInfo>): string {
  const counts = new Map<string, Record<Severity, number>>();
  for (const f of findings) {
    const row = counts.get(f.ruleId) ?? { error: 0, warn: 0, info: 0, hint: 0 };
    row[f.severity] += 1;
    counts.set(f.ruleId, row);
  }
  const rows = [...counts.keys()].sort().map((id) => [ruleLink(id, docs), ...SEVERITIES.map((s) => String(counts.get(id)![s]))]);
  return table(['Rule', ...SEVERITIES.map((s) => SEVERITY_HEADER[s])], ['left', 'right', 'right', 'right', 'right'], rows);
}

function findingsTable(findings: Finding[]): string {
  const rows = findings.slice(0, MAX_FINDING_ROWS).map((f) => [
    f.severity,
    markdownCell(location(f)),
    f.tool === undefined ? '' : markdownCell(f.tool),
    markdownCell(f.ruleId),
    // Without a line, the pointer is the only way to find what the finding is about.
    markdownCell(f.line === undefined && f.pointer !== '' ? `${f.message} (at ${f.pointer})` : f.message),
  ]);
  const out = [`#### Findings`, table(['Severity', 'Location', 'Tool', 'Rule', 'Message'], [], rows)];
  const left = findings.length - rows.length;
  if (left > 0) out.push(`…and ${count(left, 'more finding')}, counted in the table by rule above.`);
  return out.join('\n\n');
}

function failuresTable(failures: LintFailure[]): string {
  const rows = failures.map((f) => [markdownCell(location(f)), markdownCell(f.message)]);
  return ['#### Files that could not be linted', table(['File', 'Problem'], [], rows)].join('\n\n');
}

function ruleLink(id: string, docs: Map<string, RuleInfo>): string {
  const url = docs.get(id)?.docsUrl;
  // Percent-encoded where a character would end the link destination.
  return url
    ? `[${markdownCell(id)}](${url.replace(/[()<>\s]/g, (ch) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`)})`
    : markdownCell(id);
}

function table(header: string[], align: Array<'left' | 'right'>, rows: string[][]): string {
  const rule = header.map((_, i) => (align[i] === 'right' ? '---:' : '---'));
  return [header, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function location(f: { file: string; line?: number; column?: number }): string {
  if (f.line === undefined) return f.file;
  return f.column === undefined ? `${f.file}:${f.line}` : `${f.file}:${f.line}:${f.column}`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
