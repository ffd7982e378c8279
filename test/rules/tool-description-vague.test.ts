import rule from '../../rules/tool-description-vague/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (name: string, description: string) => ({ tools: [{ name, description }] });

ruleTester(rule).run({
  valid: [
    {
      name: 'says what it acts on and what it returns',
      code: tool('get_weather', 'Gets the current weather for a city: temperature in °C, wind and a three-day forecast.'),
    },
    { name: 'one word beyond the name is something', code: tool('get_weather', 'Gets the weather forecast.') },
    {
      name: 'a generic phrase with enough detail around it',
      code: tool('export_invoices', 'Processes data from the billing system and writes one CSV row per invoice to S3.'),
    },
    { name: 'Chinese with detail', code: tool('query_orders', '查询数据库中的订单表，按客户 ID 返回最近 30 天的订单列表。') },
    { name: 'Chinese is not compared with an English name', code: tool('get_weather', '获取天气') },
    { name: 'a namespaced name', code: tool('repo.list_issues', 'Lists open issues of one repository, newest first, 30 a page.') },
    { name: 'checkRestatement: false', code: tool('get_weather', 'Gets the weather.'), options: { checkRestatement: false } },
    { name: 'phrases replaces the list', code: tool('export_data', 'Handles data.'), options: { phrases: ['does magic'], checkRestatement: false } },
    { name: 'minDetailUnits: 0 accepts any detail', code: tool('sync_records', 'Handles data for orders.'), options: { minDetailUnits: 0 } },
    { name: "missing descriptions are another rule's", code: { tools: [{ name: 'get_weather' }] } },
  ],
  invalid: [
    {
      name: 'a generic English phrase',
      code: 'tools:\n  - name: sync_orders\n    description: Handles data.\n',
      errors: [
        {
          messageId: 'generic',
          pointer: '/tools/0/description',
          line: 3,
          column: 18,
          tool: 'sync_orders',
          data: { name: 'sync_orders', phrase: 'handles data' },
        },
      ],
    },
    {
      name: 'a generic Chinese phrase, simplified and traditional',
      code: {
        tools: [
          { name: 'sync_orders', description: '处理数据并返回结果' },
          { name: 'sync_invoices', description: '處理資料。' },
        ],
      },
      errors: [
        { messageId: 'generic', pointer: '/tools/0/description', data: { name: 'sync_orders', phrase: '处理数据' } },
        { messageId: 'generic', pointer: '/tools/1/description', data: { name: 'sync_invoices', phrase: '處理資料' } },
      ],
    },
    {
      name: 'too little around the generic phrase',
      code: tool('run_query', 'Queries the database for orders.'),
      errors: [{ messageId: 'generic', data: { name: 'run_query', phrase: 'queries the database' } }],
    },
    {
      name: 'the name restated',
      code: tool('get_weather', 'Gets weather.'),
      errors: [{ messageId: 'restatesName', data: { name: 'get_weather', text: 'Gets weather.' } }],
    },
    {
      name: 'the name restated with another verb and filler words',
      code: tool('list_pull_request_reviews', 'Retrieves the reviews of a specific pull request.'),
      errors: [{ messageId: 'restatesName', data: { name: 'list_pull_request_reviews', text: 'Retrieves the reviews of a specific pull request.' } }],
    },
    {
      name: 'plural and singular are the same word',
      code: tool('mark_all_notifications_read', 'Mark all notifications as read'),
      errors: [{ messageId: 'restatesName' }],
    },
    {
      name: 'two findings',
      code: {
        tools: [
          { name: 'create_gist', description: 'Create a new gist' },
          { name: 'get_gist', description: 'Reads one gist with its files and returns their content.' },
          { name: 'do_thing', description: 'Does stuff.' },
        ],
      },
      errors: [
        { messageId: 'restatesName', pointer: '/tools/0/description' },
        { messageId: 'generic', pointer: '/tools/2/description', data: { name: 'do_thing', phrase: 'does stuff' } },
      ],
    },
    {
      name: 'phrases is an option',
      code: tool('export_data', 'Does magic with data.'),
      options: { phrases: ['does magic'] },
      errors: [{ messageId: 'generic', data: { name: 'export_data', phrase: 'does magic' } }],
    },
    {
      name: 'minDetailUnits is an option',
      code: tool('export_invoices', 'Processes data from the billing system and writes CSV.'),
      options: { minDetailUnits: 20 },
      errors: [{ messageId: 'generic', data: { name: 'export_invoices', phrase: 'processes data' } }],
    },
    {
      name: 'ignoreWords is an option: a word ignored is no detail',
      code: tool('get_weather', 'Gets the weather forecast.'),
      options: { ignoreWords: ['the', 'forecast'] },
      errors: [{ messageId: 'restatesName' }],
    },
    {
      name: 'OpenAPI: a path item reached through $ref points where the summary is written',
      code: 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths:\n  /orders:\n    $ref: \'#/components/pathItems/Orders\'\ncomponents:\n  pathItems:\n    Orders:\n      get:\n        operationId: listOrders\n        summary: Lists the orders\n        responses: {"200": {description: ok}}\n',
      errors: [
        { messageId: 'restatesName', pointer: '/components/pathItems/Orders/get/summary', line: 11, data: { name: 'listOrders', text: 'Lists the orders' } },
      ],
    },
    {
      name: 'OpenAPI: a summary that restates the operationId',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /orders:\n    get:\n      operationId: listOrders\n      summary: List orders\n      responses: {"200": {description: ok}}\n',
      errors: [{ messageId: 'restatesName', pointer: '/paths/~1orders/get/summary', line: 7, data: { name: 'listOrders', text: 'List orders' } }],
    },
  ],
});
