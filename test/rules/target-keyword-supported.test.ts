import { describe, expect, it } from 'vitest';
import rule from '../../rules/target-keyword-supported/index.js';
import { lintWith, ruleTester } from '../helpers/rule-tester.js';
import { createOrderOpenapi } from '../helpers/rules.js';

/** A plain registry with one tool whose input schema is `parameters`. */
const tool = (parameters: string, extra = '') => `tools:\n  - name: find_order\n    description: Finds one order.\n    parameters: ${parameters}\n${extra}`;
/** A Gemini declaration list with one function. */
const gemini = (field: string, schema: string) => `functionDeclarations:\n  - name: find_order\n    description: Finds one order.\n    ${field}: ${schema}\n`;
const P = '/tools/0/parameters';
const OPENAI = 'https://platform.openai.com/docs/guides/function-calling';
const ANTHROPIC = 'https://docs.claude.com/en/docs/agents-and-tools/tool-use/implement-tool-use';
const GEMINI = 'https://ai.google.dev/api/caching#Schema';
const base = { tool: 'find_order', value: '', accepted: '' };

ruleTester(rule).run({
  valid: [
    {
      name: 'a plain object root, portable',
      code: tool(
        '{type: object, additionalProperties: false, properties: {id: {type: string, format: uuid}, mode: {anyOf: [{type: string}, {type: integer}]}}}',
      ),
    },
    {
      name: 'OpenAI accepts compositions below the root',
      code: tool('{type: object, properties: {q: {oneOf: [{type: string}, {type: number}]}}}'),
      targets: ['openai'],
    },
    {
      name: 'MCP accepts a composition at the root',
      code: `tools:\n  - name: find_resource\n    description: Finds a resource.\n    inputSchema: {type: object, oneOf: [{required: [id]}, {required: [name]}]}\n`,
      targets: ['mcp'],
    },
    {
      name: 'Gemini: only the keywords of its Schema object',
      code: gemini(
        'parameters',
        '{type: object, properties: {day: {type: string, format: date-time, nullable: true}, n: {type: integer, format: int32, minimum: 1, maximum: 9}}, required: [day]}',
      ),
      targets: ['gemini'],
    },
    {
      name: 'Gemini parametersJsonSchema takes any JSON Schema',
      code: gemini(
        'parametersJsonSchema',
        '{type: object, additionalProperties: false, properties: {a: {$ref: "#/$defs/A"}}, $defs: {A: {type: [string, "null"], format: uri}}}',
      ),
      targets: ['gemini'],
    },
    {
      name: "strict modes are strict-mode-compatible's",
      code: tool('{type: object, properties: {q: {type: string, minLength: 1}}}'),
      targets: ['openai-strict', 'anthropic-strict'],
    },
    {
      name: 'OpenAI does not read output schemas',
      code: `tools:\n  - name: find_order\n    description: Finds one order.\n    inputSchema: {type: object}\n    outputSchema: {anyOf: [{type: object}, {type: "null"}]}\n`,
      targets: ['openai'],
    },
    {
      name: 'ignoreKeywords',
      code: gemini('parameters', '{type: object, additionalProperties: false, properties: {a: {type: string}}}'),
      targets: ['gemini'],
      options: { ignoreKeywords: ['additionalProperties'] },
    },
  ],
  invalid: [
    {
      name: 'portable: a composition at the root',
      code: tool('\n      anyOf:\n        - {type: object, properties: {id: {type: string}}}\n        - {type: object, properties: {name: {type: string}}}'),
      errors: [
        {
          messageId: 'rootKeyword',
          pointer: `${P}/anyOf`,
          line: 6,
          column: 9,
          tool: 'find_order',
          data: { ...base, keyword: 'anyOf', where: ' at the root of its input schema', rejectedBy: 'portable rejects', source: OPENAI },
        },
      ],
    },
    {
      name: 'two targets that reject the same keyword give one finding',
      code: tool('{type: object, allOf: [{properties: {a: {type: string}}}]}'),
      targets: ['openai', 'anthropic'],
      errors: [
        {
          messageId: 'rootKeyword',
          pointer: `${P}/allOf`,
          data: { ...base, keyword: 'allOf', where: ' at the root of its input schema', rejectedBy: 'openai and anthropic reject', source: OPENAI },
        },
      ],
    },
    {
      name: "an enum at the root is OpenAI's, not Anthropic's",
      code: tool('{type: object, enum: [{}]}'),
      targets: ['anthropic', 'openai'],
      errors: [
        {
          messageId: 'rootKeyword',
          pointer: `${P}/enum`,
          data: { ...base, keyword: 'enum', where: ' at the root of its input schema', rejectedBy: 'openai rejects', source: OPENAI },
        },
      ],
    },
    {
      name: 'Gemini: two keywords outside its Schema object, one reached through $ref',
      code: gemini(
        'parameters',
        `
      type: object
      properties:
        address: {$ref: '#/$defs/Address'}
      $defs:
        Address: {type: object, additionalProperties: false, properties: {city: {type: string}}}`,
      ),
      targets: ['gemini'],
      errors: [
        {
          messageId: 'keyword',
          pointer: '/functionDeclarations/0/parameters/properties/address/$ref',
          line: 7,
          column: 25,
          data: { ...base, keyword: '$ref', where: ' in `address`', rejectedBy: 'gemini rejects', source: GEMINI },
        },
        {
          messageId: 'keyword',
          pointer: '/functionDeclarations/0/parameters/$defs',
          data: { ...base, keyword: '$defs', where: ' at the root of its input schema', rejectedBy: 'gemini rejects', source: GEMINI },
        },
        {
          messageId: 'keyword',
          pointer: '/functionDeclarations/0/parameters/$defs/Address/additionalProperties',
          data: { ...base, keyword: 'additionalProperties', where: ' in `address`', rejectedBy: 'gemini rejects', source: GEMINI },
        },
      ],
    },
    {
      name: 'Gemini: a format it does not know, and a type list',
      code: gemini('parameters', '{type: object, properties: {site: {type: string, format: uri}, note: {type: [string, "null"]}}}'),
      targets: ['gemini'],
      errors: [
        {
          messageId: 'format',
          pointer: '/functionDeclarations/0/parameters/properties/site/format',
          data: {
            ...base,
            keyword: 'format',
            value: 'uri',
            accepted: 'enum, date-time, float, double, int32, int64',
            where: ' in `site`',
            rejectedBy: 'gemini rejects',
            source: GEMINI,
          },
        },
        {
          messageId: 'typeArray',
          pointer: '/functionDeclarations/0/parameters/properties/note/type',
          data: { ...base, keyword: 'type', value: '["string","null"]', where: ' in `note`', rejectedBy: 'gemini rejects', source: GEMINI },
        },
      ],
    },
    {
      name: 'Gemini reads output schemas too',
      code: `tools:\n  - name: find_order\n    description: Finds one order.\n    inputSchema: {type: object}\n    outputSchema: {type: object, additionalProperties: false}\n`,
      targets: ['gemini'],
      errors: [
        {
          messageId: 'keyword',
          pointer: '/tools/0/outputSchema/additionalProperties',
          data: { ...base, keyword: 'additionalProperties', where: ' at the root of its output schema', rejectedBy: 'gemini rejects', source: GEMINI },
        },
      ],
    },
    {
      name: 'an OpenAPI tool whose body schema is a component',
      code: createOrderOpenapi('3.0.3', '{type: object, properties: {sku: {type: string}}, additionalProperties: false}'),
      targets: ['gemini'],
      errors: [
        {
          messageId: 'keyword',
          pointer: '/paths/~1orders/post/requestBody/content/application~1json/schema/$ref',
          line: 10,
          tool: 'create_order',
          message: /uses `\$ref` in `body`.*gemini rejects/,
        },
        {
          messageId: 'keyword',
          pointer: '/components/schemas/Order/additionalProperties',
          line: 14,
          tool: 'create_order',
          message: /uses `additionalProperties` in `body`.*gemini rejects/,
        },
      ],
    },
  ],
});

describe('target-keyword-supported messages', () => {
  it('name the source of the limit', () => {
    const [f] = lintWith(rule, tool('{type: object, oneOf: [{}]}'), undefined, undefined, ['anthropic']);
    expect(f.message).toBe(
      `Tool "find_order" has \`oneOf\` at the root of its input schema, which anthropic rejects (${ANTHROPIC}): keep the root a plain \`type: object\` and move the alternatives into its properties.`,
    );
  });
});
