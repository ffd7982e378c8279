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
    `| rule | ${presets.map((p) => `\`${p}\``).join(' | ')} | fixable | what it checks |`,
    `|---|${presets.map(() => '---').join('|')}|---|---|`,
    ...rows.map((r) => `| [\`${r.id}\`](../rules/${r.id}/README.md) | ${presets.map((p) => r.presets[p]).join(' | ')} | ${r.fixable ? 'yes' : ''} | ${cell(r.description)} |`),
    '',
    `${rows.length} rules. \`toolslint rules\` prints this table; \`toolslint explain <rule>\` prints a rule's documentation.`,
    '',
  ].join('\n');
}
