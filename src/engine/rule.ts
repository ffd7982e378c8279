import type { JsonObject, Position, Registry, SourceRef, Tool } from '../model/index.js';
import type { Target } from '../targets/index.js';
import type { FixEdit } from './finding.js';
import type { RegistryView, SchemaVisit } from '../kit/index.js';

export const SEVERITIES = ['error', 'warn', 'info', 'hint'] as const;
export type Severity = (typeof SEVERITIES)[number];
export type SeverityOrOff = Severity | 'off';

export interface RuleVisitors {
  registry?(registry: Registry): void;
  tool?(tool: Tool): void;
  schema?(visit: SchemaVisit): void;
}

export interface ReportDescriptor<M extends string> {
  messageId: M;
  data?: Record<string, string | number | boolean>;
  /** The tool the finding concerns; defaults to the tool being visited. */
  tool?: Tool;
  /** Where the problem is; defaults to the visited schema node or tool. */
  at?: SourceRef;
  /**
   * The exact line and column, for a place no JSON pointer names (a duplicate key, a YAML
   * warning); otherwise they are looked up from `at`.
   */
  position?: Position;
  /** The certain fix, for a rule whose meta says `fixable`; the file defaults to `at`'s. */
  fix?: RuleFix | RuleFix[];
}

/** An edit a rule proposes; see FixEdit. */
export type RuleFix = Omit<FixEdit, 'file'> & { file?: string };

export interface RuleContext<M extends string> {
  readonly registry: Registry;
  /**
   * The provider targets the tools are checked against: those selected by `--target` or
   * `target:` (an override's for the tools it matches), else the portable profile. Never empty.
   */
  readonly targets: readonly Target[];
  /** The shared view of the registry: each tool's action, the registry's naming conventions. */
  readonly view: RegistryView;
  /** The clock, injectable so that date rules can be tested. */
  now(): Date;
  report(descriptor: ReportDescriptor<M>): void;
}

export interface RuleMeta<M extends string, O> {
  /** `<thing>-<check>` in kebab-case. */
  id: string;
  /** One line, shown by `toolslint rules`. */
  description: string;
  /** Severity in `toolslint:recommended`; `off` keeps it out. */
  recommended: SeverityOrOff;
  /** Severity in `toolslint:strict`; defaults to `recommended`, or `warn` when that is off. */
  strict?: SeverityOrOff;
  /**
   * Options `toolslint:recommended` sets over the defaults, where the precise form of a check
   * differs from the full convention that `strict` and `all` hold a registry to.
   */
  recommendedOptions?: Partial<O>;
  /**
   * The highest severity a message may report at, where one rule finds problems of different
   * weight: `required` naming an undeclared property is an error only when no call can pass.
   * A configured severity above the cap is lowered to it; one below it is kept.
   */
  maxSeverity?: Partial<Record<M, Severity>>;
  /** JSON Schema for the options object; every property has a description and a default. */
  schema: JsonObject;
  defaults: O;
  messages: Record<M, string>;
  /** The rule reports fixes (`fix` in report) where the change is certain; `--fix` applies them. */
  fixable?: boolean;
}

export interface Rule<M extends string = string, O = unknown> {
  meta: RuleMeta<M, O>;
  create(context: RuleContext<M>, options: O): RuleVisitors;
}

/**
 * Makes a rule. The message ids of `report` are checked against the message table by the
 * compiler, so a misspelt id does not build.
 */
export function defineRule<const M extends string, O extends object>(rule: Rule<M, O>): Rule<M, O> {
  return rule;
}

/** A rule whose message ids and options are no longer needed by the caller. */
export type AnyRule = Rule<string, any>;
