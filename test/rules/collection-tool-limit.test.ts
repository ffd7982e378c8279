import rule from '../../rules/collection-tool-limit/index.js';
import { toolList as reg } from '../helpers/registries.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (name: string, params: string, description = 'Lists things.') => `  - name: ${name}\n    description: ${description}\n    parameters: ${params}\n`;

ruleTester(rule).run({
  valid: [
    { name: 'a list tool with a limit', code: reg(tool('list_orders', '{type: object, properties: {limit: {type: integer, maximum: 100}}}')) },
    { name: 'a search tool with a cursor', code: reg(tool('search_orders', '{type: object, properties: {query: {type: string}, cursor: {type: string}}}')) },
    {
      name: 'a list tool with page and perPage',
      code: reg(tool('listIssues', '{type: object, properties: {page: {type: integer}, perPage: {type: integer}}}')),
    },
    { name: 'tools that are not collections', code: reg(tool('get_order', '{type: object, properties: {id: {type: string}}}')) },
    {
      name: 'a limit reached through $ref',
      code: reg(
        tool(
          'list_orders',
          "{type: object, properties: {n: {$ref: '#/$defs/N'}, limit: {$ref: '#/$defs/Limit'}}, $defs: {N: {type: string}, Limit: {type: integer, maximum: 50}}}",
        ),
      ),
    },
    {
      name: 'collections small by nature: issue types, labels, categories',
      code: reg(tool('list_issue_types', '{type: object}'), tool('list_label', '{type: object}'), tool('list_discussion_categories', '{type: object}')),
    },
    { name: 'verbs: [find] leaves list_ tools alone', code: reg(tool('list_orders', '{type: object}')), options: { verbs: ['find'] } },
  ],
  invalid: [
    {
      name: 'a list tool without any paging parameter',
      code: reg(tool('list_orders', '{type: object, properties: {status: {type: string}}}')),
      errors: [{ messageId: 'unbounded', pointer: '/tools/0/name', line: 2, column: 11, tool: 'list_orders', data: { name: 'list_orders' } }],
    },
    {
      name: 'two findings: a search tool with a Chinese description and a list tool without parameters',
      code: reg(tool('search_docs', '{type: object, properties: {query: {type: string}}}', '在知识库中搜索文档。'), tool('listUsers', '{type: object}')),
      errors: [
        { messageId: 'unbounded', pointer: '/tools/0/name', data: { name: 'search_docs' } },
        { messageId: 'unbounded', pointer: '/tools/1/name', data: { name: 'listUsers' } },
      ],
    },
    {
      name: 'a namespace prefix is skipped (acme_ on most tools)',
      code: reg(tool('acme_list_orders', '{type: object}'), tool('acme_get_order', '{type: object}'), tool('acme_create_order', '{type: object}')),
      errors: [{ messageId: 'unbounded', pointer: '/tools/0/name', data: { name: 'acme_list_orders' } }],
    },
    {
      name: 'options: find_ is a collection verb; a custom limit name',
      code: reg(
        tool('find_orders', '{type: object, properties: {max_hits: {type: integer}}}'),
        tool('find_users', '{type: object, properties: {hits: {type: integer}}}'),
      ),
      options: { verbs: ['find'], limitNames: ['max_hits'] },
      errors: [{ messageId: 'unbounded', pointer: '/tools/1/name', data: { name: 'find_users' } }],
    },
    {
      name: 'smallCollections: [] reports a list of labels too',
      code: reg(tool('list_labels', '{type: object}')),
      options: { smallCollections: [] },
      errors: [{ messageId: 'unbounded', pointer: '/tools/0/name', data: { name: 'list_labels' } }],
    },
    {
      name: 'OpenAPI: listPets with only a filter',
      code: `openapi: 3.0.3
info: {title: Pets, version: 1.0.0}
paths:
  /pets:
    get:
      operationId: listPets
      parameters: [{name: species, in: query, schema: {type: string}}]
      responses: {"200": {description: OK}}
`,
      errors: [{ messageId: 'unbounded', pointer: '/paths/~1pets/get/operationId', tool: 'listPets', data: { name: 'listPets' } }],
    },
  ],
});
