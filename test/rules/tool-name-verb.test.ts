import { describe, expect, it } from 'vitest';
import rule from '../../rules/tool-name-verb/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { namedTools as named } from '../helpers/registries.js';
import { lintWith, ruleTester } from '../helpers/rule-tester.js';

/** `OPTIONS /pets` without an operationId: the loader names it `options_pets`. */
const OPENAPI = 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /pets:\n    options:\n      responses: {"200": {description: ok}}\n';

ruleTester(rule).run({
  valid: [
    { code: named('get_weather', 'search_tickets', 'create_user', 'delete_file') },
    { name: 'camelCase, PascalCase and kebab-case', code: named('getUser', 'ListIssues', 'send-email') },
    { name: 'namespaced names take the verb from the last segment', code: named('repo.list_issues', 'billing.v2.refund_payment') },
    { name: 'common verbs outside the classification lists', code: named('navigate_to', 'click_element', 'transcribe_audio') },
    { name: 'verbs of computation and media are verbs too', code: named('integrate', 'normalize_vector', 'crop_image', 'withdraw_funds') },
    { name: 'allow adds verbs', code: named('triage_ticket'), options: { allow: ['triage'] } },
    { name: 'verbs is case-insensitive', code: named('Triage_ticket'), options: { verbs: ['TRIAGE'] } },
    { name: "an empty name is another rule's business", code: '[{"type": "function", "function": {"name": "", "description": "x"}}]' },
    {
      name: "names OpenAPI derives from the method and path are not the user's",
      code: OPENAPI,
    },
    { name: 'OpenAI chat tools', code: [{ type: 'function', function: { name: 'lookup_order', description: 'x', parameters: { type: 'object' } } }] },
    {
      name: 'a prefix most names share is a namespace: the verb comes after it',
      code: named('copilot_searchCodebase', 'copilot_readFile', 'copilot_getErrors', 'copilot_applyPatch', 'search_subagent'),
    },
    { name: 'the majority prefix works in camelCase too', code: named('acmeGetUser', 'acmeListOrders', 'acmeCreateInvoice') },
    { name: 'prefixes: a known prefix, several words long', code: named('acme_crm_get_user', 'list_orders'), options: { prefixes: ['acme_crm'] } },
    { name: 'prefixMinTools: two tools are enough when asked', code: named('acme_get_user', 'acme_list_orders'), options: { prefixMinTools: 2 } },
    {
      name: 'prefixMajority: a smaller share is enough when asked',
      code: named('acme_get_user', 'acme_list_orders', 'acme_create_invoice', 'get_weather'),
      options: { prefixMajority: 0.7 },
    },
    {
      name: 'verbs once missing from the list',
      code: named('unresolve_review_thread', 'toggle_task', 'switch_agent', 'replay_session', 'tune_model', 'concat_strings'),
    },
    {
      name: "verbs that say little are verbs: whether they say enough is tool-name-vague's question",
      code: named('doStuff', 'manage_users', 'handle_webhook'),
    },
    {
      name: 'one word before the verb and its object reads as a namespace, however few tools share it',
      code: named('zpa_list_segments', 'copilot_getErrors', 'userGetById', 'get_weather'),
    },
    { name: 'a service and its number before the verb are a namespace', code: named('Media_3_FindMovies', 'Hotels_4_ReserveHotel') },
    { name: 'a number after the verb is part of the object', code: named('holdings.get_13F_HR', 'get_sequence_and_3D') },
    { name: 'a dotted name whose earlier segment starts with the verb', code: named('analyze_image_with_question.pipeline') },
  ],
  invalid: [
    {
      name: 'a noun first, the verb later: a verb-first name is suggested',
      code: named('ticket_search'),
      errors: [
        {
          messageId: 'verbLater',
          pointer: '/tools/0/name',
          line: 2,
          column: 11,
          tool: 'ticket_search',
          data: { name: 'ticket_search', word: 'ticket', verb: 'search', suggestion: 'search_ticket' },
        },
      ],
    },
    {
      name: 'no verb anywhere',
      code: named('stats_summary'),
      errors: [{ messageId: 'noVerb', data: { name: 'stats_summary', word: 'stats' } }],
    },
    {
      name: 'after a service and its number: no verb, or the verb later',
      code: named('Travel_1_Flights', 'Media_3_MoviesFind'),
      errors: [
        { messageId: 'noVerbAfterPrefix', data: { name: 'Travel_1_Flights', word: 'flights', prefix: 'Travel_1' } },
        {
          messageId: 'verbLaterAfterPrefix',
          data: { name: 'Media_3_MoviesFind', word: 'movies', prefix: 'Media_3', verb: 'find', suggestion: 'Media_3_FindMovies' },
        },
      ],
    },
    {
      name: 'a dotted name with no verb in any segment',
      code: named('weather.today.summary'),
      errors: [{ messageId: 'noVerb', data: { name: 'weather.today.summary', word: 'summary' } }],
    },
    {
      name: "the suggestion keeps the name's style and namespace",
      code: named('userByIdGet', 'issue-create', 'repo.issues_list', 'WeatherFetch'),
      errors: [
        { messageId: 'verbLater', line: 2, data: { name: 'userByIdGet', word: 'user', verb: 'get', suggestion: 'getUserById' } },
        { messageId: 'verbLater', line: 4, data: { name: 'issue-create', word: 'issue', verb: 'create', suggestion: 'create-issue' } },
        { messageId: 'verbLater', line: 6, data: { name: 'repo.issues_list', word: 'issues', verb: 'list', suggestion: 'repo.list_issues' } },
        { messageId: 'verbLater', line: 8, data: { name: 'WeatherFetch', word: 'weather', verb: 'fetch', suggestion: 'FetchWeather' } },
      ],
    },
    {
      name: 'a trailing verb is preferred to an earlier word that could be one',
      code: named('pull_request_review_write'),
      errors: [{ messageId: 'verbLater', data: { name: 'pull_request_review_write', word: 'pull', verb: 'write', suggestion: 'write_pull_request_review' } }],
    },
    {
      name: 'a namespaced name whose last segment has no verb',
      code: named('math.factorial'),
      errors: [{ messageId: 'noVerb', data: { name: 'math.factorial', word: 'factorial' } }],
    },
    {
      name: 'two findings in one registry',
      code: named('get_user', 'weather', 'user_profile'),
      errors: [
        { messageId: 'noVerb', pointer: '/tools/1/name', line: 4 },
        { messageId: 'noVerb', pointer: '/tools/2/name', line: 6 },
      ],
    },
    {
      name: 'verbs replaces the built-in list',
      code: named('get_user', 'fetch_user'),
      options: { verbs: ['fetch'] },
      errors: [{ messageId: 'noVerb', pointer: '/tools/0/name' }],
    },
    {
      name: 'allow does not stop a verb in the name from being suggested',
      code: named('user_triage'),
      options: { allow: ['triage'] },
      errors: [{ messageId: 'verbLater', data: { name: 'user_triage', word: 'user', verb: 'triage', suggestion: 'triage_user' } }],
    },
    {
      name: 'an operationId is a declared name',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /pets:\n    get:\n      operationId: petsList\n      responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'verbLater',
          pointer: '/paths/~1pets/get/operationId',
          line: 6,
          column: 20,
          data: { name: 'petsList', word: 'pets', verb: 'list', suggestion: 'listPets' },
        },
      ],
    },
    {
      name: 'after a shared prefix: no verb, or the verb later',
      code: named('copilot_readFile', 'copilot_getErrors', 'copilot_memory', 'copilot_multiReplaceString'),
      errors: [
        { messageId: 'noVerbAfterPrefix', pointer: '/tools/2/name', line: 6, column: 11, data: { name: 'copilot_memory', word: 'memory', prefix: 'copilot' } },
        {
          messageId: 'verbLaterAfterPrefix',
          pointer: '/tools/3/name',
          data: { name: 'copilot_multiReplaceString', word: 'multi', prefix: 'copilot', verb: 'replace', suggestion: 'copilot_replaceMultiString' },
        },
      ],
    },
    {
      name: 'a camelCase prefix keeps its style in the suggestion',
      code: named('acmeGetUser', 'acmeListOrders', 'acmeTicketSearch'),
      errors: [
        {
          messageId: 'verbLaterAfterPrefix',
          data: { name: 'acmeTicketSearch', word: 'ticket', prefix: 'acme', verb: 'search', suggestion: 'acmeSearchTicket' },
        },
      ],
    },
    {
      name: 'prefixes: a known prefix followed by a noun',
      code: named('acme_crm_ticket_search'),
      options: { prefixes: ['acme-crm'] },
      errors: [
        {
          messageId: 'verbLaterAfterPrefix',
          data: { name: 'acme_crm_ticket_search', word: 'ticket', prefix: 'acme_crm', verb: 'search', suggestion: 'acme_crm_search_ticket' },
        },
      ],
    },
    {
      name: 'prefixMajority above 1 turns the detection off',
      code: named('ticket_search', 'ticket_create', 'ticket_close'),
      options: { prefixMajority: 1.01 },
      errors: [
        { messageId: 'verbLater', data: { name: 'ticket_search', word: 'ticket', verb: 'search', suggestion: 'search_ticket' } },
        { messageId: 'verbLater', data: { name: 'ticket_create', word: 'ticket', verb: 'create', suggestion: 'create_ticket' } },
        { messageId: 'verbLater', data: { name: 'ticket_close', word: 'ticket', verb: 'close', suggestion: 'close_ticket' } },
      ],
    },
    {
      name: 'too few tools for a prefix: prefixMinTools',
      code: named('acme_ticket_search', 'acme_order_list'),
      errors: [
        { messageId: 'verbLater', data: { name: 'acme_ticket_search', word: 'acme', verb: 'search', suggestion: 'search_acme_ticket' } },
        { messageId: 'verbLater', data: { name: 'acme_order_list', word: 'acme', verb: 'list', suggestion: 'list_acme_order' } },
      ],
    },
    {
      name: 'an operationId reached through a $ref path item',
      code: 'openapi: 3.1.0\ninfo: {title: t, version: "1.0.0"}\npaths:\n  /pets:\n    $ref: "#/components/pathItems/Pets"\ncomponents:\n  pathItems:\n    Pets:\n      get:\n        operationId: pets_list\n        responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'verbLater',
          pointer: '/components/pathItems/Pets/get/operationId',
          line: 10,
          column: 22,
          data: { name: 'pets_list', word: 'pets', verb: 'list', suggestion: 'list_pets' },
        },
      ],
    },
    {
      name: 'JSON: line and column of the name',
      code: '[\n  {"type": "function", "function": {"name": "order_lookup", "description": "x"}}\n]',
      errors: [{ messageId: 'verbLater', pointer: '/0/function/name', line: 2, column: 45 }],
    },
  ],
});

describe('tool-name-verb defaults', () => {
  it('hold every single-word verb of the kind classification', async () => {
    const { DEFAULT_CLASSIFICATION } = await import('../../src/model/index.js');
    const verbs = new Set(rule.meta.defaults.verbs);
    const all = [...DEFAULT_CLASSIFICATION.read, ...DEFAULT_CLASSIFICATION.write, ...DEFAULT_CLASSIFICATION.destructive];
    expect(all.filter((v) => !v.includes('_') && !verbs.has(v))).toEqual([]);
  });

  it('the registry used in these tests loads as a plain registry', () => {
    expect(loadSource(named('get_user'), 'test.yaml').dialect).toBe('registry');
  });

  it('the OpenAPI case above is a derived name that would otherwise be reported', () => {
    const r = loadSource(OPENAPI, 'o.yaml');
    expect(r.tools.map((t) => [t.name, t.nameOrigin])).toEqual([['options_pets', 'derived']]);
    expect(lintWith(rule, named(r.tools[0].name))).toHaveLength(1);
  });
});
