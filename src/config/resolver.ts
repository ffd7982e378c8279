import path from 'node:path';
import type { AnyRule } from '../engine/index.js';
import { ToolslintError } from '../model/index.js';
import { checkCliRuleIds, parseCliRules } from './cli-rules.js';
import { createConfigFinder } from './discover.js';
import { nodeConfigFs } from './fs.js';
import { collectLayers, type Layer } from './layers.js';
import { parseConfigFile } from './parse.js';
import { DEFAULT_PRESET, presetRules } from './presets.js';
import { mergeLayers } from './merge.js';
import { checkCliTargets } from './targets.js';
import type { ConfigFile, ConfigFs, ConfigLoad, ConfigWarning, ResolvedConfig } from './types.js';

export interface ConfigResolverOptions {
  /** Folder that relative paths, and paths in messages, are relative to. */
  cwd: string;
  /** `--config PATH`: this file for every linted file, instead of searching. */
  configPath?: string;
  /** `--no-config`: toolslint:recommended and `--rule` flags only. */
  noConfig?: boolean;
  /** `--rule id:severity` values, checked when the resolver is made. */
  cliRules?: readonly string[];
  /** `--target` values: they replace the `target` keys of config files. */
  cliTargets?: readonly string[];
  rules: ReadonlyMap<string, AnyRule>;
  fs?: ConfigFs;
}

export interface ConfigResolver {
  /** The config for a file (absolute or relative to cwd); throws the first config error. */
  forFile(file: string): ResolvedConfig;
  /** The same, with every error and warning instead of a throw. */
  load(file: string): ConfigLoad<ResolvedConfig>;
  /** The config file that applies to a file, or undefined when presets alone do. */
  configFileFor(file: string): string | undefined;
  /** Warnings met so far (duplicate keys, …), each once. */
  readonly warnings: readonly ConfigWarning[];
  /** The rules of the configs resolved so far: the built-in ones and their plugins', for reports that describe rules. */
  readonly rules: ReadonlyMap<string, AnyRule>;
  /**
   * Throws the usage error for the first `--rule` flag that names a rule no config resolved so
   * far knows: call it once every file's config is resolved. A flag that names a plugin's rule
   * applies where a config loads the plugin and is passed over elsewhere, so that one flag can
   * serve a monorepo whose folders load different plugins; a misspelt id is still an error.
   */
  checkCliRules(): void;
}

/**
 * Resolves configs for linted files. Everything is cached: each config file is read and
 * validated once, and each folder is resolved once, however many files it holds.
 */
export function createConfigResolver(options: ConfigResolverOptions): ConfigResolver {
  const cwd = path.resolve(options.cwd);
  const fs = options.fs ?? nodeConfigFs;
  if (options.noConfig && options.configPath) throw new ToolslintError('usage', '--config and --no-config cannot be used together.');
  const cli = parseCliRules(options.cliRules ?? []);
  // Without a config file no plugin can add a rule, so a misspelt flag fails before any file is read.
  if (options.noConfig) {
    const problem = checkCliRuleIds(cli, options.rules);
    if (problem) throw problem;
  }
  const cliTargets = options.cliTargets ?? [];
  checkCliTargets(cliTargets);
  const display = (file: string) => displayPath(file, cwd);

  const warnings: ConfigWarning[] = [];
  const warned = new Set<string>();
  const warn = (w: ConfigWarning) => {
    if (warned.has(w.message)) return;
    warned.add(w.message);
    warnings.push(w);
  };

  const bytes = new Map<string, Uint8Array | undefined>();
  const read = (file: string) => {
    if (!bytes.has(file)) {
      try {
        bytes.set(file, fs.readFile(file));
      } catch (e) {
        const code = (e as { code?: string }).code ?? String(e);
        throw new ToolslintError('config', `${display(file)}: cannot read the config file (${code}).`, { file: display(file) });
      }
    }
    return bytes.get(file);
  };

  const files = new Map<string, ConfigLoad<ConfigFile> & { missing?: boolean }>();
  const loadFile = (file: string) => {
    let loaded = files.get(file);
    if (!loaded) {
      try {
        const content = read(file);
        loaded = content === undefined ? { missing: true, warnings: [], errors: [] } : parseConfigFile(content, file, display(file));
      } catch (e) {
        if (!(e instanceof ToolslintError)) throw e;
        loaded = { warnings: [], errors: [e] };
      }
      files.set(file, loaded);
    }
    return loaded;
  };

  const explicit = options.configPath === undefined ? undefined : path.resolve(cwd, options.configPath);
  const find = createConfigFinder(fs, read, warn, display);
  const configFileFor = (file: string) => (options.noConfig ? undefined : (explicit ?? find(path.dirname(path.resolve(cwd, file)))));

  const seenRules = new Map(options.rules);
  const byConfig = new Map<string, ConfigLoad<ResolvedConfig>>();
  const resolveConfig = (configFile: string | undefined): ConfigLoad<ResolvedConfig> => {
    const key = configFile ?? '';
    let result = byConfig.get(key);
    if (!result) {
      result = configFile === undefined ? presetsOnly() : fromFile(configFile);
      result.warnings.forEach(warn);
      byConfig.set(key, result);
    }
    return result;
  };

  /** The `--rule` flags a config's rules include: the others are for folders whose configs load other plugins. */
  const cliFor = (rules: ReadonlyMap<string, AnyRule>) => {
    for (const id of cli.keys()) if (!rules.has(id)) return new Map([...cli].filter(([known]) => rules.has(known)));
    return cli;
  };

  const presetsOnly = (): ConfigLoad<ResolvedConfig> => {
    const layer: Layer = { rules: presetRules(DEFAULT_PRESET, options.rules), overrides: [], ignorePatterns: [] };
    return { config: mergeLayers([layer], cliFor(options.rules), cwd, cliTargets, { rules: options.rules, plugins: [] }), warnings: [], errors: [] };
  };

  const fromFile = (file: string): ConfigLoad<ResolvedConfig> => {
    const loaded = loadFile(file);
    if (loaded.missing) {
      return { warnings: [], errors: [new ToolslintError('config', `${display(file)}: no such config file.`, { file: display(file) })] };
    }
    if (!loaded.config) return { warnings: loaded.warnings, errors: loaded.errors };
    const layers = collectLayers(loaded.config, { rules: options.rules, load: loadFile, display });
    const allWarnings = [...loaded.warnings, ...layers.warnings];
    // A file extended twice (a diamond) would report its errors twice.
    const errors = [...new Map(layers.errors.map((e) => [e.message, e])).values()];
    if (!layers.config || errors.length > 0) return { warnings: allWarnings, errors };
    const { rules, plugins } = layers.config;
    for (const [id, rule] of rules) if (!seenRules.has(id)) seenRules.set(id, rule);
    return {
      config: mergeLayers(layers.config.layers, cliFor(rules), cwd, cliTargets, { rules, plugins: plugins.flatMap((p) => p.files) }),
      warnings: allWarnings,
      errors: [],
    };
  };

  const byDir = new Map<string, ConfigLoad<ResolvedConfig>>();
  const load = (file: string) => {
    const dir = path.dirname(path.resolve(cwd, file));
    let result = byDir.get(dir);
    if (!result) {
      result = resolveConfig(configFileFor(file));
      byDir.set(dir, result);
    }
    return result;
  };

  return {
    forFile(file) {
      const result = load(file);
      if (result.errors.length > 0) throw result.errors[0];
      return result.config!;
    },
    load,
    configFileFor,
    get warnings() {
      return warnings;
    },
    rules: seenRules,
    checkCliRules() {
      const problem = checkCliRuleIds(cli, seenRules);
      if (problem) throw problem;
    },
  };
}

/** Relative to cwd with `/` separators when inside it, else absolute. */
function displayPath(absolute: string, cwd: string): string {
  const rel = path.relative(cwd, absolute);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return absolute.split(path.sep).join('/');
  return rel.split(path.sep).join('/');
}
