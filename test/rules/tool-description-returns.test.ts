import rule from '../../rules/tool-description-returns/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (description: string, extra: object = {}) => ({ tools: [{ name: 'get_order', description, ...extra }] });
const openapi = (response: string, extra = '') =>
  `openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /orders/{id}:\n    get:\n      operationId: get_order\n      summary: Opens one order by its number.\n      parameters:\n        - {name: id, in: path, required: true, schema: {type: string}}\n      responses:\n        "200":\n${response}${extra}`;

ruleTester(rule).run({
  valid: [
    { name: 'Returns', code: tool('Cancels one order. Returns its status, lines and totals.') },
    { name: '"will be returned"', code: tool('Cancels one order; its status will be returned.') },
    { name: '"The result contains"', code: tool('Cancels one order. The result contains its lines.') },
    { name: '返回', code: tool('按订单号查询订单，返回状态和明细。') },
    { name: '回傳 (traditional)', code: tool('依訂單編號查詢訂單，回傳狀態與明細。') },
    {
      name: 'an MCP output schema says what comes back',
      code: {
        tools: [
          {
            name: 'get_order',
            description: 'Opens one order.',
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
    { name: 'phrases is an option', code: tool('Opens one order. Gives you its status.'), options: { phrases: ['gives you'] } },
    { name: "missing descriptions are another rule's", code: { tools: [{ name: 'get_order' }] } },
    { name: 'a result verb names what comes back', code: tool('Get total transaction output volume (sats) for a block.') },
    { name: 'a result verb: Lists', code: tool('  Lists open orders, newest first.') },
    { name: 'a result verb, then more than one space', code: tool('Gets   the order with its lines.') },
    { name: 'a result verb in Chinese', code: tool('获取订单的状态和明细。') },
    { name: 'resultVerbs is an option', code: tool('Opens one order.'), options: { resultVerbs: ['opens'] } },
  ],
  invalid: [
    {
      name: 'no word of what comes back',
      code: 'tools:\n  - name: get_order\n    description: Opens one order by its number.\n',
      errors: [{ messageId: 'noReturns', pointer: '/tools/0/description', line: 3, column: 18, tool: 'get_order', data: { name: 'get_order' } }],
    },
    {
      name: 'a result verb alone, or later in the text, names nothing',
      code: {
        tools: [
          { name: 'get_order', description: 'List.' },
          { name: 'sync_orders', description: 'Syncs orders, then lists what changed.' },
        ],
      },
      errors: [
        { messageId: 'noReturns', pointer: '/tools/0/description' },
        { messageId: 'noReturns', pointer: '/tools/1/description' },
      ],
    },
    {
      name: 'resultVerbs: [] asks every description for its result',
      code: tool('Gets one order.'),
      options: { resultVerbs: [] },
      errors: [{ messageId: 'noReturns' }],
    },
    { name: 'Chinese', code: tool('按订单号查询订单。'), errors: [{ messageId: 'noReturns', data: { name: 'get_order' } }] },
    {
      name: 'acceptOutputSchema: false asks the description anyway',
      code: {
        tools: [
          {
            name: 'get_order',
            description: 'Opens one order.',
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
      code: { tools: [{ name: 'get_order', description: 'Opens one order.', inputSchema: { type: 'object' }, outputSchema: {} }] },
      errors: [{ messageId: 'noReturns' }],
    },
    {
      name: 'two findings',
      code: {
        tools: [
          { name: 'get_order', description: 'Opens one order.' },
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
