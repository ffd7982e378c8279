import type { DiffResult } from '../differ/index.js';
import type { ReporterContext } from './types.js';

/** A pure function from a diff to the text to print or write. */
export type DiffReporter = (result: DiffResult, ctx: ReporterContext) => string;
