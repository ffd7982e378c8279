import type { Finding } from '../engine/index.js';
import { summarize } from './summary.js';
import type { LintFailure, LintReporter, LintedFile, ServerInfo } from './types.js';
import { safeJson } from './markup.js';

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
    // An extension of the contract, present only when a folder search passed files over.
    ...(results.skipped && results.skipped.length > 0 ? { skipped: results.skipped.map((k) => ({ file: k.file, reason: k.reason })) } : {}),
    // Another, present only when a registry is empty.
    ...(results.notes && results.notes.length > 0 ? { notes: results.notes.map((n) => ({ file: n.file, message: n.message })) } : {}),
  };
  return safeJson(output);
};

function fileEntry(f: LintedFile): LintedFile {
  return {
    file: f.file,
    dialect: f.dialect,
    tools: f.tools,
    ...server(f),
    ...(f.dialectReason === undefined ? {} : { dialectReason: f.dialectReason }),
    ...(f.mcpRevision === undefined ? {} : { mcpRevision: { revision: f.mcpRevision.revision, from: f.mcpRevision.from, says: f.mcpRevision.says } }),
  };
}

function failureEntry(f: LintFailure): LintFailure {
  return { file: f.file, message: f.message, ...position(f), ...server(f) };
}

function server(f: { server?: ServerInfo }): { server?: ServerInfo } {
  if (!f.server) return {};
  const s = f.server;
  return {
    server: {
      name: s.name,
      ...(s.transport === undefined ? {} : { transport: s.transport }),
      ...(s.serverInfo ? { serverInfo: { name: s.serverInfo.name, ...(s.serverInfo.version === undefined ? {} : { version: s.serverInfo.version }) } } : {}),
      ...(s.url === undefined ? {} : { url: s.url }),
      ...(s.config === undefined ? {} : { config: s.config }),
    },
  };
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
