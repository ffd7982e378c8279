import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { DIALECTS, ToolslintError, type Dialect } from '../model/index.js';
import { EXIT_FAILURE, EXIT_OK, type CliIO } from './io.js';
import { toolslintVersion } from './version.js';
import { lintCommand } from './commands/lint.js';
import { diffCommand } from './commands/diff.js';
import { rulesCommand } from './commands/rules.js';
import { explainCommand } from './commands/explain.js';
import { initCommand } from './commands/init.js';
import { targetsCommand } from './commands/targets.js';
import { snapshotCommand } from './commands/snapshot.js';
import { statsCommand } from './commands/stats.js';

/**
 * The whole command line as a function: arguments in, exit code out. Nothing here calls
 * process.exit, so tests run it in-process.
 */
export async function main(argv: string[], io: CliIO): Promise<number> {
  quietOnClosedPipe(io);
  let exitCode = EXIT_OK;
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
    });

  const set = (code: number) => {
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
    io.stderr.write(`toolslint: internal error: ${err.message}. This is a bug; please report it with the command you ran${debug ? '' : ' (run again with --debug for the stack trace)'}.\n`);
    if (debug && err.stack) io.stderr.write(`${err.stack}\n`);
    return EXIT_FAILURE;
  }
}

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

/** Writes the report to -o FILE, or to stdout. */
export function emit(io: CliIO, text: string, output: string | undefined): void {
  if (output === undefined) {
    io.stdout.write(text);
    return;
  }
  try {
    writeFileSync(path.resolve(io.cwd, output), text);
  } catch (e) {
    throw new ToolslintError('usage', `cannot write the report to ${output} (${(e as { code?: string }).code ?? String(e)}).`);
  }
}

export function dialectOption(): Option {
  return new Option('--dialect <dialect>', 'read every input as this dialect instead of detecting it').choices([...DIALECTS] as string[]);
}

export function useColor(io: CliIO, flag: boolean | undefined): boolean {
  if (flag !== undefined) return flag;
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false;
  if (io.env.FORCE_COLOR !== undefined && io.env.FORCE_COLOR !== '0') return true;
  return io.stdout.isTTY === true;
}

export type { Dialect };
