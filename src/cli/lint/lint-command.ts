import { InvalidArgumentError, Option, type Command } from 'commander';
import { createConfigResolver, type ResolvedConfig } from '../../config/index.js';
import { lintRegistry, SEVERITIES, severityAtLeast, type Severity } from '../../engine/index.js';
import { DEFAULT_PARSE_LIMITS, loadSource, type ParseLimits } from '../../loaders/index.js';
import { ToolslintError, type Dialect } from '../../model/index.js';
import {
  DEFAULT_MAX_ANNOTATIONS,
  escapeTerminal,
  FORMATS_DESCRIBING_RULES,
  IGNORED_REASON,
  LINT_FORMAT_ALIASES,
  LINT_FORMATS,
  lintFormatOf,
  LINT_REPORTERS,
  type LintFormat,
  type LintedFile,
} from '../../reporters/index.js';
import { RULES } from '../../../rules/index.js';
import type { CliIO } from '../cli-io.js';
import { EXIT_FAILURE, EXIT_FINDINGS, EXIT_OK, type SetExitCode } from '../exit-codes.js';
import { strayLine, type Stray } from '../stray.js';
import { dialectOption, maxFileSizeBytes } from '../io/input-options.js';
import { lintMcpServers, mergeResults } from '../mcp/lint-servers.js';
import { hasMcpFlags, mcpServerOptions, type McpFlags } from '../mcp/server-flags.js';
import { emit } from '../output/emit.js';
import { planOutputs, refuseOverwritingInputs, type OutputFlag } from '../output/output-plan.js';
import { reportWidth, useColor } from '../output/terminal.js';
import { toolslintVersion } from '../version.js';
import { lintExitCode, runLint } from './lint-files.js';
import { ruleInfos } from './rule-info.js';
import { formatTimings, timingRows } from './timing.js';
import type { Concurrency } from './worker-pool.js';
import { WORKFLOW_HELP, WORKFLOW_RULE_INFOS, prepareWorkflow, workflowOptions, type WorkflowFlags } from './workflow.js';

interface LintFlags extends McpFlags, WorkflowFlags {
  config?: string | false;
  rule: string[];
  target: string[];
  dialect?: Dialect;
  stdin?: boolean;
  stdinFilepath?: string;
  failSeverity: Severity;
  maxWarnings?: string;
  color?: boolean;
  maxFileSize: string;
  maxDepth: string;
  maxAnnotations?: string;
  stats?: boolean;
  verbose?: boolean;
  quiet?: boolean;
  minSeverity?: Severity;
  concurrency: Concurrency;
}

/** `--concurrency`: ESLint's values, `off`, `auto` or a number of threads. */
function parseConcurrency(value: string): Concurrency {
  if (value === 'off' || value === 'auto') return value;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('Give off, auto or a whole number of threads, 1 or more.');
  return n;
}

export function lintCommand(program: Command, io: CliIO, setExit: SetExitCode): void {
  // -f and -o are paired by their order on the command line, which commander's values lose.
  const outputFlags: OutputFlag[] = [];
  const record = (kind: OutputFlag['kind']) => (value: string) => {
    const format = kind === 'format' ? lintFormatOf(value) : value;
    if (format === undefined)
      throw new InvalidArgumentError(`Allowed choices are ${LINT_FORMATS.join(', ')} (also ${Object.keys(LINT_FORMAT_ALIASES).join(', ')}).`);
    outputFlags.push({ kind, value: format });
    return format;
  };
  const command = program
    .command('lint', { isDefault: true })
    .description('lint tool definitions in files, folders, globs or standard input (-)')
    .argument('[paths...]', 'files, folders (searched for JSON and YAML) or globs; - reads standard input', [])
    .addOption(
      new Option('-f, --format <format>', 'output format; repeat for several reports (see below)')
        .choices(LINT_FORMATS)
        .default('stylish')
        .argParser(record('format')),
    )
    .addOption(new Option('-o, --output <file>', 'write the report of the -f before it to this file').argParser(record('output')))
    .option('--max-annotations <n>', `-f github: at most n annotations of each level (default: ${DEFAULT_MAX_ANNOTATIONS})`)
    .option('-c, --config <path>', 'use this config file instead of searching for .toolslintrc.*')
    .option('--no-config', 'ignore config files: use toolslint:recommended and --rule flags only')
    .option(
      '--rule <id:severity>',
      "set a rule's severity, beating config files (repeatable); a rule's lesser messages keep their caps (see explain)",
      (v: string, prev: string[]) => [...prev, v],
      [] as string[],
    )
    .option(
      '--target <name>',
      "check this provider target's limits, replacing config's `target` (repeatable; see toolslint targets)",
      (v: string, prev: string[]) => [...prev, v],
      [] as string[],
    )
    .addOption(dialectOption())
    .option('--verbose', 'say on standard error how each file was read: its dialect and why, and its MCP revision')
    .option('--stdin', 'read one registry from standard input (same as the path -)')
    .option('--stdin-filepath <path>', 'the file name standard input stands for, in messages and config lookup')
    .addOption(new Option('--fail-severity <severity>', 'the lowest severity that fails the run (exit 1)').choices([...SEVERITIES]).default('error'))
    .option('--max-warnings <n>', 'fail (exit 1) when there are more than n warnings')
    .option('-q, --quiet', 'report errors only; other findings are neither printed nor counted')
    .addOption(
      new Option(
        '--min-severity <severity>',
        'report only findings at or above this severity; the others are neither printed nor counted (warn: leave out the infos and hints)',
      ).choices([...SEVERITIES]),
    )
    .option('--color', 'force coloured output')
    .option('--no-color', 'never colour output')
    .option('--max-file-size <MB>', 'skip, as a failure, files larger than this many megabytes', '100')
    .addOption(
      new Option(
        '--concurrency <n|auto|off>',
        'worker threads to lint files on; auto uses them for runs of 1 MB or more on 4 or more cores; off keeps one thread',
      )
        .default('auto')
        .argParser(parseConcurrency),
    )
    .option('--max-depth <levels>', 'fail, for that file, when arrays and objects nest deeper than this', String(DEFAULT_PARSE_LIMITS.maxDepth))
    .addHelpText(
      'after',
      `
Exit codes:
  0  nothing at or above --fail-severity, nor more than --max-warnings warnings
  1  findings at or above --fail-severity, or too many warnings
  2  the run failed: bad usage or config, or a file that could not be read or
     parsed (the other files are still linted and reported)

Several reports:
  Each -o FILE writes the report of the -f just before it; a -f without -o
  prints to standard output, and only one may. A single -f and -o pair in
  either order.
  $ toolslint lint tools/ -f stylish -f sarif -o toolslint.sarif

Examples:
  $ toolslint lint tools/                lint every registry in tools/
  $ toolslint lint openapi.yaml -f json  machine-readable findings for CI
  $ cat tools.json | toolslint lint - --stdin-filepath tools.json
  $ toolslint lint tools.yaml --rule tool-name-verb:off --max-warnings 0`,
    )
    .action(async (paths: string[], flags: LintFlags) => {
      const args = flags.stdin && !paths.includes('-') ? [...paths, '-'] : paths;
      if (args.length === 0 && !hasMcpFlags(flags))
        throw new ToolslintError(
          'usage',
          'name at least one file, folder or glob to lint, - for standard input, or an MCP server with --mcp-stdio, --mcp-url or --mcp-config (see toolslint lint --help).',
        );
      const maxFileSize = maxFileSizeBytes(flags.maxFileSize);
      const maxDepth = Number(flags.maxDepth);
      if (!(Number.isInteger(maxDepth) && maxDepth > 0))
        throw new ToolslintError('usage', `--max-depth must be a whole number of levels, 1 or more (got "${flags.maxDepth}").`);
      const outputs = planOutputs<LintFormat>(outputFlags, 'stylish', io.cwd);
      refuseOverwritingInputs(outputs, args, io.cwd);
      const maxAnnotations = flags.maxAnnotations === undefined ? undefined : Number(flags.maxAnnotations);
      if (maxAnnotations !== undefined && !(Number.isInteger(maxAnnotations) && maxAnnotations >= 0)) {
        throw new ToolslintError('usage', `--max-annotations must be a whole number, 0 or more (got "${flags.maxAnnotations}").`);
      }
      let maxWarnings: number | undefined;
      if (flags.maxWarnings !== undefined) {
        maxWarnings = Number(flags.maxWarnings);
        if (!Number.isInteger(maxWarnings) || maxWarnings < 0)
          throw new ToolslintError('usage', `--max-warnings must be a whole number, 0 or more (got "${flags.maxWarnings}").`);
      }
      const resolverSettings = {
        cwd: io.cwd,
        configPath: typeof flags.config === 'string' ? flags.config : undefined,
        noConfig: flags.config === false,
        cliRules: flags.rule,
        cliTargets: flags.target,
      };
      const resolver = createConfigResolver({ ...resolverSettings, rules: RULES });
      const limits = { ...DEFAULT_PARSE_LIMITS, maxDepth };
      const settings = [flags.dialect ?? null, limits, Number(flags.maxFileSize), flags.reportUnusedSuppressions];
      const workflow = prepareWorkflow(flags, { io, usesStdin: args.includes('-'), version: toolslintVersion(), rules: RULES, settings });
      const timing = timingRows(flags.stats, io.env.TIMING);
      const strays: Stray[] = [];
      const fileResults = await workflow.lint(
        () =>
          runLint(args, io, resolver, {
            dialect: flags.dialect,
            stdinFilepath: flags.stdinFilepath,
            maxFileSize,
            limits,
            timing: timing !== undefined,
            workers: { concurrency: flags.concurrency, resolver: resolverSettings },
            onStray: (stray) => strays.push(stray),
            ...workflow.runOptions,
          }),
        (absolute, shown, text) => fixedFileErrors(resolver.forFile(absolute), shown, text, flags.dialect, limits),
      );
      if (timing !== undefined && fileResults.timings) io.stderr.write(formatTimings(fileResults.timings, timing));
      if (flags.verbose) io.stderr.write(describeFiles(fileResults.files, fileResults.threads));
      const all = workflow.finish(hasMcpFlags(flags) ? mergeResults(fileResults, await lintMcpServers(flags, io, resolver, { maxFileSize })) : fileResults);
      const least = flags.quiet ? 'error' : flags.minSeverity;
      const results = least ? { ...all, findings: all.findings.filter((f) => severityAtLeast(f.severity, least)) } : all;
      // The checks of suppressions and the baseline are described only when they report something.
      const checks = WORKFLOW_RULE_INFOS.filter((i) => results.findings.some((f) => f.ruleId === i.id));
      const rules = outputs.some((o) => FORMATS_DESCRIBING_RULES.has(o.format))
        ? [...ruleInfos(resolver.rules), ...checks].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        : undefined;
      const ctx = { color: false, version: toolslintVersion(), rules, maxAnnotations };
      const reports = outputs.map((o) => ({
        output: o.output,
        text: LINT_REPORTERS[o.format](results, o.output === undefined ? { ...ctx, color: useColor(io, flags.color), ...reportWidth(io) } : ctx),
      }));
      // --fix-dry-run's diff takes standard output's place.
      const stdout = workflow.stdout === undefined ? reports.filter((r) => r.output === undefined) : [{ output: undefined, text: workflow.stdout }];
      // Files first: if one cannot be written, the run fails before printing a report that looks complete.
      for (const r of [...reports.filter((r) => r.output !== undefined), ...stdout]) emit(io, r.text, r.output);
      for (const w of resolver.warnings) io.stderr.write(`toolslint: warning: ${w.message}\n`);
      for (const s of results.skipped ?? []) {
        if (s.reason === IGNORED_REASON)
          io.stderr.write(
            `toolslint: warning: ${escapeTerminal(s.file)} is matched by ignorePatterns in its config, so it was not linted; narrow the pattern to lint it.\n`,
          );
      }
      // Said as the main thread says its own (start.ts), after the report.
      for (const stray of strays) io.stderr.write(strayLine(stray));
      const code = strays.length > 0 ? EXIT_FAILURE : lintExitCode(results, flags.failSeverity, maxWarnings);
      // A run that fails on the warning count alone says so: the report shows no error.
      const warnings = results.findings.filter((f) => f.severity === 'warn').length;
      if (code === EXIT_FINDINGS && maxWarnings !== undefined && warnings > maxWarnings && lintExitCode(results, flags.failSeverity, undefined) === EXIT_OK) {
        io.stderr.write(`toolslint: ${warnings} warnings, more than --max-warnings ${maxWarnings}: the run fails.\n`);
      }
      setExit(code);
    });
  command.option('--stats', 'print the time each rule took to standard error (TIMING=1: the ten slowest)');
  for (const o of workflowOptions()) command.addOption(o);
  command.addHelpText('after', WORKFLOW_HELP);
  for (const o of mcpServerOptions()) command.addOption(o);
  command.addHelpText('after', MCP_HELP);
}

const MCP_HELP = `
MCP servers (each is linted as a file named mcp:<name>):
  $ toolslint lint --mcp-stdio "node dist/server.js"
  $ toolslint lint --mcp-url https://example.com/mcp \\
      --mcp-header 'Authorization: Bearer \${MCP_TOKEN}'
  $ toolslint lint --mcp-config .vscode/mcp.json -f json

Every flag in detail: https://github.com/toolslint/toolslint#lint`;

/**
 * The error findings of a fixed file's text, linted alone with the file's config: a text that
 * no longer loads is one error, saying why.
 */
function fixedFileErrors(config: ResolvedConfig, shown: string, text: string, dialect: Dialect | undefined, limits: ParseLimits) {
  try {
    const registry = loadSource(text, shown, { dialect, limits, classification: config.classification });
    return lintRegistry(registry, config.rules, config.engine).filter((f) => f.severity === 'error');
  } catch (e) {
    if (!(e instanceof ToolslintError)) throw e;
    return [{ ruleId: 'load', pointer: '', messageId: 'load', message: e.message }];
  }
}

/** `--verbose`: one line per file on how it was read, for a user wondering why a check ran or not. */
function describeFiles(files: readonly LintedFile[], threads: number | undefined): string {
  const pool = threads ? `toolslint: files linted on ${threads} worker threads (--concurrency)\n` : '';
  return (
    pool +
    files
      .map((f) => {
        const why = f.dialectReason ? ` (${f.dialectReason})` : '';
        const mcp = f.mcpRevision ? `; MCP revision ${f.mcpRevision.says}` : '';
        return `toolslint: ${escapeTerminal(f.file)}: read as ${f.dialect}${why}, ${f.tools} ${f.tools === 1 ? 'tool' : 'tools'}${mcp}\n`;
      })
      .join('')
  );
}
