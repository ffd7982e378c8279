import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically } from '../../io/atomic.js';
import type { Finding, FixEdit } from '../../../engine/index.js';
import type { LintFailure, LintResults } from '../../../reporters/index.js';
import { applyFileEdits } from './file-edits.js';
import { unifiedDiff } from './unified-diff.js';

export interface FixOutcome {
  /** Files whose text changed (written, unless a dry run). */
  changed: string[];
  /** How many edits were made. */
  applied: number;
  /** The unified diff of every change. */
  diff: string;
  /** One sentence per edit not made, for standard error. */
  notes: string[];
  /** Files whose fixes could not be written: the run fails, as for a file it could not read. */
  failures: LintFailure[];
}

/**
 * The error-level findings of a file's text, as the run would lint it (a text that no longer
 * loads gives one, saying why): what a fix must not add.
 */
export type FixCheck = (absolute: string, shown: string, text: string) => Array<Pick<Finding, 'ruleId' | 'pointer' | 'messageId' | 'message'>>;

/**
 * Makes the fixes the findings carry: all of them, in one pass, file by file. A file is
 * edited when this run linted it (named, or found in a folder named) or when it lies inside
 * the project (the working folder); a file outside it, reached through a `$ref`, is shared
 * with something else and is left alone. A dry run only computes the diff.
 */
export function runFixes(results: LintResults, cwd: string, dryRun: boolean, check?: FixCheck, write = writeAtomically): FixOutcome {
  const linted = new Set(results.files.map((f) => real(path.resolve(cwd, f.file))));
  const root = real(cwd);
  const byFile = new Map<string, { shown: string; edits: FixEdit[] }>();
  const notes: string[] = [];
  for (const f of results.findings) {
    for (const edit of f.fix ?? []) {
      if (edit.file.startsWith('mcp:') || edit.file === '<stdin>') continue;
      // The real path: a link inside the project may lead out of it, and the file it points
      // to is the one to change (replacing the link with a file would cut it).
      const absolute = real(path.resolve(cwd, edit.file));
      if (!linted.has(absolute) && !inside(root, absolute)) {
        notes.push(`${edit.file}: not fixed (${f.ruleId}): the file is outside the project; it is read through a $ref and may be shared.`);
        continue;
      }
      const entry = byFile.get(absolute) ?? { shown: edit.file, edits: [] };
      entry.edits.push(edit);
      byFile.set(absolute, entry);
    }
  }
  const outcome: FixOutcome = { changed: [], applied: 0, diff: '', notes, failures: [] };
  for (const [absolute, { shown, edits }] of [...byFile].sort(([a], [b]) => (a < b ? -1 : 1))) {
    let before: string;
    try {
      before = readFileSync(absolute, 'utf8');
    } catch (e) {
      notes.push(`${shown}: not fixed: cannot read the file (${(e as { code?: string }).code ?? String(e)}).`);
      continue;
    }
    const result = applyFileEdits(shown, before, edits);
    for (const s of result.skipped) notes.push(`${shown}: not fixed at ${s.edit.pointer || '/'} (${s.edit.op} ${s.edit.key}): ${s.reason}.`);
    if (result.text === before) continue;
    const { text, applied } = check ? keepHarmless(shown, before, result.text, result.applied, (t) => check(absolute, shown, t), notes) : result;
    if (text === before) continue;
    if (!dryRun) {
      try {
        write(absolute, text);
      } catch (e) {
        // Its findings are still reported, as they were found: the file is as it was.
        const code = (e as { code?: string }).code ?? String(e);
        outcome.failures.push({ file: shown, message: `${shown}: not fixed: cannot write the file or a temporary one beside it (${code}).` });
        continue;
      }
    }
    outcome.changed.push(shown);
    outcome.applied += applied.length;
    outcome.diff += unifiedDiff(shown, before, text);
  }
  return outcome;
}

/**
 * A fix never makes a definition worse: the fixed text is linted again, and when it has an
 * error the original did not (a closed object whose `required` names a property it does not
 * declare, so that no call passes; a keyword a target rejects), the edits are tried one at a
 * time and each one that adds an error is left out, with a note saying why.
 */
function keepHarmless(
  shown: string,
  before: string,
  after: string,
  edits: FixEdit[],
  errorsOf: (text: string) => ReturnType<FixCheck>,
  notes: string[],
): { text: string; applied: FixEdit[] } {
  const key = (f: ReturnType<FixCheck>[number]) => `${f.ruleId}\u0000${f.pointer}\u0000${f.messageId}`;
  const old = new Set(errorsOf(before).map(key));
  const added = (text: string) => errorsOf(text).filter((f) => !old.has(key(f)));
  if (added(after).length === 0) return { text: after, applied: edits };
  let current = before;
  const applied: FixEdit[] = [];
  for (const edit of edits) {
    const one = applyFileEdits(shown, current, [edit]);
    if (one.text === current) continue;
    const worse = added(one.text);
    if (worse.length > 0) {
      notes.push(`${shown}: not fixed at ${edit.pointer || '/'} (${edit.op} ${edit.key}): it would make the definition worse: ${worse[0].message}`);
      continue;
    }
    current = one.text;
    applied.push(edit);
  }
  return { text: current, applied };
}

function real(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

function inside(root: string, absolute: string): boolean {
  const rel = path.relative(root, absolute);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}
