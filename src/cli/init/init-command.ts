import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { CONFIG_FILE_NAMES, INIT_CONFIG_FILE, INIT_JSON_FILE, INIT_PRESETS, initConfigJson, initConfigText } from '../../config/index.js';
import { ToolslintError } from '../../model/index.js';
import type { CliIO } from '../cli-io.js';
import { EXIT_OK, type SetExitCode } from '../exit-codes.js';
import { helpList, helpWidth } from '../output/help.js';

export function initCommand(program: Command, io: CliIO, setExit: SetExitCode): void {
  program
    .command('init')
    .description(`write a commented ${INIT_CONFIG_FILE} in the current folder (never overwrites one)`)
    .addOption(new Option('--preset <preset>', 'the preset to extend; asked for in a terminal, else recommended').choices(PRESET_CHOICES))
    .addOption(
      new Option('-f, --format <format>', `yaml (${INIT_CONFIG_FILE}, commented) or json (${INIT_JSON_FILE}, without comments)`)
        .choices(['yaml', 'json'])
        .default('yaml'),
    )
    .option('-o, --output <file>', 'write the config to this file (never overwritten), or to standard output with -')
    .addHelpText(
      'after',
      () =>
        `\nPresets:\n${helpList(
          INIT_PRESETS.map((p) => [p.name.replace('toolslint:', ''), p.says]),
          helpWidth(io),
        )}`,
    )
    .action(async (flags: { preset?: string; format: 'yaml' | 'json'; output?: string }) => {
      const file = flags.output ?? (flags.format === 'json' ? INIT_JSON_FILE : INIT_CONFIG_FILE);
      const toStdout = file === '-';
      // Only where a config is looked for: a file elsewhere (-o) is the user's to name.
      const existing = flags.output === undefined ? CONFIG_FILE_NAMES.find((name) => existsSync(path.join(io.cwd, name))) : undefined;
      if (existing)
        throw new ToolslintError('usage', `${existing} already exists here; toolslint init never overwrites a config (edit it, or remove it first).`);
      const preset = flags.preset ?? (toStdout ? 'recommended' : await askPreset(io));
      const chosen = INIT_PRESETS.find((p) => p.name === `toolslint:${preset}`)!;
      const text = flags.format === 'json' ? initConfigJson(chosen.name) : initConfigText(chosen.name);
      if (toStdout) {
        io.stdout.write(text);
        setExit(EXIT_OK);
        return;
      }
      try {
        writeFileSync(path.resolve(io.cwd, file), text, { flag: 'wx' });
      } catch (e) {
        const code = (e as { code?: string }).code ?? String(e);
        throw new ToolslintError(
          'usage',
          code === 'EEXIST' ? `${file} already exists; toolslint init never overwrites a file (name another with -o).` : `cannot write ${file} (${code}).`,
        );
      }
      const others = INIT_PRESETS.filter((p) => p !== chosen)
        .map((p) => `  ${p.name}: ${p.says}`)
        .join('\n');
      const use = flags.output === undefined ? '`toolslint lint <paths>`' : `\`toolslint lint --config ${file} <paths>\` (or name it ${INIT_CONFIG_FILE})`;
      io.stdout.write(
        `Wrote ${file}, extending ${chosen.name}: ${chosen.says}.\nThe others, to switch under \`extends\`:\n${others}\nRun ${use} to use it; \`toolslint rules\` lists the rules and their severity in each preset.\n`,
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
