import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { PRESET_NAMES, presetSeverity } from '../../config/index.js';
import { ToolslintError } from '../../model/index.js';
import { RULES } from '../../../rules/index.js';
import { findTarget } from '../../targets/index.js';
import { explainTarget } from './targets.js';
import type { CliIO } from '../io.js';
import { packageRoot } from '../version.js';

export function explainCommand(program: Command, io: CliIO, setExit: (code: number) => void): void {
  program
    .command('explain')
    .description("print a rule's documentation (why it exists, ❌/✅ examples, options), or a target's limits and their sources")
    .argument('<rule-id|target>', 'a rule id, as `toolslint rules` lists them, or a target, as `toolslint targets` lists them')
    .action((id: string) => {
      const target = RULES.has(id) ? undefined : findTarget(id);
      if (target) {
        io.stdout.write(explainTarget(target));
        setExit(0);
        return;
      }
      const rule = RULES.get(id);
      if (!rule) {
        const close = closeRuleIds(id);
        throw new ToolslintError('usage', `unknown rule "${id}"${close.length ? `; did you mean ${close.slice(0, 3).map((c) => `"${c}"`).join(' or ')}?` : ''} (toolslint rules lists them all, toolslint targets the targets).`);
      }
      const doc = readFileSync(path.join(packageRoot(), 'rules', id, 'README.md'), 'utf8');
      const presets = PRESET_NAMES.map((p) => `${p}: ${presetSeverity(p, rule)}`).join(', ');
      io.stdout.write(`${doc.trimEnd()}\n\n---\nPresets: ${presets}. Default options: ${JSON.stringify(rule.meta.defaults)}\n`);
      setExit(0);
    });
}

/**
 * Rule ids like the one typed, best first: one that contains it whole ("name-verb" in
 * "tool-name-verb"), then by how many of its words they share.
 */
function closeRuleIds(id: string): string[] {
  const words = id.split('-').filter((w) => w.length > 2);
  const score = (k: string) => (k.includes(id) || id.includes(k) ? 100 : 0) + words.filter((w) => k.split('-').includes(w)).length;
  return [...RULES.keys()].map((k) => [k, score(k)] as const).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([k]) => k);
}
