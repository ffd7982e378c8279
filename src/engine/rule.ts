import type { JsonObject, Position, Registry, SourceRef, Tool } from '../model/index.js';
import type { Target } from '../targets/index.js';
import type { FixEdit } from './finding.js';
import { optionDefaults, type RegistryView, type SchemaVisit } from '../kit/index.js';

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

/** The meta a rule's author writes. */
export interface RuleMetaDefinition<M extends string, O> {
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
  /**
   * Caps that `toolslint:recommended` alone sets on messages: a finding a maintainer acts on
   * but that is unlikely to make a model misuse a tool (a read tool without `readOnlyHint`) is
   * `info` there and keeps the rule's severity in `strict` and `all`. A severity set in config
   * replaces the preset's setting, caps and all.
   */
  recommendedMaxSeverity?: Partial<Record<M, Severity>>;
  /**
   * JSON Schema for the options object: every option is a property with a type, a description
   * and its `default`, the one place an option's default is written.
   */
  schema: JsonObject;
  messages: Record<M, string>;
  /** The rule reports fixes (`fix` in report) where the change is certain; `--fix` applies them. */
  fixable?: boolean;
  /** Where a plugin's rule is documented (a web address); a built-in rule's page is known. */
  docsUrl?: string;
}

/** A rule's meta: what its author wrote, and the defaults `defineRule` read from its schema. */
export interface RuleMeta<M extends string, O> extends RuleMetaDefinition<M, O> {
  /** Each option's default, read from `schema` by `defineRule`: rules do not write it. */
  readonly defaults: O;
}

export interface Rule<M extends string = string, O = unknown> {
  meta: RuleMeta<M, O>;
  create(context: RuleContext<M>, options: O): RuleVisitors;
}

/** What a rule's author writes: its meta, less the defaults read from the schema, and `create`. */
export interface RuleDefinition<M extends string, O> {
  meta: RuleMetaDefinition<M, O>;
  create(context: RuleContext<M>, options: O): RuleVisitors;
}

/**
 * Makes a rule. The options are typed by `create`'s second parameter (`create(context, options:
 * Options)`) and the schema must give each of them a default of that type; the defaults the rule
 * runs with are read from the schema. The message ids of `report` are checked against the
 * message table by the compiler, so a misspelt id does not build.
 */
export function defineRule<const M extends string, O extends object = Record<string, never>>(rule: {
  meta: RuleMetaDefinition<M, O>;
  create(context: RuleContext<M>, options: O): RuleVisitors;
}): Rule<M, O> {
  const meta: Record<string, unknown> = {};
  // `defaults` goes right after `schema`, so that explain and the docs show the options where a reader expects them.
  for (const [key, value] of Object.entries(rule.meta)) {
    meta[key] = value;
    if (key === 'schema') meta.defaults = optionDefaults(rule.meta.schema);
  }
  return { ...rule, meta: meta as unknown as RuleMeta<M, O> };
}

/** A rule whose message ids and options are no longer needed by the caller. */
export type AnyRule = Rule<string, any>;
