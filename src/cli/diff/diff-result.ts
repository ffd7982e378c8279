import { LEVELS, type DiffResult, type Level } from '../../differ/index.js';
import type { DiffReport } from '../../reporters/index.js';
import { EXIT_FINDINGS, EXIT_OK } from '../exit-codes.js';
import type { ReadSide } from './side.js';

/** 0, 1 or 2 as DESIGN.md says; a run that failed to read a side has already thrown (exit 2). */
export function diffExitCode(result: DiffResult, failOn: Level, checkVersion: boolean): typeof EXIT_OK | typeof EXIT_FINDINGS {
  const threshold = LEVELS.indexOf(failOn);
  if (result.changes.some((c) => LEVELS.indexOf(c.level) <= threshold)) return EXIT_FINDINGS;
  if (checkVersion && !result.verdict.ok) return EXIT_FINDINGS;
  return EXIT_OK;
}

/** Names each change's file as its side shows it: `HEAD~1:tools.yaml` for a git revision. */
export function showLocations(result: DiffResult, base: ReadSide, head: ReadSide): DiffResult {
  const shown = <T extends { side: 'base' | 'head'; file: string }>(at: T): T => ({ ...at, file: (at.side === 'base' ? base : head).show(at.file) });
  const changes = result.changes.map((c) => {
    const sides = c.sides && { ...(c.sides.base ? { base: shown(c.sides.base) } : {}), ...(c.sides.head ? { head: shown(c.sides.head) } : {}) };
    return { ...c, ...(c.location ? { location: shown(c.location) } : {}), ...(sides ? { sides } : {}) };
  });
  return { ...result, changes };
}

/** The diff with what each side had to say (an empty registry), base first; no `notes` when neither did. */
export function withNotes(result: DiffResult, base: ReadSide, head: ReadSide): DiffReport {
  // A file compared with itself (or both sides one empty folder) is said once.
  const notes = [...base.notes, ...head.notes].filter((n, i, all) => all.findIndex((m) => m.message === n.message) === i);
  return notes.length === 0 ? result : { ...result, notes };
}
