import rule from '../../rules/tool-name-vague/index.js';
import { namedTools as named } from '../helpers/registries.js';
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester(rule).run({
  valid: [
    { code: named('search_tickets', 'create_invoice', 'get_weather_info', 'process_payment', 'execute_sql', 'search') },
    { name: 'a vague verb with a specific object', code: named('handle_refund', 'manage_notification_subscription', 'run_notebook_cell') },
    { name: 'a noun with a vague word is still about something', code: named('weather_data', 'user_info') },
    {
      name: 'plurals are domain nouns: Kubernetes services, S3 objects, GitHub actions',
      code: named('get_services', 'list_objects', 'list_actions', 'list_tools'),
    },
    { name: 'a dotted namespace says what the verb acts on', code: named('sql.execute', 'employee.fetch_data', 'cmd_controller.execute') },
    { name: 'vagueObjects replaces the list', code: named('get_data'), options: { vagueObjects: ['stuff'] } },
    {
      name: "a vague word that several tools name is the product's own noun (Cloud Run's services)",
      code: named('get_service', 'list_services', 'get_service_log', 'deploy_file_contents'),
    },
    { name: 'vagueVerbs replaces the list', code: named('run'), options: { vagueVerbs: ['do'] } },
    { name: 'grabBagWords replaces the list', code: named('string_utils'), options: { grabBagWords: ['misc'] } },
    { name: 'a vendor prefix that is not the majority is a word like any other', code: named('copilot_run', 'get_user') },
    {
      name: 'prefixMajority above 1 turns prefix detection off',
      code: named('acme_run', 'acme_get_user', 'acme_list_orders'),
      options: { prefixMajority: 1.5 },
    },
    {
      name: 'prefixMinTools: fewer tools than that share no prefix',
      code: named('acme_run', 'acme_get_user', 'acme_list_orders'),
      options: { prefixMinTools: 4 },
    },
    {
      name: "OpenAPI names derived from the method and path are not the user's",
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1.0.0"}\npaths:\n  /data:\n    get:\n      responses: {"200": {description: ok}}\n',
    },
  ],
  invalid: [
    {
      name: 'a vague verb and a vague object',
      code: named('handle_data'),
      errors: [
        { messageId: 'nothing', pointer: '/tools/0/name', line: 2, column: 11, tool: 'handle_data', data: { name: 'handle_data', words: '"handle", "data"' } },
      ],
    },
    {
      name: 'two findings: doStuff and do_thing',
      code: named('doStuff', 'get_user', 'do_thing'),
      errors: [
        { messageId: 'nothing', pointer: '/tools/0/name', data: { name: 'doStuff', words: '"do", "stuff"' } },
        { messageId: 'nothing', pointer: '/tools/2/name', line: 6, data: { name: 'do_thing', words: '"do", "thing"' } },
      ],
    },
    {
      name: 'a vague verb alone',
      code: named('process', 'execute'),
      errors: [
        { messageId: 'vagueVerb', data: { name: 'process', word: 'process' } },
        { messageId: 'vagueVerb', data: { name: 'execute', word: 'execute' } },
      ],
    },
    {
      name: 'a vague word only two tools name is still vague',
      code: named('get_data', 'export_data'),
      errors: [
        { messageId: 'vagueObject', data: { name: 'get_data', verb: 'get', word: 'data' } },
        { messageId: 'vagueObject', data: { name: 'export_data', verb: 'export', word: 'data' } },
      ],
    },
    {
      name: 'a specific verb with only a vague object',
      code: named('query_service', 'getData', 'fetch_all'),
      errors: [
        { messageId: 'vagueObject', data: { name: 'query_service', verb: 'query', word: 'service' } },
        { messageId: 'vagueObject', data: { name: 'getData', verb: 'get', word: 'data' } },
        { messageId: 'vagueObject', data: { name: 'fetch_all', verb: 'fetch', word: 'all' } },
      ],
    },
    {
      name: 'grab-bag words at the end',
      code: named('string_util', 'misc', 'DateHelpers', 'tools.misc'),
      errors: [
        { messageId: 'grabBag', data: { name: 'string_util', word: 'util' } },
        { messageId: 'grabBag', data: { name: 'misc', word: 'misc' } },
        { messageId: 'grabBag', data: { name: 'DateHelpers', word: 'helpers' } },
        { messageId: 'grabBag', data: { name: 'tools.misc', word: 'misc' } },
      ],
    },
    {
      name: 'a shared vendor prefix adds nothing to what a name says',
      code: named('acme_run', 'acme_get_user', 'acme_list_orders'),
      errors: [{ messageId: 'vagueVerb', pointer: '/tools/0/name', data: { name: 'acme_run', word: 'run' } }],
    },
    {
      name: 'prefixes: an explicit prefix',
      code: named('acme_crm_do_stuff', 'get_user'),
      options: { prefixes: ['acme_crm'] },
      errors: [{ messageId: 'nothing', data: { name: 'acme_crm_do_stuff', words: '"do", "stuff"' } }],
    },
    {
      name: 'prefixMajority: 0.6 makes three of five names enough for a prefix',
      code: named('acme_run', 'acme_get_user', 'acme_list_orders', 'zeta_run', 'zeta_get_user'),
      options: { prefixMajority: 0.6, prefixMinTools: 3 },
      errors: [{ messageId: 'vagueVerb', pointer: '/tools/0/name', data: { name: 'acme_run', word: 'run' } }],
    },
    {
      name: "vagueVerbs, vagueObjects and grabBagWords take a project's own words",
      code: named('orchestrate', 'get_payload', 'order_kit'),
      options: { vagueVerbs: ['orchestrate'], vagueObjects: ['payload'], grabBagWords: ['kit'] },
      errors: [
        { messageId: 'vagueVerb', data: { name: 'orchestrate', word: 'orchestrate' } },
        { messageId: 'vagueObject', data: { name: 'get_payload', verb: 'get', word: 'payload' } },
        { messageId: 'grabBag', data: { name: 'order_kit', word: 'kit' } },
      ],
    },
    {
      name: 'an operationId, reached through a $ref path item',
      code: 'openapi: 3.1.0\ninfo: {title: t, version: "1.0.0"}\npaths:\n  /data:\n    $ref: "#/components/pathItems/Data"\ncomponents:\n  pathItems:\n    Data:\n      post:\n        operationId: processData\n        responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'nothing',
          pointer: '/components/pathItems/Data/post/operationId',
          line: 10,
          column: 22,
          data: { name: 'processData', words: '"process", "data"' },
        },
      ],
    },
    {
      name: 'JSON: OpenAI chat tools',
      code: '[\n  {"type": "function", "function": {"name": "do_it", "description": "x"}}\n]',
      errors: [{ messageId: 'nothing', pointer: '/0/function/name', line: 2, column: 45 }],
    },
  ],
});
