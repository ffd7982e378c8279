import type { Finding, Severity } from '../engine/index.js';
import { escapeTerminal } from './escape.js';
import { FAILURE_CHECK } from './fingerprint.js';
import type { LintFailure, LintReporter } from './types.js';

type Level = 'error' | 'warning' | 'notice';

const LEVEL: Record<Severity, Level> = { error: 'error', warn: 'warning', info: 'notice', hint: 'notice' };

/**
 * GitHub shows at most 10 error, 10 warning and 10 notice annotations per step (and 50 per
 * job); what is printed past that only clutters the log.
 */
export const DEFAULT_MAX_ANNOTATIONS = 10;

interface Annotation {
  level: Level;
  file: string;
  line?: number;
  column?: number;
  title: string;
  message: string;
}

/**
 * `lint --format github`: one workflow command per finding, which GitHub Actions turns into an
 * annotation on the file and line. Files that could not be linted come first, then findings
 * in report order; each level is capped separately so warnings never crowd out errors, and
 * one closing line says how many were left out.
 */
export const github: LintReporter = (results, ctx) => {
  const cap = ctx.maxAnnotations ?? DEFAULT_MAX_ANNOTATIONS;
  const printed: Record<Level, number> = { error: 0, warning: 0, notice: 0 };
  const lines: string[] = [];
  let omitted = 0;
  for (const a of [...results.failures.map(fromFailure), ...results.findings.map(fromFinding)]) {
    if (printed[a.level] >= cap) {
      omitted += 1;
      continue;
    }
    printed[a.level] += 1;
    lines.push(command(a));
  }
  if (omitted > 0) {
    lines.push(
      `toolslint: ${omitted} more ${omitted === 1 ? 'problem was' : 'problems were'} not annotated ` +
        `(at most ${cap} of each level are printed); run another format, such as -f stylish, to see all of them.`,
    );
  }
  return lines.map((l) => `${l}\n`).join('');
};

function fromFinding(f: Finding): Annotation {
  // Without a line the annotation lands on the file, so the pointer says where in it.
  const where = f.line === undefined && f.pointer !== '' ? ` (at ${f.pointer})` : '';
  return { level: LEVEL[f.severity], file: f.file, line: f.line, column: f.column, title: f.ruleId, message: f.message + where };
}

function fromFailure(f: LintFailure): Annotation {
  return { level: 'error', file: f.file, line: f.line, column: f.column, title: FAILURE_CHECK, message: f.message };
}

function command(a: Annotation): string {
  const props = [
    `file=${property(a.file)}`,
    ...(a.line === undefined ? [] : [`line=${a.line}`]),
    ...(a.line === undefined || a.column === undefined ? [] : [`col=${a.column}`]),
    `title=${property(a.title)}`,
  ];
  return `::${a.level} ${props.join(',')}::${data(a.message)}`;
}

/**
 * The escaping of GitHub's actions/toolkit: `%`, CR and LF in the message, and also `:` and
 * `,` in properties, where they would end the value. What is left is made safe for the log,
 * which is a terminal.
 */
export function data(text: string): string {
  return escapeTerminal(text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A'));
}

export function property(text: string): string {
  return data(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}
