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

/** The formats that read `ReporterContext.rules`: describing every rule reads every rule's doc, which others need not pay for. */
export const FORMATS_DESCRIBING_RULES: ReadonlySet<LintFormat> = new Set(['sarif', 'markdown']);

/** The names Spectral, Redocly and ESLint formatters give the same reports, accepted as they are. */
export const LINT_FORMAT_ALIASES = { 'github-actions': 'github', 'code-climate': 'codeclimate', gitlab: 'codeclimate' } as const satisfies Record<
  string,
  LintFormat
>;

/** The format a `--format` value names, alias or not; undefined for none. */
export function lintFormatOf(name: string): LintFormat | undefined {
  if ((LINT_FORMATS as string[]).includes(name)) return name as LintFormat;
  return Object.hasOwn(LINT_FORMAT_ALIASES, name) ? LINT_FORMAT_ALIASES[name as keyof typeof LINT_FORMAT_ALIASES] : undefined;
}

export type { LintFailure, LintReporter, LintResults, LintedFile, Note, ReporterContext, RuleInfo, ServerInfo } from './types.js';
export { escapeTerminal } from './escape.js';
export { FAILURE_CHECK } from './fingerprint.js';
export { IGNORED_REASON } from './types.js';
export { DEFAULT_MAX_ANNOTATIONS } from './github.js';
export { summarize, type LintSummary } from './summary.js';
export { renderRulesTable, type RulesTableRow } from './rules-table.js';
export { DIFF_REPORTERS, renderChecksMarkdown, renderChecksText, type DiffFormat, type DiffReport, type DiffReporter } from './diff-reporters.js';
