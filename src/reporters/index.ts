import { json } from './json.js';
import { stylish } from './stylish.js';
import type { LintReporter } from './types.js';

/** Every `lint --format`; adding a format is one import and one entry here. */
export const LINT_REPORTERS = { stylish, json } as const satisfies Record<string, LintReporter>;

export type LintFormat = keyof typeof LINT_REPORTERS;

export const LINT_FORMATS = Object.keys(LINT_REPORTERS) as LintFormat[];

export type { LintFailure, LintReporter, LintResults, LintedFile, ReporterContext } from './types.js';
export { escapeTerminal } from './escape.js';
export { summarize, type LintSummary } from './summary.js';
export { renderRulesTable, type RulesTableRow } from './rules-table.js';
