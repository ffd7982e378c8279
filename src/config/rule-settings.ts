import { resolveRuleOptions, type AnyRule, type RuleSetting } from '../engine/index.js';
import { joinPointer, ToolslintError } from '../model/index.js';
import { configError, keyPath, where } from './messages.js';
import { didYouMean } from '../model/index.js';
import type { ConfigFile, RuleEntry } from './types.js';

/** Problems collected per `rules` object before the rest are passed over: the first is what a run reports. */
const MAX_ERRORS = 50;

/**
 * A `rules` object of a config file as settings. Unknown ids and bad options are collected
 * into `errors` here, at resolve time, so that each names the file, the line and the key.
 */
export function readRuleSettings(
  file: ConfigFile,
  pointer: string,
  entries: Record<string, RuleEntry> | undefined,
  rules: ReadonlyMap<string, AnyRule>,
  errors: ToolslintError[],
): Map<string, RuleSetting> {
  const out = new Map<string, RuleSetting>();
  for (const [id, entry] of Object.entries(entries ?? {})) {
    const at = joinPointer(pointer, id);
    const rule = rules.get(id);
    if (!rule) {
      // Placing each one searches the file: a hostile list of 100,000 made that quadratic.
      if (errors.length < MAX_ERRORS) errors.push(configError(file, at, `unknown rule${didYouMean(id, rules.keys())}`));
      continue;
    }
    const [severity, options] = Array.isArray(entry) ? entry : [entry];
    // Inside an override the key path says which one; at the top level the line does.
    const scope = pointer.startsWith('/overrides/') ? `: ${keyPath(file.base + pointer.slice(0, pointer.lastIndexOf('/')))}` : '';
    const origin = `${where(file, options === undefined ? at : `${at}/1`)}${scope}`;
    if (options !== undefined) {
      try {
        resolveRuleOptions(rule, options, origin);
      } catch (e) {
        if (!(e instanceof ToolslintError)) throw e;
        errors.push(new ToolslintError('config', e.message, { file: file.display, position: file.locate(`${at}/1`) }));
        continue;
      }
    }
    out.set(id, options === undefined ? { severity, origin } : { severity, options, origin });
  }
  return out;
}

/**
 * `top` laid over `under`. A setting that gives only a severity keeps the options set beneath
 * it, as the engine does for overrides, so `rule: warn` quiets a rule without forgetting how
 * it was tuned.
 */
export function layRules(under: ReadonlyMap<string, RuleSetting>, top: ReadonlyMap<string, RuleSetting>): Map<string, RuleSetting> {
  const out = new Map(under);
  for (const [id, s] of top) {
    const prev = out.get(id);
    out.set(id, s.options === undefined && prev?.options !== undefined ? { ...s, options: prev.options } : s);
  }
  return out;
}
