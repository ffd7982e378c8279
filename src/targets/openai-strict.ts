import openai from './openai.js';
import type { Target } from './types.js';

const SCHEMAS = 'https://platform.openai.com/docs/guides/structured-outputs#supported-schemas';

/** OpenAI function calling with `strict: true` (Structured Outputs). */
export default {
  id: 'openai-strict',
  family: 'openai',
  title: 'OpenAI function calling, strict mode (Structured Outputs)',
  checked: '2026-11-22',
  strict: true,
  strictVariant: 'openai-strict',
  schemas: ['input'],
  limits: {
    ...openai.limits,
    unsupportedKeywords: {
      value: [
        'allOf',
        'oneOf',
        'not',
        'if',
        'then',
        'else',
        'dependentRequired',
        'dependentSchemas',
        'patternProperties',
        'unevaluatedProperties',
        'propertyNames',
        'minProperties',
        'maxProperties',
        'unevaluatedItems',
        'contains',
        'minContains',
        'maxContains',
        'uniqueItems',
        'minLength',
        'maxLength',
      ],
      source: SCHEMAS,
      note: '`anyOf` is supported below the root; strings take `pattern` and `format`, numbers their bounds and `multipleOf`, arrays `minItems` and `maxItems`',
    },
    supportedFormats: { value: ['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid'], source: SCHEMAS },
    allPropertiesRequired: { value: true, source: SCHEMAS, note: 'an optional field is required with a union with `null`' },
    closedObjects: { value: true, source: SCHEMAS },
    recursion: { value: true, source: SCHEMAS, note: 'through `#` or a `$defs` entry' },
    maxProperties: { value: 5000, source: SCHEMAS },
    maxDepth: { value: 10, source: SCHEMAS },
    maxEnumValues: { value: 1000, source: SCHEMAS },
    largeEnum: { value: { values: 250, length: 15000 }, source: SCHEMAS },
    maxSchemaStrings: { value: 120000, source: SCHEMAS, note: 'property names, definition names, enum values and const values' },
  },
} satisfies Target;
