import rule from '../../rules/number-range-bounded/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string) => `tools:\n  - name: search_orders\n    description: Searches orders.\n    parameters: ${parameters}\n`;
const P = '/tools/0/parameters';

ruleTester(rule).run({
  valid: [
    { code: tool('{type: object, properties: {limit: {type: integer, minimum: 1, maximum: 100}}}') },
    {
      name: 'exclusive bounds count, in either form',
      code: tool(
        '{type: object, properties: {ratio: {type: number, exclusiveMinimum: 0, exclusiveMaximum: 1}, score: {type: number, minimum: 0, exclusiveMinimum: true, maximum: 10}}}',
      ),
    },
    {
      name: 'enums and consts are bounded',
      code: tool('{type: object, properties: {size: {type: integer, enum: [10, 20, 50]}, version: {type: integer, const: 2}}}'),
    },
    {
      name: 'open-ended names need only a minimum',
      code: tool(
        '{type: object, properties: {order_id: {type: integer, minimum: 1}, page: {type: integer, minimum: 1}, pullNumber: {type: integer, minimum: 1}, created_at: {type: integer, minimum: 0}}}',
      ),
    },
    { name: 'strings and booleans are not numbers', code: tool('{type: object, properties: {limit: {type: string}, exact: {type: boolean}}}') },
    {
      name: '--target anthropic-strict rejects minimum and maximum, so neither is asked for',
      code: tool('{type: object, properties: {limit: {type: integer}, ratio: {type: number}}}'),
      targets: ['anthropic-strict'],
    },
    {
      name: 'output schemas are not checked',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {total: {type: integer}}}\n',
    },
    {
      name: 'conditions only test values',
      code: tool('{type: object, properties: {n: {type: integer, minimum: 0, maximum: 9}}, if: {properties: {n: {type: integer}}}, then: {required: [n]}}'),
    },
    {
      name: "openEndedNames: a project's own identifiers",
      code: tool('{type: object, properties: {ticket: {type: integer, minimum: 1}}}'),
      options: { openEndedNames: ['ticket'] },
    },
  ],
  invalid: [
    {
      name: 'a target that accepts the keywords (gemini) is still asked for them',
      code: tool('{type: object, properties: {limit: {type: integer}}}'),
      targets: ['gemini'],
      errors: [{ messageId: 'countUnbounded', pointer: `${P}/properties/limit`, data: { path: 'limit', missing: '`minimum` or `maximum`' } }],
    },
    {
      name: 'a count with no bounds',
      code: tool('\n      type: object\n      properties:\n        limit: {type: integer, description: How many orders to return.}'),
      errors: [
        {
          messageId: 'countUnbounded',
          pointer: `${P}/properties/limit`,
          line: 7,
          column: 16,
          tool: 'search_orders',
          data: { path: 'limit', missing: '`minimum` or `maximum`' },
        },
      ],
    },
    {
      name: 'count names in camelCase and with prefixes; a minimum alone is not enough',
      code: tool(
        '{type: object, properties: {perPage: {type: integer, minimum: 1}, num_results: {type: integer, maximum: 50}, maxResults: {type: integer}, topK: {type: integer, minimum: 1}}}',
      ),
      errors: [
        { messageId: 'countUnbounded', pointer: `${P}/properties/perPage`, data: { path: 'perPage', missing: '`maximum`' } },
        { messageId: 'countUnbounded', pointer: `${P}/properties/num_results`, data: { path: 'num_results', missing: '`minimum`' } },
        { messageId: 'countUnbounded', pointer: `${P}/properties/maxResults`, data: { path: 'maxResults', missing: '`minimum` or `maximum`' } },
        { messageId: 'countUnbounded', pointer: `${P}/properties/topK`, data: { path: 'topK', missing: '`maximum`' } },
      ],
    },
    {
      name: 'two findings: an unbounded number and an identifier without a minimum',
      code: tool(
        '{type: object, properties: {temperature: {type: number, description: 采样温度}, filters: {type: object, properties: {customer_id: {type: integer}}}}}',
      ),
      errors: [
        { messageId: 'unbounded', pointer: `${P}/properties/temperature`, data: { type: 'Number', path: 'temperature', missing: '`minimum` or `maximum`' } },
        { messageId: 'noMinimum', pointer: `${P}/properties/filters/properties/customer_id`, data: { type: 'Integer', path: 'filters.customer_id' } },
      ],
    },
    {
      name: 'BFCL float and a nullable integer',
      code: tool('{type: dict, properties: {discount: {type: float, minimum: 0}, retries: {type: [integer, "null"], maximum: 5}}}'),
      errors: [
        { messageId: 'unbounded', data: { type: 'Number', path: 'discount', missing: '`maximum`' } },
        { messageId: 'unbounded', data: { type: 'Integer', path: 'retries', missing: '`minimum`' } },
      ],
    },
    {
      name: 'array items named by their array, and a $ref target (reported where it is written, later in the text)',
      code: tool(
        `{type: object, properties: {page_size: {$ref: '#/$defs/PageSize'}, item_ids: {type: array, items: {type: integer}}}, $defs: {PageSize: {type: integer, minimum: 1}}}`,
      ),
      errors: [
        { messageId: 'noMinimum', pointer: `${P}/properties/item_ids/items`, data: { type: 'Integer', path: 'item_ids[]' } },
        { messageId: 'countUnbounded', pointer: `${P}/$defs/PageSize`, data: { path: 'page_size', missing: '`maximum`' } },
      ],
    },
    {
      name: "countNames: a project's own count names replace the list",
      code: tool('{type: object, properties: {rows: {type: integer, minimum: 1}, limit: {type: integer, minimum: 1}}}'),
      options: { countNames: ['rows'] },
      errors: [
        { messageId: 'countUnbounded', data: { path: 'rows', missing: '`maximum`' } },
        { messageId: 'unbounded', data: { type: 'Integer', path: 'limit', missing: '`maximum`' } },
      ],
    },
    {
      name: 'openEndedNames: emptied, an identifier needs both bounds',
      code: tool('{type: object, properties: {order_id: {type: integer, minimum: 1}}}'),
      options: { openEndedNames: [] },
      errors: [{ messageId: 'unbounded', data: { type: 'Integer', path: 'order_id', missing: '`maximum`' } }],
    },
    {
      name: 'OpenAPI query parameters',
      code: `openapi: 3.0.3
info: {title: Orders, version: 1.0.0}
paths:
  /orders:
    get:
      operationId: listOrders
      parameters:
        - {name: limit, in: query, description: Page size., schema: {type: integer, minimum: 1}}
        - {name: offset, in: query, description: Orders to skip., schema: {type: integer, minimum: 0}}
      responses:
        '200': {description: The orders.}
`,
      errors: [
        {
          messageId: 'countUnbounded',
          pointer: '/paths/~1orders/get/parameters/0/schema',
          line: 8,
          tool: 'listOrders',
          data: { path: 'limit', missing: '`maximum`' },
        },
      ],
    },
  ],
});
