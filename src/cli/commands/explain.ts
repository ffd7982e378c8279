import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { PRESET_NAMES, presetSeverity } from '../../config/index.js';
import { ToolslintError } from '../../model/index.js';
import { RULES } from '../../../rules/index.js';
import type { CliIO } from '../io.js';
import { packageRoot } from '../version.js';

export function explainCommand(program: Command, io: CliIO, setExit: (code: number) => void): void {
  program
    .command('explain')
    .description("print a rule's documentation: why it exists, ❌/✅ examples, options")
    .argument('<rule-id>', 'a rule id, as `toolslint rules` lists them')
    .action((id: string) => {
      const rule = RULES.get(id);
      if (!rule) {
        const close = [...RULES.keys()].filter((k) => k.includes(id) || id.includes(k) || k.split('-').some((w) => w.length > 3 && id.includes(w)));
        throw new ToolslintError('usage', `unknown rule "${id}"${close.length ? `; did you mean ${close.slice(0, 3).map((c) => `"${c}"`).join(' or ')}?` : ''} (toolslint rules lists them all).`);
      }
      const doc = readFileSync(path.join(packageRoot(), 'rules', id, 'README.md'), 'utf8');
      const presets = PRESET_NAMES.map((p) => `${p}: ${presetSeverity(p, rule)}`).join(', ');
      io.stdout.write(`${doc.trimEnd()}\n\n---\nPresets: ${presets}. Default options: ${JSON.stringify(rule.meta.defaults)}\n`);
      setExit(0);
    });
}
