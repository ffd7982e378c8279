import path from 'node:path';
import { Option } from 'commander';
import { SUPPRESSION_CHECKS, type AnyRule, type SeverityOrOff } from '../../engine/index.js';
import { ToolslintError } from '../../model/index.js';
import type { LintResults, RuleInfo } from '../../reporters/index.js';
import type { CliIO } from '../cli-io.js';
import { BASELINE_STALE, applyBaseline, readBaseline, writeBaseline, type BaselineEntry } from './baseline.js';
import { openCache, type LintCache } from './cache.js';
import { runFixes, type FixCheck } from './fix/run-fixes.js';
import type { LintRunOptions } from './lint-files.js';

/** The flags for adopting toolslint in CI and hooks: suppressions, baseline, fixes, cache. */
export interface WorkflowFlags {
  reportUnusedSuppressions: SeverityOrOff;
  baseline?: string;
  updateBaseline?: boolean;
  pruneBaseline?: boolean;
  fix?: boolean;
  fixDryRun?: boolean;
  cache?: boolean;
  cacheLocation?: string;
  skipNonRegistries?: boolean;
}

export function workflowOptions(): Option[] {
  return [
    new Option('--report-unused-suppressions <severity>', 'the severity of suppressions that suppress nothing')
      .choices(['off', 'info', 'warn', 'error'])
      .default('warn'),
    new Option('--baseline <file>', 'leave out the findings this baseline file lists; stale entries fail'),
    new Option('--update-baseline', 'write every current finding to the --baseline file, and report none of them'),
    new Option('--prune-baseline', 'remove the entries that no longer match from the --baseline file'),
    new Option('--fix', 'make the certain fixes of fixable rules in the files, then report what is left'),
    new Option('--fix-dry-run', 'print the fixes as a unified diff instead of the report; change nothing'),
    new Option('--cache', 'lint again only the files that changed since the last run with --cache'),
    new Option('--cache-location <path>', 'the cache file, or a folder to keep it in (default: .toolslintcache); implies --cache'),
    new Option('--skip-non-registries', 'skip named files that are not registries instead of failing (for hooks)'),
  ];
}

export const WORKFLOW_HELP = `
Suppressions (one without a reason is a ${SUPPRESSION_CHECKS.reasonRequired} error):
  x-toolslint-ignore: {rule-id: "why"}
      on a tool or schema node: it and everything under it
  # toolslint-disable-next-line rule-id, other -- why
      in YAML: the next line that is not a comment

Baseline (adopt toolslint on an existing registry; new findings and stale
entries fail):
  $ toolslint lint tools/ --baseline toolslint-baseline.json --update-baseline
  $ toolslint lint tools/ --baseline toolslint-baseline.json
  $ toolslint lint tools/ --baseline toolslint-baseline.json --prune-baseline

Fixes and cache (pre-commit):
  $ toolslint lint tools/ --fix-dry-run       the diff --fix would make
  $ toolslint lint --cache --fix tools/a.yaml tools/b.json`;

/** Descriptions of the findings that no rule makes, for formats that describe rules (SARIF). */
export const WORKFLOW_RULE_INFOS: RuleInfo[] = [
  {
    id: BASELINE_STALE,
    description: 'A baseline entry matches fewer findings than it lists: prune it.',
    defaultSeverity: 'error',
    docsUrl: docsPage('baseline'),
  },
  {
    id: SUPPRESSION_CHECKS.invalid,
    description: 'A suppression cannot be read, or names no rule.',
    defaultSeverity: 'error',
    docsUrl: docsPage('suppressions'),
  },
  {
    id: SUPPRESSION_CHECKS.reasonRequired,
    description: 'A suppression says why the finding does not apply.',
    defaultSeverity: 'error',
    docsUrl: docsPage('suppressions'),
  },
  { id: SUPPRESSION_CHECKS.unused, description: 'A suppression suppresses a finding.', defaultSeverity: 'warn', docsUrl: docsPage('suppressions') },
];

function docsPage(anchor: string): string {
  return `https://github.com/toolslint/toolslint/blob/main/docs/suppressions-and-baseline.md#${anchor}`;
}

export interface Workflow {
  /** What runLint needs to know. */
  runOptions: Pick<LintRunOptions, 'cache' | 'reportUnusedSuppressions' | 'skipNonRegistries'>;
  /**
   * Lints; with --fix makes the fixes and lints again; with --fix-dry-run keeps the diff.
   * `check` lints a fixed text again, so that no fix that adds an error is made.
   */
  lint<R extends LintResults>(run: () => Promise<R>, check?: FixCheck): Promise<R>;
  /** Applies the baseline (writing it when asked) and saves the cache. */
  finish<R extends LintResults>(results: R): R;
  /** What standard output shows instead of a report (the --fix-dry-run diff), once lint ran. */
  readonly stdout: string | undefined;
}

export interface WorkflowContext {
  io: CliIO;
  usesStdin: boolean;
  version: string;
  rules: ReadonlyMap<string, AnyRule>;
  /** Command-line settings that change findings, for the cache key. */
  settings: unknown;
}

/** Checks the flags together and reads the baseline, so that a bad one fails before linting. */
export function prepareWorkflow(flags: WorkflowFlags, ctx: WorkflowContext): Workflow {
  const { io } = ctx;
  const usage = (message: string) => new ToolslintError('usage', message);
  if (flags.fix && flags.fixDryRun) throw usage('--fix and --fix-dry-run cannot be used together: --fix-dry-run shows what --fix would do.');
  if ((flags.fix || flags.fixDryRun) && ctx.usesStdin)
    throw usage(`${flags.fix ? '--fix' : '--fix-dry-run'} edits files, and standard input is not one; name the file instead.`);
  if ((flags.updateBaseline || flags.pruneBaseline) && flags.baseline === undefined)
    throw usage(`${flags.updateBaseline ? '--update-baseline' : '--prune-baseline'} needs --baseline FILE to say which file to write.`);
  if (flags.updateBaseline && flags.pruneBaseline)
    throw usage('--update-baseline and --prune-baseline cannot be used together: --update-baseline already drops the entries that no longer match.');

  const baselineFile = flags.baseline === undefined ? undefined : path.resolve(io.cwd, flags.baseline);
  const entries: BaselineEntry[] | undefined =
    baselineFile === undefined ? undefined : readBaseline(baselineFile, flags.baseline!, flags.updateBaseline === true);
  const cache: LintCache | undefined =
    flags.cache || flags.cacheLocation !== undefined
      ? openCache({ cwd: io.cwd, location: flags.cacheLocation, version: ctx.version, rules: ctx.rules, settings: ctx.settings, now: new Date() })
      : undefined;
  let stdout: string | undefined;

  return {
    runOptions: { cache, reportUnusedSuppressions: flags.reportUnusedSuppressions, skipNonRegistries: flags.skipNonRegistries },
    get stdout() {
      return stdout;
    },
    async lint(run, check) {
      const first = await run();
      if (!flags.fix && !flags.fixDryRun) return first;
      const outcome = runFixes(first, io.cwd, flags.fixDryRun === true, check);
      for (const note of outcome.notes) io.stderr.write(`toolslint: ${note}\n`);
      const withFailures = <T extends LintResults>(results: T): T =>
        outcome.failures.length === 0 ? results : { ...results, failures: [...results.failures, ...outcome.failures] };
      if (flags.fixDryRun) {
        stdout = outcome.diff;
        return first;
      }
      if (outcome.changed.length === 0) return withFailures(first);
      io.stderr.write(`toolslint: made ${count(outcome.applied, 'fix', 'fixes')} in ${count(outcome.changed.length, 'file', 'files')}.\n`);
      return withFailures(await run());
    },
    finish(results) {
      let out = results;
      if (baselineFile !== undefined && entries !== undefined) {
        const shown = flags.baseline!;
        const applied = applyBaseline(results, entries, baselineFile, io.cwd, { update: flags.updateBaseline === true, prune: flags.pruneBaseline === true });
        if (applied.write) {
          writeBaseline(baselineFile, shown, applied.write);
          const findings = applied.write.reduce((n, e) => n + e.count, 0);
          io.stderr.write(
            `toolslint: wrote ${shown}: ${count(applied.write.length, 'entry', 'entries')} for ${count(findings, 'finding', 'findings')}${flags.pruneBaseline ? `, ${count(applied.stale, 'stale entry', 'stale entries')} pruned` : ''}.\n`,
          );
        }
        if (applied.matched > 0 && !flags.updateBaseline)
          io.stderr.write(`toolslint: ${count(applied.matched, 'finding is', 'findings are')} in the baseline ${shown} and not shown.\n`);
        if (applied.legacy)
          io.stderr.write(
            `toolslint: ${shown} is a version 1 baseline, whose pointers hold each tool's position in its list, so adding or moving a tool turns entries stale; run once with --prune-baseline to rewrite it keyed by tool name.\n`,
          );
        out = { ...results, findings: applied.results.findings };
      }
      cache?.save();
      return out;
    },
  };
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
