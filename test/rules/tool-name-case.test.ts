import rule from '../../rules/tool-name-case/index.js';
import { namedTools as named } from '../helpers/registries.js';
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester(rule).run({
  valid: [
    {
      name: "a prefix written the same way before most names is the registry's convention (Notion: API- before kebab-case)",
      code: named('API-get-self', 'API-get-user', 'API-post-search', 'API-retrieve-a-page'),
      options: { style: 'consistent' },
    },
    { name: 'a name no casing changes (digits alone) is not a matter of style', code: named('get_user', '42'), options: { style: 'snake' } },
    { code: named('get_weather', 'search_tickets', 'get_v2_user', 's3_list_buckets') },
    {
      name: 'consistent: one or two names agreeing are no convention',
      code: named('get_user', 'list_users', 'findOrder'),
      options: { style: 'consistent', minShare: 0.5 },
    },
    { name: 'snake_case with an acronym in capitals', code: named('generate_DNA_sequence', 'get_user') },
    { name: 'single words fit every lower-case style', code: named('search', 'fetch', 'get_user') },
    { name: 'dotted namespaces are judged segment by segment', code: named('repo.list_issues', 'billing.v2.refund_payment') },
    {
      name: 'a dotted name whose namespace is in another style names code (Class.method), whose casing the code fixes',
      code: named('EventSettingsApi.get_custom_event', 'version_api.VersionApi.getVersion', 'GeometryPresentation.createPresentation', 'get_user'),
    },
    { name: 'leading underscores are no part of the casing', code: named('__book_meeting_room', '_get_user', 'list_orders') },
    {
      name: "no suggestion another tool already has: names that differ only in case are tool-name-unique's",
      code: named('get_user', 'getUser', 'list_orders'),
    },
    { name: 'camel, with acronyms', code: named('getUser', 'getVSCodeAPI', 'search'), options: { style: 'camel' } },
    { name: 'kebab', code: named('get-user', 'list-gds-procedures'), options: { style: 'kebab' } },
    { name: 'pascal', code: named('GetUser', 'NuGetPackageSearch', 'Search'), options: { style: 'pascal' } },
    {
      name: 'a shared vendor prefix is judged apart from the name after it',
      code: named('copilot_searchCodebase', 'copilot_readFile', 'copilot_getErrors', 'copilot_memory'),
      options: { style: 'camel' },
    },
    { name: 'prefixes: an explicit prefix', code: named('acme_getUser', 'listOrders'), options: { style: 'camel', prefixes: ['acme'] } },
    { name: 'consistent: every name in the majority style', code: named('listMessages', 'findMessage', 'sendMessage'), options: { style: 'consistent' } },
    { name: 'consistent: nothing to compare when every name is one word', code: named('search', 'Fetch'), options: { style: 'consistent' } },
    {
      name: 'consistent: below minShare (3 of 5 names, 0.6 < 0.8) the registry has no convention, so nothing is reported',
      code: named('getUser', 'listOrders', 'findMessage', 'send_message', 'create_ticket'),
      options: { style: 'consistent' },
    },
    {
      name: 'consistent: 3 of 4 names is below the default minShare of 0.8',
      code: named('copilot_searchCodebase', 'copilot_readFile', 'copilot_getErrors', 'execution_subagent', 'copilot_memory'),
      options: { style: 'consistent' },
    },
    { name: 'minShare applies only to consistent: a fixed style ignores it', code: named('get_user', 'list_orders'), options: { style: 'snake', minShare: 1 } },
    { name: "non-ASCII names are the pattern rule's business", code: named('查询天气', 'get_user') },
    {
      name: "OpenAPI names derived from the method and path are not the user's",
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1.0.0"}\npaths:\n  /petStore/{petId}:\n    get:\n      responses: {"200": {description: ok}}\n',
    },
  ],
  invalid: [
    {
      name: 'camelCase in a snake_case registry',
      code: named('get_user', 'listOrders'),
      errors: [
        {
          messageId: 'wrongStyle',
          pointer: '/tools/1/name',
          line: 4,
          column: 11,
          tool: 'listOrders',
          data: { name: 'listOrders', style: 'snake_case', suggestion: 'list_orders' },
        },
      ],
    },
    {
      name: 'two findings: kebab-case and PascalCase, with acronyms split',
      code: named('get-schema', 'NuGetPackageSearch', 'get_user'),
      errors: [
        { messageId: 'wrongStyle', pointer: '/tools/0/name', data: { name: 'get-schema', style: 'snake_case', suggestion: 'get_schema' } },
        { messageId: 'wrongStyle', pointer: '/tools/1/name', data: { name: 'NuGetPackageSearch', style: 'snake_case', suggestion: 'nu_get_package_search' } },
      ],
    },
    {
      name: 'after a dotted namespace in the style, the name is judged and converted; the namespace is kept',
      code: named('repo.listIssues', 'math.factorial', 'billing.v2.RefundPayment'),
      errors: [
        { messageId: 'wrongStyle', data: { name: 'repo.listIssues', style: 'snake_case', suggestion: 'repo.list_issues' } },
        { messageId: 'wrongStyle', data: { name: 'billing.v2.RefundPayment', style: 'snake_case', suggestion: 'billing.v2.refund_payment' } },
      ],
    },
    {
      name: 'leading underscores are kept and not judged',
      code: named('__bookRoom', 'get_user'),
      errors: [{ messageId: 'wrongStyle', data: { name: '__bookRoom', style: 'snake_case', suggestion: '__book_room' } }],
    },
    {
      name: 'a vendor prefix followed by camelCase is still not snake_case',
      code: named('copilot_searchCodebase', 'copilot_readFile', 'copilot_memory'),
      errors: [
        { messageId: 'wrongStyle', data: { name: 'copilot_searchCodebase', style: 'snake_case', suggestion: 'copilot_search_codebase' } },
        { messageId: 'wrongStyle', data: { name: 'copilot_readFile', style: 'snake_case', suggestion: 'copilot_read_file' } },
      ],
    },
    {
      name: 'camel: snake_case names and spaces',
      code: named('getUser', 'get_orders', 'Summarize Detection'),
      options: { style: 'camel' },
      errors: [
        { messageId: 'wrongStyle', data: { name: 'get_orders', style: 'camelCase', suggestion: 'getOrders' } },
        { messageId: 'wrongStyle', data: { name: 'Summarize Detection', style: 'camelCase', suggestion: 'summarizeDetection' } },
      ],
    },
    {
      name: 'kebab',
      code: named('get-user', 'list_orders'),
      options: { style: 'kebab' },
      errors: [{ messageId: 'wrongStyle', data: { name: 'list_orders', style: 'kebab-case', suggestion: 'list-orders' } }],
    },
    {
      name: 'pascal: a lower-case single word is not PascalCase',
      code: named('GetUser', 'search'),
      options: { style: 'pascal' },
      errors: [{ messageId: 'wrongStyle', data: { name: 'search', style: 'PascalCase', suggestion: 'Search' } }],
    },
    {
      name: 'consistent: the names outside the majority style, after the shared prefix',
      code: named('copilot_searchCodebase', 'copilot_readFile', 'copilot_getErrors', 'execution_subagent', 'copilot_memory'),
      options: { style: 'consistent', minShare: 0.75 },
      errors: [
        {
          messageId: 'inconsistent',
          pointer: '/tools/3/name',
          data: { name: 'execution_subagent', style: 'camelCase', count: 3, total: 4, suggestion: 'executionSubagent' },
        },
      ],
    },
    {
      name: 'consistent: a tie goes to snake_case (with minShare lowered to 0.5)',
      code: named('get_user', 'list_users', 'find_user', 'listOrders', 'findOrder', 'getOrder'),
      options: { style: 'consistent', minShare: 0.5 },
      errors: [
        ['listOrders', 'list_orders'],
        ['findOrder', 'find_order'],
        ['getOrder', 'get_order'],
      ].map(([name, suggestion]) => ({ messageId: 'inconsistent', data: { name, style: 'snake_case', count: 3, total: 6, suggestion } })),
    },
    {
      name: 'consistent: at minShare (4 of 5 names, 0.8) the odd one out is reported',
      code: named('getUser', 'listOrders', 'findMessage', 'sendMessage', 'create_ticket'),
      options: { style: 'consistent' },
      errors: [
        {
          messageId: 'inconsistent',
          pointer: '/tools/4/name',
          data: { name: 'create_ticket', style: 'camelCase', count: 4, total: 5, suggestion: 'createTicket' },
        },
      ],
    },
    {
      name: 'consistent: minShare lowered to 0.6 reports the names outside a 3-of-5 majority',
      code: named('getUser', 'listOrders', 'findMessage', 'send_message', 'create_ticket'),
      options: { style: 'consistent', minShare: 0.6 },
      errors: [
        {
          messageId: 'inconsistent',
          pointer: '/tools/3/name',
          data: { name: 'send_message', style: 'camelCase', count: 3, total: 5, suggestion: 'sendMessage' },
        },
        {
          messageId: 'inconsistent',
          pointer: '/tools/4/name',
          data: { name: 'create_ticket', style: 'camelCase', count: 3, total: 5, suggestion: 'createTicket' },
        },
      ],
    },
    {
      name: 'prefixes: an explicit prefix in the wrong style is converted too',
      code: named('AcmeCrm_getUser'),
      options: { style: 'camel', prefixes: ['acme_crm'] },
      errors: [{ messageId: 'wrongStyle', data: { name: 'AcmeCrm_getUser', style: 'camelCase', suggestion: 'acmeCrm_getUser' } }],
    },
    {
      name: 'prefixMajority and prefixMinTools decide when a shared word is a prefix',
      code: named('copilot_searchCodebase', 'copilot_readFile', 'get_user'),
      options: { style: 'camel', prefixMajority: 0.6, prefixMinTools: 3 },
      errors: [
        { messageId: 'wrongStyle', data: { name: 'copilot_searchCodebase', style: 'camelCase', suggestion: 'copilotSearchCodebase' } },
        { messageId: 'wrongStyle', data: { name: 'copilot_readFile', style: 'camelCase', suggestion: 'copilotReadFile' } },
        { messageId: 'wrongStyle', data: { name: 'get_user', style: 'camelCase', suggestion: 'getUser' } },
      ],
    },
    {
      name: 'prefixMinTools: 2 makes two tools enough',
      code: named('copilot_searchCodebase', 'copilot_readFile', 'get_user'),
      options: { style: 'camel', prefixMajority: 0.6, prefixMinTools: 2 },
      errors: [{ messageId: 'wrongStyle', data: { name: 'get_user', style: 'camelCase', suggestion: 'getUser' } }],
    },
    {
      name: 'an operationId is a declared name',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1.0.0"}\npaths:\n  /pets:\n    get:\n      operationId: listPets\n      responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'wrongStyle',
          pointer: '/paths/~1pets/get/operationId',
          line: 6,
          column: 20,
          data: { name: 'listPets', style: 'snake_case', suggestion: 'list_pets' },
        },
      ],
    },
    {
      name: 'reached through $ref: an OpenAPI path item defined under components',
      code: 'openapi: 3.1.0\ninfo: {title: t, version: "1.0.0"}\npaths:\n  /pets:\n    $ref: "#/components/pathItems/Pets"\ncomponents:\n  pathItems:\n    Pets:\n      get:\n        operationId: listPets\n        responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'wrongStyle',
          pointer: '/components/pathItems/Pets/get/operationId',
          line: 10,
          column: 22,
          data: { name: 'listPets', style: 'snake_case', suggestion: 'list_pets' },
        },
      ],
    },
    {
      name: 'JSON: MCP tools',
      code: '{"tools": [\n  {"name": "getUser", "inputSchema": {"type": "object"}}\n]}',
      errors: [{ messageId: 'wrongStyle', pointer: '/tools/0/name', line: 2, column: 12 }],
    },
  ],
});
