import type { Target } from './types.js';

const DECLARATION = 'https://ai.google.dev/api/caching#FunctionDeclaration';
const SCHEMA = 'https://ai.google.dev/api/caching#Schema';

/** Gemini API function declarations, with schemas in `parameters` (an OpenAPI 3.0 subset). */
export default {
  id: 'gemini',
  family: 'gemini',
  title: 'Gemini API function calling',
  checked: '2026-11-22',
  strict: false,
  schemas: ['input', 'output'],
  limits: {
    namePattern: {
      value: '^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$',
      source: [DECLARATION, 'https://cloud.google.com/vertex-ai/generative-ai/docs/reference/rest/v1/Tool#FunctionDeclaration'],
      note: 'a letter or underscore first, then letters, digits, underscores, dots, colons and dashes, at most 64 characters',
    },
    dialect: { value: 'openapi-3.0', source: SCHEMA, note: '`parameters` and `response` take a subset of the OpenAPI 3.0 Schema Object' },
    supportedKeywords: {
      value: [
        'type',
        'format',
        'title',
        'description',
        'nullable',
        'enum',
        'maxItems',
        'minItems',
        'properties',
        'required',
        'minProperties',
        'maxProperties',
        'minLength',
        'maxLength',
        'pattern',
        'example',
        'anyOf',
        'propertyOrdering',
        'default',
        'items',
        'minimum',
        'maximum',
      ],
      source: SCHEMA,
      note: 'any other field is answered with "Unknown name … Cannot find field"',
    },
    supportedFormats: { value: ['enum', 'date-time', 'float', 'double', 'int32', 'int64'], source: SCHEMA },
    typeArrays: { value: false, source: SCHEMA, note: '`type` is one name; a nullable value uses `nullable: true` or `anyOf`' },
    jsonSchemaFields: {
      value: ['parametersJsonSchema', 'parameters_json_schema', 'responseJsonSchema', 'response_json_schema'],
      source: DECLARATION,
      note: 'schemas given in these fields may use JSON Schema, so the keyword limits do not apply to them',
    },
  },
} satisfies Target;
