/**
 * The library: what a tool that embeds toolslint needs to load registries, lint them, diff two
 * versions and write reports. docs/api.md documents each export; the CLI is not part of it.
 */

// Load: bytes → Registry.
export { combineRegistries, DEFAULT_PARSE_LIMITS, loadSource, type LoadOptions, type ParseLimits } from './loaders/index.js';
export { DIALECTS, ToolslintError, type Dialect, type ErrorCode, type Registry, type SourceRef, type Tool, type ToolKind } from './model/index.js';

// Lint: Registry → Finding[], with the built-in rules and a preset or the config files.
export {
  defineRule,
  lintRegistry,
  lintRegistryWithStats,
  SEVERITIES,
  type AnyRule,
  type ReportDescriptor,
  type Rule,
  type RuleContext,
  type RuleDefinition,
  type RuleVisitors,
  type EngineConfig,
  type Finding,
  type LintOptions,
  type LintOutput,
  type RuleSetting,
  type Severity,
  type SeverityOrOff,
} from './engine/index.js';
export { RULES } from '../rules/index.js';
export type { SchemaVisit } from './kit/index.js';
export {
  createConfigResolver,
  DEFAULT_PRESET,
  PRESET_NAMES,
  presetRules,
  type ConfigResolver,
  type ConfigResolverOptions,
  type PresetName,
  type ResolvedConfig,
} from './config/index.js';

// Diff: two Registries → changes and the semver verdict.
export {
  CHECK_INFOS,
  diffRegistries,
  LEVELS,
  type Bump,
  type Change,
  type CheckInfo,
  type DiffOptions,
  type DiffResult,
  type DiffSide,
  type Level,
  type Verdict,
} from './differ/index.js';

// Report: results → text, in every format the CLI writes.
export {
  DIFF_REPORTERS,
  LINT_FORMATS,
  LINT_REPORTERS,
  type DiffFormat,
  type DiffReport,
  type DiffReporter,
  type LintedFile,
  type LintFailure,
  type LintFormat,
  type LintReporter,
  type LintResults,
  type Note,
  type ReporterContext,
  type RuleInfo,
} from './reporters/index.js';
