import rule from '../../rules/tool-description-destructive-warning/index.js';
import { describedTools as reg } from '../helpers/registries.js';
import { ruleTester } from '../helpers/rule-tester.js';

const OPENAPI = (summary: string) => `openapi: 3.1.0
info: {title: t, version: "1"}
paths:
  /pets/{id}:
    $ref: '#/components/pathItems/Pet'
components:
  pathItems:
    Pet:
      get:
        operationId: showPet
        summary: Shows a pet.
        responses: {"200": {description: ok}}
      delete:
        operationId: removePet
        summary: ${JSON.stringify(summary)}
        responses: {"204": {description: gone}}
`;

ruleTester(rule).run({
  valid: [
    { code: reg(['delete_repository', 'Deletes a repository after the user confirms the exact owner/repository name.']) },
    {
      name: 'irreversible, DESTRUCTIVE, permanently, warning, ask the user',
      code: reg(
        ['send_email', 'Sends an email. This cannot be undone.'],
        ['drop_table', 'DESTRUCTIVE: drops a table.'],
        ['purge_cache', 'Permanently purges the cache.'],
        ['revoke_token', 'Warning: revokes the token at once.'],
        ['transfer_funds', 'Transfers money; ask the user before calling.'],
      ),
    },
    { name: 'saying how the call is taken back', code: reg(['delete_node', 'Deletes a node (moves it to the trash).'], ['delete_logo', 'Deletes the logo. This operation is reversible: re-upload it.']) },
    { name: 'a curly apostrophe', code: reg(['kill_process', 'Kills a process. It can\u2019t be undone.']) },
    { name: 'simplified and traditional Chinese', code: reg(['drop_table', '删除一张表。此操作不可逆，需确认。'], ['delete_invoice', '刪除發票，無法撤銷。']) },
    { name: 'read and write tools are not checked', code: reg(['get_user', 'Reads a user.'], ['create_user', 'Creates a user.']) },
    { name: 'tools of unknown kind are not checked', code: reg(['copilot_memory', 'Deletes notes.']) },
    { name: 'additionalPhrases', code: reg(['delete_user', 'Deletes a user. [dangerous]']), options: { additionalPhrases: ['[dangerous]'] } },
    { name: 'a missing or empty description is another rule\'s finding', code: 'tools:\n  - name: delete_user\n  - name: delete_team\n    description: ""\n' },
    { name: 'OpenAPI: a DELETE that warns', code: OPENAPI('Removes a pet for good: this cannot be undone.') },
  ],
  invalid: [
    {
      name: 'a delete tool that does not warn',
      code: reg(['delete_repository', 'Deletes a GitHub repository.']),
      errors: [{ messageId: 'missing', pointer: '/tools/0/description', line: 3, column: 18, tool: 'delete_repository', data: { name: 'delete_repository' } }],
    },
    {
      name: 'two findings: send_ is destructive by default, and a Chinese description',
      code: reg(['send_email', 'Sends an email to the given address.'], ['get_user', 'Reads a user.'], ['drop_table', '删除数据库中的一张表。']),
      errors: [
        { messageId: 'missing', pointer: '/tools/0/description', line: 3 },
        { messageId: 'missing', pointer: '/tools/2/description', line: 7 },
      ],
    },
    {
      name: 'destructive by its flag, whatever the name',
      code: 'tools:\n  - name: archive_project\n    destructive: true\n    description: Archives a project and its history.\n',
      errors: [{ messageId: 'missing', pointer: '/tools/0/description', line: 4 }],
    },
    {
      name: 'destructive by its MCP annotation',
      code: '{"tools": [{"name": "label_write", "description": "Write operations on labels.", "inputSchema": {"type": "object"}, "annotations": {"destructiveHint": true}}]}',
      errors: [{ messageId: 'missing', pointer: '/tools/0/description' }],
    },
    {
      name: 'phrases replaces the built-in list',
      code: reg(['delete_user', 'Deletes a user. This cannot be undone.'], ['delete_team', 'Deletes a team. [dangerous]']),
      options: { phrases: ['[dangerous]'] },
      errors: [{ messageId: 'missing', pointer: '/tools/0/description' }],
    },
    {
      name: 'OpenAPI: a DELETE in a $ref\'d path item, reported where its summary is written',
      code: OPENAPI('Removes a pet.'),
      errors: [{ messageId: 'missing', pointer: '/components/pathItems/Pet/delete/summary', line: 15, column: 18, tool: 'removePet' }],
    },
  ],
});
