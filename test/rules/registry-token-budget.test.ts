import rule from '../../rules/registry-token-budget/index.js';
import { estimateRegistryTokens } from '../../src/kit/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { CREATE_ORDER_OPENAPI } from '../helpers/openapi.js';
import { ruleTester } from '../helpers/rule-tester.js';

const three = `tools:
  - name: search_orders
    description: Searches orders by customer, status and date range, newest first. Use it to find an order when the id is unknown.
    parameters:
      type: object
      properties:
        query: {type: string, description: Words to match in the customer name or email.}
        status: {type: string, enum: [open, paid, shipped, cancelled], description: Only orders in this state.}
        limit: {type: integer, minimum: 1, maximum: 50, description: How many orders to return.}
  - name: get_order
    description: Reads one order by id.
    parameters: {type: object, properties: {id: {type: string, description: The order id.}}}
  - name: 查询天气
    description: 查询指定城市的实时天气，包括温度、湿度和风速。当用户询问天气时使用。
`;

/** The estimate the rule makes for `code`, per tool and in total. */
function cost(code: string, file = 'test.yaml') {
  const { tools, total } = estimateRegistryTokens(loadSource(code, file));
  return { total, of: (name: string) => tools.find((t) => t.tool.name === name)!.tokens.total };
}
const c = cost(three);

const openapi = `${CREATE_ORDER_OPENAPI}      responses: {"201": {description: Created.}}
components:
  schemas:
    Order:
      type: object
      description: An order with its lines, shipping address, notes for the courier and the payment method to charge.
      properties:
        lines: {type: array, items: {type: object, properties: {sku: {type: string, description: The product's stock-keeping unit.}, quantity: {type: integer, minimum: 1}}}}
        note: {type: string, description: A note for the courier, printed on the shipping label.}
`;
const o = cost(openapi);

ruleTester(rule).run({
  valid: [
    { name: 'a small list under the default budget', code: three },
    { name: 'exactly at the budget', code: three, options: { budget: c.total } },
  ],
  invalid: [
    {
      name: 'over a budget: one finding at the list, naming the costliest tools',
      code: three,
      options: { budget: 20 },
      errors: [
        {
          messageId: 'overBudget',
          pointer: '/tools',
          line: 2,
          column: 3,
          data: {
            tokens: c.total,
            budget: 20,
            costliest: `; the costliest tools are search_orders (${c.of('search_orders')}), get_order (${c.of('get_order')}), 查询天气 (${c.of('查询天气')})`,
          },
        },
      ],
    },
    {
      name: 'top: 1 names one tool; top: 0 none',
      code: three,
      options: { budget: 20, top: 1 },
      errors: [
        {
          messageId: 'overBudget',
          pointer: '/tools',
          data: { tokens: c.total, budget: 20, costliest: `; the costliest tools are search_orders (${c.of('search_orders')})` },
        },
      ],
    },
    {
      name: 'top: 0',
      code: three,
      options: { budget: 20, top: 0 },
      errors: [{ messageId: 'overBudget', data: { tokens: c.total, budget: 20, costliest: '' } }],
    },
    {
      name: 'OpenAPI: components a request body uses through $ref count towards the operation',
      code: openapi,
      options: { budget: 40 },
      errors: [
        {
          messageId: 'overBudget',
          pointer: '/paths',
          data: { tokens: o.total, budget: 40, costliest: `; the costliest tools are createOrder (${o.of('createOrder')})` },
        },
      ],
    },
  ],
});
