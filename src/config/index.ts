/**
 * The config layer: finds, parses and validates config files, then resolves presets,
 * `extends`, overrides and `--rule` flags into what the engine runs with. It never prints
 * or exits; problems come back as ToolslintErrors and warnings.
 */
export { createConfigResolver, type ConfigResolver, type ConfigResolverOptions } from './resolver.js';
export { CONFIG_FILE_NAMES } from './discover.js';
export { parseConfigFile } from './parse.js';
export { parseCliRules } from './cli-rules.js';
export { isPluginRuleError } from './plugin-guard.js';
export { configSchema } from './schema.js';
export { DEFAULT_PRESET, PRESET_NAMES, presetRules, presetSeverity, type PresetName } from './presets.js';
export {
  EXAMPLE_SCHEMA_LINE,
  exampleConfigText,
  INIT_CONFIG_FILE,
  INIT_CONFIG_TEXT,
  INIT_JSON_FILE,
  INIT_PRESETS,
  INIT_SCHEMA_LINE,
  initConfigJson,
  initConfigText,
} from './init.js';
export type { ConfigData, ConfigFile, ConfigFs, ConfigLoad, ConfigWarning, OverrideData, ResolvedConfig, RuleEntry } from './types.js';
