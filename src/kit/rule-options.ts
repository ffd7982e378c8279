import { hasOwn, isObject, type JsonObject } from '../model/index.js';

/**
 * A rule's options are written once, in its options schema: each option is a property with a
 * type, a description and a `default`. The defaults a rule runs with are read from there.
 */

/**
 * Each option's default, read from the `default` of each property of an options schema: a
 * walk over a few properties, so making every rule's defaults at start-up compiles nothing.
 */
export function optionDefaults(schema: JsonObject): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const properties = schema.properties;
  if (!isObject(properties)) return out;
  for (const [name, property] of Object.entries(properties)) {
    if (isObject(property) && hasOwn(property, 'default')) out[name] = property.default;
  }
  return out;
}

/*
 * Option schemas that several rules share, written once so that their wording and defaults
 * (and so the generated docs) cannot drift apart between rules.
 */

/** The options of a rule that looks for wording: a list that replaces the built-in one, and a list added to it. */
export interface PhraseOptions {
  phrases: string[];
  additionalPhrases: string[];
}

/**
 * Schema properties for {@link PhraseOptions}. `description` says what `phrases` finds; the
 * `additionalPhrases` description is the same for every rule.
 */
export function phraseOptionsSchema(defaults: string[], description: string): JsonObject {
  return {
    phrases: { type: 'array', items: { type: 'string' }, default: defaults, description },
    additionalPhrases: {
      type: 'array',
      items: { type: 'string' },
      default: [],
      description: "Phrases accepted besides `phrases`, for a project's own wording.",
    },
  };
}

/** The phrases a rule looks for: the configured list and the project's additions. */
export function allPhrases(options: PhraseOptions): string[] {
  return [...options.phrases, ...options.additionalPhrases];
}

/** The casing rules' `minShare`: how clear a registry's convention must be before names are held to it. */
export const MIN_SHARE_SCHEMA: JsonObject = {
  type: 'number',
  minimum: 0,
  maximum: 1,
  description:
    "With `consistent`: the share of the registry's names that must use the most common style before the others are reported; below it the registry has no convention to hold names to.",
  default: 0.8,
};

/**
 * Whether the most common style of a registry's names is a convention to hold the others to:
 * at least `minShare` of the names that show a style, and at least three of them, since one or
 * two names agreeing is no convention.
 */
export function isConvention(count: number, total: number, minShare: number): boolean {
  return count >= 3 && count >= minShare * total;
}
