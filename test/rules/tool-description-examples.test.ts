import rule from '../../rules/tool-description-examples/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const PARAMS = { type: 'object', properties: { query: { type: 'string', description: 'Words to look for.' } } };
const tool = (description: string, parameters: object = PARAMS) => ({ tools: [{ name: 'search_tickets', description, parameters }] });
const openapi = (params: string, extra = '') =>
  `openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /tickets:\n    get:\n      operationId: search_tickets\n      description: Searches tickets by keyword and returns matches.\n      parameters:\n${params}      responses: {"200": {description: ok}}\n${extra}`;

ruleTester(rule).run({
  valid: [
    { name: '"e.g."', code: tool('Searches tickets by keyword, e.g. "login error".') },
    { name: '"for example"', code: tool('Searches tickets. For example, query=refund finds refund requests.') },
    { name: '"Example:"', code: tool('Searches tickets.\nExample: {"query": "refund"}') },
    { name: '例如', code: tool('按关键词搜索工单，例如 “退款”。') },
    { name: '如 with a quoted value', code: tool('按关键词搜索工单，如「退款」。') },
    { name: '舉例 (traditional)', code: tool('依關鍵字搜尋工單。舉例：退款。') },
    {
      name: 'an example in a parameter description',
      code: tool('Searches tickets by keyword.', { type: 'object', properties: { query: { type: 'string', description: 'Words, e.g. refund.' } } }),
    },
    {
      name: 'a JSON Schema `examples` keyword',
      code: tool('Searches tickets by keyword.', { type: 'object', properties: { query: { type: 'string', examples: ['refund'] } } }),
    },
    {
      name: 'an example reached through $ref',
      code: tool('Searches tickets by keyword.', {
        type: 'object',
        properties: { filter: { $ref: '#/$defs/Filter' } },
        $defs: { Filter: { type: 'string', description: 'A status such as open.' } },
      }),
    },
    { name: 'no parameters: nothing to give an example of', code: tool('Lists every open ticket of the signed-in user.', { type: 'object', properties: {} }) },
    { name: "OpenAPI: `example` beside a parameter's schema", code: openapi('        - {name: q, in: query, example: refund, schema: {type: string}}\n') },
    {
      name: 'OpenAPI: `example` on a parameter defined as a component',
      code: openapi(
        "        - $ref: '#/components/parameters/Q'\n",
        'components:\n  parameters:\n    Q: {name: q, in: query, example: refund, schema: {type: string}}\n',
      ),
    },
    { name: 'quotedAfter is an option', code: tool('Searches tickets by keyword, say "refund".'), options: { quotedAfter: ['say'] } },
    { name: 'phrases is an option', code: tool('Searches tickets by keyword. Sample: refund.'), options: { phrases: ['sample:'] } },
  ],
  invalid: [
    {
      name: 'no example anywhere',
      code: 'tools:\n  - name: search_tickets\n    description: Searches tickets by keyword.\n    parameters: {type: object, properties: {query: {type: string}}}\n',
      errors: [{ messageId: 'noExample', pointer: '/tools/0/description', line: 3, column: 18, tool: 'search_tickets', data: { name: 'search_tickets' } }],
    },
    { name: 'a Chinese description without one', code: tool('按关键词搜索工单。'), errors: [{ messageId: 'noExample', data: { name: 'search_tickets' } }] },
    { name: '如 without a quoted value is not an example', code: tool('如需按状态过滤，请用 list_tickets。'), errors: [{ messageId: 'noExample' }] },
    {
      name: 'checkParameters: false looks at the description only',
      code: tool('Searches tickets by keyword.', { type: 'object', properties: { query: { type: 'string', examples: ['refund'] } } }),
      options: { checkParameters: false },
      errors: [{ messageId: 'noExample' }],
    },
    {
      name: 'requireWithoutParameters: true',
      code: tool('Lists every open ticket of the signed-in user.', { type: 'object', properties: {} }),
      options: { requireWithoutParameters: true },
      errors: [{ messageId: 'noExample' }],
    },
    {
      name: 'two findings',
      code: {
        tools: [
          { name: 'search_tickets', description: 'Searches tickets.', parameters: PARAMS },
          { name: 'get_ticket', description: 'Reads a ticket, e.g. T-1.', parameters: PARAMS },
          { name: 'close_ticket', description: 'Closes a ticket.', parameters: PARAMS },
        ],
      },
      errors: [
        { messageId: 'noExample', pointer: '/tools/0/description' },
        { messageId: 'noExample', pointer: '/tools/2/description', data: { name: 'close_ticket' } },
      ],
    },
    {
      name: 'OpenAPI: no example in the operation or its parameters',
      code: openapi('        - {name: q, in: query, description: Words to look for., schema: {type: string}}\n'),
      errors: [{ messageId: 'noExample', pointer: '/paths/~1tickets/get/description', line: 7 }],
    },
  ],
});
