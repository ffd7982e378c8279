import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { FixEdit } from '../../engine/index.js';
import type { LintResults } from '../../reporters/index.js';
import { writeAtomically } from '../atomic.js';
import { applyFileEdits } from './apply.js';
import { unifiedDiff } from './diff.js';

export interface FixOutcome {
  /** Files whose text changed (written, unless a dry run). */
  changed: string[];
  /** How many edits were made. */
  applied: number;
  /** The unified diff of every change. */
  diff: string;
  /** One sentence per edit not made, for standard error. */
  notes: string[];
}

/**
 * Makes the fixes the findings carry: all of them, in one pass, file by file. A file is
 * edited when this run linted it (named, or found in a folder named) or when it lies inside
 * the project (the working folder); a file outside it, reached through a `$ref`, is shared
 * with something else and is left alone. A dry run only computes the diff.
 */
export function runFixes(results: LintResults, cwd: string, dryRun: boolean): FixOutcome {
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
  const outcome: FixOutcome = { changed: [], applied: 0, diff: '', notes };
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
    if (!dryRun) writeAtomically(absolute, result.text);
    outcome.changed.push(shown);
    outcome.applied += result.applied.length;
    outcome.diff += unifiedDiff(shown, before, result.text);
  }
  return outcome;
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
