import { describe, expect, it } from 'vitest';
import rule from '../../rules/tool-name-verb/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { lintWith, ruleTester } from '../helpers/rule-tester.js';

/** A plain registry holding tools with these names. */
const named = (...names: string[]) => `tools:\n${names.map((n) => `  - name: ${JSON.stringify(n)}\n    description: Does one thing.\n`).join('')}`;

/** `OPTIONS /pets` without an operationId: the loader names it `options_pets`. */
const OPENAPI = 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /pets:\n    options:\n      responses: {"200": {description: ok}}\n';

ruleTester(rule).run({
  valid: [
    { code: named('get_weather', 'search_tickets', 'create_user', 'delete_file') },
    { name: 'camelCase, PascalCase and kebab-case', code: named('getUser', 'ListIssues', 'send-email') },
    { name: 'namespaced names take the verb from the last segment', code: named('repo.list_issues', 'billing.v2.refund_payment') },
    { name: 'common verbs outside the classification lists', code: named('navigate_to', 'click_element', 'transcribe_audio') },
    { name: 'allow adds verbs', code: named('triage_ticket'), options: { allow: ['triage'] } },
    { name: 'verbs is case-insensitive', code: named('Triage_ticket'), options: { verbs: ['TRIAGE'] } },
    { name: 'an empty name is another rule\'s business', code: '[{"type": "function", "function": {"name": "", "description": "x"}}]' },
    {
      name: 'names OpenAPI derives from the method and path are not the user\'s',
      code: OPENAPI,
    },
    { name: 'OpenAI chat tools', code: [{ type: 'function', function: { name: 'lookup_order', description: 'x', parameters: { type: 'object' } } }] },
  ],
  invalid: [
    {
      name: 'a noun first, the verb later: a verb-first name is suggested',
      code: named('ticket_search'),
      errors: [{ messageId: 'verbLater', pointer: '/tools/0/name', line: 2, column: 11, tool: 'ticket_search', data: { name: 'ticket_search', word: 'ticket', verb: 'search', suggestion: 'search_ticket' } }],
    },
    {
      name: 'no verb anywhere',
      code: named('stats_summary'),
      errors: [{ messageId: 'noVerb', data: { name: 'stats_summary', word: 'stats' } }],
    },
    {
      name: '"do" says nothing, so it is not in the list',
      code: named('doStuff'),
      errors: [{ messageId: 'noVerb', data: { name: 'doStuff', word: 'do' } }],
    },
    {
      name: 'the suggestion keeps the name\'s style and namespace',
      code: named('userGetById', 'issue-create', 'repo.issues_list', 'WeatherFetch'),
      errors: [
        { messageId: 'verbLater', line: 2, data: { name: 'userGetById', word: 'user', verb: 'get', suggestion: 'getUserById' } },
        { messageId: 'verbLater', line: 4, data: { name: 'issue-create', word: 'issue', verb: 'create', suggestion: 'create-issue' } },
        { messageId: 'verbLater', line: 6, data: { name: 'repo.issues_list', word: 'issues', verb: 'list', suggestion: 'repo.list_issues' } },
        { messageId: 'verbLater', line: 8, data: { name: 'WeatherFetch', word: 'weather', verb: 'fetch', suggestion: 'FetchWeather' } },
      ],
    },
    {
      name: 'a trailing verb is preferred to an earlier word that could be one',
      code: named('pull_request_review_write', 'copilot_getErrors'),
      errors: [
        { messageId: 'verbLater', data: { name: 'pull_request_review_write', word: 'pull', verb: 'write', suggestion: 'write_pull_request_review' } },
        { messageId: 'verbLater', data: { name: 'copilot_getErrors', word: 'copilot', verb: 'get', suggestion: 'get_copilot_errors' } },
      ],
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
      errors: [{ messageId: 'verbLater', pointer: '/paths/~1pets/get/operationId', line: 6, column: 20, data: { name: 'petsList', word: 'pets', verb: 'list', suggestion: 'listPets' } }],
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
