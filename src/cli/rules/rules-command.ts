import { Option, type Command } from 'commander';
import { PRESET_NAMES, presetSeverity } from '../../config/index.js';
import { ruleDocsUrl, type AnyRule } from '../../engine/index.js';
import { renderRulesDoc } from '../../reporters/rules-doc.js';
import { renderRulesTable } from '../../reporters/rules-table.js';
import { RULES } from '../../../rules/index.js';
import type { CliIO } from '../cli-io.js';
import { EXIT_OK, type SetExitCode } from '../exit-codes.js';
import { emit } from '../output/emit.js';
import { useColor } from '../output/terminal.js';

export interface RuleRow {
  id: string;
  description: string;
  /** Severity in each preset, keyed by preset name without the `toolslint:` prefix. */
  presets: Record<string, string>;
  fixable: boolean;
  docsUrl: string;
}

/** One row per rule, in registry order (sorted by id): the data behind `toolslint rules`. */
export function ruleRows(): RuleRow[] {
  return [...RULES.values()].map(ruleRow);
}

/** One rule's row: what `rules` lists of it, and `explain -f json` starts from. */
export function ruleRow(rule: AnyRule): RuleRow {
  return {
    id: rule.meta.id,
    description: rule.meta.description,
    presets: Object.fromEntries(PRESET_NAMES.map((p) => [p.replace('toolslint:', ''), presetSeverity(p, rule)])),
    fixable: rule.meta.fixable === true,
    docsUrl: ruleDocsUrl(rule.meta.id),
  };
}

export function rulesCommand(program: Command, io: CliIO, setExit: SetExitCode): void {
  program
    .command('rules')
    .description('list every rule: id, severity in each preset, whether it can fix, one-line description')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json', 'markdown']).default('text'))
    .option('-o, --output <file>', 'write the list to a file')
    .option('--color', 'force coloured output')
    .option('--no-color', 'never colour output')
    .action((flags: { format: 'text' | 'json' | 'markdown'; output?: string; color?: boolean }) => {
      const rows = ruleRows();
      const text =
        flags.format === 'json'
          ? `${JSON.stringify({ schemaVersion: 1, rules: rows }, null, 2)}\n`
          : flags.format === 'markdown'
            ? renderRulesDoc(rows)
            : renderRulesTable(rows, { color: flags.output ? false : useColor(io, flags.color) });
      emit(io, text, flags.output);
      setExit(EXIT_OK);
    });
}
