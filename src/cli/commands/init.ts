import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { CONFIG_FILE_NAMES, INIT_CONFIG_FILE, INIT_CONFIG_TEXT } from '../../config/index.js';
import { ToolslintError } from '../../model/index.js';
import type { CliIO } from '../io.js';

export function initCommand(program: Command, io: CliIO, setExit: (code: number) => void): void {
  program
    .command('init')
    .description(`write a commented ${INIT_CONFIG_FILE} in the current folder (never overwrites one)`)
    .action(() => {
      const existing = CONFIG_FILE_NAMES.find((name) => existsSync(path.join(io.cwd, name)));
      if (existing) throw new ToolslintError('usage', `${existing} already exists here; toolslint init never overwrites a config (edit it, or remove it first).`);
      writeFileSync(path.join(io.cwd, INIT_CONFIG_FILE), INIT_CONFIG_TEXT, { flag: 'wx' });
      io.stdout.write(`Wrote ${INIT_CONFIG_FILE}. Run \`toolslint lint <paths>\` to use it; \`toolslint rules\` lists the rules.\n`);
      setExit(0);
    });
}
