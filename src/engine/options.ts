import { Ajv, type AnySchemaObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { dialectOf, metaErrors } from '../kit/dialects.js';
import { ToolslintError } from '../model/index.js';
import type { AnyRule } from './rule.js';

/** Made on first use: a run on the default config never needs it. */
let ajv: Ajv | undefined;
const sharedAjv = () => (ajv ??= makeAjv());
const compiled = new WeakMap<object, ValidateFunction>();

/**
 * The validator of a rule's options schema, compiled once per schema object: a plugin's is
 * compiled when the plugin loads (to check its defaults) and reused for a config's options.
 * Throws, as ajv does, when the schema is not valid JSON Schema.
 */
export function optionsValidator(schema: AnySchemaObject): ValidateFunction {
  let validate = precompiled.get(schema) ?? compiled.get(schema);
  if (!validate) {
    if (schema.$schema === undefined || dialectOf(String(schema.$schema)) === 'draft-07') {
      // ajv would check the schema against draft-07 by compiling that meta-schema first: 30 ms
      // of every run whose config gives a rule options. Its validator is written at build time.
      const errors = metaErrors('draft-07', schema);
      if (errors === undefined) throw new Error('schema is too deeply nested to check');
      if (errors.length > 0) throw new Error(`schema is invalid: ${sharedAjv().errorsText(errors)}`);
      // A schema with an $id gets a validator of its own: two plugins' rules may share one $id.
      validate = (schema.$id === undefined ? sharedAjv() : makeAjv()).compile(schema);
    } else validate = makeAjv({ validateSchema: true }).compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/**
 * Validators written at build time (scripts/meta-validators.mjs), by the schema they check; asked
 * first, so that one compiled before it was handed over (a rule imported on its own) gives way.
 */
const precompiled = new WeakMap<object, ValidateFunction>();

/**
 * Hands the engine a validator ajv wrote as code at build time for a rule's options schema, so
 * that a config giving that rule options compiles nothing: compiling one took 10 ms, and making
 * ajv itself more, of every run in a project whose config sets an option.
 */
export function usePrecompiledOptionsValidator(schema: AnySchemaObject, validate: ValidateFunction): void {
  precompiled.set(schema, validate);
}

/** ajv's one-line account of a validator's errors. */
export function optionsErrorsText(validate: ValidateFunction): string {
  return sharedAjv().errorsText(validate.errors);
}

function makeAjv({ validateSchema = false } = {}): Ajv {
  const made = new Ajv({ allErrors: false, useDefaults: true, strict: false, logger: false, validateSchema });
  addFormats.default(made);
  return made;
}

/**
 * The options a rule runs with: what config says, with each option it leaves out at the default
 * its schema gives, checked against the schema. A bad option is a config error with one
 * sentence, never a crash inside the rule.
 */
export function resolveRuleOptions(rule: AnyRule, options: unknown, origin?: string): unknown {
  // A rule's defaults (`meta.defaults`, read from its schema by defineRule) pass its schema and
  // give every option (a test holds every rule to that), so without options there is nothing
  // to check, and no validator to compile at start-up.
  if (options === undefined) return settled(rule, DEFAULTS, () => structuredClone(rule.meta.defaults));
  // The same holds for the options the recommended preset gives (a test holds every rule to it):
  // a run on the default config compiles no validator either.
  if (options === rule.meta.recommendedOptions)
    return settled(rule, options, () => ({ ...structuredClone(rule.meta.defaults as object), ...structuredClone(options as object) }));
  if (!isPlain(options)) {
    throw new ToolslintError('config', `${where(origin, rule.meta.id)}: options must be an object, not ${describe(options)}.`);
  }
  const check = optionsValidator(rule.meta.schema);
  return settled(rule, options, () => {
    // The validator fills in each option left out with its schema's default (useDefaults).
    const merged = structuredClone(options);
    if (!check(merged)) throw optionError(check, origin, rule.meta.id);
    return merged;
  });
}

/** Stands for "no options given" as a key of the resolved options. */
const DEFAULTS = {};

/**
 * Resolved options, per rule and per options object, made once and frozen. Every registry of a
 * run then hands a rule the same option lists, and the text kit's caches, which know a phrase
 * list by its identity (its word filter, the hits found in each text), carry over from one file
 * to the next instead of starting again for each. Frozen, so that no rule can change what the
 * next file sees.
 */
const resolved = new WeakMap<AnyRule, WeakMap<object, unknown>>();

function settled(rule: AnyRule, key: object, make: () => unknown): unknown {
  let byOptions = resolved.get(rule);
  if (!byOptions) resolved.set(rule, (byOptions = new WeakMap()));
  if (byOptions.has(key)) return byOptions.get(key);
  const options = deepFreeze(make());
  byOptions.set(key, options);
  return options;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function optionError(validate: ValidateFunction, origin: string | undefined, id: string): ToolslintError {
  const e = validate.errors?.[0];
  const path = e?.instancePath ? e.instancePath.slice(1).replace(/\//g, '.') : '';
  const detail =
    e?.keyword === 'additionalProperties'
      ? `has no option "${String((e.params as { additionalProperty: string }).additionalProperty)}"`
      : `option ${path ? `"${path}" ` : ''}${e?.message ?? 'is invalid'}`;
  return new ToolslintError('config', `${where(origin, id)}: ${detail}.`);
}

function where(origin: string | undefined, id: string): string {
  return origin ? `${origin}: rule "${id}"` : `rule "${id}"`;
}

function isPlain(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function describe(v: unknown): string {
  return Array.isArray(v) ? 'an array' : v === null ? 'null' : `a ${typeof v}`;
}
