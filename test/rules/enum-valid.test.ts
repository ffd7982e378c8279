import rule from '../../rules/enum-valid/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string) => `tools:\n  - name: search_tickets\n    description: Searches tickets.\n    parameters: ${parameters}\n`;
const param = (schema: string) => tool(`{type: object, properties: {p: ${schema}}}`);
const P = '/tools/0/parameters/properties/p';

ruleTester(rule).run({
  valid: [
    { code: param('{type: string, enum: [open, closed], default: open}') },
    { name: 'integers are numbers', code: param('{type: number, enum: [1, 2.5]}') },
    { name: 'objects compare by value', code: param('{type: object, enum: [{a: 1, b: 2}, {a: 2}], default: {b: 2, a: 1}}') },
    { name: 'no type: any values', code: param('{enum: [1, "one", true]}') },
    { name: "nulls are nullable-consistent's", code: param('{type: string, enum: [a, null], default: null}') },
    { name: 'an array enum of arrays', code: param('{type: array, enum: [[a, b], [c]]}') },
    { name: "unknown type names are schema-type-valid's", code: param('{type: Widget, enum: [1]}') },
    { name: 'BFCL float is a number', code: param('{type: float, enum: [0.5, 1]}') },
    { name: 'checkDefault: false', code: param('{type: string, enum: [a, b], default: c}'), options: { checkDefault: false } },
  ],
  invalid: [
    {
      name: 'an empty enum',
      code: tool('\n      type: object\n      properties:\n        p: {type: string, enum: []}'),
      errors: [{ messageId: 'empty', pointer: `${P}/enum`, line: 7, column: 33, tool: 'search_tickets', data: { where: 'parameter "p"' } }],
    },
    {
      name: 'not a list',
      code: param('{type: string, enum: open}'),
      errors: [{ messageId: 'notList', pointer: `${P}/enum`, data: { where: 'parameter "p"', value: '"open"' } }],
    },
    {
      name: 'two findings: a repeat and a default that is not a member',
      code: param('{type: string, enum: [open, closed, open], default: pending}'),
      errors: [
        { messageId: 'duplicate', pointer: `${P}/enum/2`, data: { where: 'parameter "p"', value: '"open"' } },
        { messageId: 'defaultNotMember', pointer: `${P}/default`, data: { where: 'parameter "p"', value: '"pending"' } },
      ],
    },
    {
      name: 'a value repeated many times is reported once, at its first repeat; at most 10 values per enum',
      code: param(`{type: integer, enum: [${[...Array(50).fill(1), ...Array.from({ length: 12 }, (_, i) => `${i + 2}, ${i + 2}`)].join(', ')}]}`),
      errors: [
        { messageId: 'duplicate', pointer: `${P}/enum/1`, data: { where: 'parameter "p"', value: '1' } },
        ...Array.from({ length: 9 }, (_, i) => ({
          messageId: 'duplicate',
          pointer: `${P}/enum/${51 + 2 * i}`,
          data: { where: 'parameter "p"', value: String(i + 2) },
        })),
      ],
    },
    {
      name: 'repeats by deep equality',
      code: param('{type: object, enum: [{a: 1, b: 2}, {b: 2, a: 1}]}'),
      errors: [{ messageId: 'duplicate', pointer: `${P}/enum/1`, data: { where: 'parameter "p"', value: '{"b":2,"a":1}' } }],
    },
    {
      name: 'quoted numbers on an integer, reported once',
      code: param('{type: integer, enum: ["1", "2", "3", "4"]}'),
      errors: [{ messageId: 'quoted', pointer: `${P}/enum/0`, data: { where: 'parameter "p"', type: 'integer', values: '"1", "2", "3", …' } }],
    },
    {
      name: 'quoted booleans',
      code: param('{type: boolean, enum: ["True", "False"]}'),
      errors: [{ messageId: 'quoted', data: { where: 'parameter "p"', type: 'boolean', values: '"True", "False"' } }],
    },
    {
      name: 'numbers on a string',
      code: param('{type: string, enum: [1.5, "2"]}'),
      errors: [{ messageId: 'notString', pointer: `${P}/enum/0`, data: { where: 'parameter "p"', type: 'string', values: '1.5' } }],
    },
    {
      name: 'values of another type beside a quoted number: the type is what is wrong, one finding',
      code: param('{type: integer, enum: [1, "2", dontcare, 2.5]}'),
      errors: [{ messageId: 'wrongType', pointer: `${P}/enum/1`, data: { where: 'parameter "p"', type: 'integer', values: '"2", "dontcare", 2.5' } }],
    },
    {
      name: 'quoted booleans beside "dontcare": change the type, not the quotes',
      code: param('{type: boolean, enum: ["True", "False", "dontcare"]}'),
      errors: [{ messageId: 'wrongType', pointer: `${P}/enum/0`, data: { where: 'parameter "p"', type: 'boolean', values: '"True", "False", "dontcare"' } }],
    },
    {
      name: 'an enum of items on an optional array',
      code: param('{type: array, items: {type: string}, enum: [a, b]}'),
      errors: [{ messageId: 'onArrayOptional', pointer: `${P}/enum`, data: { where: 'parameter "p"' } }],
    },
    {
      name: 'an enum of items on a required array: no call passes',
      code: tool('{type: object, required: [p], properties: {p: {type: array, items: {type: string}, enum: [a, b]}}}'),
      errors: [{ messageId: 'onArray', pointer: `${P}/enum`, data: { where: 'parameter "p"' } }],
    },
    {
      name: 'reached through $ref: reported where the definition is written',
      code: tool(`
      type: object
      properties:
        status: {$ref: '#/$defs/Status'}
      $defs:
        Status: {type: string, enum: [open, open], description: 状态。}`),
      errors: [{ messageId: 'duplicate', pointer: '/tools/0/parameters/$defs/Status/enum/1', line: 9, data: { where: 'parameter "status"', value: '"open"' } }],
    },
    {
      name: "OpenAPI: a parameter's enum",
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /tickets:\n    get:\n      operationId: list_tickets\n      parameters:\n        - name: status\n          in: query\n          description: Ticket state.\n          schema: {type: string, enum: [open, closed], default: all}\n      responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'defaultNotMember',
          pointer: '/paths/~1tickets/get/parameters/0/schema/default',
          line: 11,
          data: { where: 'parameter "status"', value: '"all"' },
        },
      ],
    },
    {
      name: 'Swagger 2.0: an enum on the parameter itself',
      code: 'swagger: "2.0"\ninfo: {title: t, version: "1"}\npaths:\n  /tickets:\n    get:\n      operationId: list_tickets\n      parameters:\n        - {name: page_size, in: query, type: integer, enum: ["10", "50"]}\n      responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'quoted',
          pointer: '/paths/~1tickets/get/parameters/0/enum/0',
          data: { where: 'parameter "page_size"', type: 'integer', values: '"10", "50"' },
        },
      ],
    },
  ],
});
