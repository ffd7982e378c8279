import type { Finding } from '../engine/index.js';
import { FAILURE_CHECK } from './fingerprint.js';
import { xml } from './markup.js';
import type { LintFailure, LintReporter } from './types.js';

/** The test case for what concerns a whole file: registry-wide findings and read failures. */
const FILE_CASE = '(file)';
const UNNAMED_CASE = '(unnamed tool)';

interface Case {
  name: string;
  errors: string[];
  failures: string[];
  /** Lines for `<system-out>`, already escaped. */
  notes: string[];
}

/**
 * `lint --format junit`, for CI test-report views: a test suite per file and a test case per
 * tool, in which errors are `<error>` and warnings `<failure>`; info and hint findings go to
 * the case's `<system-out>` and fail nothing. A clean tool is a passing case when the results
 * name the file's tools. Counts are of cases: a case with any error counts as an error.
 */
export const junit: LintReporter = (results) => {
  const suites = new Map<string, Map<string, Case>>();
  const suite = (file: string) => {
    let cases = suites.get(file);
    if (!cases) suites.set(file, (cases = new Map()));
    return cases;
  };
  const testCase = (file: string, name: string) => {
    const cases = suite(file);
    let c = cases.get(name);
    if (!c) cases.set(name, (c = { name, errors: [], failures: [], notes: [] }));
    return c;
  };

  for (const f of results.files) {
    suite(f.file);
    for (const name of f.toolNames ?? []) testCase(f.file, caseName(name));
  }
  for (const f of results.failures) testCase(f.file, FILE_CASE).errors.push(failureElement(f));
  for (const f of results.findings) {
    const c = testCase(f.file, f.tool === undefined ? FILE_CASE : caseName(f.tool));
    if (f.severity === 'error') c.errors.push(findingElement('error', f));
    else if (f.severity === 'warn') c.failures.push(findingElement('failure', f));
    else c.notes.push(`${f.severity} ${xml(f.ruleId)}: ${xml(f.message)} at ${xml(where(f))}`);
  }

  const total = { tests: 0, failures: 0, errors: 0 };
  const body = [...suites.keys()].sort(byCodePoint).map((file) => {
    const cases = [...suites.get(file)!.values()];
    const counts = countCases(cases);
    total.tests += counts.tests;
    total.failures += counts.failures;
    total.errors += counts.errors;
    return [
      `  <testsuite name="${xml(file)}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="0">`,
      ...cases.map((c) => caseElement(file, c)),
      '  </testsuite>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="toolslint" tests="${total.tests}" failures="${total.failures}" errors="${total.errors}">`,
    ...body,
    '</testsuites>',
    '',
  ].join('\n');
};

function caseName(tool: string): string {
  return tool === '' ? UNNAMED_CASE : tool;
}

function countCases(cases: Case[]) {
  const errors = cases.filter((c) => c.errors.length > 0).length;
  const failures = cases.filter((c) => c.errors.length === 0 && c.failures.length > 0).length;
  return { tests: cases.length, failures, errors };
}

function caseElement(file: string, c: Case): string {
  const open = `    <testcase classname="${xml(file)}" name="${xml(c.name)}"`;
  if (c.errors.length + c.failures.length + c.notes.length === 0) return `${open}/>`;
  const out = c.notes.length > 0 ? [`      <system-out>${c.notes.join('\n')}</system-out>`] : [];
  return [`${open}>`, ...c.errors, ...c.failures, ...out, '    </testcase>'].join('\n');
}

function findingElement(tag: 'error' | 'failure', f: Finding): string {
  return `      <${tag} type="${xml(f.ruleId)}" message="${xml(f.message)}">${xml(f.message)}\nat ${xml(where(f))}</${tag}>`;
}

function failureElement(f: LintFailure): string {
  return `      <error type="${FAILURE_CHECK}" message="${xml(f.message)}">${xml(f.message)}\nat ${xml(position(f))}</error>`;
}

function where(f: Finding): string {
  return f.pointer === '' ? position(f) : `${position(f)} (${f.pointer})`;
}

function position(f: { file: string; line?: number; column?: number }): string {
  if (f.line === undefined) return f.file;
  return f.column === undefined ? `${f.file}:${f.line}` : `${f.file}:${f.line}:${f.column}`;
}

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
