import anthropic from './anthropic.js';
import type { Target } from './types.js';

const STRICT = 'https://docs.claude.com/en/docs/build-with-claude/structured-outputs';

/** Anthropic strict tool use (`strict: true`, structured outputs). */
export default {
  id: 'anthropic-strict',
  family: 'anthropic',
  title: 'Anthropic strict tool use (structured outputs)',
  checked: '2026-11-22',
  strict: true,
  strictVariant: 'anthropic-strict',
  schemas: ['input'],
  limits: {
    ...anthropic.limits,
    unsupportedKeywords: {
      value: [
        'minimum',
        'maximum',
        'exclusiveMinimum',
        'exclusiveMaximum',
        'multipleOf',
        'minLength',
        'maxLength',
        'maxItems',
        'uniqueItems',
        'contains',
        'minContains',
        'maxContains',
        'minProperties',
        'maxProperties',
        'patternProperties',
        'propertyNames',
        'unevaluatedProperties',
        'unevaluatedItems',
        'dependentRequired',
        'dependentSchemas',
        'if',
        'then',
        'else',
        'not',
        'oneOf',
      ],
      source: STRICT,
      note: 'no numeric or string length constraints, no array constraints beyond `minItems` 0 or 1; `anyOf`, `allOf`, `enum`, `const`, `pattern` and `$ref` to local `$defs` are supported',
    },
    supportedFormats: { value: ['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'uri', 'ipv4', 'ipv6', 'uuid'], source: STRICT },
    keywordValues: { value: { minItems: [0, 1] }, source: STRICT },
    scalarEnums: { value: true, source: STRICT, note: 'enum values are strings, numbers, booleans or null' },
    closedObjects: { value: true, source: STRICT },
    recursion: { value: false, source: STRICT },
    maxStrictTools: { value: 20, source: STRICT },
    maxOptionalParameters: { value: 24, source: STRICT, note: 'across every strict schema of a request' },
    maxUnionParameters: { value: 16, source: STRICT, note: 'parameters using `anyOf` or a type list, across every strict schema of a request' },
  },
} satisfies Target;
