import type { Classification } from '../model/index.js';
import type { Target } from '../targets/index.js';
import type { Severity, SeverityOrOff } from './rule.js';

/** What the engine needs to know of the configuration: severities and options per rule. */
export interface RuleSetting {
  severity: SeverityOrOff;
  /** Options as written in config, before defaults are applied; undefined when none. */
  options?: unknown;
  /** Where the setting was written (`.toolslintrc.yaml#rules.tool-name-verb`), for messages. */
  origin?: string;
  /** The highest severity of some messages, beside the rule's own `maxSeverity`: a preset's (`recommendedMaxSeverity`). */
  caps?: Readonly<Record<string, Severity>>;
}

export interface EngineOverride {
  /** Whether the override applies to a tool written in this file and with this name. */
  matches(file: string, toolName: string): boolean;
  rules: ReadonlyMap<string, RuleSetting>;
  /** Targets for the tools the override matches, replacing those of the config. */
  targets?: readonly Target[];
}

export interface EngineConfig {
  rules: ReadonlyMap<string, RuleSetting>;
  overrides: readonly EngineOverride[];
  /** The selected provider targets; none selects the portable profile. */
  targets?: readonly Target[];
  /** The verb lists that tell a tool's kind (config `classification`); the defaults when absent. */
  classification?: Classification;
}
