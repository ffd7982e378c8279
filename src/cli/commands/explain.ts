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
      const recommended = rule.meta.recommendedOptions ? ` toolslint:recommended sets: ${JSON.stringify(rule.meta.recommendedOptions)}.` : '';
      const caps = rule.meta.maxSeverity ? ` Messages never above: ${Object.entries(rule.meta.maxSeverity).map(([m, s]) => `${m} ${s}`).join(', ')}.` : '';
      io.stdout.write(`${doc.trimEnd()}\n\n---\nPresets: ${presets}. Default options: ${JSON.stringify(rule.meta.defaults)}.${recommended}${caps}\n${SEVERITY_MEANINGS}`);
      setExit(0);
    });
}

/** What the severities mean, the same for every rule; docs/rules.md says it too. */
export const SEVERITY_MEANINGS = `
Severities: error = a provider or MCP client rejects the definition, no valid call exists, or a
schema is invalid; warn = a model is likely to call the tool wrongly or pick the wrong tool, and
a maintainer would change it; info = advice.
Presets: toolslint:recommended is precise enough for any registry, third-party servers included;
toolslint:strict is the full tool-design convention for a team's own registry; toolslint:all
turns everything on.
`;

/**
 * Rule ids like the one typed, best first: one that contains it whole ("name-verb" in
 * "tool-name-verb"), then by how many of its words they share.
 */
function closeRuleIds(id: string): string[] {
  const words = id.split('-').filter((w) => w.length > 2);
  const score = (k: string) => (k.includes(id) || id.includes(k) ? 100 : 0) + words.filter((w) => k.split('-').includes(w)).length;
  return [...RULES.keys()].map((k) => [k, score(k)] as const).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([k]) => k);
}
