import { InvalidArgumentError, Option, type Command } from 'commander';
import semver from 'semver';
import { CHECK_INFOS, diffRegistries, LEVELS, type Level } from '../../differ/index.js';
import { ToolslintError, type Dialect } from '../../model/index.js';
import { DIFF_REPORTERS, renderChecksMarkdown, renderChecksText, type DiffFormat } from '../../reporters/diff-reporters.js';
import type { CliIO } from '../cli-io.js';
import { EXIT_OK, type SetExitCode } from '../exit-codes.js';
import { dialectOption, maxFileSizeBytes } from '../io/input-options.js';
import { mcpServerOptions, type McpFlags } from '../mcp/server-flags.js';
import { emit } from '../output/emit.js';
import { planOutputs, refuseOverwritingInputs, type OutputFlag, type OutputPlan } from '../output/output-plan.js';
import { useColor } from '../output/terminal.js';
import { toolslintVersion } from '../version.js';
import { diffExitCode, showLocations, withNotes } from './diff-result.js';
import { readDiffSides } from './read-sides.js';

const FORMATS = Object.keys(DIFF_REPORTERS) as DiffFormat[];

interface DiffFlags extends McpFlags {
  failOn: Level;
  dialect?: Dialect;
  checkVersion?: boolean;
  /** Undefined when not given: asked, but a failure is a notice rather than a failed run. */
  secondOpinion?: boolean;
  color?: boolean;
  maxFileSize: string;
  baseVersion?: string;
  headVersion?: string;
  verbose?: boolean;
  listChecks?: boolean;
}

export function diffCommand(program: Command, io: CliIO, setExit: SetExitCode): void {
  // -f and -o are paired by their order on the command line, which commander's values lose.
  const outputFlags: OutputFlag[] = [];
  const record = (kind: OutputFlag['kind']) => (value: string) => {
    if (kind === 'format' && !(FORMATS as string[]).includes(value)) throw new InvalidArgumentError(`Allowed choices are ${FORMATS.join(', ')}.`);
    outputFlags.push({ kind, value });
    return value;
  };
  const command = program
    .command('diff')
    .description('breaking changes between two versions of a registry, the semver bump they need, and release notes')
    .argument('[base]', 'the version callers use today: a file, a folder, a git revision REV:path, or --mcp-stdio/--mcp-url')
    .argument('[head]', 'the version about to ship: a file, a folder, REV:path, or --mcp-stdio/--mcp-url')
    .addOption(
      new Option('-f, --format <format>', 'report format; repeat for several reports, each -o after its -f')
        .choices(FORMATS)
        .default('text')
        .argParser(record('format')),
    )
    .addOption(new Option('-o, --output <file>', 'write the report of the -f before it to this file').argParser(record('output')))
    .addOption(new Option('--fail-on <level>', 'the lowest change level that fails the run (exit 1)').choices([...LEVELS]).default('breaking'))
    .addOption(dialectOption())
    .option('--check-version', 'also fail (exit 1) when the declared versions bump less than the changes need')
    .option('--base-version <semver>', "the base side's version, over what it declares or its git tag says")
    .option('--head-version <semver>', "the head side's version, over what it declares or its git tag says")
    .option('--second-opinion', 'ask json-schema-diff about shrinks no named check explains (the default), and fail (exit 2) if it cannot run')
    .option('--no-second-opinion', 'do not ask json-schema-diff')
    .option('--verbose', 'markdown: also name check ids and the file and line of each change')
    .option('--color', 'force coloured output')
    .option('--no-color', 'never colour output')
    .option('--max-file-size <MB>', 'fail on files larger than this many megabytes', '100')
    .option('--list-checks', 'print every check diff makes, with its level and output mirror, and exit (-f text, markdown or json)')
    .addHelpText(
      'after',
      `
Each side is a file, a folder (its registries read as one), or a git revision
written REV:path, read with git show without a checkout (HEAD~1:tools.yaml is
from the repository root, HEAD~1:./tools.yaml from the current folder). The two
sides may be different dialects; --dialect reads both as the one named. An
empty registry ([], {"tools": []}, or a folder with no JSON or YAML files) is
compared as one with no tools, and the report says so.

Exit codes:
  0  no change at or above --fail-on (and, with --check-version, the declared
     bump is enough)
  1  a change at or above --fail-on, or with --check-version a declared bump
     that is too low
  2  the run failed: bad usage, or a side that could not be read or parsed

Examples:
  $ toolslint diff v1/tools.json v2/tools.json
  $ toolslint diff origin/main:tools/ tools/ --check-version
  $ toolslint diff v1.4.0:tools.yaml tools.yaml -f markdown -o NOTES.md -f text

Checks: toolslint diff --list-checks prints every check with its level, the bump
it needs and its output mirror; toolslint explain <check> describes one.`,
    )
    .action(async (_base: string | undefined, _head: string | undefined, flags: DiffFlags) => {
      if (flags.listChecks) {
        listChecks(io, planOutputs<DiffFormat>(outputFlags, 'text', io.cwd));
        setExit(EXIT_OK);
        return;
      }
      const maxFileSize = maxFileSizeBytes(flags.maxFileSize);
      const outputs = planOutputs<DiffFormat>(outputFlags, 'text', io.cwd);
      refuseOverwritingInputs(
        outputs,
        [_base, _head].filter((a) => a !== undefined),
        io.cwd,
      );
      const options = { cwd: io.cwd, maxFileSize, dialect: flags.dialect };
      const versions = [versionFlag('--base-version', flags.baseVersion), versionFlag('--head-version', flags.headVersion)];
      const [baseSide, headSide] = await readDiffSides(command, flags, io, options);
      for (const [side, version] of [
        [baseSide, versions[0]],
        [headSide, versions[1]],
      ] as const)
        if (version !== undefined) side.registry.version = version;
      const diffed = await diffRegistries(baseSide, headSide, flags.secondOpinion === false ? { secondOpinion: false } : {});
      if (flags.secondOpinion === true && diffed.secondOpinion === 'failed') {
        throw new ToolslintError('internal', `--second-opinion was asked for, but it failed: ${(diffed.notices ?? []).join(' ')}`);
      }
      const exitCode = diffExitCode(diffed, flags.failOn, flags.checkVersion === true);
      const result = {
        ...withNotes(showLocations(diffed, baseSide, headSide), baseSide, headSide),
        outcome: { exitCode, checkVersion: flags.checkVersion === true },
      };
      const ctx = { color: false, version: toolslintVersion(), verbose: flags.verbose === true };
      const reports = outputs.map((o) => ({
        output: o.output,
        text: DIFF_REPORTERS[o.format](result, o.output === undefined ? { ...ctx, color: useColor(io, flags.color) } : ctx),
      }));
      // Files first: if one cannot be written, the run fails before printing a report that looks complete.
      for (const r of [...reports.filter((r) => r.output !== undefined), ...reports.filter((r) => r.output === undefined)]) emit(io, r.text, r.output);
      setExit(exitCode);
    });
  for (const o of mcpServerOptions({ config: false })) command.addOption(o);
  command.addHelpText(
    'after',
    `
Either side can be a live MCP server, named with --mcp-stdio or --mcp-url where
the side goes:
  $ toolslint diff tools.snapshot.json --mcp-stdio "node dist/server.js"

Every flag in detail: https://github.com/toolslint/toolslint#diff`,
  );
}

/** `--list-checks`: the table of checks, as text, as the README's markdown, or as JSON (schemas/checks-output.schema.json). */
function listChecks(io: CliIO, outputs: Array<OutputPlan<DiffFormat>>): void {
  const [only] = outputs;
  if (outputs.length !== 1 || (only.format !== 'text' && only.format !== 'markdown' && only.format !== 'json')) {
    throw new ToolslintError('usage', '--list-checks prints one table, as -f text (the default), -f markdown or -f json.');
  }
  const text =
    only.format === 'json'
      ? `${JSON.stringify({ schemaVersion: 1, checks: CHECK_INFOS }, null, 2)}\n`
      : only.format === 'markdown'
        ? `${renderChecksMarkdown(CHECK_INFOS)}\n`
        : `${CHECKS_PREFACE}\n${renderChecksText(CHECK_INFOS)}\n`;
  emit(io, text, only.output);
}

const CHECKS_PREFACE = `The checks toolslint diff makes. Input schemas are contravariant and output
schemas covariant, so each input check has an output mirror with the opposite
meaning. toolslint explain <check> describes one.
`;

/** A version given on the command line: semver, or a usage error that says so. */
function versionFlag(flag: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const clean = semver.clean(value);
  if (clean === null) throw new ToolslintError('usage', `${flag} must be a semver version such as 1.4.0 (got "${value}").`);
  return clean;
}
