import rule from '../../rules/keyword-type-applicable/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string) => `tools:\n  - name: search_tickets\n    description: Searches tickets.\n    parameters: ${parameters}\n`;
const param = (schema: string) => tool(`{type: object, properties: {p: ${schema}}}`);
const P = '/tools/0/parameters/properties/p';

ruleTester(rule).run({
  valid: [
    { code: param('{type: string, minLength: 1, maxLength: 100, pattern: "^[a-z]+$"}') },
    { name: 'integers take number keywords', code: param('{type: integer, minimum: 1, maximum: 100, multipleOf: 1}') },
    { name: 'a type list takes the keywords of each type', code: param('{type: [string, integer], maxLength: 10, maximum: 10}') },
    { name: 'no type: any keyword may apply', code: param('{minimum: 1, maxLength: 3}') },
    { name: 'BFCL dict is an object', code: tool('{type: dict, properties: {a: {type: string}}, required: [a]}') },
    { name: 'BFCL tuple is an array', code: param('{type: tuple, items: {type: integer}}') },
    { name: "required: true is schema-required-declared's", code: param('{type: string, required: true}') },
    { name: 'unknown type names say nothing', code: param('{type: Widget, minimum: 1}') },
    { name: 'ignore: keywords not to check', code: param('{type: string, additionalProperties: false}'), options: { ignore: ['additionalProperties'] } },
  ],
  invalid: [
    {
      name: 'minimum on a string',
      code: tool('\n      type: object\n      properties:\n        p: {type: string, minimum: 1}'),
      errors: [
        {
          messageId: 'misplaced',
          pointer: `${P}/minimum`,
          line: 7,
          column: 36,
          tool: 'search_tickets',
          data: { keyword: 'minimum', where: 'parameter "p"', applies: 'number', type: 'string', instead: 'minLength' },
        },
      ],
    },
    {
      name: 'two findings: maxLength and pattern on a number',
      code: param('{type: number, maxLength: 5, pattern: "^[0-9]+$"}'),
      errors: [
        {
          messageId: 'misplaced',
          pointer: `${P}/maxLength`,
          data: { keyword: 'maxLength', where: 'parameter "p"', applies: 'string', type: 'number', instead: 'maximum' },
        },
        { messageId: 'inapplicable', pointer: `${P}/pattern`, data: { keyword: 'pattern', where: 'parameter "p"', applies: 'string', type: 'number' } },
      ],
    },
    {
      name: 'items on an object',
      code: param('{type: object, items: {type: string}}'),
      errors: [{ messageId: 'misplaced', data: { keyword: 'items', where: 'parameter "p"', applies: 'array', type: 'object', instead: 'properties' } }],
    },
    {
      name: 'properties on an array',
      code: param('{type: array, properties: {a: {type: string}}}'),
      errors: [{ messageId: 'misplaced', data: { keyword: 'properties', where: 'parameter "p"', applies: 'object', type: 'array', instead: 'items' } }],
    },
    {
      name: 'minItems on an integer, as BFCL has it',
      code: param('{type: array, items: {type: integer, minItems: 1}}'),
      errors: [
        {
          messageId: 'misplaced',
          pointer: `${P}/items/minItems`,
          data: { keyword: 'minItems', where: 'parameter "p[]"', applies: 'array', type: 'integer', instead: 'minimum' },
        },
      ],
    },
    {
      name: "a list of types without the keyword's",
      code: param('{type: [string, "null"], maximum: 3}'),
      errors: [{ messageId: 'inapplicable', data: { keyword: 'maximum', where: 'parameter "p"', applies: 'number', type: '["string","null"]' } }],
    },
    {
      name: 'additionalProperties on a string',
      code: param('{type: string, additionalProperties: false, description: 名称。}'),
      errors: [{ messageId: 'inapplicable', data: { keyword: 'additionalProperties', where: 'parameter "p"', applies: 'object', type: 'string' } }],
    },
    {
      name: 'reached through $ref: reported where the definition is written',
      code: tool(`
      type: object
      properties:
        limit: {$ref: '#/$defs/Limit'}
      $defs:
        Limit: {type: integer, maxLength: 3}`),
      errors: [
        {
          messageId: 'misplaced',
          pointer: '/tools/0/parameters/$defs/Limit/maxLength',
          line: 9,
          data: { keyword: 'maxLength', where: 'parameter "limit"', applies: 'string', type: 'integer', instead: 'maximum' },
        },
      ],
    },
    {
      name: 'OpenAPI: a parameter schema',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /tickets:\n    get:\n      operationId: list_tickets\n      parameters:\n        - name: q\n          in: query\n          description: Query.\n          schema: {type: string, maximum: 200}\n      responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'misplaced',
          pointer: '/paths/~1tickets/get/parameters/0/schema/maximum',
          line: 11,
          data: { keyword: 'maximum', where: 'parameter "q"', applies: 'number', type: 'string', instead: 'maxLength' },
        },
      ],
    },
    {
      name: 'Swagger 2.0: keywords on the parameter itself',
      code: 'swagger: "2.0"\ninfo: {title: t, version: "1"}\npaths:\n  /tickets:\n    get:\n      operationId: list_tickets\n      parameters:\n        - {name: limit, in: query, type: integer, maxLength: 3}\n      responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'misplaced',
          pointer: '/paths/~1tickets/get/parameters/0/maxLength',
          data: { keyword: 'maxLength', where: 'parameter "limit"', applies: 'string', type: 'integer', instead: 'maximum' },
        },
      ],
    },
  ],
});
