import { describe, expect, it } from 'vitest';
import rule from '../../rules/tool-description-effects/index.js';
import { verbForms, verbMatcher } from '../../rules/tool-description-effects/verbs.js';
import { describedTools as reg } from '../helpers/registries.js';
import { ruleTester } from '../helpers/rule-tester.js';

const mcp = (name: string, description: string, annotations: string) =>
  `{"tools": [{"name": "${name}", "description": ${JSON.stringify(description)}, "inputSchema": {"type": "object"}, "annotations": ${annotations}}]}`;

const OPENAPI = `openapi: 3.1.0
info: {title: t, version: "1"}
paths:
  /pets/{id}:
    $ref: '#/components/pathItems/Pet'
components:
  pathItems:
    Pet:
      get:
        operationId: showPet
        summary: Shows one pet.
        responses: {"200": {description: ok}}
      delete:
        operationId: dropPet
        summary: The pet endpoint, by id.
        responses: {"204": {description: gone}}
      put:
        operationId: putPet
        summary: Replaces a pet.
        responses: {"200": {description: ok}}
`;

ruleTester(rule).run({
  valid: [
    {
      name: 'read tools that say they change nothing',
      code: reg(
        ['get_commit', 'Get a commit. Read-only.'],
        ['find_duplicate', 'Finds duplicates; it does not modify any issue.'],
        ['list_files', 'Lists files without modifying them.'],
        ['search_docs', 'Searches the docs. It has no side effects.'],
      ),
    },
    {
      name: 'write and destructive tools that say what they change, in any form of the verb',
      code: reg(
        ['create_branch', 'Create a new branch.'],
        ['update_labels', 'This replaces the current labels.'],
        ['set_timer', 'Setting a timer for a duration.'],
        ['delete_file', 'Deletes a file.'],
        ['send_email', 'An email is sent to the recipient.'],
        ['apply_policy', 'Applies a policy.'],
        ['modify_columns', 'Allows deletion or addition of columns.'],
      ),
    },
    {
      name: 'simplified and traditional Chinese',
      code: reg(
        ['query_orders', '查询订单（只读，不修改数据）。'],
        ['get_invoice', '讀取一張發票，唯讀。'],
        ['create_order', '创建一个订单。'],
        ['delete_invoice', '刪除一張草稿發票。'],
      ),
    },
    { name: 'tools of unknown kind are not checked by default', code: reg(['copilot_memory', 'A persistent memory system.']) },
    {
      name: 'checkUnknown: a tool of unknown kind that says either',
      code: reg(['copilot_memory', 'Stores notes in memory.'], ['ui_fetch', 'Fetches UI data. Read-only.']),
      options: { checkUnknown: true },
    },
    {
      name: 'by default (acceptReadOnlyHint: true) the MCP readOnlyHint stands in for the description',
      code: mcp('get_commit', 'Get a commit.', '{"readOnlyHint": true}'),
    },
    { name: 'readOnlyPhrases replaces the built-in list', code: reg(['get_commit', 'Get a commit. [safe]']), options: { readOnlyPhrases: ['[safe]'] } },
    { name: 'changeVerbs replaces the built-in list', code: reg(['update_labels', 'Relabels an issue.']), options: { changeVerbs: ['relabel'] } },
    { name: "a missing or empty description is another rule's finding", code: 'tools:\n  - name: get_user\n  - name: delete_team\n    description: ""\n' },
  ],
  invalid: [
    {
      name: 'a read tool that does not say it is read-only',
      code: reg(['get_commit', 'Get details for a commit from a GitHub repository.']),
      errors: [{ messageId: 'readOnlyNotSaid', pointer: '/tools/0/description', line: 3, column: 18, tool: 'get_commit', data: { name: 'get_commit' } }],
    },
    {
      name: 'a tool of unknown kind is skipped, a write tool with a verb passes, a Chinese read tool is reported',
      code: reg(
        ['manage_subscription', 'Manage a notification subscription.'],
        ['create_issue', 'Creates an issue.'],
        ['query_orders', '查询订单列表，返回订单号和状态。'],
      ),
      errors: [{ messageId: 'readOnlyNotSaid', pointer: '/tools/2/description', line: 7, data: { name: 'query_orders' } }],
    },
    {
      name: 'two findings: a destructive tool by its `destructive` flag, and a Chinese read tool',
      code: `tools:\n  - name: manage_subscription\n    destructive: true\n    description: Manage a notification subscription.\n  - name: query_orders\n    description: 查询订单列表。\n`,
      errors: [
        { messageId: 'changeNotSaid', pointer: '/tools/0/description', line: 4, data: { name: 'manage_subscription', kind: 'destructive' } },
        { messageId: 'readOnlyNotSaid', pointer: '/tools/1/description', line: 6 },
      ],
    },
    {
      name: 'a write tool whose description has no verb of change',
      code: reg(['enable_alerts', 'The global alert configuration of an application.']),
      errors: [{ messageId: 'changeNotSaid', data: { name: 'enable_alerts', kind: 'write' } }],
    },
    {
      name: 'a negated read-only phrase does not count',
      code: reg(['get_next_job', 'Gets the next job. Not read-only: the job leaves the queue.']),
      errors: [{ messageId: 'readOnlyNotSaid' }],
    },
    {
      name: 'checkUnknown reports a tool of unknown kind that says neither',
      code: reg(['copilot_memory', 'A persistent memory system with three scopes.']),
      options: { checkUnknown: true },
      errors: [{ messageId: 'effectNotSaid', data: { name: 'copilot_memory' } }],
    },
    {
      name: 'acceptReadOnlyHint: false holds a read tool to its description, whatever its hints say',
      code: mcp('get_commit', 'Get a commit.', '{"readOnlyHint": true}'),
      options: { acceptReadOnlyHint: false },
      errors: [{ messageId: 'readOnlyNotSaid', pointer: '/tools/0/description', data: { name: 'get_commit' } }],
    },
    {
      name: 'only a readOnlyHint that is written counts: annotations with a title alone leave a read tool to its description',
      code: mcp('get_commit', 'Get a commit.', '{"title": "Get commit"}'),
      errors: [{ messageId: 'readOnlyNotSaid', pointer: '/tools/0/description', data: { name: 'get_commit' } }],
    },
    {
      name: 'negations can be emptied: then "not read-only" counts as read-only, and the option is honoured',
      code: reg(['get_next_job', 'Gets the next job. Not read-only.'], ['get_user', 'Reads a user.']),
      options: { negations: [] },
      errors: [{ messageId: 'readOnlyNotSaid', pointer: '/tools/1/description' }],
    },
    {
      name: "OpenAPI: operations in a $ref'd path item take their kind from the method",
      code: OPENAPI,
      errors: [
        { messageId: 'readOnlyNotSaid', pointer: '/components/pathItems/Pet/get/summary', line: 11, column: 18, tool: 'showPet' },
        { messageId: 'changeNotSaid', pointer: '/components/pathItems/Pet/delete/summary', line: 15, data: { name: 'dropPet', kind: 'destructive' } },
      ],
    },
  ],
});

describe('verbForms', () => {
  it('gives the inflected forms of a verb', () => {
    expect(verbForms('create')).toEqual(expect.arrayContaining(['create', 'creates', 'created', 'creating']));
    expect(verbForms('set')).toEqual(expect.arrayContaining(['sets', 'setting']));
    expect(verbForms('apply')).toEqual(expect.arrayContaining(['applies', 'applied', 'applying']));
    expect(verbForms('push')).toEqual(expect.arrayContaining(['pushes', 'pushed']));
  });

  it('matches whole words only, and CJK verbs anywhere', () => {
    const m = verbMatcher(['set', '删除']);
    expect(m('Settings of the app')).toBeUndefined();
    expect(m('Sets the value')).toBe('set');
    expect(m('用于删除文件')).toBe('删除');
  });
});
