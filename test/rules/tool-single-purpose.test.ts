import rule from '../../rules/tool-single-purpose/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (description: string, props = '{}', name = 'ask_assistant') =>
  `tools:\n  - name: ${name}\n    description: "${description}"\n    parameters: {type: object, properties: ${props}}\n`;
const D = '/tools/0/description';
const P = '/tools/0/parameters/properties';

ruleTester(rule).run({
  valid: [
    { code: tool('Returns the weather forecast for a city.') },
    { name: 'a use-case list is not a capability list', code: tool('联网搜索。适用于：获取新闻、查天气、查股票、验证事实。', '{}', 'web_search') },
    { name: 'a use-case list in English', code: tool('Searches the web. Useful for news, weather, stock prices and flights.', '{}', 'web_search') },
    { name: 'two areas are fine by default', code: tool('Gets weather and news for a city.') },
    { name: 'areas in separate sentences are not one list', code: tool('Gets the weather. Also mentions news. Stocks are not covered.') },
    {
      name: 'a mode that is a setting, not an action',
      code: tool('Plans a route.', '{mode: {type: string, description: "Travel mode: walk, bike or drive."}}', 'plan_route'),
    },
    {
      name: 'a switch with an enum is accepted by default',
      code: tool('Writes labels.', '{method: {type: string, enum: [create, update, delete]}}', 'label_write'),
    },
    {
      name: 'an action that is data, not a switch',
      code: tool('Estimates emissions.', '{action: {type: string, description: "The action proposed, e.g. plant trees."}}', 'estimate_emissions'),
    },
    { name: 'minDomains raised', code: tool('可查天气、股票、新闻。'), options: { minDomains: 4 } },
  ],
  invalid: [
    {
      name: 'a catch-all description in Chinese (simplified)',
      code: tool('万能助手，可查天气、股票、新闻、航班等。'),
      errors: [
        {
          messageId: 'capabilityList',
          pointer: D,
          line: 3,
          column: 18,
          tool: 'ask_assistant',
          data: { tool: 'ask_assistant', count: 4, areas: 'weather, stocks, news, flights' },
        },
      ],
    },
    {
      name: 'English and traditional Chinese, and a free switch: two findings',
      code: tool(
        'Gets the weather, stock prices and news headlines. 也可查匯率。',
        '{action: {type: string, description: "What to do: get, list or delete."}}',
      ),
      errors: [
        { messageId: 'capabilityList', pointer: D, data: { tool: 'ask_assistant', count: 3, areas: 'weather, stocks, news' } },
        { messageId: 'switchParam', pointer: `${P}/action`, data: { path: 'action', tool: 'ask_assistant' } },
      ],
    },
    {
      name: 'a switch in Chinese',
      code: tool('管理订单。', '{operation: {type: string, description: 操作类型：创建、删除或查询}}', 'manage_order'),
      errors: [{ messageId: 'switchParam', pointer: `${P}/operation`, data: { path: 'operation', tool: 'manage_order' } }],
    },
    {
      name: 'allowEnum: false reports an enum switch',
      code: tool('Writes labels.', '{method: {type: string, enum: [create, update, delete, list, get, rename]}}', 'label_write'),
      options: { allowEnum: false },
      errors: [
        {
          messageId: 'enumSwitch',
          pointer: `${P}/method`,
          data: { path: 'method', tool: 'label_write', count: 6, values: '"create", "update", "delete", "list", "get", …' },
        },
      ],
    },
    {
      name: 'domains, useCaseMarkers, switchNames and actionVerbs replace or extend the lists',
      code: tool('Useful for pods, nodes and volumes.', '{verb: {type: string, description: "cordon or drain"}}', 'kube_tool'),
      options: {
        domains: { pods: ['pods'], nodes: ['nodes'], volumes: ['volumes'] },
        useCaseMarkers: ['never'],
        switchNames: ['verb'],
        actionVerbs: ['cordon', 'drain'],
      },
      errors: [
        { messageId: 'capabilityList', pointer: D, data: { tool: 'kube_tool', count: 3, areas: 'pods, nodes, volumes' } },
        { messageId: 'switchParam', pointer: `${P}/verb`, data: { path: 'verb', tool: 'kube_tool' } },
      ],
    },
    {
      name: 'reached through $ref: a switch defined once',
      code: `tools:\n  - name: manage_items\n    description: Manages items.\n    parameters:\n      type: object\n      properties:\n        op: {$ref: '#/$defs/Op'}\n      $defs:\n        Op: {type: string, description: "add, remove or list"}\n`,
      errors: [{ messageId: 'switchParam', pointer: '/tools/0/parameters/properties/op', line: 7, data: { path: 'op', tool: 'manage_items' } }],
    },
    {
      name: 'OpenAPI: a catch-all operation',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /ask:\n    get:\n      operationId: ask\n      description: Answers questions about weather, movies, recipes and sports.\n      responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'capabilityList',
          pointer: '/paths/~1ask/get/description',
          line: 7,
          tool: 'ask',
          data: { tool: 'ask', count: 4, areas: 'weather, movies, sports, recipes' },
        },
      ],
    },
  ],
});
