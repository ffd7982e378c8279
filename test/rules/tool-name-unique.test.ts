import rule from '../../rules/tool-name-unique/index.js';
import { namedTools as named } from '../helpers/registries.js';
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester(rule).run({
  valid: [
    { code: named('get_user', 'get_users', 'list_users', 'get_user_v2') },
    { name: 'normalize: false compares names exactly', code: named('get_user', 'getUser', 'get-user', 'GET_USER'), options: { normalize: false } },
    { name: "empty names are the pattern rule's business", code: '[{"name": "", "description": "a"}, {"name": "", "description": "b"}]' },
    {
      name: 'OpenAPI operations with distinct operationIds and derived names',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1.0.0"}\npaths:\n  /pets:\n    get:\n      operationId: list_pets\n      responses: {"200": {description: ok}}\n    post:\n      responses: {"200": {description: ok}}\n',
    },
  ],
  invalid: [
    {
      name: 'the same name twice: the second is reported, naming where the first is',
      code: named('get_user', 'list_orders', 'get_user'),
      errors: [{ messageId: 'duplicate', pointer: '/tools/2/name', line: 6, column: 11, tool: 'get_user', data: { name: 'get_user', first: 'test.yaml:2' } }],
    },
    {
      name: 'two findings: names equal once case and separators are ignored',
      code: named('get_user', 'getUser', 'GET-USER', 'get.user'),
      errors: [
        { messageId: 'similar', pointer: '/tools/1/name', data: { name: 'getUser', other: 'get_user', first: 'test.yaml:2' } },
        { messageId: 'similar', pointer: '/tools/2/name', data: { name: 'GET-USER', other: 'get_user', first: 'test.yaml:2' } },
        { messageId: 'similar', pointer: '/tools/3/name', data: { name: 'get.user', other: 'get_user', first: 'test.yaml:2' } },
      ],
    },
    {
      name: 'a third copy is reported against the first',
      code: named('search', 'search', 'search'),
      errors: [
        { messageId: 'duplicate', pointer: '/tools/1/name', data: { name: 'search', first: 'test.yaml:2' } },
        { messageId: 'duplicate', pointer: '/tools/2/name', data: { name: 'search', first: 'test.yaml:2' } },
      ],
    },
    {
      name: 'a copy of a name that was itself similar to an earlier one is a duplicate of that name, not similar again',
      code: named('getUser', 'get_user', 'get_user'),
      errors: [
        { messageId: 'similar', pointer: '/tools/1/name', data: { name: 'get_user', other: 'getUser', first: 'test.yaml:2' } },
        { messageId: 'duplicate', pointer: '/tools/2/name', data: { name: 'get_user', first: 'test.yaml:4' } },
      ],
    },
    {
      name: 'normalize: false still reports exact duplicates',
      code: named('get_user', 'getUser', 'get_user'),
      options: { normalize: false },
      errors: [{ messageId: 'duplicate', pointer: '/tools/2/name', data: { name: 'get_user', first: 'test.yaml:2' } }],
    },
    {
      name: 'an operationId that another operation already uses, one of them reached through a $ref path item',
      code: 'openapi: 3.1.0\ninfo: {title: t, version: "1.0.0"}\npaths:\n  /pets:\n    get:\n      operationId: listPets\n      responses: {"200": {description: ok}}\n  /animals:\n    $ref: "#/components/pathItems/Animals"\ncomponents:\n  pathItems:\n    Animals:\n      get:\n        operationId: list_pets\n        responses: {"200": {description: ok}}\n',
      file: 'api.yaml',
      errors: [
        {
          messageId: 'similar',
          pointer: '/components/pathItems/Animals/get/operationId',
          line: 14,
          column: 22,
          data: { name: 'list_pets', other: 'listPets', first: 'api.yaml:6' },
        },
      ],
    },
    {
      name: 'JSON: MCP tools',
      code: '{"tools": [\n  {"name": "get_user", "inputSchema": {"type": "object"}},\n  {"name": "get_user", "inputSchema": {"type": "object"}}\n]}',
      errors: [{ messageId: 'duplicate', pointer: '/tools/1/name', line: 3, column: 12, data: { name: 'get_user', first: 'test.json:2' } }],
    },
  ],
});
