import type { Finding } from '../engine/index.js';

/** A file that was linted: which dialect it was read as and how many tools it held. */
export interface LintedFile {
  file: string;
  dialect: string;
  tools: number;
}

/** A file that could not be read or parsed, with one sentence saying why. */
export interface LintFailure {
  file: string;
  message: string;
  line?: number;
  column?: number;
}

export interface LintResults {
  files: LintedFile[];
  failures: LintFailure[];
  /** Sorted: file, line, column, rule. */
  findings: Finding[];
}

export interface ReporterContext {
  /** Whether to colour the output (a TTY or --color). */
  color: boolean;
  /** toolslint's version, for formats that name the tool. */
  version: string;
}

/** A pure function from results to the text to print or write. */
export type LintReporter = (results: LintResults, ctx: ReporterContext) => string;
