import { Option, type Command } from 'commander';
import { PRESET_NAMES, presetSeverity } from '../../config/index.js';
import { ruleDocsUrl, type AnyRule } from '../../engine/index.js';
import { ToolslintError } from '../../model/index.js';
import { renderRulesDoc } from '../../reporters/rules-doc.js';
import { renderRulesTable } from '../../reporters/rules-table.js';
import { RULES } from '../../../rules/index.js';
import type { CliIO } from '../cli-io.js';
import { EXIT_FAILURE, EXIT_OK, type SetExitCode } from '../exit-codes.js';
import { emit } from '../output/emit.js';
import { useColor } from '../output/terminal.js';
import { pluginRules } from './plugin-rules.js';

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
  // A plugin's rule is in no preset, and has its own documentation address or none ('').
  const builtIn = RULES.get(rule.meta.id) === rule;
  return {
    id: rule.meta.id,
    description: rule.meta.description,
    presets: Object.fromEntries(PRESET_NAMES.map((p) => [p.replace('toolslint:', ''), builtIn ? presetSeverity(p, rule) : 'off'])),
    fixable: rule.meta.fixable === true,
    docsUrl: builtIn ? ruleDocsUrl(rule.meta.id) : (rule.meta.docsUrl ?? ''),
  };
}

export function rulesCommand(program: Command, io: CliIO, setExit: SetExitCode): void {
  program
    .command('rules')
    .description('list every rule: id, severity in each preset, whether it can fix, one-line description')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json', 'markdown']).default('text'))
    .option('-o, --output <file>', 'write the list to a file')
    .option(
      '-c, --config <path>',
      "with the text format, list the rules of this config file's plugins too (by default, the config that applies in this folder)",
    )
    .option('--color', 'force coloured output')
    .option('--no-color', 'never colour output')
    .addHelpText(
      'after',
      "\nThe text format lists, after toolslint's own rules, the rules of the plugins\nthe config loads. JSON and Markdown list toolslint's own rules only: a plugin's\nrule has no place in their schema version 1.\n",
    )
    .action((flags: { format: 'text' | 'json' | 'markdown'; output?: string; config?: string; color?: boolean }) => {
      const rows = ruleRows();
      if (flags.format !== 'text') {
        emit(io, flags.format === 'json' ? `${JSON.stringify({ schemaVersion: 1, rules: rows }, null, 2)}\n` : renderRulesDoc(rows), flags.output);
        setExit(EXIT_OK);
        return;
      }
      const color = flags.output ? false : useColor(io, flags.color);
      let text = renderRulesTable(rows, { color });
      // toolslint's own rules are listed whatever the config holds; a config that cannot be read
      // is said after them, and the run exits 2.
      let problem: ToolslintError | undefined;
      try {
        const plugins = pluginRules(io.cwd, flags.config);
        if (plugins)
          text += `\nRules of the plugins ${plugins.config} loads, which no preset turns on:\n\n${renderRulesTable(plugins.rules.map(ruleRow), { color })}`;
      } catch (e) {
        if (!(e instanceof ToolslintError)) throw e;
        problem = e;
      }
      emit(io, text, flags.output);
      if (problem) io.stderr.write(`toolslint: plugin rules not listed: ${problem.message}\n`);
      setExit(problem ? EXIT_FAILURE : EXIT_OK);
    });
}
