import { describe, expect, it } from 'vitest';
import rule from '../../rules/nullable-consistent/index.js';
import { lintWith, ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string) => `tools:\n  - name: update_ticket\n    description: Updates a ticket.\n    parameters: ${parameters}\n`;
const param = (schema: string) => tool(`{type: object, properties: {p: ${schema}}}`);
const P = '/tools/0/parameters/properties/p';
const openapi = (version: string, schema: string) =>
  `openapi: ${version}\ninfo: {title: t, version: "1"}\npaths:\n  /tickets:\n    get:\n      operationId: list_tickets\n      parameters:\n        - name: status\n          in: query\n          description: Ticket state.\n          schema: ${schema}\n      responses: {"200": {description: ok}}\n`;

ruleTester(rule).run({
  valid: [
    { code: param('{type: [string, "null"], enum: [open, closed, null], default: null}') },
    { name: 'no type: null is not ruled out', code: param('{default: null}') },
    { name: 'no enum, nullable type', code: param('{type: [integer, "null"], default: null}') },
    { name: 'OpenAPI 3.0 nullable with null in the enum', code: openapi('3.0.3', '{type: string, nullable: true, enum: [open, null]}') },
    { name: 'OpenAPI 3.0 nullable with a null default', code: openapi('3.0.3', '{type: string, nullable: true, default: null}') },
    { name: 'an unquoted YAML null in the type list still means null', code: param('{type: [string, null], enum: [a, null]}') },
    { name: 'unknown type names say nothing', code: param('{type: Widget, default: null}') },
    {
      name: "nullableKeywords: a project's own keyword",
      code: param('{type: string, x-optional: true, default: null}'),
      options: { nullableKeywords: ['x-optional'] },
    },
  ],
  invalid: [
    {
      name: 'a null default on a string',
      code: tool('\n      type: object\n      properties:\n        p: {type: string, default: null}'),
      errors: [
        {
          messageId: 'defaultNull',
          pointer: `${P}/default`,
          line: 7,
          column: 36,
          tool: 'update_ticket',
          data: { where: 'parameter "p"', type: 'string', fix: '"null" to its `type`' },
        },
      ],
    },
    {
      name: 'two findings: null in the enum and as the default',
      code: param('{type: string, enum: [open, null], default: null}'),
      errors: [
        { messageId: 'enumNull', pointer: `${P}/enum/1`, data: { where: 'parameter "p"', type: 'string', fix: '"null" to its `type`' } },
        { messageId: 'defaultNull', pointer: `${P}/default`, data: { where: 'parameter "p"', type: 'string', fix: '"null" to its `type`' } },
      ],
    },
    {
      name: 'a null const',
      code: param('{type: integer, const: null}'),
      errors: [{ messageId: 'constNull', pointer: `${P}/const`, data: { where: 'parameter "p"', type: 'integer', fix: '"null" to its `type`' } }],
    },
    {
      name: 'a nullable type whose enum leaves null out',
      code: param('{type: [string, "null"], enum: [open, closed]}'),
      errors: [{ messageId: 'enumMissingNull', pointer: `${P}/enum`, data: { where: 'parameter "p"', how: '`type: ["string","null"]`' } }],
    },
    {
      name: 'a null default that an untyped enum leaves out',
      code: param('{enum: [open, closed], default: null, description: 状态，默认为空。}'),
      errors: [{ messageId: 'defaultNotInEnum', pointer: `${P}/default`, data: { where: 'parameter "p"' } }],
    },
    {
      name: 'reached through $ref: reported where the definition is written',
      code: tool(`
      type: object
      properties:
        assignee: {$ref: '#/$defs/Login'}
      $defs:
        Login: {type: string, default: null}`),
      errors: [
        {
          messageId: 'defaultNull',
          pointer: '/tools/0/parameters/$defs/Login/default',
          line: 9,
          data: { where: 'parameter "assignee"', type: 'string', fix: '"null" to its `type`' },
        },
      ],
    },
    {
      name: 'OpenAPI 3.0: nullable with an enum that leaves null out',
      code: openapi('3.0.3', '{type: string, nullable: true, enum: [open, closed]}'),
      errors: [
        {
          messageId: 'enumMissingNull',
          pointer: '/paths/~1tickets/get/parameters/0/schema/enum',
          line: 11,
          tool: 'list_tickets',
          data: { where: 'parameter "status"', how: '`nullable: true`' },
        },
      ],
    },
    {
      name: 'OpenAPI 3.0: the fix is nullable, not a type list',
      code: openapi('3.0.3', '{type: string, default: null}'),
      errors: [{ messageId: 'defaultNull', data: { where: 'parameter "status"', type: 'string', fix: '`nullable: true`' } }],
    },
    {
      name: 'Swagger 2.0: the fix is x-nullable',
      code: 'swagger: "2.0"\ninfo: {title: t, version: "1"}\npaths:\n  /tickets:\n    get:\n      operationId: list_tickets\n      parameters:\n        - {name: status, in: query, type: string, enum: [open, null]}\n      responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'enumNull',
          pointer: '/paths/~1tickets/get/parameters/0/enum/1',
          data: { where: 'parameter "status"', type: 'string', fix: '`x-nullable: true`' },
        },
      ],
    },
    {
      name: 'nullableKeywords: [] makes nullable: true mean nothing',
      code: param('{type: string, nullable: true, default: null}'),
      options: { nullableKeywords: [] },
      errors: [{ messageId: 'defaultNull', data: { where: 'parameter "p"', type: 'string', fix: '"null" to its `type`' } }],
    },
    {
      name: 'output schemas are checked too',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {closed_at: {type: string, enum: [a, null]}}}\n',
      errors: [
        {
          messageId: 'enumNull',
          pointer: '/tools/0/outputSchema/properties/closed_at/enum/1',
          data: { where: 'output field "closed_at"', type: 'string', fix: '"null" to its `type`' },
        },
      ],
    },
  ],
});

describe('nullable-consistent severity', () => {
  it('caps defaultNull at info and keeps the other messages at the configured severity', () => {
    const findings = lintWith(rule, param('{type: string, enum: [open, null], default: null}'));
    expect(findings.map((f) => [f.messageId, f.severity]).sort()).toEqual([
      ['defaultNull', 'info'],
      ['enumNull', 'error'],
    ]);
  });
});
