import { Option, type Command } from 'commander';
import { createConfigResolver } from '../../config/index.js';
import { SEVERITIES, type Severity } from '../../engine/index.js';
import { ToolslintError, type Dialect } from '../../model/index.js';
import { LINT_REPORTERS, type LintFormat } from '../../reporters/index.js';
import { RULES } from '../../../rules/index.js';
import { EXIT_FAILURE, type CliIO } from '../io.js';
import { lintExitCode, runLint } from '../lint.js';
import { dialectOption, emit, useColor } from '../main.js';
import { toolslintVersion } from '../version.js';

const MB = 1024 * 1024;

interface LintFlags {
  format: LintFormat;
  output?: string;
  config?: string | false;
  rule: string[];
  dialect?: Dialect;
  stdin?: boolean;
  stdinFilepath?: string;
  failSeverity: Severity;
  maxWarnings?: string;
  color?: boolean;
  maxFileSize: string;
}

export function lintCommand(program: Command, io: CliIO, setExit: (code: number) => void): void {
  program
    .command('lint', { isDefault: true })
    .description('lint tool definitions in files, folders, globs or standard input (-)')
    .argument('[paths...]', 'files, folders (searched for .json, .jsonc, .yaml, .yml) or globs; - reads standard input', [])
    .addOption(new Option('-f, --format <format>', 'output format').choices(Object.keys(LINT_REPORTERS)).default('stylish'))
    .option('-o, --output <file>', 'write the report to a file instead of standard output')
    .option('-c, --config <path>', 'use this config file instead of searching for .toolslintrc.*')
    .option('--no-config', 'ignore config files: use toolslint:recommended and --rule flags only')
    .option('--rule <id:severity>', 'set a rule\'s severity, beating config files (repeatable)', (v: string, prev: string[]) => [...prev, v], [] as string[])
    .addOption(dialectOption())
    .option('--stdin', 'read one registry from standard input (same as the path -)')
    .option('--stdin-filepath <path>', 'the file name standard input stands for (used for messages and config lookup)')
    .addOption(new Option('--fail-severity <severity>', 'the lowest severity that fails the run (exit 1)').choices([...SEVERITIES]).default('error'))
    .option('--max-warnings <n>', 'fail (exit 1) when there are more than n warnings')
    .option('--color', 'force coloured output')
    .option('--no-color', 'never colour output')
    .option('--max-file-size <MB>', 'skip, as a failure, files larger than this many megabytes', '100')
    .addHelpText('after', `
Exit codes:
  0  nothing at or above --fail-severity (and no more than --max-warnings warnings)
  1  findings at or above --fail-severity, or too many warnings
  2  the run failed: bad usage or config, or a file that could not be read or parsed
     (the other files are still linted and reported)

Examples:
  $ toolslint lint tools/                    lint every JSON/YAML registry under tools/
  $ toolslint lint openapi.yaml -f json      machine-readable findings for CI
  $ cat tools.json | toolslint lint - --stdin-filepath tools.json
  $ toolslint lint tools.yaml --rule tool-name-verb:off --max-warnings 0`)
    .action(async (paths: string[], flags: LintFlags) => {
      const args = flags.stdin && !paths.includes('-') ? [...paths, '-'] : paths;
      if (args.length === 0) throw new ToolslintError('usage', 'name at least one file, folder or glob to lint, or - for standard input (see toolslint lint --help).');
      const maxFileSize = Number(flags.maxFileSize);
      if (!(maxFileSize > 0)) throw new ToolslintError('usage', `--max-file-size must be a positive number of megabytes (got "${flags.maxFileSize}").`);
      let maxWarnings: number | undefined;
      if (flags.maxWarnings !== undefined) {
        maxWarnings = Number(flags.maxWarnings);
        if (!Number.isInteger(maxWarnings) || maxWarnings < 0) throw new ToolslintError('usage', `--max-warnings must be a whole number, 0 or more (got "${flags.maxWarnings}").`);
      }
      const resolver = createConfigResolver({
        cwd: io.cwd,
        configPath: typeof flags.config === 'string' ? flags.config : undefined,
        noConfig: flags.config === false,
        cliRules: flags.rule,
        rules: RULES,
      });
      const results = await runLint(args, io, resolver, RULES, {
        dialect: flags.dialect,
        stdinFilepath: flags.stdinFilepath,
        maxFileSize: maxFileSize * MB,
      });
      const report = LINT_REPORTERS[flags.format](results, { color: flags.output ? false : useColor(io, flags.color), version: toolslintVersion() });
      emit(io, report, flags.output);
      for (const w of resolver.warnings) io.stderr.write(`toolslint: warning: ${w.message}\n`);
      setExit(lintExitCode(results, flags.failSeverity, maxWarnings));
    });
}

export { EXIT_FAILURE };
