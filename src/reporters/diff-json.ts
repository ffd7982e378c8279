import type { Change, DiffResult, Located } from '../differ/index.js';
import type { DiffReporter } from './diff-types.js';
import { safeJson } from './markup.js';

/**
 * `diff --format json`: the versioned contract in DESIGN.md and schemas/diff-output.schema.json.
 * Objects are rebuilt field by field so keys keep the contract's order and nothing else leaks in.
 */
export const diffJson: DiffReporter = (result) => {
  const output = {
    schemaVersion: 1,
    base: side(result.base),
    head: side(result.head),
    changes: result.changes.map(change),
    verdict: { required: result.verdict.required, declared: result.verdict.declared, ok: result.verdict.ok },
    // An extension of the contract, present only when a side is an empty registry.
    ...(result.notes && result.notes.length > 0 ? { notes: result.notes.map((n) => ({ file: n.file, message: n.message })) } : {}),
    // Extensions: the run's exit code, when the command line gives it, so that CI reads one answer.
    ...(result.outcome ? { exitCode: result.outcome.exitCode } : {}),
    // What kept the second opinion from running, and changes left out, when there are any.
    ...(result.notices && result.notices.length > 0 ? { notices: [...result.notices] } : {}),
  };
  return safeJson(output);
};

function side(s: DiffResult['base']): { source: string; version?: string } {
  return { source: s.source, ...(s.version === undefined ? {} : { version: s.version }) };
}

/** The contract's seven fields first, then the extensions, each only when the change has it. */
function change(c: Change) {
  return {
    id: c.id,
    level: c.level,
    direction: c.direction,
    tool: c.tool,
    pointer: c.pointer,
    message: c.message,
    bump: c.bump,
    ...(c.migration === undefined ? {} : { migration: c.migration }),
    ...('before' in c ? { before: c.before } : {}),
    ...('after' in c ? { after: c.after } : {}),
    ...(c.sides?.base ? { base: place(c.sides.base) } : {}),
    ...(c.sides?.head ? { head: place(c.sides.head) } : {}),
  };
}

function place(at: Located): { file: string; pointer: string; line?: number; column?: number } {
  return { file: at.file, pointer: at.pointer, ...(at.line === undefined ? {} : { line: at.line, column: at.column }) };
}
