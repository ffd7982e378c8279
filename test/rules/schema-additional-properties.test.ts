import rule from '../../rules/schema-additional-properties/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

/** A plain registry with one tool whose input schema is `parameters` (YAML flow or block text). */
const tool = (parameters: string, extra = '') => `tools:\n  - name: get_order\n    description: Reads one order.\n    parameters: ${parameters}\n${extra}`;
const P = '/tools/0/parameters';

ruleTester(rule).run({
  valid: [
    { code: tool('{type: object, additionalProperties: false, properties: {id: {type: string}}}') },
    { name: 'a tool without parameters', code: 'tools:\n  - name: ping_server\n    description: Checks the server.\n' },
    { name: 'a closed object with no properties', code: tool('{type: object, additionalProperties: false}') },
    {
      name: 'nested objects, array items and $ref targets that are closed',
      code: tool(`
      type: object
      additionalProperties: false
      properties:
        filters: {type: object, additionalProperties: false, properties: {status: {type: string}}}
        lines: {type: array, items: {type: object, additionalProperties: false, properties: {sku: {type: string}}}}
        address: {$ref: '#/$defs/Address'}
      $defs:
        Address: {type: object, additionalProperties: false, properties: {city: {type: string}}}`),
    },
    {
      name: 'a free-form map: no declared properties and additionalProperties true or {}',
      code: tool(
        '{type: object, additionalProperties: false, properties: {metadata: {type: object, additionalProperties: true}, headers: {type: object, properties: {}, additionalProperties: {}}}}',
      ),
    },
    {
      name: '--target gemini rejects additionalProperties, so nothing asks for it',
      code: tool('{type: object, properties: {id: {type: string}}}'),
      targets: ['gemini'],
    },
    {
      name: '--target gemini: not even for an open object',
      code: tool('{type: object, additionalProperties: true, properties: {id: {type: string}}}'),
      targets: ['gemini'],
    },
    {
      name: 'a map with a value schema is explicit',
      code: tool('{type: object, additionalProperties: false, properties: {tags: {type: object, additionalProperties: {type: string}}}}'),
    },
    {
      name: 'unevaluatedProperties: false closes an allOf',
      code: tool('{unevaluatedProperties: false, allOf: [{type: object, properties: {a: {type: string}}}, {type: object, properties: {b: {type: string}}}]}'),
    },
    {
      name: 'schemas that only test a value (not, if, propertyNames) are left alone',
      code: tool(
        '{type: object, additionalProperties: false, properties: {a: {type: string}}, not: {type: object, properties: {b: {}}}, if: {properties: {a: {const: x}}}, then: {required: [a]}, propertyNames: {type: string}}',
      ),
    },
    {
      name: 'non-objects',
      code: tool(
        '{type: object, additionalProperties: false, properties: {n: {type: integer}, s: {type: [string, "null"]}, l: {type: array, items: {type: string}}}}',
      ),
    },
    {
      name: 'output schemas are not checked by default',
      code: `tools:\n  - name: get_order\n    description: Reads one order.\n    inputSchema: {type: object, additionalProperties: false}\n    outputSchema: {type: object, properties: {id: {type: string}}}\n`,
    },
    {
      name: 'OpenAI chat tools',
      code: [
        { type: 'function', function: { name: 'get_order', description: 'x', parameters: { type: 'object', additionalProperties: false, properties: {} } } },
      ],
    },
  ],
  invalid: [
    {
      name: 'the root object is open',
      code: tool('\n      type: object\n      properties:\n        id: {type: string}'),
      output: tool('\n      type: object\n      properties:\n        id: {type: string}\n      additionalProperties: false'),
      errors: [{ messageId: 'missing', pointer: P, line: 5, column: 7, tool: 'get_order', data: { where: 'the input schema' } }],
    },
    {
      name: 'two findings: a nested object and array items',
      code: tool(`
      type: object
      additionalProperties: false
      properties:
        filters:
          type: object
          properties: {status: {type: string}}
        lines:
          type: array
          items:
            type: object
            properties: {sku: {type: string}}`),
      output: tool(`
      type: object
      additionalProperties: false
      properties:
        filters:
          type: object
          properties: {status: {type: string}}
          additionalProperties: false
        lines:
          type: array
          items:
            type: object
            properties: {sku: {type: string}}
            additionalProperties: false`),
      errors: [
        { messageId: 'missing', pointer: `${P}/properties/filters`, line: 9, column: 11, data: { where: 'object "filters"' } },
        { messageId: 'missing', pointer: `${P}/properties/lines/items`, line: 14, column: 13, data: { where: 'object "lines[]"' } },
      ],
    },
    {
      name: 'reached through $ref: reported where the target is written, named by the property',
      code: tool(`
      type: object
      additionalProperties: false
      properties:
        home: {$ref: '#/$defs/Address'}
        work: {$ref: '#/$defs/Address'}
      $defs:
        Address:
          type: object
          properties: {city: {type: string}}`),
      output: tool(`
      type: object
      additionalProperties: false
      properties:
        home: {$ref: '#/$defs/Address'}
        work: {$ref: '#/$defs/Address'}
      $defs:
        Address:
          type: object
          properties: {city: {type: string}}
          additionalProperties: false`),
      errors: [{ messageId: 'missing', pointer: `${P}/$defs/Address`, line: 12, column: 11, data: { where: 'object "home"' } }],
    },
    {
      name: 'additionalProperties: true, and {} which means the same, on objects that declare properties',
      code: tool(
        '{type: object, additionalProperties: true, properties: {meta: {type: object, additionalProperties: {}, patternProperties: {"^x-": {type: string}}}}}',
      ),
      errors: [
        { messageId: 'open', pointer: P, data: { where: 'the input schema' } },
        { messageId: 'open', pointer: `${P}/properties/meta`, data: { where: 'object "meta"' } },
      ],
    },
    {
      name: 'a free-form object with no properties',
      code: tool('{type: object, additionalProperties: false, properties: {metadata: {type: object}}}'),
      errors: [{ messageId: 'freeForm', pointer: `${P}/properties/metadata`, data: { where: 'object "metadata"' } }],
    },
    {
      name: 'a bare {type: object} root',
      code: tool('{type: object}'),
      errors: [{ messageId: 'freeForm', pointer: P }],
    },
    {
      name: '--target gemini: a schema in parametersJsonSchema is full JSON Schema, so it is checked',
      code: 'tools:\n  - name: get_order\n    description: Reads one order.\n    parametersJsonSchema: {type: object, properties: {id: {type: string}}}\n',
      targets: ['gemini'],
      output:
        'tools:\n  - name: get_order\n    description: Reads one order.\n    parametersJsonSchema: {type: object, properties: {id: {type: string}}, additionalProperties: false}\n',
      errors: [{ messageId: 'missing', pointer: '/tools/0/parametersJsonSchema', data: { where: 'the input schema' } }],
    },
    {
      name: 'allowSchema: false rejects map objects',
      code: tool('{type: object, additionalProperties: false, properties: {tags: {type: object, additionalProperties: {type: string}}}}'),
      options: { allowSchema: false },
      errors: [{ messageId: 'map', pointer: `${P}/properties/tags`, data: { where: 'object "tags"' } }],
    },
    {
      name: 'checkOutput: true checks output schemas too',
      code: `tools:\n  - name: get_order\n    description: Reads one order.\n    inputSchema: {type: object, additionalProperties: false}\n    outputSchema: {type: object, properties: {id: {type: string}}}\n`,
      options: { checkOutput: true },
      output: `tools:\n  - name: get_order\n    description: Reads one order.\n    inputSchema: {type: object, additionalProperties: false}\n    outputSchema: {type: object, properties: {id: {type: string}}, additionalProperties: false}\n`,
      errors: [{ messageId: 'missing', pointer: '/tools/0/outputSchema', data: { where: 'the output schema' } }],
    },
    {
      name: 'an object composed with allOf needs unevaluatedProperties; its branches are left open',
      code: tool(
        '{type: object, allOf: [{$ref: "#/$defs/Base"}, {type: object, properties: {b: {type: string}}}], $defs: {Base: {type: object, properties: {a: {type: string}}}}}',
      ),
      errors: [{ messageId: 'composed', pointer: P, data: { where: 'the input schema' } }],
    },
    {
      name: 'anyOf and oneOf branches are each an object a caller can send',
      code: tool(
        '{type: object, additionalProperties: false, properties: {target: {anyOf: [{type: object, properties: {id: {type: string}}}, {type: "null"}]}}}',
      ),
      output: tool(
        '{type: object, additionalProperties: false, properties: {target: {anyOf: [{type: object, properties: {id: {type: string}}, additionalProperties: false}, {type: "null"}]}}}',
      ),
      errors: [{ messageId: 'missing', pointer: `${P}/properties/target/anyOf/0`, data: { where: 'object "target"' } }],
    },
    {
      name: 'BFCL "dict" is still an object that needs closing',
      code: tool('{type: dict, properties: {city: {type: string}}}'),
      output: tool('{type: dict, properties: {city: {type: string}}, additionalProperties: false}'),
      errors: [{ messageId: 'missing', pointer: P }],
    },
    {
      name: 'an untyped schema with properties is an object',
      code: tool('{properties: {city: {type: string}}}'),
      output: tool('{properties: {city: {type: string}}, additionalProperties: false}'),
      errors: [{ messageId: 'missing', pointer: P }],
    },
    {
      name: 'JSON: line and column',
      code: '[\n  {\n    "type": "function",\n    "function": {\n      "name": "get_order",\n      "parameters": {"type": "object", "properties": {}}\n    }\n  }\n]',
      errors: [{ messageId: 'missing', pointer: '/0/function/parameters', line: 6, column: 21 }],
    },
    {
      name: 'fix: JSON keeps its 4-space indentation and key order',
      code: '{\n    "tools": [\n        {\n            "name": "get_order",\n            "parameters": {\n                "type": "object",\n                "properties": {\n                    "id": {"type": "string"}\n                }\n            }\n        }\n    ]\n}\n',
      output:
        '{\n    "tools": [\n        {\n            "name": "get_order",\n            "parameters": {\n                "type": "object",\n                "properties": {\n                    "id": {"type": "string"}\n                },\n                "additionalProperties": false\n            }\n        }\n    ]\n}\n',
      errors: [{ messageId: 'missing', pointer: '/tools/0/parameters' }],
    },
    {
      name: 'no fix where a branch may add properties',
      code: tool('{type: object, properties: {kind: {type: string}}, oneOf: [{properties: {a: {type: string}}}, {properties: {b: {type: string}}}]}'),
      output: null,
      errors: [
        { messageId: 'missing', pointer: P },
        { messageId: 'missing', pointer: `${P}/oneOf/0` },
        { messageId: 'missing', pointer: `${P}/oneOf/1` },
      ],
    },
    {
      name: 'a component shared by two tools is reported once',
      code: `tools:
  - name: get_a
    description: A.
    parameters: {type: object, additionalProperties: false, properties: {x: {$ref: '#/$defs/X'}}, $defs: {X: {type: object, properties: {}}}}
  - name: get_b
    description: B.
    parameters: {type: object, additionalProperties: false, properties: {x: {$ref: '#/$defs/X'}}, $defs: {X: {type: object, properties: {}}}}
`,
      errors: [
        { messageId: 'missing', pointer: '/tools/0/parameters/$defs/X', tool: 'get_a' },
        { messageId: 'missing', pointer: '/tools/1/parameters/$defs/X', tool: 'get_b' },
      ],
    },
  ],
});
