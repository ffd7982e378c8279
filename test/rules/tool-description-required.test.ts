import { describe, expect, it } from 'vitest';
import rule from '../../rules/tool-description-required/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const VSCODE = (tool: object) => ({
  contributes: { languageModelTools: [{ name: 'copilot_readFile', toolReferenceName: 'readFile', displayName: 'Read', ...tool }] },
});
const openapi = (operation: string) =>
  `openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /orders:\n    get:\n${operation}      responses: {"200": {description: ok}}\n`;

ruleTester(rule).run({
  valid: [
    {
      name: "an MCP tool's description of the wrong type is mcp-tool-schema-valid's",
      code: { tools: [{ name: 'get_order', description: 5, inputSchema: { type: 'object' } }] },
    },
    {
      name: "a list element that is not an object is dialect-shape's",
      code: { tools: [1, null, 'x', { name: 'get_a', description: 'Reads one order by its id and returns its status and lines.' }] },
    },
    { code: 'tools:\n  - name: get_order\n    description: Reads one order by its id and returns its status and lines.\n' },
    { name: 'a Chinese description', code: 'tools:\n  - name: get_order\n    description: 按订单号查询订单，返回状态和明细。\n' },
    { name: 'VS Code: modelDescription is the description', code: VSCODE({ modelDescription: 'Read the contents of a file.' }) },
    { name: 'OpenAPI: a summary alone is a description', code: openapi('      operationId: list_orders\n      summary: Lists orders, newest first.\n') },
    {
      name: 'OpenAI chat tools',
      code: [{ type: 'function', function: { name: 'get_order', description: 'Reads one order.', parameters: { type: 'object' } } }],
    },
  ],
  invalid: [
    {
      name: 'a description written as a number is not text, and says so',
      code: 'tools:\n  - name: get_order\n    description: 12345\n  - {type: function, function: {name: list_orders, description: [Lists, orders]}}\n',
      errors: [
        { messageId: 'notText', pointer: '/tools/0/description', line: 3, data: { name: 'get_order', key: 'description', got: 'a number' } },
        { messageId: 'notText', pointer: '/tools/1/function/description', data: { name: 'list_orders', key: 'description', got: 'a list' } },
      ],
    },
    {
      name: 'no description: the finding points at the name',
      code: 'tools:\n  - name: get_order\n    parameters: {type: object}\n',
      errors: [{ messageId: 'missing', pointer: '/tools/0/name', line: 2, column: 11, tool: 'get_order', data: { name: 'get_order', key: '`description`' } }],
    },
    {
      name: 'a blank description points at itself',
      code: 'tools:\n  - name: get_order\n    description: "   "\n',
      errors: [{ messageId: 'blank', pointer: '/tools/0/description', line: 3, column: 18, data: { name: 'get_order' } }],
    },
    {
      name: 'two findings',
      code: 'tools:\n  - name: get_order\n  - name: list_orders\n    description: Lists orders.\n  - name: cancel_order\n    description: ""\n',
      errors: [
        { messageId: 'missing', pointer: '/tools/0/name' },
        { messageId: 'blank', pointer: '/tools/2/description' },
      ],
    },
    {
      name: 'VS Code: userDescription is for people, so modelDescription is missing',
      code: VSCODE({ userDescription: 'Reads a file' }),
      errors: [{ messageId: 'missing', pointer: '/contributes/languageModelTools/0/name', data: { name: 'copilot_readFile', key: '`modelDescription`' } }],
    },
    {
      name: 'OpenAPI: neither summary nor description',
      code: openapi('      operationId: list_orders\n'),
      errors: [{ messageId: 'missing', pointer: '/paths/~1orders/get/operationId', line: 6, data: { name: 'list_orders', key: '`description` or `summary`' } }],
    },
    {
      name: 'OpenAPI: a derived name has no place of its own, so the operation is pointed at',
      code: openapi(''),
      errors: [{ messageId: 'missing', pointer: '/paths/~1orders/get', data: { name: 'get_orders', key: '`description` or `summary`' } }],
    },
    {
      name: 'OpenAPI: a path item reached through $ref points where the operation is written',
      code: 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths:\n  /orders:\n    $ref: \'#/components/pathItems/Orders\'\ncomponents:\n  pathItems:\n    Orders:\n      get:\n        operationId: listOrders\n        summary: \' \'\n        responses: {"200": {description: ok}}\n',
      errors: [{ messageId: 'blank', pointer: '/components/pathItems/Orders/get/summary', line: 11, data: { name: 'listOrders' } }],
    },
    {
      name: 'a tool without a name is still reported',
      code: [{ type: 'function', function: { description: '', parameters: { type: 'object' } } }],
      errors: [{ messageId: 'blank', pointer: '/0/function/description', data: { name: '(unnamed)' } }],
    },
  ],
});

describe('tool-description-required', () => {
  it('the OpenAPI operation without an operationId gets the derived name used above', () => {
    expect(loadSource(openapi(''), 'o.yaml').tools.map((t) => [t.name, t.nameOrigin])).toEqual([['get_orders', 'derived']]);
  });
});
