import { Chalk, type ChalkInstance } from 'chalk';
import type { Finding, Severity } from '../engine/index.js';
import { escapeTerminal } from './escape.js';
import { summarize } from './summary.js';
import type { LintFailure, LintReporter, LintResults } from './types.js';

/** A table cell: the text to print (maybe coloured) and how many columns it takes. */
interface Cell {
  text: string;
  width: number;
}

interface Row {
  line?: number;
  column?: number;
  cells: Cell[];
}

/**
 * The default human format, after ESLint's stylish: findings and failures grouped by file,
 * `line:col  severity  message  [tool]  rule` in aligned columns, then a summary line.
 * Everything taken from the input is escaped, so one finding is always exactly one line.
 */
export const stylish: LintReporter = (results, ctx) => {
  const c = new Chalk({ level: ctx.color ? 1 : 0 });
  const groups = new Map<string, Row[]>();
  const add = (file: string, row: Row) => {
    const rows = groups.get(file) ?? [];
    rows.push(row);
    groups.set(file, rows);
  };
  // A failure is about the whole file, so it is listed before that file's findings.
  for (const f of results.failures) add(f.file, failureRow(f, c));
  for (const f of results.findings) add(f.file, findingRow(f, c));

  const blocks = [...groups.keys()].sort(byCodePoint).map((file) => {
    const header = escapeTerminal(file);
    return [c.underline(header), ...table(groups.get(file)!, c)].join('\n');
  });
  return [...blocks, summaryLines(results, c)].join('\n\n') + '\n';
};

function findingRow(f: Finding, c: ChalkInstance): Row {
  const message = escapeTerminal(f.message);
  const extras = [
    f.tool === undefined ? undefined : `[${escapeTerminal(f.tool)}]`,
    // Without a line, the pointer is the only way to find what the finding is about.
    f.line === undefined && f.pointer !== '' ? `at ${escapeTerminal(f.pointer)}` : undefined,
  ].filter((s): s is string => s !== undefined);
  const suffix = extras.length > 0 ? `  ${extras.join(' ')}` : '';
  return {
    line: f.line,
    column: f.column,
    cells: [severityCell(f.severity, c), { text: message + c.dim(suffix), width: width(message + suffix) }, plain(escapeTerminal(f.ruleId), c.dim)],
  };
}

function failureRow(f: LintFailure, c: ChalkInstance): Row {
  return { line: f.line, column: f.column, cells: [severityCell('error', c), plain(escapeTerminal(withoutPlace(f))), plain('')] };
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

function severityCell(severity: Severity, c: ChalkInstance): Cell {
  return plain(severity, SEVERITY_COLOR[severity](c));
}

function plain(text: string, paint: (s: string) => string = (s) => s): Cell {
  return { text: paint(text), width: width(text) };
}

/** Rows of one file: `line:col` with the colons aligned, then the cells padded to common widths. */
function table(rows: Row[], c: ChalkInstance): string[] {
  const lineWidth = maxOf(rows.map((r) => String(r.line ?? '').length));
  const positions = rows.map((r) => {
    if (r.line === undefined) return '';
    const col = r.column === undefined ? '' : `:${r.column}`;
    return String(r.line).padStart(lineWidth) + col;
  });
  const posWidth = maxOf(positions.map((p) => p.length));
  const widths = rows[0].cells.map((_, i) => maxOf(rows.map((r) => r.cells[i].width)));
  return rows.map((r, n) => {
    const cells = r.cells.map((cell, i) => cell.text + ' '.repeat(widths[i] - cell.width));
    return `  ${c.dim(positions[n])}${' '.repeat(posWidth - positions[n].length)}  ${cells.join('  ')}`.trimEnd();
  });
}

/** Math.max without spreading: a file may have more findings than a call may take arguments. */
function maxOf(values: number[]): number {
  let max = -Infinity;
  for (const v of values) if (v > max) max = v;
  return max;
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
  // Said, never silent: a file passed over is not a file that passed.
  const skipped = results.skipped ?? [];
  if (skipped.length > 0) {
    lines.push(c.dim(`${count(skipped.length, 'file')} skipped (name a file on the command line to lint it anyway):`));
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
