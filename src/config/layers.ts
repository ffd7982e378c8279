import { createRequire } from 'node:module';
import path from 'node:path';
import { findTarget, TARGET_NAMES } from '../targets/index.js';
import type { AnyRule, RuleSetting } from '../engine/index.js';
import { ToolslintError, type Classification } from '../model/index.js';
import { configError, describeThrown, shown } from './messages.js';
import { DEFAULT_PRESET, isPresetName, PRESET_NAMES, presetRules } from './presets.js';
import { readRuleSettings } from './rule-settings.js';
import { closest } from '../model/index.js';
import { toList } from './globs.js';
import { readTargetKey } from './targets.js';
import { loadPlugin, type LoadedPlugin } from './plugins.js';
import { resolveForImport } from './plugin-files.js';
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
  /** The built-in rules: presets are made of them alone. */
  rules: ReadonlyMap<string, AnyRule>;
  /** A config file by absolute path; `missing` when there is no such file. */
  load(absolute: string): ConfigLoad<ConfigFile> & { missing?: boolean };
  display(absolute: string): string;
}

/** A config file's layers, and the rules its settings may name: the built-in ones and its plugins'. */
export interface Layers {
  layers: Layer[];
  rules: ReadonlyMap<string, AnyRule>;
  plugins: LoadedPlugin[];
}

/**
 * The layers a config file stands for, lowest precedence first: what its `extends` entries
 * give, in order, then the file itself. Only the file found for the linted file (the root)
 * starts from toolslint:recommended when it has no `extends`: a shared base file that did so
 * would silently undo the presets listed before it.
 *
 * A file's plugins are loaded before its own `rules` are read, and a file extended before
 * another lends its plugins to it, so a shared base can both load a plugin and set its rules.
 */
export function collectLayers(root: ConfigFile, ctx: LayerContext): ConfigLoad<Layers> {
  const layers: Layer[] = [];
  const warnings: ConfigWarning[] = [];
  const errors: ToolslintError[] = [];
  const plugins: LoadedPlugin[] = [];
  // The built-in rules until a plugin adds its own to a copy.
  let known: ReadonlyMap<string, AnyRule> = ctx.rules;
  const origin = new Map<AnyRule, string>();
  const addPlugins = (file: ConfigFile) => {
    (file.data.plugins ?? []).forEach((specifier, i) => {
      const plugin = loadPlugin(file, i, specifier);
      if (plugin instanceof ToolslintError) return void errors.push(plugin);
      const next = new Map(known);
      for (const [id, rule] of plugin.rules) {
        const prior = next.get(id);
        if (prior !== undefined && prior !== rule) {
          const owner = origin.get(prior);
          return void errors.push(
            configError(
              file,
              `/plugins/${i}`,
              `${shown(specifier)} exports rule ${shown(id)}, which ${owner ? `plugin ${shown(owner)}` : 'a built-in rule'} already names`,
            ),
          );
        }
        next.set(id, rule);
        origin.set(rule, specifier);
      }
      known = next;
      if (!plugins.some((p) => p.file === plugin.file)) plugins.push(plugin);
    });
  };
  let visits = 0;

  const visit = (file: ConfigFile, chain: string[]) => {
    const written = file.data.extends;
    const listed = written === undefined ? [] : toList(written);
    // A root that names only provider presets (extends: toolslint:openai) still starts from
    // the recommended rules: a provider preset selects a target and sets no rules.
    const startsFromDefault = chain.length === 1 && (written === undefined || (listed.length > 0 && listed.every((e) => isProviderPreset(e))));
    const entries = startsFromDefault ? [DEFAULT_PRESET, ...listed] : listed;
    // Provider presets of one list add up: [toolslint:openai, toolslint:mcp] checks against both.
    const providers: string[] = [];
    entries.forEach((entry, i) => {
      const at = Array.isArray(written) ? `/extends/${i}` : '/extends';
      if (entry.startsWith('toolslint:')) {
        const provider = entry.slice('toolslint:'.length);
        if (isPresetName(entry)) layers.push(presetLayer(entry, ctx.rules));
        else if (findTarget(provider)) {
          if (!providers.includes(provider)) providers.push(provider);
          layers.push({ rules: new Map(), overrides: [], ignorePatterns: [], targets: [...providers] });
        } else
          errors.push(
            configError(
              file,
              at,
              `unknown preset ${shown(entry)}${presetGuess(provider)}; the presets are ${PRESET_NAMES.join(', ')}, and toolslint:<target> for each target (toolslint targets lists them)`,
            ),
          );
        return;
      }
      const target = configPathOf(file, entry);
      if (typeof target !== 'string') {
        errors.push(configError(file, at, target.problem));
        return;
      }
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
    addPlugins(file);
    layers.push(ownLayer(file, known, errors));
  };

  visit(root, [root.path]);
  return errors.length > 0 ? { warnings, errors } : { config: { layers, rules: known, plugins }, warnings, errors };
}

function isProviderPreset(entry: string): boolean {
  return entry.startsWith('toolslint:') && !isPresetName(entry) && findTarget(entry.slice('toolslint:'.length)) !== undefined;
}

/** Every name `toolslint:` may take, for suggestions. */
const ALL_PRESETS = [...PRESET_NAMES, ...TARGET_NAMES.map((t) => `toolslint:${t}`)];

/**
 * The config file an `extends` entry names: a path relative to the extending file (./base.yaml),
 * or a package, found as Node finds it from that file, whose entry (its `main` or `exports`, or
 * a file named after it: `acme-toolslint-config/strict.yaml`) is a .yaml, .yml or .json
 * config. A package's JavaScript is never run for its config.
 */
function configPathOf(file: ConfigFile, entry: string): string | { problem: string } {
  const isPath = entry.startsWith('.') || path.isAbsolute(entry);
  if (isPath) {
    if (!CONFIG_FILE.test(entry)) return { problem: `${shown(entry)} is neither a preset nor a .yaml, .yml or .json file` };
    return path.resolve(path.dirname(file.path), entry);
  }
  let resolved: string;
  try {
    resolved = createRequire(file.path).resolve(entry);
  } catch (e) {
    const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown };
    // A package may export its configs to `import` alone, as it may its plugins.
    const forImport = code === 'ERR_PACKAGE_PATH_NOT_EXPORTED' ? resolveForImport(entry, path.dirname(file.path)) : undefined;
    if (forImport !== undefined) return configFileOf(entry, forImport);
    if (code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') return { problem: `cannot read ${shown(entry)}: its package's exports do not give that path` };
    if (code === 'MODULE_NOT_FOUND' && typeof message === 'string' && message.includes('"main"'))
      return { problem: `cannot read ${shown(entry)}: its package.json names a main entry that does not exist` };
    if (code !== 'MODULE_NOT_FOUND') return { problem: `cannot read ${shown(entry)}: ${describeThrown(e)}` };
    return {
      problem: `cannot find ${shown(entry)}: it is not a preset (${PRESET_NAMES.join(', ')}, toolslint:<target>), and no package of that name is installed where ${file.display} is (a file path starts with ./)`,
    };
  }
  return configFileOf(entry, resolved);
}

/** The file a package entry resolved to, when it is a config toolslint reads. */
function configFileOf(entry: string, resolved: string): string | { problem: string } {
  if (!CONFIG_FILE.test(resolved)) {
    return {
      problem: `package ${shown(entry)} leads to ${shown(path.basename(resolved))}, not a .yaml, .yml or .json config: point its main or exports at one, or name the file (${entry}/config.yaml)`,
    };
  }
  return resolved;
}

const CONFIG_FILE = /\.(ya?ml|jsonc?)$/i;

/** The deepest chain of extends read, and the most config files one config may read in all. */
const MAX_EXTENDS_DEPTH = 64;
const MAX_EXTENDS_VISITS = 1_000;

function presetLayer(name: (typeof PRESET_NAMES)[number], rules: ReadonlyMap<string, AnyRule>): Layer {
  return { rules: presetRules(name, rules), overrides: [], ignorePatterns: [] };
}

function ownLayer(file: ConfigFile, rules: ReadonlyMap<string, AnyRule>, errors: ToolslintError[]): Layer {
  const { data } = file;
  const dir = path.dirname(file.path);
  return {
    file,
    rules: readRuleSettings(file, '/rules', data.rules, rules, errors),
    overrides: (data.overrides ?? []).map((o, i) => ({
      dir,
      files: toList(o.files),
      tools: toList(o.tools),
      rules: readRuleSettings(file, `/overrides/${i}/rules`, o.rules, rules, errors),
      targets: readTargetKey(file, `/overrides/${i}`, o, errors),
    })),
    ignorePatterns: toList(data.ignorePatterns),
    classification: data.classification,
    targets: readTargetKey(file, '', data, errors),
  };
}

/**
 * ` (did you mean "toolslint:x"?)` for a preset name, compared without the `toolslint:` every
 * preset shares: with it, "toolslint:nope" is within a third of its length of "toolslint:mcp".
 */
function presetGuess(name: string): string {
  const guess = closest(
    name,
    ALL_PRESETS.map((p) => p.slice('toolslint:'.length)),
  );
  return guess === undefined ? '' : ` (did you mean "toolslint:${guess}"?)`;
}
