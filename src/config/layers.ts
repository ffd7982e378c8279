import path from 'node:path';
import type { AnyRule, RuleSetting } from '../engine/index.js';
import type { Classification, ToolslintError } from '../model/index.js';
import { configError, shown, where } from './messages.js';
import { DEFAULT_PRESET, isPresetName, PRESET_NAMES, presetRules } from './presets.js';
import { readRuleSettings } from './rule-settings.js';
import { didYouMean } from '../model/index.js';
import { toList } from './globs.js';
import { readTargets } from './targets.js';
import type { ConfigFile, ConfigLoad, ConfigWarning } from './types.js';

/** What one config file, or one preset, contributes. */
export interface Layer {
  /** Undefined for a preset. */
  file?: ConfigFile;
  rules: Map<string, RuleSetting>;
  overrides: Array<{ dir: string; files: string[]; tools: string[]; rules: Map<string, RuleSetting>; targets?: string[] }>;
  ignorePatterns: string[];
  classification?: Partial<Classification>;
  targets?: string[];
}

export interface LayerContext {
  rules: ReadonlyMap<string, AnyRule>;
  /** A config file by absolute path; `missing` when there is no such file. */
  load(absolute: string): ConfigLoad<ConfigFile> & { missing?: boolean };
  display(absolute: string): string;
}

/**
 * The layers a config file stands for, lowest precedence first: what its `extends` entries
 * give, in order, then the file itself. Only the file found for the linted file (the root)
 * starts from toolslint:recommended when it has no `extends`: a shared base file that did so
 * would silently undo the presets listed before it.
 */
export function collectLayers(root: ConfigFile, ctx: LayerContext): ConfigLoad<Layer[]> {
  const layers: Layer[] = [];
  const warnings: ConfigWarning[] = [];
  const errors: ToolslintError[] = [];
  let visits = 0;

  const visit = (file: ConfigFile, chain: string[]) => {
    const written = file.data.extends;
    const entries = written === undefined ? (chain.length === 1 ? [DEFAULT_PRESET] : []) : toList(written);
    entries.forEach((entry, i) => {
      const at = Array.isArray(written) ? `/extends/${i}` : '/extends';
      if (entry.startsWith('toolslint:')) {
        if (isPresetName(entry)) layers.push(presetLayer(entry, ctx.rules));
        else errors.push(configError(file, at, `unknown preset ${shown(entry)}${didYouMean(entry, PRESET_NAMES)}; the presets are ${PRESET_NAMES.join(', ')}`));
        return;
      }
      if (!/\.(ya?ml|jsonc?)$/i.test(entry)) {
        errors.push(
          configError(
            file,
            at,
            `${shown(entry)} is neither a preset (${PRESET_NAMES.join(', ')}) nor a .yaml, .yml or .json file; packages are not supported yet`,
          ),
        );
        return;
      }
      const target = path.resolve(path.dirname(file.path), entry);
      // Bounds, so that a hostile config fails with a sentence: a chain deeper than any real
      // one would exhaust the stack, and a file extended twice at every level doubles the work.
      if (chain.length >= MAX_EXTENDS_DEPTH) {
        errors.push(configError(file, at, `${shown(entry)} is more than ${MAX_EXTENDS_DEPTH} files deep in a chain of extends`));
        return;
      }
      if (++visits > MAX_EXTENDS_VISITS) {
        if (visits === MAX_EXTENDS_VISITS + 1)
          errors.push(
            configError(file, at, `extends reads more than ${MAX_EXTENDS_VISITS} config files in all, as when a file is extended twice at each level`),
          );
        return;
      }
      if (chain.includes(target)) {
        const cycle = [...chain.slice(chain.indexOf(target)), target].map(ctx.display).join(' → ');
        errors.push(configError(file, at, `${shown(entry)} makes a cycle (${cycle})`));
        return;
      }
      const loaded = ctx.load(target);
      warnings.push(...loaded.warnings);
      if (loaded.missing) errors.push(configError(file, at, `cannot find ${shown(entry)} (no such file: ${ctx.display(target)})`));
      errors.push(...loaded.errors);
      if (loaded.config) visit(loaded.config, [...chain, target]);
    });
    layers.push(ownLayer(file, ctx.rules, warnings, errors));
  };

  visit(root, [root.path]);
  return errors.length > 0 ? { warnings, errors } : { config: layers, warnings, errors };
}

/** The deepest chain of extends read, and the most config files one config may read in all. */
const MAX_EXTENDS_DEPTH = 64;
const MAX_EXTENDS_VISITS = 1_000;

function presetLayer(name: (typeof PRESET_NAMES)[number], rules: ReadonlyMap<string, AnyRule>): Layer {
  return { rules: presetRules(name, rules), overrides: [], ignorePatterns: [] };
}

function ownLayer(file: ConfigFile, rules: ReadonlyMap<string, AnyRule>, warnings: ConfigWarning[], errors: ToolslintError[]): Layer {
  const { data } = file;
  const dir = path.dirname(file.path);
  (data.plugins ?? []).forEach((plugin, i) => {
    // Plugins are accepted so configs can be written ahead of plugin support, but nothing
    // loads them yet: say so rather than let their rules pass silently unchecked.
    warnings.push({
      file: file.display,
      message: `${where(file, `/plugins/${i}`)}: plugins: ${shown(plugin)} is not loaded; plugin support is not implemented yet.`,
    });
  });
  return {
    file,
    rules: readRuleSettings(file, '/rules', data.rules, rules, errors),
    overrides: (data.overrides ?? []).map((o, i) => ({
      dir,
      files: toList(o.files),
      tools: toList(o.tools),
      rules: readRuleSettings(file, `/overrides/${i}/rules`, o.rules, rules, errors),
      targets: readTargets(file, `/overrides/${i}/target`, o.target, errors),
    })),
    ignorePatterns: toList(data.ignorePatterns),
    classification: data.classification,
    targets: readTargets(file, '/target', data.target, errors),
  };
}
