import { Option, type Command } from 'commander';
import type { CliIO } from '../cli-io.js';
import { EXIT_OK, type SetExitCode } from '../exit-codes.js';
import { emit } from '../output/emit.js';
import { aliasesOf, listedTargets, targetListText } from './target-text.js';

export function targetsCommand(program: Command, io: CliIO, setExit: SetExitCode): void {
  program
    .command('targets')
    .description('list the provider targets --target accepts, with the date their limits were checked')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('-o, --output <file>', 'write the list to a file')
    .action((flags: { format: 'text' | 'json'; output?: string }) => {
      const json = () => ({
        schemaVersion: 1,
        targets: listedTargets().map((t) => ({ id: t.id, aliases: aliasesOf(t.id), title: t.title, checked: t.checked, strict: t.strict, limits: t.limits })),
      });
      emit(io, flags.format === 'json' ? `${JSON.stringify(json(), null, 2)}\n` : targetListText(), flags.output);
      setExit(EXIT_OK);
    });
}
