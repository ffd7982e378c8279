import rule from '../../rules/tool-description-when-to-use/index.js';
import { describedTools as reg } from '../helpers/registries.js';
import { ruleTester } from '../helpers/rule-tester.js';

const OPENAPI = (summary: string) => `openapi: 3.1.0
info: {title: t, version: "1"}
paths:
  /pets:
    $ref: '#/components/pathItems/Pets'
components:
  pathItems:
    Pets:
      get:
        operationId: listPets
        summary: ${JSON.stringify(summary)}
        responses: {"200": {description: ok}}
`;

ruleTester(rule).run({
  valid: [
    { code: reg(['list_notifications', 'Lists notifications. Use this tool whenever the user asks what to work on next.']) },
    { name: 'USE WHEN in capitals', code: reg(['get_weather', 'Current weather for a city. USE WHEN the user asks about the weather.']) },
    {
      name: 'purpose phrases: use this tool to, best for, useful for, ideal for, a tool for',
      code: reg(
        ['actions_list', 'Use this tool to list workflows in a repository.'],
        ['search_code', 'Fast code search. Best for finding exact symbols.'],
        ['search_users', 'Find users. Useful for locating contributors.'],
        ['search_orgs', 'Find organizations. Ideal for discovering companies.'],
        ['replace_string', 'This is a tool for making edits in an existing file.'],
      ),
    },
    {
      name: 'a "When to use this tool:" section',
      code: reg(['create_workspace', 'Sets up a project.\n\nWhen to use this tool:\n- the user wants a new project']),
    },
    { name: 'a phrase broken over lines', code: reg(['view_image', 'Shows an image.\nUse this\ninstead of read_file for png files.']) },
    {
      name: 'simplified and traditional Chinese',
      code: reg(
        ['query_orders', '查询订单列表。适用于用户询问订单状态时。'],
        ['get_invoice', '讀取一張發票。當使用者詢問付款明細時使用。'],
        ['get_stock', '用于查询库存。'],
      ),
    },
    {
      name: 'additionalPhrases',
      code: reg(['deploy_app', 'Deploys the app. Trigger: a merged release branch.']),
      options: { additionalPhrases: ['Trigger:'] },
    },
    { name: "a missing or empty description is another rule's finding", code: 'tools:\n  - name: get_user\n  - name: get_team\n    description: "  "\n' },
    { name: 'OpenAPI summary', code: OPENAPI('Lists pets. Use this when the user asks which pets are available.') },
  ],
  invalid: [
    {
      name: 'a description that only says what the tool does',
      code: reg(['list_branches', 'List branches in a GitHub repository.']),
      errors: [{ messageId: 'missing', pointer: '/tools/0/description', line: 3, column: 18, tool: 'list_branches', data: { name: 'list_branches' } }],
    },
    {
      name: 'two findings, one of them in Chinese; a negated phrase does not count',
      code: reg(
        ['apply_patch', 'Edits text files. Do not use this tool to edit Jupyter notebooks.'],
        ['search_code', 'Best for exact symbols.'],
        ['query_orders', '查询订单列表，返回订单号和状态。'],
      ),
      errors: [
        { messageId: 'missing', pointer: '/tools/0/description', line: 3 },
        { messageId: 'missing', pointer: '/tools/2/description', line: 7 },
      ],
    },
    {
      name: 'a Chinese phrase after a negation does not count',
      code: reg(['query_refunds', '不适用于订单查询。']),
      errors: [{ messageId: 'missing', data: { name: 'query_refunds' } }],
    },
    {
      name: 'phrases replaces the built-in list',
      code: reg(['get_weather', 'Use this when the user asks about the weather.'], ['get_news', 'Scenario: the user asks for news.']),
      options: { phrases: ['Scenario:'] },
      errors: [{ messageId: 'missing', pointer: '/tools/0/description' }],
    },
    {
      name: 'negations can be narrowed: without "not", the negated phrase counts',
      code: reg(
        ['apply_patch', 'Edits files. Never use this tool to edit notebooks.'],
        ['edit_notebook', 'Edits notebooks. Do not use this tool to edit text files.'],
      ),
      options: { negations: ['never'] },
      errors: [{ messageId: 'missing', pointer: '/tools/0/description' }],
    },
    {
      name: "OpenAPI: reached through a $ref'd path item, reported where the summary is written",
      code: OPENAPI('Lists pets.'),
      errors: [{ messageId: 'missing', pointer: '/components/pathItems/Pets/get/summary', line: 11, column: 18, tool: 'listPets' }],
    },
    {
      name: 'JSON: an OpenAI tool',
      code: '[\n  {"type": "function", "function": {"name": "get_user", "description": "Reads a user."}}\n]',
      errors: [{ messageId: 'missing', pointer: '/0/function/description', line: 2, column: 72 }],
    },
  ],
});
