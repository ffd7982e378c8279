import type { AnyRule, RuleSetting, SeverityOrOff } from '../engine/index.js';
import { ToolslintError } from '../model/index.js';
import { clean, severityProblem, SEVERITY_CHOICES } from './messages.js';
import { didYouMean } from '../model/index.js';

/**
 * `--rule id:severity` flags. Options are not taken on the command line: they belong in a
 * file, where they can be read, reviewed and validated with a line and column.
 */
export function parseCliRules(values: readonly string[], rules: ReadonlyMap<string, AnyRule>): Map<string, RuleSetting> {
  const out = new Map<string, RuleSetting>();
  for (const value of values) {
    const flag = `--rule "${clean(value)}"`;
    const colon = value.indexOf(':');
    if (colon <= 0) throw new ToolslintError('usage', `${flag}: expected id:severity, e.g. --rule tool-name-verb:warn.`);
    const id = value.slice(0, colon).trim();
    const severity = value.slice(colon + 1).trim();
    if (!rules.has(id)) throw new ToolslintError('usage', `${flag}: unknown rule "${clean(id)}"${didYouMean(id, rules.keys())}.`);
    if (severity.includes(':')) throw new ToolslintError('usage', `${flag}: --rule takes a severity only; set options in a config file.`);
    if (!(SEVERITY_CHOICES as readonly string[]).includes(severity)) throw new ToolslintError('usage', `${flag}: ${severityProblem(severity)}.`);
    out.set(id, { severity: severity as SeverityOrOff, origin: `--rule ${value}` });
  }
  return out;
}
