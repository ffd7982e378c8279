import type { DiffReport, DiffReporter } from './diff-types.js';
import { diffGithub, diffJunit, diffSarif } from './diff-ci.js';
import { diffJson } from './diff-json.js';
import { diffHtml } from './diff-html.js';
import { diffMarkdown } from './diff-markdown.js';
import { diffText } from './diff-text.js';

/** Every `diff --format`; adding a format is one import and one entry here. */
export const DIFF_REPORTERS = {
  text: diffText,
  json: diffJson,
  markdown: diffMarkdown,
  html: diffHtml,
  github: diffGithub,
  sarif: diffSarif,
  junit: diffJunit,
} as const satisfies Record<string, DiffReporter>;

export type DiffFormat = keyof typeof DIFF_REPORTERS;

export type { DiffReport, DiffReporter };
export { renderChecksMarkdown, renderChecksText } from './diff-checks-table.js';
