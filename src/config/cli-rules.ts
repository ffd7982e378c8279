import type { AnyRule, RuleSetting, SeverityOrOff } from '../engine/index.js';
import { ToolslintError } from '../model/index.js';
import { clean, severityProblem, SEVERITY_CHOICES } from './messages.js';
import { didYouMean } from '../model/index.js';

/**
 * `--rule id:severity` flags. Options are not taken on the command line: they belong in a
 * file, where they can be read, reviewed and validated with a line and column. The ids are
 * checked by `checkCliRuleIds` once the rules a config may run are known, since a flag may
 * name a rule of a plugin that a config file loads.
 */
export function parseCliRules(values: readonly string[]): Map<string, RuleSetting> {
  const out = new Map<string, RuleSetting>();
  for (const value of values) {
    const flag = `--rule "${clean(value)}"`;
    const colon = value.indexOf(':');
    if (colon <= 0) throw new ToolslintError('usage', `${flag}: expected id:severity, e.g. --rule tool-name-verb:warn.`);
    const id = value.slice(0, colon).trim();
    const severity = value.slice(colon + 1).trim();
    if (severity.includes(':')) throw new ToolslintError('usage', `${flag}: --rule takes a severity only; set options in a config file.`);
    if (!(SEVERITY_CHOICES as readonly string[]).includes(severity)) throw new ToolslintError('usage', `${flag}: ${severityProblem(severity)}.`);
    out.set(id, { severity: severity as SeverityOrOff, origin: `--rule ${value}` });
  }
  return out;
}

/** The usage error for the first `--rule` flag (in `cli`, from parseCliRules) that names none of `rules`. */
export function checkCliRuleIds(cli: ReadonlyMap<string, RuleSetting>, rules: ReadonlyMap<string, AnyRule>): ToolslintError | undefined {
  for (const [id, setting] of cli) {
    if (rules.has(id)) continue;
    const value = setting.origin!.slice('--rule '.length);
    return new ToolslintError('usage', `--rule "${clean(value)}": unknown rule "${clean(id)}"${didYouMean(id, rules.keys())}.`);
  }
  return undefined;
}
