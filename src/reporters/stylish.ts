import { Chalk, type ChalkInstance } from 'chalk';
import { shortened, type Finding, type Severity } from '../engine/index.js';
import { escapeTerminal } from './escape.js';
import { summarize } from './summary.js';
import { IGNORED_REASON, type LintFailure, type LintReporter, type LintResults } from './types.js';

/**
 * The default human format, after ESLint's stylish: findings and failures grouped by file,
 * `line:col  severity  message  [tool]  rule` in aligned columns, then a summary line.
 * Everything taken from the input is escaped, so one finding is exactly one line, unless
 * `ctx.width` (a terminal) asks for long messages to be wrapped under their column.
 *
 * Each file's rows are measured in one pass and printed in a second, with no object per row:
 * a run with hundreds of thousands of findings would otherwise hold several for each.
 */
export const stylish: LintReporter = (results, ctx) => {
  const c = new Chalk({ level: ctx.color ? 1 : 0 });
  const groups = new Map<string, { failures: LintFailure[]; findings: Finding[] }>();
  const group = (file: string) => {
    let g = groups.get(file);
    if (!g) groups.set(file, (g = { failures: [], findings: [] }));
    return g;
  };
  // A failure is about the whole file, so it is listed before that file's findings.
  for (const f of results.failures) group(f.file).failures.push(f);
  for (const f of results.findings) group(f.file).findings.push(f);

  const blocks = [...groups.keys()].sort(byCodePoint).map((file) => {
    const { failures, findings } = groups.get(file)!;
    return [c.underline(escapeTerminal(file)), ...table([...failures.map(failureRow), ...findings.map(findingRow)], c, ctx.width)].join('\n');
  });
  return [...blocks, summaryLines(results, c)].join('\n\n') + '\n';
};

/** One row before colour: `line:col`, severity, text (with a dim suffix) and rule. */
interface Row {
  line?: number;
  column?: number;
  severity: Severity;
  text: string;
  suffix: string;
  rule: string;
}

/** The most characters of a tool name the `[tool]` column shows: the message names it in full up to its own limit. */
const MAX_TOOL = 80;

function findingRow(f: Finding): Row {
  const extras = [
    f.tool === undefined ? undefined : `[${escapeTerminal(shortened(f.tool, MAX_TOOL))}]`,
    // Without a line, the pointer is the only way to find what the finding is about.
    f.line === undefined && f.pointer !== '' ? `at ${escapeTerminal(f.pointer)}` : undefined,
  ].filter((s): s is string => s !== undefined);
  const suffix = extras.length > 0 ? `  ${extras.join(' ')}` : '';
  return { line: f.line, column: f.column, severity: f.severity, text: escapeTerminal(f.message), suffix, rule: escapeTerminal(f.ruleId) };
}

function failureRow(f: LintFailure): Row {
  return { line: f.line, column: f.column, severity: 'error', text: escapeTerminal(withoutPlace(f)), suffix: '', rule: '' };
}

/**
 * A failure's message names its file and place for formats that print it alone; here the file
 * is the group's header and the place has its own column, so they are not said twice.
 */
function withoutPlace(f: LintFailure): string {
  const prefix = `${f.file}${f.line === undefined ? '' : `:${f.line}${f.column === undefined ? '' : `:${f.column}`}`}: `;
  return f.message.startsWith(prefix) ? f.message.slice(prefix.length) : f.message;
}

const SEVERITY_COLOR: Record<Severity, (c: ChalkInstance) => ChalkInstance> = {
  error: (c) => c.red,
  warn: (c) => c.yellow,
  info: (c) => c.blue,
  hint: (c) => c.gray,
};

function position(r: Row, lineWidth: number): string {
  if (r.line === undefined) return '';
  return String(r.line).padStart(lineWidth) + (r.column === undefined ? '' : `:${r.column}`);
}

/**
 * Rows of one file: `line:col` with the colons aligned, then the cells padded to common widths.
 * Within `maxWidth`, the text column is narrowed so that the rule id still fits on the first
 * line, and a longer text goes on under its column, broken at spaces.
 */
function table(rows: Row[], c: ChalkInstance, maxWidth?: number): string[] {
  let lineWidth = 0;
  for (const r of rows) lineWidth = Math.max(lineWidth, r.line === undefined ? 0 : String(r.line).length);
  let posWidth = 0;
  let severityWidth = 0;
  let textWidth = 0;
  let ruleWidth = 0;
  for (const r of rows) {
    posWidth = Math.max(posWidth, position(r, lineWidth).length);
    severityWidth = Math.max(severityWidth, r.severity.length);
    textWidth = Math.max(textWidth, width(r.text) + width(r.suffix));
    ruleWidth = Math.max(ruleWidth, r.rule.length);
  }
  const indent = 2 + posWidth + 2 + severityWidth + 2;
  // Narrower than this, a message would take more lines than it saves columns.
  if (maxWidth !== undefined) textWidth = Math.min(textWidth, Math.max(30, maxWidth - indent - 2 - ruleWidth - 1));
  return rows.map((r) => {
    const pos = position(r, lineWidth);
    const severity = SEVERITY_COLOR[r.severity](c)(r.severity) + ' '.repeat(severityWidth - r.severity.length);
    const whole = r.text + r.suffix;
    const pieces = maxWidth === undefined ? [[0, whole.length]] : breakLines(whole, textWidth);
    // The suffix (tool, pointer) is dim wherever the breaks put it.
    const paint = ([start, end]: number[]) => whole.slice(start, Math.min(end, r.text.length)) + c.dim(whole.slice(Math.max(start, r.text.length), end));
    const first = paint(pieces[0]) + ' '.repeat(Math.max(0, textWidth - width(whole.slice(pieces[0][0], pieces[0][1]))));
    const head = `  ${c.dim(pos)}${' '.repeat(posWidth - pos.length)}  ${severity}  ${first}  ${r.rule === '' ? '' : c.dim(r.rule)}`.trimEnd();
    return [head, ...pieces.slice(1).map((p) => ' '.repeat(indent) + paint(p))].join('\n');
  });
}

/** `[start, end)` of each line of `text` at most `max` wide, broken at spaces (a longer word alone). */
function breakLines(text: string, max: number): number[][] {
  const out: number[][] = [];
  let start = 0;
  while (width(text.slice(start)) > max) {
    let end = start;
    for (let i = text.indexOf(' ', start + 1); i !== -1 && width(text.slice(start, i)) <= max; i = text.indexOf(' ', i + 1)) end = i;
    if (end === start) end = text.indexOf(' ', start + 1) === -1 ? text.length : text.indexOf(' ', start + 1);
    out.push([start, end]);
    start = end;
    while (text[start] === ' ') start += 1;
  }
  out.push([start, text.length]);
  return out;
}

function summaryLines(results: LintResults, c: ChalkInstance): string {
  const s = summarize(results);
  const lines: string[] = [];
  const problems = results.findings.length;
  if (problems > 0) {
    const paint = s.error > 0 ? c.red.bold : s.warn > 0 ? c.yellow.bold : c.blue.bold;
    const counts = [count(s.error, 'error'), count(s.warn, 'warning'), count(s.info, 'info'), count(s.hint, 'hint')];
    lines.push(paint(`✖ ${count(problems, 'problem')} (${counts.join(', ')})`));
  }
  if (s.failures > 0) lines.push(c.red.bold(`✖ ${count(s.failures, 'file')} could not be linted`));
  if (lines.length === 0) {
    const tools = results.files.reduce((n, f) => n + f.tools, 0);
    lines.push(c.green(`✔ No problems in ${count(results.files.length, 'file')} (${count(tools, 'tool')})`));
  }
  // Said before the verdict, so that "(0 tools)" is never a surprise.
  lines.unshift(...(results.notes ?? []).map((n) => c.dim(`ℹ ${escapeTerminal(n.message)}`)));
  // Said, never silent: a file passed over is not a file that passed.
  // A named file that ignorePatterns matches is a warning on standard error instead, whose advice differs.
  const skipped = (results.skipped ?? []).filter((k) => k.reason !== IGNORED_REASON);
  if (skipped.length > 0) {
    lines.push(c.dim(`${count(skipped.length, 'file')} skipped (name one on the command line, without --skip-non-registries, to lint it anyway):`));
    for (const s of skipped) lines.push(c.dim(`  ${escapeTerminal(s.file)}: ${escapeTerminal(s.reason)}`));
  }
  return lines.join('\n');
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** Columns a string takes, counting code points so astral characters are not counted twice. */
function width(text: string): number {
  // Without surrogates every code unit is a code point: no array of characters is made.
  if (!SURROGATE.test(text)) return text.length;
  return [...text].length;
}

const SURROGATE = /[\ud800-\udfff]/;

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
