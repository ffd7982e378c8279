import { expect, it } from 'vitest';
import rule from '../../rules/tool-near-duplicate/index.js';
import { lintRegistry } from '../../src/engine/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { toolList as reg } from '../helpers/registries.js';
import { ruleTester } from '../helpers/rule-tester.js';

const t = (name: string, description: string, params = '{type: object}') => `  - name: ${name}\n    description: ${description}\n    parameters: ${params}\n`;
const SEARCH = 'Searches the knowledge base for documents that answer a question, best match first.';

ruleTester(rule).run({
  valid: [
    {
      name: 'tools that do different things',
      code: reg(
        t('get_order', 'Reads one order by its id, with its lines and status.'),
        t('refund_order', 'Refunds an order in full or in part to the original payment method.'),
      ),
    },
    { name: "names that differ only in case are tool-name-unique's", code: reg(t('get_user', 'Reads one user.'), t('getUser', 'Reads a user profile.')) },
    {
      name: 'alike descriptions that say what the names differ in',
      code: reg(
        t('add_issue_reaction', 'Add a reaction to an issue in a GitHub repository.'),
        t('add_issue_comment_reaction', 'Add a reaction to an issue comment in a GitHub repository.'),
      ),
    },
    {
      name: 'a name word spelt out in one description (org, organization)',
      code: reg(
        t('list_org_repository_security_advisories', 'List repository security advisories for a GitHub organization.'),
        t('list_repository_security_advisories', 'List repository security advisories for a GitHub repository.'),
      ),
      options: { descriptionSimilarity: 0.6 },
    },
    {
      name: 'word order of nouns matters; a repeated word counts',
      code: reg(
        t('get_group_users', 'Reads the members of a group.'),
        t('get_user_groups', 'Reads the groups a user is in.'),
        t('list_tasks', 'Lists tasks.'),
        t('list_task_lists', 'Lists task lists.'),
      ),
    },
    {
      name: 'add and remove with the same parameters, each description saying which',
      code: reg(
        t('add_user_to_group', 'Adds a user to a group of the directory.', '{type: object, properties: {user_id: {type: string}, group_id: {type: string}}}'),
        t(
          'remove_user_from_group',
          'Removes a user from a group of the directory.',
          '{type: object, properties: {user_id: {type: string}, group_id: {type: string}}}',
        ),
      ),
    },
    { name: 'descriptions too short to compare', code: reg(t('get_a', 'Gets a.'), t('get_b', 'Gets a.')) },
    {
      name: 'the same parameters, described differently',
      code: reg(
        t(
          'get_code_alert',
          'Reads a code scanning alert with its rule and location.',
          '{type: object, properties: {owner: {type: string}, repo: {type: string}, id: {type: integer}}}',
        ),
        t(
          'get_secret_alert',
          'Reads a leaked secret found by secret scanning.',
          '{type: object, properties: {owner: {type: string}, repo: {type: string}, id: {type: integer}}}',
        ),
      ),
    },
    {
      name: 'descriptionSimilarity: 1 reports only identical descriptions',
      code: reg(t('search_docs', SEARCH), t('query_kb', `${SEARCH} Fast.`)),
      options: { descriptionSimilarity: 1 },
    },
    {
      name: 'parameterSimilarity: 0.9 asks more of tools with the same parameters',
      code: reg(
        t(
          'export_report',
          'Builds the sales report for a period and returns it as a file.',
          '{type: object, properties: {from: {type: string}, to: {type: string}, format: {type: string}}}',
        ),
        t(
          'create_report',
          'Builds the sales report for a period and returns it as a PDF.',
          '{type: object, properties: {from: {type: string}, to: {type: string}, format: {type: string}}}',
        ),
      ),
      options: { parameterSimilarity: 0.9 },
    },
    {
      name: 'synonyms: [] keeps get and fetch apart',
      code: reg(t('get_user', 'Reads one user by id.'), t('fetch_user', 'Loads the profile of the signed-in person.')),
      options: { synonyms: [] },
    },
  ],
  invalid: [
    {
      name: 'synonym verbs: get_user and fetch_user, each reported, naming the other',
      code: reg(t('get_user', 'Reads one user by id.'), t('fetch_user', 'Loads the profile of the signed-in person.')),
      errors: [
        {
          messageId: 'sameName',
          pointer: '/tools/0/name',
          line: 2,
          column: 11,
          tool: 'get_user',
          data: { name: 'get_user', other: 'fetch_user', place: 'test.yaml:5', words: 'get user' },
        },
        {
          messageId: 'sameName',
          pointer: '/tools/1/name',
          tool: 'fetch_user',
          data: { name: 'fetch_user', other: 'get_user', place: 'test.yaml:2', words: 'get user' },
        },
      ],
    },
    {
      name: 'plural and word order: list_orders and orders_list',
      code: reg(t('list_orders', 'Lists orders, newest first.'), t('orders_list', 'Shows every order of the shop.')),
      errors: [
        { messageId: 'sameName', pointer: '/tools/0/name', data: { name: 'list_orders', other: 'orders_list', place: 'test.yaml:5', words: 'list order' } },
        { messageId: 'sameName', pointer: '/tools/1/name', data: { name: 'orders_list', other: 'list_orders', place: 'test.yaml:2', words: 'list order' } },
      ],
    },
    {
      name: 'the same description under names that do not say how they differ',
      code: reg(t('search_docs', SEARCH), t('get_weather', 'Gets the current weather for a city.'), t('query_kb', SEARCH)),
      errors: [
        {
          messageId: 'similarDescription',
          pointer: '/tools/0/description',
          tool: 'search_docs',
          data: { name: 'search_docs', other: 'query_kb', place: 'test.yaml:8', percent: 100 },
        },
        {
          messageId: 'similarDescription',
          pointer: '/tools/2/description',
          tool: 'query_kb',
          data: { name: 'query_kb', other: 'search_docs', place: 'test.yaml:2', percent: 100 },
        },
      ],
    },
    {
      name: 'Chinese descriptions, nearly the same',
      code: reg(t('get_weather', '查询指定城市的实时天气，包括温度、湿度和风速。'), t('weather_now', '查询指定城市的实时天气，包括温度和湿度。')),
      errors: [
        {
          messageId: 'similarDescription',
          pointer: '/tools/0/description',
          data: { name: 'get_weather', other: 'weather_now', place: 'test.yaml:5', percent: 83 },
        },
        {
          messageId: 'similarDescription',
          pointer: '/tools/1/description',
          data: { name: 'weather_now', other: 'get_weather', place: 'test.yaml:2', percent: 83 },
        },
      ],
    },
    {
      name: 'the same parameters (one through $ref) and much the same description',
      code: reg(
        t(
          'export_report',
          'Builds the sales report for a period and returns it as a file.',
          "{type: object, properties: {from: {$ref: '#/$defs/Day'}, to: {type: string}, format: {type: string}}, $defs: {Day: {type: string, format: date}}}",
        ),
        t(
          'create_report',
          'Builds the sales report for a period and returns it as a PDF.',
          '{type: object, properties: {from: {type: string}, to: {type: string}, format: {type: string}}}',
        ),
      ),
      errors: [
        { messageId: 'sameParameters', pointer: '/tools/0/name', data: { name: 'export_report', other: 'create_report', place: 'test.yaml:5' } },
        { messageId: 'sameParameters', pointer: '/tools/1/name', data: { name: 'create_report', other: 'export_report', place: 'test.yaml:2' } },
      ],
    },
    {
      name: 'minParameters: 4 leaves three shared parameters alone; descriptionSimilarity: 0.6 finds them',
      code: reg(
        t(
          'export_report',
          'Builds the sales report for a period and returns it as a file.',
          '{type: object, properties: {from: {type: string}, to: {type: string}, format: {type: string}}}',
        ),
        t(
          'create_report',
          'Builds the sales report for a period and returns it as a PDF.',
          '{type: object, properties: {from: {type: string}, to: {type: string}, format: {type: string}}}',
        ),
      ),
      options: { minParameters: 4, descriptionSimilarity: 0.6 },
      errors: [
        {
          messageId: 'similarDescription',
          pointer: '/tools/0/description',
          data: { name: 'export_report', other: 'create_report', place: 'test.yaml:5', percent: 67 },
        },
        {
          messageId: 'similarDescription',
          pointer: '/tools/1/description',
          data: { name: 'create_report', other: 'export_report', place: 'test.yaml:2', percent: 67 },
        },
      ],
    },
    {
      name: 'OpenAPI: two operations with one description (derived names are not compared)',
      code: `openapi: 3.0.3
info: {title: Pets, version: 1.0.0}
paths:
  /pets:
    get:
      description: Lists the pets in the store, with their name, species and age.
      responses: {"200": {description: OK}}
  /animals:
    get:
      description: Lists the pets in the store, with their name, species and age.
      responses: {"200": {description: OK}}
`,
      errors: [
        {
          messageId: 'similarDescription',
          pointer: '/paths/~1pets/get/description',
          data: { name: 'get_pets', other: 'get_animals', place: 'test.yaml:10', percent: 100 },
        },
        {
          messageId: 'similarDescription',
          pointer: '/paths/~1animals/get/description',
          data: { name: 'get_animals', other: 'get_pets', place: 'test.yaml:6', percent: 100 },
        },
      ],
    },
  ],
});

it('stays near-linear on 20,000 tools with shared words, shared parameters and copied descriptions', () => {
  const tools = Array.from({ length: 20_000 }, (_, i) => ({
    name: `get_record_${i}`,
    description: i % 100 === 0 ? SEARCH : `Reads record ${i} of table t${i % 50} with fields f${i % 7} and g${i % 11}, newest first.`,
    parameters: { type: 'object', properties: { id: { type: 'string' }, table: { type: 'string' } } },
  }));
  const registry = loadSource(JSON.stringify({ tools }), 'big.json');
  const started = Date.now();
  const findings = lintRegistry(registry, new Map([[rule.meta.id, rule]]), { rules: new Map([[rule.meta.id, { severity: 'info' }]]), overrides: [] });
  // Comparing every pair would be 200 million comparisons; capped blocking does about 40 per tool.
  expect(Date.now() - started).toBeLessThan(20_000);
  expect(findings.filter((f) => f.messageId === 'similarDescription').length).toBe(200);
}, 60_000);
