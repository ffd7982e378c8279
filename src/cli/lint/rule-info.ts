import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PRESET, presetSeverity } from '../../config/index.js';
import { ruleDocsUrl, type AnyRule } from '../../engine/index.js';
import type { RuleInfo } from '../../reporters/index.js';
import { packageRoot } from '../version.js';
import { RULES } from '../../../rules/index.js';

/**
 * What reporters say about each rule (SARIF's rule descriptors), in registry order. A plugin's
 * rule has its own description, and its `meta.docsUrl` when it gives a web address.
 */
export function ruleInfos(rules: ReadonlyMap<string, AnyRule>): RuleInfo[] {
  const root = packageRoot();
  return [...rules.values()].map((rule) => {
    if (RULES.get(rule.meta.id) !== rule) {
      // A plugin's docsUrl was kept at loading only if it is a web address.
      const url = rule.meta.docsUrl;
      return { id: rule.meta.id, description: rule.meta.description, defaultSeverity: 'off', ...(url === undefined ? {} : { docsUrl: url }) };
    }
    const why = whyParagraph(path.join(root, 'rules', rule.meta.id, 'README.md'));
    return {
      id: rule.meta.id,
      description: rule.meta.description,
      ...(why ? { fullDescription: why } : {}),
      defaultSeverity: presetSeverity(DEFAULT_PRESET, rule),
      docsUrl: ruleDocsUrl(rule.meta.id),
    };
  });
}

/** The first paragraph under `## Why` in the rule's README, unwrapped; undefined without one. */
function whyParagraph(file: string): string | undefined {
  let doc: string;
  try {
    doc = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const lines = doc.split(/\r?\n/);
  const start = lines.findIndex((l) => /^##\s+Why\s*$/.test(l));
  if (start < 0) return undefined;
  const paragraph: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') {
      if (paragraph.length > 0) break;
      continue;
    }
    if (line.startsWith('#')) break;
    paragraph.push(line.trim());
  }
  return paragraph.length > 0 ? paragraph.join(' ') : undefined;
}
