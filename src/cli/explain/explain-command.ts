import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { PRESET_NAMES, presetSeverity } from '../../config/index.js';
import { CHECK_INFOS, type CheckInfo } from '../../differ/index.js';
import { closest, ToolslintError } from '../../model/index.js';
import { FAILURE_CHECK, type RuleInfo } from '../../reporters/index.js';
import { findTarget, TARGET_NAMES } from '../../targets/index.js';
import { RULES } from '../../../rules/index.js';
import type { CliIO } from '../cli-io.js';
import { EXIT_OK, type SetExitCode } from '../exit-codes.js';
import { WORKFLOW_RULE_INFOS } from '../lint/workflow.js';
import { explainTarget } from '../targets/target-text.js';
import { packageRoot } from '../version.js';

/** Ids toolslint reports itself, not through a rule: every one the CLI can print. */
const RESERVED: readonly RuleInfo[] = [
  ...WORKFLOW_RULE_INFOS,
  {
    id: FAILURE_CHECK,
    description: 'A file could not be read or parsed, so it was not linted; the run exits 2 after linting the others.',
    defaultSeverity: 'error',
    docsUrl: 'https://github.com/toolslint/toolslint/blob/main/docs/lint.md#exit-codes',
  },
];

export function explainCommand(program: Command, io: CliIO, setExit: SetExitCode): void {
  program
    .command('explain')
    .description("print a rule's documentation (why it exists, ❌/✅ examples, options), or a target's limits and their sources")
    .argument(
      '<id>',
      'a rule id (`toolslint rules`), a target (`toolslint targets`), a diff check (`toolslint diff --list-checks`), or an id toolslint reports itself (baseline-stale, suppression-unused, …)',
    )
    .action((id: string) => {
      const target = RULES.has(id) ? undefined : findTarget(id);
      if (target) {
        io.stdout.write(explainTarget(target));
        setExit(EXIT_OK);
        return;
      }
      const check = CHECK_INFOS.find((c) => c.id === id);
      const reserved = RESERVED.find((r) => r.id === id);
      if (check || reserved) {
        io.stdout.write(check ? explainCheck(check) : explainReserved(reserved!));
        setExit(EXIT_OK);
        return;
      }
      const rule = RULES.get(id);
      if (!rule) {
        const known = [...RULES.keys(), ...CHECK_INFOS.map((c) => c.id), ...RESERVED.map((r) => r.id), ...TARGET_NAMES];
        const close = closest(id, known);
        throw new ToolslintError(
          'usage',
          `unknown id "${id}"${close ? `; did you mean "${close}"?` : ''} (toolslint rules lists the rules, toolslint targets the targets, toolslint diff --list-checks the diff checks).`,
        );
      }
      const doc = readFileSync(path.join(packageRoot(), 'rules', id, 'README.md'), 'utf8');
      const presets = PRESET_NAMES.map((p) => `${p}: ${presetSeverity(p, rule)}`).join(', ');
      const recommended = rule.meta.recommendedOptions ? ` toolslint:recommended sets: ${JSON.stringify(rule.meta.recommendedOptions)}.` : '';
      const caps = rule.meta.maxSeverity
        ? ` Messages never above: ${Object.entries(rule.meta.maxSeverity)
            .map(([m, s]) => `${m} ${s}`)
            .join(', ')}.`
        : '';
      io.stdout.write(
        `${doc.trimEnd()}\n\n---\nPresets: ${presets}. Default options: ${JSON.stringify(rule.meta.defaults)}.${recommended}${caps}\n${SEVERITY_MEANINGS}`,
      );
      setExit(EXIT_OK);
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

/** A diff check: what it reports, how strong it is, and its mirror; it is no lint rule. */
function explainCheck(c: CheckInfo): string {
  const mirror = c.mirror
    ? `\nThe same edit in ${c.direction === 'input' ? 'an output' : 'an input'} schema is \`${c.mirror}\` (toolslint explain ${c.mirror}).`
    : '';
  return `${c.id}: a check of toolslint diff, not a lint rule.

It reports ${c.description}.
Direction: ${c.direction}; area: ${c.area}; level: ${c.level}, which needs a ${c.bump === 'none' ? 'no' : c.bump} version bump.${mirror}
Levels and bumps, and the table of every check: https://github.com/toolslint/toolslint/blob/main/docs/diff.md (toolslint diff --list-checks prints it).
`;
}

/** An id toolslint reports itself (suppressions, baseline, files not linted). */
function explainReserved(r: RuleInfo): string {
  return `${r.id}: reported by toolslint itself, not by a rule, so it is not set under \`rules:\` in config.

${r.description}
Severity: ${r.defaultSeverity}. More: ${r.docsUrl}
`;
}
