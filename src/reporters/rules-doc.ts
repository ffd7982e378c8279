export interface RulesDocRow {
  id: string;
  description: string;
  presets: Record<string, string>;
  fixable: boolean;
}

/**
 * docs/rules.md: the rule table made from the registry, so that it cannot drift from the code.
 * A test compares the committed file with this output.
 */
export function renderRulesDoc(rows: RulesDocRow[]): string {
  const presets = Object.keys(rows[0]?.presets ?? {});
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  return [
    '# Rules',
    '',
    'Generated from `rules/index.ts` by `npm run docs` (`toolslint rules -f markdown`); do not edit by hand. Each rule links to its',
    'documentation: why it exists, ❌/✅ examples, options and when not to use it.',
    '',
    'Severities mean one thing for every rule. **error**: a provider or MCP client rejects the definition, no valid call exists, or',
    'a schema is invalid. **warn**: a model is likely to call the tool wrongly or pick the wrong tool, and a maintainer would change',
    'it. **info**: advice. Some rules report several kinds of problem and cap the lighter ones (`toolslint explain` lists the caps).',
    '',
    'Presets have an audience. `toolslint:recommended` is precise enough for any registry, third-party servers included; some rules',
    "run there with narrower options. `toolslint:strict` is the full tool-design convention for a team's own registry: every",
    'description section, string and number bounds, idempotency keys, `environment` on delete and bulk tools, closed objects.',
    '`toolslint:all` turns everything on, each rule at its strict severity and nothing below warn. The precision of each rule,',
    'judged blind on real registries, is in [rule-report.md](rule-report.md).',
    '',
    `| rule | ${presets.map((p) => `\`${p}\``).join(' | ')} | fixable | what it checks |`,
    `|---|${presets.map(() => '---').join('|')}|---|---|`,
    ...rows.map(
      (r) =>
        `| [\`${r.id}\`](../rules/${r.id}/README.md) | ${presets.map((p) => r.presets[p]).join(' | ')} | ${r.fixable ? 'yes' : ''} | ${cell(r.description)} |`,
    ),
    '',
    `${rows.length} rules. \`toolslint rules\` prints this table; \`toolslint explain <rule>\` prints a rule's documentation.`,
    '',
  ].join('\n');
}
