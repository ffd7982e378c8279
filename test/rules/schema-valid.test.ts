import rule from '../../rules/schema-valid/index.js';
import { ruleTester } from '../helpers/rule-tester.js';
import { createOrderOpenapi } from '../helpers/rules.js';

/** A plain registry with one tool whose input schema is `parameters`. */
const tool = (parameters: string) => `tools:\n  - name: find_order\n    description: Finds one order.\n    parameters: ${parameters}\n`;
const P = '/tools/0/parameters';
const base = { role: 'input', tool: 'find_order', dialect: '2020-12' };
const TUPLE = '{type: object, properties: {point: {type: array, items: [{type: number}, {type: number}]}}}';

ruleTester(rule).run({
  valid: [
    {
      code: tool(
        '{type: object, additionalProperties: false, required: [id], properties: {id: {type: string, minLength: 1}}, $defs: {A: {type: [string, "null"]}}}',
      ),
    },
    { name: "a wrong type name is schema-type-valid's", code: tool('{type: dict, properties: {n: {type: float}}}') },
    {
      name: 'draft-04 is known but not checked',
      code: tool('{$schema: "http://json-schema.org/draft-04/schema#", type: object, properties: {a: {exclusiveMinimum: true, minimum: 0}}}'),
    },
    { name: 'a tuple is valid draft-07, as MCP 2025-06-18 reads schemas', code: tool(TUPLE), targets: ['mcp@2025-06-18'] },
    { name: 'a tuple under an explicit draft-07 $schema', code: tool(`{$schema: "http://json-schema.org/draft-07/schema#", ${TUPLE.slice(1)}`) },
    {
      name: 'OpenAPI 3.0 schemas are Schema Objects, not JSON Schema',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1.0.0"}\npaths:\n  /n:\n    get:\n      operationId: get_n\n      parameters:\n        - {name: n, in: query, schema: {type: integer, minimum: 0, exclusiveMinimum: true}}\n      responses: {"200": {description: ok}}\n',
    },
    {
      name: 'Gemini parameters are an OpenAPI subset',
      code: 'functionDeclarations:\n  - name: get_n\n    description: Reads n.\n    parameters: {type: OBJECT, properties: {n: {type: INTEGER, nullable: true}}, required: n}\n',
    },
    { name: 'boolean schemas', code: `tools:\n  - name: ping_host\n    description: Pings.\n    inputSchema: true\n    outputSchema: false\n` },
  ],
  invalid: [
    {
      name: 'two findings: `required` is not a list and a bound is negative',
      code: tool('{type: object, required: id, properties: {id: {type: string, minLength: -1}}}'),
      errors: [
        {
          messageId: 'invalid',
          pointer: `${P}/required`,
          line: 4,
          column: 42,
          tool: 'find_order',
          data: { ...base, path: '/required', problem: 'must be array' },
        },
        { messageId: 'invalid', pointer: `${P}/properties/id/minLength`, data: { ...base, path: '/properties/id/minLength', problem: 'must be >= 0' } },
      ],
    },
    {
      name: 'through $ref: a definition with a string bound and a property that is no schema',
      code: tool('{type: object, properties: {a: {$ref: "#/$defs/A"}, b: 5}, $defs: {A: {type: number, minimum: "1"}}}'),
      errors: [
        { messageId: 'invalid', pointer: `${P}/properties/b`, data: { ...base, path: '/properties/b', problem: 'must be object or boolean' } },
        { messageId: 'invalid', pointer: `${P}/$defs/A/minimum`, data: { ...base, path: '/$defs/A/minimum', problem: 'must be number' } },
      ],
    },
    {
      name: 'a tuple in 2020-12, the portable default',
      code: tool(TUPLE),
      errors: [
        {
          messageId: 'invalid',
          pointer: `${P}/properties/point/items`,
          data: { ...base, path: '/properties/point/items', problem: 'must be object or boolean' },
        },
      ],
    },
    {
      name: 'targets with two dialects: each is checked',
      code: tool(TUPLE),
      targets: ['mcp@2025-06-18', 'anthropic'],
      errors: [{ messageId: 'invalid', data: { ...base, path: '/properties/point/items', problem: 'must be object or boolean' } }],
    },
    {
      name: 'a $schema that names no dialect',
      code: tool('{$schema: "https://example.com/schema", type: object}'),
      errors: [{ messageId: 'unknownDialect', pointer: `${P}/$schema`, data: { role: 'input', tool: 'find_order', uri: 'https://example.com/schema' } }],
    },
    {
      name: 'skipKeywords: [] reports type names too',
      code: tool('{type: dict}'),
      options: { skipKeywords: [] },
      errors: [
        {
          messageId: 'invalid',
          pointer: `${P}/type`,
          data: { ...base, path: '/type', problem: 'must be one of "array", "boolean", "integer", "null", "number", "object", "string"' },
        },
      ],
    },
    {
      name: 'an MCP output schema',
      code: `tools:\n  - name: get_weather\n    description: Reads the weather.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {temp: {type: number, maximum: hot}}}\n`,
      errors: [
        {
          messageId: 'invalid',
          pointer: '/tools/0/outputSchema/properties/temp/maximum',
          data: { ...base, tool: 'get_weather', role: 'output', path: '/properties/temp/maximum', problem: 'must be number' },
        },
      ],
    },
    {
      name: 'an OpenAPI 3.1 component reached through $ref',
      code: createOrderOpenapi('3.1.0', '{type: object, properties: {sku: {type: string, maxLength: -2}}}'),
      errors: [
        {
          messageId: 'invalid',
          pointer: '/components/schemas/Order/properties/sku/maxLength',
          line: 14,
          tool: 'create_order',
          data: { ...base, tool: 'create_order', path: '/components/schemas/Order/properties/sku/maxLength', problem: 'must be >= 0' },
        },
      ],
    },
  ],
});
