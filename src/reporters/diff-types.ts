import type { DiffResult } from '../differ/index.js';
import type { Note, ReporterContext } from './types.js';

/** A diff with what the command line has to say about its sides (an empty registry). */
export type DiffReport = DiffResult & { notes?: Note[]; outcome?: Outcome };

/** How the run ends, so that the mark a report prints (✔/✖) is the exit code's. */
export interface Outcome {
  exitCode: 0 | 1;
  /** Whether a declared bump that is too low fails the run (`--check-version`). */
  checkVersion: boolean;
}

/** A pure function from a diff to the text to print or write. */
export type DiffReporter = (result: DiffReport, ctx: ReporterContext) => string;

/** How reports head the changes of no one tool (tool `''`): an element of the list that is not a tool. */
export const WHOLE_LIST = 'The tool list as a whole';
