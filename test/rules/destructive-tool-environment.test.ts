import rule from '../../rules/destructive-tool-environment/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (name: string, properties: string, required = '[]') =>
  `tools:\n  - name: ${name}\n    description: Does one thing.\n    parameters:\n      type: object\n      required: ${required}\n      properties:\n${properties.replace(/^/gm, '        ')}\n`;
const ENV = 'environment: {type: string, enum: [staging, production], description: Where to act.}';
const ID = 'id: {type: string, description: The record.}';
const P = '/tools/0/parameters/properties';

ruleTester(rule).run({
  valid: [
    { name: 'a delete tool with a required environment enum', code: tool('delete_user', `${ID}\n${ENV}`, '[id, environment]') },
    { name: 'bulk tools the same', code: tool('bulk_update_users', ENV, '[environment]') },
    { name: 'camelCase and namespaced names', code: tool('admin.deleteUser', ENV, '[environment]') },
    { name: 'other destructive tools are not checked by default', code: tool('send_email', ID) },
    {
      name: 'a const names one environment',
      code: tool('delete_user', 'environment: {type: string, const: staging, description: Staging only.}', '[environment]'),
    },
    {
      name: 'a nullable enum',
      code: tool('delete_user', 'environment: {anyOf: [{type: string, enum: [staging, production]}, {type: "null"}], description: Where.}', '[environment]'),
    },
    { name: 'the name option', code: tool('delete_user', 'env: {type: string, enum: [dev, prod], description: Where.}', '[env]'), options: { name: 'env' } },
    { name: 'prefixes replaces the list', code: tool('delete_user', ID), options: { prefixes: ['purge'] } },
    {
      name: 'names are compared without case or separators',
      code: tool('delete_user', 'Environment: {type: string, enum: [a, b], description: Where.}', '[Environment]'),
    },
  ],
  invalid: [
    {
      name: 'a delete tool without an environment: reported at its name',
      code: tool('delete_user', ID, '[id]'),
      errors: [
        {
          messageId: 'missing',
          pointer: '/tools/0/name',
          line: 2,
          column: 11,
          tool: 'delete_user',
          data: { name: 'delete_user', why: 'starts with "delete"', param: 'environment' },
        },
      ],
    },
    {
      name: 'two findings: optional and without an enum',
      code: tool('bulk_delete_users', 'environment: {type: string, description: Where.}'),
      errors: [
        { messageId: 'noEnum', pointer: `${P}/environment`, line: 8, data: { name: 'bulk_delete_users', param: 'environment' } },
        { messageId: 'notRequired', pointer: `${P}/environment`, line: 8, data: { name: 'bulk_delete_users', param: 'environment' } },
      ],
    },
    {
      name: 'reached through $ref: the enum belongs where the schema is written',
      code: `tools:
  - name: delete_user
    description: Deletes a user.
    parameters:
      type: object
      required: [environment]
      properties:
        environment: {$ref: '#/$defs/Env'}
      $defs:
        Env: {type: string, description: Where to act.}
`,
      errors: [{ messageId: 'noEnum', pointer: '/tools/0/parameters/$defs/Env', line: 10, data: { name: 'delete_user', param: 'environment' } }],
    },
    {
      name: 'allDestructive checks every destructive tool',
      code: tool('send_email', ID),
      options: { allDestructive: true },
      errors: [{ messageId: 'missing', data: { name: 'send_email', why: 'is destructive', param: 'environment' } }],
    },
    {
      name: "prefixes: a project's own verbs, written with a separator or not",
      code: tool('purge_cache', ID),
      options: { prefixes: ['purge_'] },
      errors: [{ messageId: 'missing', data: { name: 'purge_cache', why: 'starts with "purge"', param: 'environment' } }],
    },
    {
      name: 'OpenAPI: a path parameter is required; a query one without an enum is not enough',
      code: `openapi: 3.0.3
info: {title: t, version: "1"}
paths:
  /envs/{environment}/users/{id}:
    delete:
      operationId: deleteUser
      parameters:
        - {name: environment, in: path, required: true, schema: {type: string, enum: [staging, production]}}
        - {name: id, in: path, required: true, schema: {type: string}}
      responses: {"204": {description: gone}}
  /users:
    delete:
      operationId: bulkDeleteUsers
      parameters:
        - {name: environment, in: query, schema: {type: string}}
      responses: {"204": {description: gone}}
`,
      errors: [
        { messageId: 'noEnum', pointer: '/paths/~1users/delete/parameters/0/schema', line: 15, data: { name: 'bulkDeleteUsers', param: 'environment' } },
        { messageId: 'notRequired', pointer: '/paths/~1users/delete/parameters/0/schema', line: 15, data: { name: 'bulkDeleteUsers', param: 'environment' } },
      ],
    },
  ],
});
