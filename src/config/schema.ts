import { createRequire } from 'node:module';
import type { ErrorObject } from 'ajv';
import type { JsonObject } from '../model/index.js';
import { validate } from './schema-validator.generated.js';

const require = createRequire(import.meta.url);

/**
 * schema.json, found through the package's own exports map: the module sits at a different
 * depth under src/ and dist/, and the schema must be the very file editors are given.
 */
export function configSchema(): JsonObject {
  return require('toolslint/schema.json') as JsonObject;
}

/**
 * Every way the value breaks schema.json (ajv's errors, translated later into sentences). The
 * validator is schema.json compiled ahead of time by scripts/meta-validators.mjs (its
 * CONFIG_OPTIONS, which say why it is compiled as it is), because compiling it took a
 * quarter of a pre-commit hook's run in a project with a config file.
 */
export function schemaErrors(value: unknown): ErrorObject[] {
  const check = validate as ((value: unknown) => boolean) & { errors?: ErrorObject[] | null };
  return check(value) ? [] : [...(check.errors ?? [])];
}
