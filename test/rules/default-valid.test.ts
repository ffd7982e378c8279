import rule from '../../rules/default-valid/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string) => `tools:\n  - name: search_orders\n    description: Searches orders.\n    parameters: ${parameters}\n`;
const P = '/tools/0/parameters';

ruleTester(rule).run({
  valid: [
    {
      code: tool(
        '{type: object, properties: {limit: {type: integer, minimum: 1, maximum: 100, default: 20}, sort: {type: string, enum: [created, updated], default: created}}}',
      ),
    },
    {
      name: 'an integer is a number; BFCL float is a number',
      code: tool('{type: dict, properties: {a: {type: number, default: 3}, b: {type: float, default: 0.5}}}'),
    },
    {
      name: 'length in code points, Chinese included',
      code: tool('{type: object, properties: {city: {type: string, maxLength: 3, default: 北京市, description: 城市}}}'),
    },
    {
      name: 'a pattern that matches',
      code: tool(String.raw`{type: object, properties: {code: {type: string, pattern: '^[A-Z]{2}-\d{4}$', default: AB-1234}}}`),
    },
    {
      name: 'arrays and objects checked inside',
      code: tool(
        '{type: object, properties: {tags: {type: array, items: {type: string, maxLength: 10}, maxItems: 3, uniqueItems: true, default: [a, b]}, window: {type: object, required: [from], properties: {from: {type: integer, minimum: 0}}, default: {from: 1}}}}',
      ),
    },
    { name: "a null default is nullable-consistent's to report", code: tool('{type: object, properties: {note: {type: string, default: null}}}') },
    {
      name: 'OpenAPI 3.0 exclusive flags and nullable',
      code: tool(
        '{type: object, properties: {a: {type: number, minimum: 0, exclusiveMinimum: true, default: 0.1}, b: {type: string, nullable: true, default: x}}}',
      ),
    },
    {
      name: "a default outside the enum is enum-valid's by default",
      code: tool('{type: object, properties: {sort: {type: string, enum: [created, updated], default: name}}}'),
    },
    { name: 'an unknown type name is left alone', code: tool('{type: object, properties: {v: {type: any, default: 3}}}') },
    {
      name: 'a catastrophic pattern is never run',
      code: tool(String.raw`{type: object, properties: {t: {type: string, pattern: '^(a+)+$', default: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!'}}}`),
    },
    {
      name: 'maxPatternInput: longer defaults are not matched',
      code: tool(String.raw`{type: object, properties: {code: {type: string, pattern: '^\d+$', default: 'abcdef'}}}`),
      options: { maxPatternInput: 3 },
    },
    {
      name: 'conditions are not checked',
      code: tool('{type: object, properties: {a: {type: integer}}, if: {properties: {a: {type: string, default: 3}}}, then: {}}'),
    },
  ],
  invalid: [
    {
      name: 'a string where an integer is declared',
      code: tool('\n      type: object\n      properties:\n        limit: {type: integer, default: "20"}'),
      errors: [
        {
          messageId: 'type',
          pointer: `${P}/properties/limit`,
          line: 7,
          column: 16,
          tool: 'search_orders',
          data: { where: 'parameter "limit"', value: '"20"', actual: ', a string', expected: 'integer' },
        },
      ],
    },
    {
      name: 'two findings: bounds and length',
      code: tool('{type: object, properties: {limit: {type: integer, maximum: 100, default: 500}, city: {type: string, minLength: 2, default: 京}}}'),
      errors: [
        { messageId: 'bounds', pointer: `${P}/properties/limit`, data: { where: 'parameter "limit"', value: '500', keyword: 'maximum', limit: '100' } },
        { messageId: 'bounds', pointer: `${P}/properties/city`, data: { where: 'parameter "city"', value: '"京"', keyword: 'minLength', limit: '2' } },
      ],
    },
    {
      name: 'a default that does not match its pattern',
      code: tool(String.raw`{type: object, properties: {code: {type: string, pattern: '^[A-Z]{2}-\d{4}$', default: ab-12}}}`),
      errors: [{ messageId: 'pattern', data: { where: 'parameter "code"', value: '"ab-12"', pattern: String.raw`^[A-Z]{2}-\d{4}$` } }],
    },
    {
      name: 'const, exclusive bounds and multipleOf',
      code: tool(
        '{type: object, properties: {v: {const: 2, default: 3}, r: {type: number, exclusiveMaximum: 1, default: 1}, s: {type: number, minimum: 0, exclusiveMinimum: true, default: 0}, m: {type: integer, multipleOf: 5, default: 12}}}',
      ),
      errors: [
        { messageId: 'const', data: { where: 'parameter "v"', value: '3', expected: '2' } },
        { messageId: 'bounds', data: { where: 'parameter "r"', value: '1', keyword: 'exclusiveMaximum', limit: '1' } },
        { messageId: 'bounds', data: { where: 'parameter "s"', value: '0', keyword: 'exclusiveMinimum', limit: '0' } },
        { messageId: 'bounds', data: { where: 'parameter "m"', value: '12', keyword: 'multipleOf', limit: '5' } },
      ],
    },
    {
      name: 'inside arrays and objects: the place in the value is named',
      code: tool(
        '{type: object, properties: {tags: {type: array, items: {type: string}, default: [a, 3]}, window: {type: object, required: [from, to], properties: {from: {type: integer}, to: {type: integer}}, default: {from: 1}}, ids: {type: array, uniqueItems: true, default: [1, 1]}}}',
      ),
      errors: [
        { messageId: 'type', data: { where: 'parameter "tags" at [1]', value: '3', actual: ', an integer', expected: 'string' } },
        { messageId: 'bounds', data: { where: 'parameter "window"', value: '{"from":1}', keyword: 'required', limit: '["to"]' } },
        { messageId: 'bounds', data: { where: 'parameter "ids"', value: '[1,1]', keyword: 'uniqueItems', limit: 'true' } },
      ],
    },
    {
      name: 'a null inside an object default is a type error there',
      code: tool('{type: object, properties: {range: {type: object, properties: {end: {type: string}}, default: {end: null}}}}'),
      errors: [{ messageId: 'type', data: { where: 'parameter "range" at .end', value: 'null', actual: '', expected: 'string' } }],
    },
    {
      name: 'reached through $ref: a default beside a reference is checked against the target',
      code: tool(
        `{type: object, properties: {sort: {$ref: '#/$defs/Sort', default: 7}, page: {$ref: '#/$defs/Page'}}, $defs: {Sort: {type: string, maxLength: 10}, Page: {type: integer, minimum: 1, default: 0}}}`,
      ),
      errors: [
        { messageId: 'type', pointer: `${P}/properties/sort`, data: { where: 'parameter "sort"', value: '7', actual: ', an integer', expected: 'string' } },
        { messageId: 'bounds', pointer: `${P}/$defs/Page`, data: { where: 'parameter "page"', value: '0', keyword: 'minimum', limit: '1' } },
      ],
    },
    {
      name: 'checkEnum: true reports a default outside the enum',
      code: tool('{type: object, properties: {sort: {type: string, enum: [created, updated], default: name}}}'),
      options: { checkEnum: true },
      errors: [{ messageId: 'enum', data: { where: 'parameter "sort"', value: '"name"' } }],
    },
    {
      name: 'OpenAPI: a query parameter default out of range',
      code: `openapi: 3.0.3
info: {title: Orders, version: 1.0.0}
paths:
  /orders:
    get:
      operationId: listOrders
      parameters:
        - {name: per_page, in: query, description: Page size., schema: {type: integer, minimum: 1, maximum: 100, default: 0}}
      responses:
        '200': {description: The orders.}
`,
      errors: [
        {
          messageId: 'bounds',
          pointer: '/paths/~1orders/get/parameters/0/schema',
          line: 8,
          tool: 'listOrders',
          data: { where: 'parameter "per_page"', value: '0', keyword: 'minimum', limit: '1' },
        },
      ],
    },
  ],
});
