import path from 'node:path';
import { createConfigResolver } from '../../config/index.js';
import type { AnyRule } from '../../engine/index.js';
import { RULES } from '../../../rules/index.js';

/** The rules a config's plugins add, and the config file that loads them. */
export interface PluginRules {
  rules: AnyRule[];
  /** The config file, as messages show it (the last of those that apply). */
  config: string;
}

/**
 * The plugin rules of the config that lints files in `cwd` (or of `configPath`), sorted by id:
 * what `toolslint rules` lists after the built-in ones and `toolslint explain` describes.
 * Undefined when no config file applies or it loads no plugin rule. A config that cannot be
 * read or resolved throws its one-sentence error, as lint would.
 */
export function pluginRules(cwd: string, configPath?: string): PluginRules | undefined {
  const resolver = createConfigResolver({ cwd, configPath, rules: RULES });
  // A file in the folder: the config discovery of lint finds the same config for it.
  const config = resolver.forFile(path.join(cwd, 'tools.json'));
  const rules = [...config.rules.values()]
    .filter((r) => RULES.get(r.meta.id) !== r)
    .sort((a, b) => (a.meta.id < b.meta.id ? -1 : a.meta.id > b.meta.id ? 1 : 0));
  if (rules.length === 0) return undefined;
  return { rules, config: config.sources.at(-1) ?? configPath ?? '' };
}
