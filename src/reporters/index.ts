import { codeclimate } from './codeclimate.js';
import { github } from './github.js';
import { json } from './json.js';
import { junit } from './junit.js';
import { markdown } from './markdown.js';
import { sarif } from './sarif.js';
import { stylish } from './stylish.js';
import type { LintReporter } from './types.js';

/** Every `lint --format`; adding a format is one import and one entry here. */
export const LINT_REPORTERS = { stylish, json, sarif, github, junit, markdown, codeclimate } as const satisfies Record<string, LintReporter>;

export type LintFormat = keyof typeof LINT_REPORTERS;

export const LINT_FORMATS = Object.keys(LINT_REPORTERS) as LintFormat[];

export type { LintFailure, LintReporter, LintResults, LintedFile, Note, ReporterContext, RuleInfo, ServerInfo } from './types.js';
export { escapeTerminal } from './escape.js';
export { FAILURE_CHECK } from './fingerprint.js';
export { DEFAULT_MAX_ANNOTATIONS } from './github.js';
export { summarize, type LintSummary } from './summary.js';
export { renderRulesTable, type RulesTableRow } from './rules-table.js';
export { DIFF_REPORTERS, renderChecksMarkdown, renderChecksText, type DiffFormat, type DiffReport, type DiffReporter } from './diff.js';
