import rule from '../../rules/tool-description-returns/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (description: string, extra: object = {}) => ({ tools: [{ name: 'get_order', description, ...extra }] });
const openapi = (response: string, extra = '') =>
  `openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /orders/{id}:\n    get:\n      operationId: get_order\n      summary: Reads one order by its number.\n      parameters:\n        - {name: id, in: path, required: true, schema: {type: string}}\n      responses:\n        "200":\n${response}${extra}`;

ruleTester(rule).run({
  valid: [
    { name: 'Returns', code: tool('Reads one order. Returns its status, lines and totals.') },
    { name: '"will be returned"', code: tool('Reads one order; its status will be returned.') },
    { name: '"The result contains"', code: tool('Reads one order. The result contains its lines.') },
    { name: '返回', code: tool('按订单号查询订单，返回状态和明细。') },
    { name: '回傳 (traditional)', code: tool('依訂單編號查詢訂單，回傳狀態與明細。') },
    {
      name: 'an MCP output schema says what comes back',
      code: {
        tools: [
          {
            name: 'get_order',
            description: 'Reads one order.',
            inputSchema: { type: 'object' },
            outputSchema: { type: 'object', properties: { status: { type: 'string' } } },
          },
        ],
      },
    },
    {
      name: 'OpenAPI: a response schema reached through $ref',
      code: openapi(
        "          $ref: '#/components/responses/Order'\n",
        'components:\n  responses:\n    Order:\n      description: ok\n      content: {application/json: {schema: {$ref: "#/components/schemas/Order"}}}\n  schemas:\n    Order: {type: object, properties: {status: {type: string}}}\n',
      ),
    },
    { name: 'phrases is an option', code: tool('Reads one order. Gives you its status.'), options: { phrases: ['gives you'] } },
    { name: "missing descriptions are another rule's", code: { tools: [{ name: 'get_order' }] } },
  ],
  invalid: [
    {
      name: 'no word of what comes back',
      code: 'tools:\n  - name: get_order\n    description: Reads one order by its number.\n',
      errors: [{ messageId: 'noReturns', pointer: '/tools/0/description', line: 3, column: 18, tool: 'get_order', data: { name: 'get_order' } }],
    },
    { name: 'Chinese', code: tool('按订单号查询订单。'), errors: [{ messageId: 'noReturns', data: { name: 'get_order' } }] },
    {
      name: 'acceptOutputSchema: false asks the description anyway',
      code: {
        tools: [
          {
            name: 'get_order',
            description: 'Reads one order.',
            inputSchema: { type: 'object' },
            outputSchema: { type: 'object', properties: { status: { type: 'string' } } },
          },
        ],
      },
      options: { acceptOutputSchema: false },
      errors: [{ messageId: 'noReturns' }],
    },
    {
      name: 'an empty output schema says nothing',
      code: { tools: [{ name: 'get_order', description: 'Reads one order.', inputSchema: { type: 'object' }, outputSchema: {} }] },
      errors: [{ messageId: 'noReturns' }],
    },
    {
      name: 'two findings',
      code: {
        tools: [
          { name: 'get_order', description: 'Reads one order.' },
          { name: 'list_orders', description: 'Returns orders, newest first.' },
          { name: 'cancel_order', description: 'Cancels an order.' },
        ],
      },
      errors: [
        { messageId: 'noReturns', pointer: '/tools/0/description' },
        { messageId: 'noReturns', pointer: '/tools/2/description', data: { name: 'cancel_order' } },
      ],
    },
    {
      name: 'OpenAPI: a response without a schema',
      code: openapi('          description: ok\n'),
      errors: [{ messageId: 'noReturns', pointer: '/paths/~1orders~1{id}/get/summary', line: 7, data: { name: 'get_order' } }],
    },
  ],
});
