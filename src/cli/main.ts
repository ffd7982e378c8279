import { Command, CommanderError } from 'commander';
import { ToolslintError } from '../model/index.js';
import type { CliIO } from './cli-io.js';
import { EXIT_FAILURE, EXIT_OK, type ExitCode } from './exit-codes.js';
import { helpLayout, helpWidth } from './output/help.js';
import { toolslintVersion } from './version.js';
// In the order the commands are registered, which is the order help lists them.
import { lintCommand } from './lint/lint-command.js';
import { diffCommand } from './diff/diff-command.js';
import { rulesCommand } from './rules/rules-command.js';
import { explainCommand } from './explain/explain-command.js';
import { initCommand } from './init/init-command.js';
import { targetsCommand } from './targets/targets-command.js';
import { snapshotCommand } from './snapshot/snapshot-command.js';
import { statsCommand } from './stats/stats-command.js';

/**
 * The whole command line as a function: arguments in, exit code out. Nothing here calls
 * process.exit, so tests run it in-process.
 */
export async function main(argv: string[], io: CliIO): Promise<ExitCode> {
  quietOnClosedPipe(io);
  let exitCode: ExitCode = EXIT_OK;
  const debug = argv.includes('--debug');
  const program = new Command('toolslint')
    .description('Lint and govern the tool definitions LLM applications give to models.')
    .version(toolslintVersion(), '-v, --version')
    .option('--debug', 'print stack traces of internal errors')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: (s, write) => write(s.startsWith('error:') ? `toolslint: ${s}` : s),
      getOutHelpWidth: () => helpWidth(io),
      getErrHelpWidth: () => helpWidth(io),
    })
    .configureHelp(helpLayout())
    .addHelpText('after', PROGRAM_HELP);

  const set = (code: ExitCode) => {
    exitCode = code;
  };
  lintCommand(program, io, set);
  diffCommand(program, io, set);
  rulesCommand(program, io, set);
  explainCommand(program, io, set);
  initCommand(program, io, set);
  targetsCommand(program, io, set);
  snapshotCommand(program, io, set);
  statsCommand(program, io, set);

  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help and --version end the same way an error does; they are not failures.
      return e.exitCode === 0 || e.code === 'commander.helpDisplayed' || e.code === 'commander.version' ? EXIT_OK : EXIT_FAILURE;
    }
    if (e instanceof ToolslintError) {
      io.stderr.write(`toolslint: ${e.message}\n`);
      return EXIT_FAILURE;
    }
    const err = e instanceof Error ? e : new Error(String(e));
    io.stderr.write(
      `toolslint: internal error: ${err.message}. This is a bug; please report it with the command you ran${debug ? '' : ' (run again with --debug for the stack trace)'}.\n`,
    );
    if (debug && err.stack) io.stderr.write(`${err.stack}\n`);
    return EXIT_FAILURE;
  }
}

const PROGRAM_HELP = `
lint is the default command: toolslint tools/ runs toolslint lint tools/.

Examples:
  $ toolslint lint tools/
      lint every JSON and YAML registry under tools/
  $ toolslint init --preset strict && toolslint lint tools/
      lint with the strict preset (init writes a .toolslintrc.yaml extending it)
  $ toolslint diff v1.4.0:tools.yaml HEAD:tools.yaml --check-version
      breaking changes between two git revisions, and whether the bump is enough
  $ toolslint lint --mcp-stdio "node dist/server.js"
      lint the tools a live MCP server lists

Run toolslint <command> --help for a command's options and examples.
Documentation: https://github.com/toolslint/toolslint#readme`;

/**
 * `toolslint lint big/ | head -1`: once the reader has closed the pipe, nothing more can be
 * read, and the run ends as `cat` does, without a stack trace. Other stream errors stay errors.
 */
function quietOnClosedPipe(io: CliIO): void {
  for (const stream of [io.stdout, io.stderr] as Array<{ on?: (event: string, listener: (e: NodeJS.ErrnoException) => void) => unknown }>) {
    stream.on?.('error', (e) => {
      if (e.code !== 'EPIPE' && e.code !== 'ERR_STREAM_DESTROYED') throw e;
    });
  }
}
