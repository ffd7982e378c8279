import type { DiffResult } from '../differ/index.js';
import type { Note, ReporterContext } from './types.js';

/** A diff with what the command line has to say about its sides (an empty registry). */
export type DiffReport = DiffResult & { notes?: Note[] };

/** A pure function from a diff to the text to print or write. */
export type DiffReporter = (result: DiffReport, ctx: ReporterContext) => string;
