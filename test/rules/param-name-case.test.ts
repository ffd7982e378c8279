import rule from '../../rules/param-name-case/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const registry = (...tools: Array<[string, string]>) =>
  `tools:\n${tools.map(([name, props]) => `  - name: ${name}\n    description: Does ${name}.\n    parameters: {type: object, properties: ${props}}\n`).join('')}`;

ruleTester(rule).run({
  valid: [
    { code: registry(['get_user', '{user_id: {type: string}, include_teams: {type: boolean}}']) },
    {
      name: 'one-word lower-case names fit snake, camel and kebab',
      code: registry(['get_user', '{id: {type: string}, login: {type: string}}']),
      options: { style: 'kebab' },
    },
    { name: 'camel when asked for', code: registry(['get_user', '{userId: {type: string}, repoURL: {type: string}}']), options: { style: 'camel' } },
    { name: 'kebab when asked for', code: registry(['get_user', '{user-id: {type: string}}']), options: { style: 'kebab' } },
    { name: 'a leading underscore is not a style matter', code: registry(['get_user', '{_trace_id: {type: string}}']) },
    {
      name: 'names that are not words ($filter, @type, Chinese) are left alone',
      code: registry(['get_user', '{$filter: {type: string}, "@type": {type: string}, 用户名: {type: string}}']),
    },
    { name: 'ignore lists names fixed elsewhere', code: registry(['get_user', '{pageToken: {type: string}}']), options: { ignore: ['pageToken'] } },
    {
      name: 'output schemas are not checked by default',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {createdAt: {type: string}}}\n',
    },
    {
      name: 'consistent: the registry mostly uses camelCase',
      code: registry(['get_user', '{userId: {type: string}, includeTeams: {type: boolean}}'], ['list_users', '{pageSize: {type: integer}}']),
      options: { style: 'consistent' },
    },
    {
      name: 'consistent: below minShare (3 of the 4 multi-word names, 0.75 < 0.8) there is no convention to hold names to',
      code: registry(
        ['get_user', '{user_id: {type: string}, include_teams: {type: boolean}}'],
        ['list_users', '{page_size: {type: integer}}'],
        ['get_team', '{teamId: {type: string}}'],
      ),
      options: { style: 'consistent' },
    },
    { name: 'minShare applies only to consistent', code: registry(['get_user', '{user_id: {type: string}}']), options: { style: 'snake', minShare: 1 } },
    {
      name: 'OpenAPI header parameters follow HTTP, not the API',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /users:\n    get:\n      operationId: list_users\n      parameters:\n        - {name: X-Request-ID, in: header, schema: {type: string}}\n        - {name: page_size, in: query, schema: {type: integer}}\n      responses: {"200": {description: ok}}\n',
    },
  ],
  invalid: [
    {
      name: 'two tools, each reported at its own parameter',
      code: registry(['get_user', '{userId: {type: string}}'], ['list_users', '{page_size: {type: integer}, sortOrder: {type: string}}']),
      errors: [
        {
          messageId: 'wrongStyle',
          pointer: '/tools/0/parameters/properties/userId',
          line: 4,
          column: 53,
          tool: 'get_user',
          data: { path: 'userId', tool: 'get_user', style: 'snake_case', suggestion: 'user_id' },
        },
        {
          messageId: 'wrongStyle',
          pointer: '/tools/1/parameters/properties/sortOrder',
          tool: 'list_users',
          data: { path: 'sortOrder', tool: 'list_users', style: 'snake_case', suggestion: 'sort_order' },
        },
      ],
    },
    {
      name: 'nested properties and array items',
      code: registry([
        'search_users',
        '{filters: {type: object, properties: {createdAfter: {type: string}}}, tags: {type: array, items: {type: object, properties: {Tag-Name: {type: string}}}}}',
      ]),
      errors: [
        {
          messageId: 'wrongStyle',
          pointer: '/tools/0/parameters/properties/filters/properties/createdAfter',
          data: { path: 'filters.createdAfter', tool: 'search_users', style: 'snake_case', suggestion: 'created_after' },
        },
        {
          messageId: 'wrongStyle',
          pointer: '/tools/0/parameters/properties/tags/items/properties/Tag-Name',
          data: { path: 'tags[].Tag-Name', tool: 'search_users', style: 'snake_case', suggestion: 'tag_name' },
        },
      ],
    },
    {
      name: 'reached through $ref: a property of a definition, reported once where it is written',
      code: `tools:
  - name: get_user
    description: Reads a user.
    parameters:
      type: object
      properties:
        owner: {$ref: '#/$defs/Person'}
        reviewer: {$ref: '#/$defs/Person'}
      $defs:
        Person:
          type: object
          properties:
            loginName: {type: string}
`,
      errors: [
        {
          messageId: 'wrongStyle',
          pointer: '/tools/0/parameters/$defs/Person/properties/loginName',
          line: 13,
          column: 24,
          data: { path: 'owner.loginName', tool: 'get_user', style: 'snake_case', suggestion: 'login_name' },
        },
      ],
    },
    {
      name: 'style: camel reports snake_case names, keeping a leading underscore',
      code: registry(['get_user', '{user_id: {type: string}, _debug_mode: {type: boolean}}']),
      options: { style: 'camel' },
      errors: [
        {
          messageId: 'wrongStyle',
          pointer: '/tools/0/parameters/properties/user_id',
          data: { path: 'user_id', tool: 'get_user', style: 'camelCase', suggestion: 'userId' },
        },
        {
          messageId: 'wrongStyle',
          pointer: '/tools/0/parameters/properties/_debug_mode',
          data: { path: '_debug_mode', tool: 'get_user', style: 'camelCase', suggestion: '_debugMode' },
        },
      ],
    },
    {
      name: 'style: kebab and pascal',
      code: registry(['get_user', '{user_id: {type: string}}']),
      options: { style: 'pascal' },
      errors: [{ messageId: 'wrongStyle', data: { path: 'user_id', tool: 'get_user', style: 'PascalCase', suggestion: 'UserId' } }],
    },
    {
      name: 'style: kebab',
      code: registry(['get_user', '{userId: {type: string}}']),
      options: { style: 'kebab' },
      errors: [{ messageId: 'wrongStyle', data: { path: 'userId', tool: 'get_user', style: 'kebab-case', suggestion: 'user-id' } }],
    },
    {
      name: 'consistent: the odd one out across three tools, naming the majority (minShare lowered to 0.75)',
      code: registry(
        ['get_user', '{user_id: {type: string}, include_teams: {type: boolean}}'],
        ['list_users', '{page_size: {type: integer}}'],
        ['get_team', '{teamId: {type: string}}'],
      ),
      options: { style: 'consistent', minShare: 0.75 },
      errors: [
        {
          messageId: 'inconsistent',
          pointer: '/tools/2/parameters/properties/teamId',
          tool: 'get_team',
          data: { path: 'teamId', tool: 'get_team', style: 'snake_case', count: 3, total: 4, suggestion: 'team_id' },
        },
      ],
    },
    {
      name: 'consistent: at the default minShare (4 of 5 multi-word names, 0.8) the odd one out is reported',
      code: registry(
        ['get_user', '{user_id: {type: string}, include_teams: {type: boolean}}'],
        ['list_users', '{page_size: {type: integer}, sort_order: {type: string}}'],
        ['get_team', '{teamId: {type: string}}'],
      ),
      options: { style: 'consistent' },
      errors: [
        {
          messageId: 'inconsistent',
          pointer: '/tools/2/parameters/properties/teamId',
          tool: 'get_team',
          data: { path: 'teamId', tool: 'get_team', style: 'snake_case', count: 4, total: 5, suggestion: 'team_id' },
        },
      ],
    },
    {
      name: 'checkOutput: output property names too',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {createdAt: {type: string}}}\n',
      options: { checkOutput: true },
      errors: [
        {
          messageId: 'wrongStyle',
          pointer: '/tools/0/outputSchema/properties/createdAt',
          data: { path: 'createdAt', tool: 'get_a', style: 'snake_case', suggestion: 'created_at' },
        },
      ],
    },
    {
      name: 'OpenAPI: query parameters and body properties, pointing where they are written',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /users:\n    post:\n      operationId: create_user\n      parameters:\n        - {name: dryRun, in: query, schema: {type: boolean}}\n      requestBody:\n        content:\n          application/json:\n            schema: {$ref: "#/components/schemas/User"}\n      responses: {"200": {description: ok}}\ncomponents:\n  schemas:\n    User:\n      type: object\n      properties:\n        displayName: {type: string}\n',
      errors: [
        {
          messageId: 'wrongStyle',
          pointer: '/paths/~1users/post/parameters/0/schema',
          line: 8,
          data: { path: 'dryRun', tool: 'create_user', style: 'snake_case', suggestion: 'dry_run' },
        },
        {
          messageId: 'wrongStyle',
          pointer: '/components/schemas/User/properties/displayName',
          line: 19,
          data: { path: 'body.displayName', tool: 'create_user', style: 'snake_case', suggestion: 'display_name' },
        },
      ],
    },
  ],
});
