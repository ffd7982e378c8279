import { describe, expect, it } from 'vitest';
import rule from '../../rules/tool-description-length/index.js';
import { textUnits } from '../../src/kit/index.js';
import { withDescriptions as described } from '../helpers/registries.js';
import { ruleTester } from '../helpers/rule-tester.js';

const GOOD_EN = 'Reads one order by its number and returns its status, lines and totals. Use it before changing an order or to check whether it has shipped.';
const GOOD_ZH = '按订单号查询一个订单，返回订单状态、商品明细和金额合计。修改订单之前先用它确认订单的当前状态。';
const SHORT_ZH = '查询订单状态。';

ruleTester(rule).run({
  valid: [
    { name: 'an English description of 30 units and more', code: described(GOOD_EN) },
    { name: 'one sentence that says what the tool does is enough by default (8 units)', code: described('Finds the year a book was first published.') },
    { name: 'a Chinese description: one unit a character', code: described(GOOD_ZH) },
    { name: 'exactly 1,024 characters', code: described('x'.repeat(1024)) },
    { name: "missing and blank descriptions are the required rule's", code: { tools: [{ name: 'get_a' }, { name: 'get_b', description: ' ' }] } },
    { name: 'minUnits: 0 turns the minimum off', code: described('Gets it.'), options: { minUnits: 0 } },
    { name: 'maxCharacters can be raised', code: described(GOOD_EN.repeat(20)), options: { maxCharacters: 4096 }, targets: ['anthropic'] },
    { name: "over a selected target's cap (the portable default's 1,024): target-limits reports it, not this rule", code: described('x'.repeat(1025)) },
    { name: 'over the cap of openai, selected among others: target-limits reports it', code: described('x'.repeat(2000)), targets: ['anthropic', 'openai'] },
    {
      name: 'OpenAPI: the description of an operation',
      code: `openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /orders:\n    get:\n      operationId: list_orders\n      description: ${GOOD_EN}\n      responses: {"200": {description: ok}}\n`,
    },
  ],
  invalid: [
    {
      name: 'one unit is one unit, not one units',
      code: 'tools:\n  - name: get_order\n    description: Get.\n',
      errors: [{ messageId: 'tooShort', data: { name: 'get_order', units: '1 unit', minUnits: 8 } }],
    },
    {
      name: 'a short English description',
      code: 'tools:\n  - name: get_order\n    description: Gets an order.\n',
      errors: [
        {
          messageId: 'tooShort',
          pointer: '/tools/0/description',
          line: 3,
          column: 18,
          tool: 'get_order',
          data: { name: 'get_order', units: '4 units', minUnits: 8 },
        },
      ],
    },
    {
      name: 'a short Chinese description',
      code: described(SHORT_ZH),
      errors: [{ messageId: 'tooShort', data: { name: 'get_item_0', units: '7 units', minUnits: 8 } }],
    },
    {
      name: 'too long for a target without a cap: characters are counted, not bytes or UTF-16 units',
      code: described('订'.repeat(1000) + '😀'.repeat(25)),
      targets: ['anthropic'],
      errors: [{ messageId: 'tooLong', pointer: '/tools/0/description', data: { name: 'get_item_0', length: 1025, maxCharacters: 1024 } }],
    },
    {
      name: 'two findings',
      code: described('Gets it.', GOOD_EN, 'y'.repeat(2000)),
      targets: ['mcp'],
      errors: [
        { messageId: 'tooShort', pointer: '/tools/0/description' },
        { messageId: 'tooLong', pointer: '/tools/2/description', data: { name: 'get_item_2', length: 2000, maxCharacters: 1024 } },
      ],
    },
    {
      name: 'runs of spaces and line breaks count as one character',
      code: described(`Gets it.${' '.repeat(200)}\n\n    Done.`),
      errors: [{ messageId: 'tooShort', data: { name: 'get_item_0', units: '4 units', minUnits: 8 } }],
    },
    {
      name: 'minUnits is an option',
      code: described(GOOD_EN),
      options: { minUnits: 40 },
      errors: [{ messageId: 'tooShort', data: { name: 'get_item_0', units: '35 units', minUnits: 40 } }],
    },
    {
      name: 'maxCharacters is an option',
      code: described(GOOD_EN),
      options: { maxCharacters: 50 },
      errors: [{ messageId: 'tooLong', data: { name: 'get_item_0', length: 139, maxCharacters: 50 } }],
    },
    {
      name: 'OpenAPI: a summary standing in for the description',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /orders:\n    get:\n      operationId: list_orders\n      summary: List orders\n      responses: {"200": {description: ok}}\n',
      errors: [{ messageId: 'tooShort', pointer: '/paths/~1orders/get/summary', line: 7, data: { name: 'list_orders', units: '3 units', minUnits: 8 } }],
    },
    {
      name: 'OpenAPI: a path item reached through $ref points where the summary is written',
      code: 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths:\n  /orders:\n    $ref: \'#/components/pathItems/Orders\'\ncomponents:\n  pathItems:\n    Orders:\n      get:\n        operationId: listOrders\n        summary: Lists the orders\n        responses: {"200": {description: ok}}\n',
      errors: [
        { messageId: 'tooShort', pointer: '/components/pathItems/Orders/get/summary', line: 11, data: { name: 'listOrders', units: '4 units', minUnits: 8 } },
      ],
    },
    {
      name: 'VS Code: modelDescription',
      code: { contributes: { languageModelTools: [{ name: 'copilot_listDirectory', modelDescription: 'List a directory.' }] } },
      errors: [{ messageId: 'tooShort', pointer: '/contributes/languageModelTools/0/modelDescription' }],
    },
  ],
});

describe('tool-description-length units', () => {
  it('weigh English and Chinese fairly', () => {
    expect(textUnits(GOOD_EN)).toBe(35);
    expect(textUnits(GOOD_ZH)).toBe(47);
  });
});
