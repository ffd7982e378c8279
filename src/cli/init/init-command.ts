import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { CONFIG_FILE_NAMES, INIT_CONFIG_FILE, INIT_PRESETS, initConfigText } from '../../config/index.js';
import { ToolslintError } from '../../model/index.js';
import type { CliIO } from '../cli-io.js';
import { EXIT_OK, type SetExitCode } from '../exit-codes.js';
import { helpList, helpWidth } from '../output/help.js';

export function initCommand(program: Command, io: CliIO, setExit: SetExitCode): void {
  program
    .command('init')
    .description(`write a commented ${INIT_CONFIG_FILE} in the current folder (never overwrites one)`)
    .addOption(new Option('--preset <preset>', 'the preset to extend; asked for in a terminal, else recommended').choices(PRESET_CHOICES))
    .addHelpText(
      'after',
      () =>
        `\nPresets:\n${helpList(
          INIT_PRESETS.map((p) => [p.name.replace('toolslint:', ''), p.says]),
          helpWidth(io),
        )}`,
    )
    .action(async (flags: { preset?: string }) => {
      const existing = CONFIG_FILE_NAMES.find((name) => existsSync(path.join(io.cwd, name)));
      if (existing)
        throw new ToolslintError('usage', `${existing} already exists here; toolslint init never overwrites a config (edit it, or remove it first).`);
      const preset = flags.preset ?? (await askPreset(io));
      const chosen = INIT_PRESETS.find((p) => p.name === `toolslint:${preset}`)!;
      writeFileSync(path.join(io.cwd, INIT_CONFIG_FILE), initConfigText(chosen.name), { flag: 'wx' });
      const others = INIT_PRESETS.filter((p) => p !== chosen)
        .map((p) => `  ${p.name}: ${p.says}`)
        .join('\n');
      io.stdout.write(
        `Wrote ${INIT_CONFIG_FILE}, extending ${chosen.name}: ${chosen.says}.\nThe others, to switch under \`extends\`:\n${others}\nRun \`toolslint lint <paths>\` to use it; \`toolslint rules\` lists the rules and their severity in each preset.\n`,
      );
      setExit(EXIT_OK);
    });
}

const PRESET_CHOICES = INIT_PRESETS.map((p) => p.name.replace('toolslint:', ''));

/** In a terminal, asks which preset; elsewhere (CI, a pipe) takes recommended without asking. */
async function askPreset(io: CliIO): Promise<string> {
  const interactive = (io.stdin as { isTTY?: boolean } | undefined)?.isTTY === true && io.stdout.isTTY === true;
  if (!interactive || !io.stdin) return 'recommended';
  io.stdout.write(
    `Which preset should the config extend?\n${INIT_PRESETS.map((p, i) => `  ${i + 1}. ${p.name.replace('toolslint:', '')}: ${p.says}`).join('\n')}\nChoose 1, 2 or 3 [1]: `,
  );
  for await (const chunk of io.stdin) {
    const answer = String(chunk).trim().toLowerCase();
    const byNumber = PRESET_CHOICES[Number(answer) - 1];
    return answer === '' ? 'recommended' : (byNumber ?? (PRESET_CHOICES.includes(answer) ? answer : 'recommended'));
  }
  return 'recommended';
}
