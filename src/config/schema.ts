import { createRequire } from 'node:module';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonObject } from '../model/index.js';

const require = createRequire(import.meta.url);
let validator: ValidateFunction | undefined;

/**
 * schema.json, found through the package's own exports map: the module sits at a different
 * depth under src/ and dist/, and the schema must be the very file editors are given.
 */
export function configSchema(): JsonObject {
  return require('toolslint/schema.json') as JsonObject;
}

/** Every way the value breaks schema.json (ajv's errors, translated later into sentences). */
export function schemaErrors(value: unknown): ErrorObject[] {
  if (!validator) {
    // strictRequired is off because `anyOf: [{required: [files]}, {required: [tools]}]` names
    // properties defined beside the anyOf, which is how JSON Schema says "at least one of".
    const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictRequired: false });
    addFormats.default(ajv);
    validator = ajv.compile(configSchema());
  }
  return validator(value) ? [] : [...(validator.errors ?? [])];
}
