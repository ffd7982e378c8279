import type { AnyRule } from '../src/engine/index.js';
import paramDescriptionRequired from './param-description-required/index.js';
import schemaAdditionalProperties from './schema-additional-properties/index.js';
import toolNameVerb from './tool-name-verb/index.js';

/**
 * Every built-in rule, sorted by id. `toolslint rules`, the presets and the docs table all
 * read this one list; test/rules/meta.test.ts checks that it is sorted and that each folder
 * under rules/ is in it.
 */
const ALL: AnyRule[] = [
  paramDescriptionRequired,
  schemaAdditionalProperties,
  toolNameVerb,
];

export const RULES: ReadonlyMap<string, AnyRule> = new Map(ALL.map((rule) => [rule.meta.id, rule]));
