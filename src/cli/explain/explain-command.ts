import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { PRESET_NAMES, presetSeverity } from '../../config/index.js';
import { CHECK_INFOS, type CheckInfo } from '../../differ/index.js';
import type { AnyRule } from '../../engine/index.js';
import { closest, ToolslintError } from '../../model/index.js';
import { FAILURE_CHECK, type RuleInfo } from '../../reporters/index.js';
import { findTarget, TARGET_NAMES } from '../../targets/index.js';
import { RULES } from '../../../rules/index.js';
import type { CliIO } from '../cli-io.js';
import { EXIT_OK, type SetExitCode } from '../exit-codes.js';
import { WORKFLOW_RULE_INFOS } from '../lint/workflow.js';
import { emit } from '../output/emit.js';
import { pluginRules } from '../rules/plugin-rules.js';
import { ruleRow } from '../rules/rules-command.js';
import { aliasesOf, explainTarget } from '../targets/target-text.js';
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
    .addOption(new Option('-f, --format <format>', 'output format: the text, or JSON with the same facts as fields').choices(['text', 'json']).default('text'))
    .option('-o, --output <file>', 'write it to a file instead of standard output')
    .option('-c, --config <path>', "the config whose plugins' rules explain may describe (by default, the config that applies in this folder)")
    .addHelpText(
      'after',
      '\nExamples:\n  $ toolslint explain tool-name-verb\n      why the rule exists, examples, options, presets\n  $ toolslint explain anthropic-strict\n      what a target rejects, and where each limit is documented\n  $ toolslint explain enum-valid -f json\n      the options schema, defaults, messages and their caps, as JSON\n  $ toolslint explain acme/tool-name-prefix\n      a rule of a plugin the config loads: its description, messages and options\n',
    )
    .action((id: string, flags: { format: 'text' | 'json'; output?: string; config?: string }) => {
      const { text, json } = explanation(id, () => pluginRules(io.cwd, flags.config)?.rules.find((r) => r.meta.id === id), flags.format);
      emit(io, flags.format === 'json' ? `${JSON.stringify({ schemaVersion: 1, ...json, text }, null, 2)}\n` : text, flags.output);
      setExit(EXIT_OK);
    });
}

/**
 * What explain says of an id, as text and as the JSON fields behind it. `plugin` finds a rule of
 * the config's plugins, asked only for an id toolslint does not know itself.
 */
function explanation(id: string, plugin: () => AnyRule | undefined, format: 'text' | 'json'): { text: string; json: Record<string, unknown> } {
  const target = RULES.has(id) ? undefined : findTarget(id);
  if (target) {
    const { id: targetId, title, checked, strict, limits } = target;
    return { text: explainTarget(target), json: { kind: 'target', id: targetId, aliases: aliasesOf(targetId), title, checked, strict, limits } };
  }
  const check = CHECK_INFOS.find((c) => c.id === id);
  if (check) return { text: explainCheck(check), json: { kind: 'check', ...check } };
  const reserved = RESERVED.find((r) => r.id === id);
  if (reserved) return { text: explainReserved(reserved), json: { kind: 'reserved', ...reserved } };
  const rule = RULES.get(id);
  if (!rule) {
    // A config that cannot be read hides no rule of toolslint's: the id is still looked up below.
    let own: AnyRule | undefined;
    let unread = '';
    try {
      own = plugin();
    } catch (e) {
      if (!(e instanceof ToolslintError)) throw e;
      unread = ` The config's plugins were not looked in: ${e.message}`;
    }
    if (own) return explainPluginRule(own, format);
    const known = [...RULES.keys(), ...CHECK_INFOS.map((c) => c.id), ...RESERVED.map((r) => r.id), ...TARGET_NAMES];
    const close = closest(id, known);
    throw new ToolslintError(
      'usage',
      `unknown id "${id}"${close ? `; did you mean "${close}"?` : ''} (toolslint rules lists the rules, with those of the config's plugins, toolslint targets the targets, toolslint diff --list-checks the diff checks).${unread}`,
    );
  }
  const doc = readFileSync(path.join(packageRoot(), 'rules', id, 'README.md'), 'utf8');
  const presets = PRESET_NAMES.map((p) => `${p}: ${presetSeverity(p, rule)}`).join(', ');
  const { meta } = rule;
  const recommended = meta.recommendedOptions ? ` toolslint:recommended sets: ${JSON.stringify(meta.recommendedOptions)}.` : '';
  const capsText = (lead: string, caps: Partial<Record<string, string>> | undefined) =>
    caps
      ? ` ${lead}: ${Object.entries(caps)
          .map(([m, s]) => `${m} ${s}`)
          .join(', ')}.`
      : '';
  const caps = capsText('Messages never above', meta.maxSeverity);
  const recommendedCaps = capsText('In toolslint:recommended, messages never above', meta.recommendedMaxSeverity);
  const text = `${doc.trimEnd()}\n\n---\nPresets: ${presets}. Default options: ${JSON.stringify(meta.defaults)}.${recommended}${recommendedCaps}${caps}\n${SEVERITY_MEANINGS}`;
  return {
    text,
    json: {
      kind: 'rule',
      ...ruleRow(rule),
      defaultOptions: meta.defaults,
      recommendedOptions: meta.recommendedOptions ?? {},
      optionsSchema: meta.schema,
      messages: meta.messages,
      maxSeverity: meta.maxSeverity ?? {},
      recommendedMaxSeverity: meta.recommendedMaxSeverity ?? {},
    },
  };
}

/**
 * A plugin's rule, from what its meta says: it has no README. In JSON it is a `rule` like
 * toolslint's own, in no preset; schema version 1 requires its documentation address.
 */
function explainPluginRule(rule: AnyRule, format: 'text' | 'json'): { text: string; json: Record<string, unknown> } {
  const { meta } = rule;
  const row = ruleRow(rule);
  if (format === 'json' && row.docsUrl === '')
    throw new ToolslintError(
      'usage',
      `rule "${meta.id}" comes from a plugin that gives no documentation address (meta.docsUrl), which explain's JSON needs; the text format describes it.`,
    );
  const messages = Object.entries(meta.messages as Record<string, string>).map(([m, t]) => `  ${m}: ${t}`);
  const text = `${meta.id}: a rule of a plugin the config loads. No preset turns it on; the config does.

${meta.description}

Messages:
${messages.join('\n')}
Default options: ${JSON.stringify(meta.defaults)}.
Options schema: ${JSON.stringify(meta.schema)}
${row.docsUrl === '' ? 'The plugin gives no documentation address (meta.docsUrl).' : `Documentation: ${row.docsUrl}`}
${SEVERITY_MEANINGS}`;
  return {
    text,
    json: {
      kind: 'rule',
      ...row,
      defaultOptions: meta.defaults,
      recommendedOptions: {},
      optionsSchema: meta.schema,
      messages: meta.messages,
      maxSeverity: {},
      recommendedMaxSeverity: {},
    },
  };
}

/** What the severities mean, the same for every rule; docs/rules.md says it too. */
export const SEVERITY_MEANINGS = `
Severities: error = a provider or MCP client rejects the definition, no valid call exists, or a
schema is invalid; warn = a model is likely to call the tool wrongly or pick the wrong tool, and
a maintainer would change it; info = advice.
Presets: toolslint:recommended is precise enough for any registry, third-party servers included;
toolslint:strict is the full tool-design convention for a team's own registry; toolslint:all
turns everything on, nothing below warn.
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
