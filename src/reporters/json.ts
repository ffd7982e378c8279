import type { Finding } from '../engine/index.js';
import { summarize } from './summary.js';
import type { LintFailure, LintReporter, LintedFile } from './types.js';

/**
 * `lint --format json`: the versioned contract in DESIGN.md and schemas/lint-output.schema.json.
 * Objects are rebuilt field by field so keys keep the contract's order and nothing else leaks in.
 */
export const json: LintReporter = (results) => {
  const output = {
    schemaVersion: 1,
    files: results.files.map(fileEntry),
    failures: results.failures.map(failureEntry),
    findings: results.findings.map(findingEntry),
    summary: summarize(results),
  };
  return `${JSON.stringify(output, null, 2)}\n`;
};

function fileEntry(f: LintedFile): LintedFile {
  return { file: f.file, dialect: f.dialect, tools: f.tools };
}

function failureEntry(f: LintFailure): LintFailure {
  return { file: f.file, message: f.message, ...position(f) };
}

function findingEntry(f: Finding): Finding {
  return {
    ruleId: f.ruleId,
    severity: f.severity,
    messageId: f.messageId,
    message: f.message,
    ...(f.tool === undefined ? {} : { tool: f.tool }),
    file: f.file,
    pointer: f.pointer,
    ...position(f),
  };
}

function position(f: { line?: number; column?: number }): { line?: number; column?: number } {
  return { ...(f.line === undefined ? {} : { line: f.line }), ...(f.column === undefined ? {} : { column: f.column }) };
}
