import rule from '../../rules/destructive-tool-confirmation/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (name: string, properties: string, required = '[]') =>
  `tools:\n  - name: ${name}\n    description: Does one thing.\n    parameters:\n      type: object\n      required: ${required}\n      properties:\n${properties.replace(/^/gm, '        ')}\n`;
const ID = 'id: {type: string, description: The record.}';
const CONFIRM = 'confirm: {type: boolean, description: True only after the user agreed.}';
const MISSING = { confirm: '`confirm`, `confirmed`, `confirmation`, `user_confirmed`', dryRun: '`dry_run`', first: 'confirm' };

ruleTester(rule).run({
  valid: [
    { name: 'a required confirmation', code: tool('delete_user', `${ID}\n${CONFIRM}`, '[id, confirm]') },
    { name: 'a dry run, which may be optional', code: tool('purge_cache', 'dry_run: {type: boolean, default: true, description: Only report what would go.}') },
    { name: 'spellings: userConfirmed, dryRun', code: tool('delete_user', 'userConfirmed: {type: boolean, description: Agreed.}', '[userConfirmed]') },
    { name: 'write tools are not checked', code: tool('create_user', ID) },
    { name: 'tools whose kind cannot be told are not checked', code: tool('frobnicate_user', ID) },
    {
      name: 'confirmNames replaces the list',
      code: tool('delete_user', 'i_am_sure: {type: boolean, description: Agreed.}', '[i_am_sure]'),
      options: { confirmNames: ['i_am_sure'] },
    },
    {
      name: 'dryRunNames replaces the list',
      code: tool('delete_user', 'preview: {type: boolean, description: Only show.}'),
      options: { dryRunNames: ['preview'] },
    },
  ],
  invalid: [
    {
      name: 'a destructive tool with neither: reported at its name',
      code: tool('delete_user', ID, '[id]'),
      errors: [{ messageId: 'missing', pointer: '/tools/0/name', line: 2, column: 11, tool: 'delete_user', data: { name: 'delete_user', ...MISSING } }],
    },
    {
      name: 'a `confirmation` flag that defaults to false is a confirmation, and optional',
      code: tool('delete_managed_user', `${ID}\nconfirmation: {type: boolean, default: false, description: Must be set to true to proceed.}`, '[id]'),
      errors: [{ messageId: 'optional', pointer: '/tools/0/parameters/properties/confirmation', data: { name: 'delete_managed_user', param: 'confirmation' } }],
    },
    {
      name: 'an optional confirmation',
      code: tool('revoke_token', CONFIRM),
      errors: [{ messageId: 'optional', pointer: '/tools/0/parameters/properties/confirm', line: 8, data: { name: 'revoke_token', param: 'confirm' } }],
    },
    {
      name: 'two findings in one registry; the kind comes from metadata and annotations too',
      code: `tools:
  - name: archive_project
    description: Archives a project for good.
    destructive: true
    parameters: {type: object, properties: {id: {type: string, description: The project.}}}
  - name: reset_cluster
    description: Resets the cluster.
    annotations: {destructiveHint: true}
    inputSchema: {type: object, properties: {confirmed: {type: boolean, description: Agreed.}}}
`,
      errors: [
        { messageId: 'missing', pointer: '/tools/0/name', data: { name: 'archive_project', ...MISSING } },
        { messageId: 'optional', pointer: '/tools/1/inputSchema/properties/confirmed', data: { name: 'reset_cluster', param: 'confirmed' } },
      ],
    },
    {
      name: 'reached through $ref: an optional confirmation is reported where the property is',
      code: `tools:
  - name: delete_user
    description: Deletes a user.
    parameters:
      type: object
      properties:
        confirm: {$ref: '#/$defs/Confirm'}
      $defs:
        Confirm: {type: boolean, description: Agreed.}
`,
      errors: [{ messageId: 'optional', pointer: '/tools/0/parameters/properties/confirm', line: 7, data: { name: 'delete_user', param: 'confirm' } }],
    },
    {
      name: 'includeUnknown checks tools whose kind cannot be told',
      code: tool('frobnicate_user', ID),
      options: { includeUnknown: true },
      errors: [{ messageId: 'missing', data: { name: 'frobnicate_user', ...MISSING } }],
    },
    {
      name: 'the message names the configured lists',
      code: tool('delete_user', ID),
      options: { confirmNames: ['i_am_sure'], dryRunNames: ['preview', 'what_if'] },
      errors: [{ messageId: 'missing', data: { name: 'delete_user', confirm: '`i_am_sure`', dryRun: '`preview`, `what_if`', first: 'i_am_sure' } }],
    },
    {
      name: 'OpenAPI: a DELETE operation; a query confirmation that is optional',
      code: `openapi: 3.0.3
info: {title: t, version: "1"}
paths:
  /users/{id}:
    delete:
      operationId: delete_user
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}}
        - {name: confirm, in: query, schema: {type: boolean}}
      responses: {"204": {description: gone}}
  /sessions:
    delete:
      responses: {"204": {description: gone}}
`,
      errors: [
        { messageId: 'optional', pointer: '/paths/~1users~1{id}/delete/parameters/1/schema', line: 9, data: { name: 'delete_user', param: 'confirm' } },
        { messageId: 'missing', pointer: '/paths/~1sessions/delete', line: 13, data: { name: 'delete_sessions', ...MISSING } },
      ],
    },
  ],
});
