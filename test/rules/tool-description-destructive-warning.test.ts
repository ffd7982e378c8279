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

/** An MCP tools/list result with one tool; `extra` is more JSON members for it. */
const mcp = (name: string, description: string, extra = '') =>
  `{"tools": [{"name": "${name}", "description": ${JSON.stringify(description)}, "inputSchema": {"type": "object"}${extra}}]}`;
const ANNOTATE = ', and set `destructiveHint: true` so that clients ask before calling it';

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
    {
      name: 'saying how the call is taken back',
      code: reg(['delete_node', 'Deletes a node (moves it to the trash).'], ['delete_logo', 'Deletes the logo. This operation is reversible: re-upload it.']),
    },
    { name: 'a curly apostrophe', code: reg(['kill_process', 'Kills a process. It can\u2019t be undone.']) },
    { name: 'simplified and traditional Chinese', code: reg(['drop_table', '删除一张表。此操作不可逆，需确认。'], ['delete_invoice', '刪除發票，無法撤銷。']) },
    { name: 'read and write tools are not checked', code: reg(['get_user', 'Reads a user.'], ['create_user', 'Creates a user.']) },
    { name: 'tools of unknown kind are not checked', code: reg(['copilot_memory', 'Deletes notes.']) },
    { name: 'additionalPhrases', code: reg(['delete_user', 'Deletes a user. [dangerous]']), options: { additionalPhrases: ['[dangerous]'] } },
    { name: "a missing or empty description is another rule's finding", code: 'tools:\n  - name: delete_user\n  - name: delete_team\n    description: ""\n' },
    { name: 'OpenAPI: a DELETE that warns', code: OPENAPI('Removes a pet for good: this cannot be undone.') },
    {
      name: 'an explicit destructiveHint: true is a warning MCP clients act on: they ask first',
      code: mcp('label_write', 'Write operations on labels.', ', "annotations": {"destructiveHint": true}'),
    },
    { name: 'a warning in the MCP title counts', code: mcp('delete_repository', 'Deletes a repository.', ', "title": "Delete a repository (irreversible)"') },
    {
      name: 'a warning in a parameter description counts',
      code: 'tools:\n  - name: delete_repository\n    description: Deletes a repository.\n    parameters:\n      type: object\n      properties:\n        name: {type: string, description: "The repository to delete; this cannot be undone."}\n',
    },
    {
      name: 'a parameter named for the warning counts (a confirm flag)',
      code: 'tools:\n  - name: delete_repository\n    description: Deletes a repository.\n    parameters: {type: object, properties: {confirm: {type: boolean}}}\n',
    },
    {
      name: 'dataLossOnly: a tool that cannot be taken back but loses no data (send, transfer, a `destructive` flag) is not reported',
      code: 'tools:\n  - name: send_email\n    description: Sends an email.\n  - name: transfer_funds\n    description: Moves money between accounts.\n  - name: archive_project\n    destructive: true\n    description: Archives a project.\n',
      options: { dataLossOnly: true },
    },
  ],
  invalid: [
    {
      name: 'a delete tool that does not warn',
      code: reg(['delete_repository', 'Deletes a GitHub repository.']),
      errors: [
        {
          messageId: 'missing',
          pointer: '/tools/0/description',
          line: 3,
          column: 18,
          tool: 'delete_repository',
          data: { name: 'delete_repository', annotate: '' },
        },
      ],
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
      name: 'an MCP tool without annotations is also asked for `destructiveHint: true`',
      code: mcp('delete_repository', 'Deletes a repository.'),
      errors: [{ messageId: 'missing', pointer: '/tools/0/description', data: { name: 'delete_repository', annotate: ANNOTATE } }],
    },
    {
      name: 'annotations that leave destructiveHint out: the verb makes the tool destructive, and no hint warns',
      code: mcp('delete_repository', 'Deletes a repository.', ', "annotations": {"readOnlyHint": false}'),
      errors: [{ messageId: 'missing', pointer: '/tools/0/description', data: { name: 'delete_repository', annotate: ANNOTATE } }],
    },
    {
      name: 'a parameter that does not warn does not count',
      code: 'tools:\n  - name: delete_repository\n    description: Deletes a repository.\n    parameters: {type: object, properties: {name: {type: string, description: The repository to delete.}}}\n',
      errors: [{ messageId: 'missing', pointer: '/tools/0/description', data: { name: 'delete_repository', annotate: '' } }],
    },
    {
      name: 'the verb after a service namespace or inside the name: compute_disk_delete (beside compute_instance_list) and API-delete-page are destructive',
      code: reg(['compute_disk_delete', 'Removes a disk.'], ['compute_instance_list', 'Lists instances.'], ['API-delete-page', 'Removes a page.']),
      errors: [
        { messageId: 'missing', pointer: '/tools/0/description', data: { name: 'compute_disk_delete', annotate: '' } },
        { messageId: 'missing', pointer: '/tools/2/description', data: { name: 'API-delete-page', annotate: '' } },
      ],
    },
    {
      name: 'dataLossOnly: a verb that loses data is still reported, after a prefix too; send_email is not',
      code: reg(
        ['send_email', 'Sends an email.'],
        ['delete_x', 'Deletes an x.'],
        ['compute_disk_delete', 'Removes a disk.'],
        ['compute_instance_list', 'Lists instances.'],
      ),
      options: { dataLossOnly: true },
      errors: [
        { messageId: 'missing', pointer: '/tools/1/description', data: { name: 'delete_x', annotate: '' } },
        { messageId: 'missing', pointer: '/tools/2/description', data: { name: 'compute_disk_delete', annotate: '' } },
      ],
    },
    {
      name: 'phrases replaces the built-in list',
      code: reg(['delete_user', 'Deletes a user. This cannot be undone.'], ['delete_team', 'Deletes a team. [dangerous]']),
      options: { phrases: ['[dangerous]'] },
      errors: [{ messageId: 'missing', pointer: '/tools/0/description' }],
    },
    {
      name: "OpenAPI: a DELETE in a $ref'd path item, reported where its summary is written",
      code: OPENAPI('Removes a pet.'),
      errors: [{ messageId: 'missing', pointer: '/components/pathItems/Pet/delete/summary', line: 15, column: 18, tool: 'removePet' }],
    },
  ],
});
