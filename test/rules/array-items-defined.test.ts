import rule from '../../rules/array-items-defined/index.js';
import { describe, expect, it } from 'vitest';
import { lintWith, ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string) => `tools:\n  - name: add_labels\n    description: Adds labels to an issue.\n    parameters: ${parameters}\n`;
const P = '/tools/0/parameters';

ruleTester(rule).run({
  valid: [
    { code: tool('{type: object, properties: {labels: {type: array, maxItems: 20, items: {type: string}}}}') },
    {
      name: 'a tuple closed by items: false',
      code: tool('{type: object, properties: {point: {type: array, prefixItems: [{type: number}, {type: number}], items: false}}}'),
    },
    {
      name: 'an old-style tuple closed by additionalItems: false',
      code: tool('{type: object, properties: {range: {type: array, items: [{type: integer}, {type: integer}], additionalItems: false}}}'),
    },
    {
      name: 'items chosen from an enum, inline or through $ref',
      code: tool(
        `{type: object, properties: {fields: {type: array, items: {type: string, enum: [sha, author]}}, sort: {type: array, items: {$ref: '#/$defs/Key'}}}, $defs: {Key: {type: string, enum: [created, updated]}}}`,
      ),
    },
    { name: 'an enum of arrays', code: tool('{type: object, properties: {pair: {type: array, items: {type: string}, enum: [[a, b], [c, d]]}}}') },
    {
      name: 'checkMaxItems: false',
      code: tool('{type: object, properties: {labels: {type: array, items: {type: string}}}}'),
      options: { checkMaxItems: false },
    },
    {
      name: 'output arrays are not checked by default',
      code: 'tools:\n  - name: list_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {rows: {type: array}}}\n',
    },
    {
      name: 'conditions only test values',
      code: tool('{type: object, properties: {a: {type: array, items: {type: string}, maxItems: 3}}, not: {properties: {a: {type: array}}}}'),
    },
    { name: 'BFCL tuple is left to schema-type-valid', code: tool('{type: dict, properties: {pair: {type: tuple}}}') },
  ],
  invalid: [
    {
      name: 'two findings: no items and no maxItems',
      code: tool('\n      type: object\n      properties:\n        labels: {type: array, description: 要添加的标签}'),
      errors: [
        { messageId: 'noItems', pointer: `${P}/properties/labels`, line: 7, column: 17, tool: 'add_labels', data: { path: 'labels' } },
        { messageId: 'noMaxItems', pointer: `${P}/properties/labels`, line: 7, column: 17, data: { path: 'labels' } },
      ],
    },
    {
      name: 'items: {} and items: true say nothing',
      code: tool('{type: object, properties: {a: {type: array, maxItems: 5, items: {}}, b: {type: array, maxItems: 5, items: true}}}'),
      errors: [
        { messageId: 'anyItems', pointer: `${P}/properties/a`, data: { path: 'a', items: '{}' } },
        { messageId: 'anyItems', pointer: `${P}/properties/b`, data: { path: 'b', items: 'true' } },
      ],
    },
    {
      name: 'nested arrays and a nullable array',
      code: tool(
        '{type: object, properties: {matrix: {type: array, maxItems: 10, items: {type: array, items: {type: number}}}, ids: {type: [array, "null"], maxItems: 5}}}',
      ),
      errors: [
        { messageId: 'noMaxItems', pointer: `${P}/properties/matrix/items`, data: { path: 'matrix[]' } },
        { messageId: 'noItems', pointer: `${P}/properties/ids`, data: { path: 'ids' } },
      ],
    },
    {
      name: 'reached through $ref',
      code: tool(`{type: object, properties: {reviewers: {$ref: '#/$defs/Logins'}}, $defs: {Logins: {type: array, items: {type: string}}}}`),
      errors: [{ messageId: 'noMaxItems', pointer: `${P}/$defs/Logins`, data: { path: 'reviewers' } }],
    },
    {
      name: 'checkMaxItems: false still asks for items',
      code: tool('{type: object, properties: {labels: {type: array}}}'),
      options: { checkMaxItems: false },
      errors: [{ messageId: 'noItems', data: { path: 'labels' } }],
    },
    {
      name: 'checkOutput: true asks output arrays for items only',
      code: 'tools:\n  - name: list_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {rows: {type: array}, ok: {type: array, items: {type: string}}}}\n',
      options: { checkOutput: true },
      errors: [{ messageId: 'noItems', pointer: '/tools/0/outputSchema/properties/rows', data: { path: 'rows' } }],
    },
    {
      name: 'OpenAPI: a query array and a body array',
      code: `openapi: 3.0.3
info: {title: Issues, version: 1.0.0}
paths:
  /issues/{number}/labels:
    post:
      operationId: addLabels
      parameters:
        - {name: number, in: path, description: The issue., schema: {type: integer}}
        - {name: filter, in: query, description: Labels to skip., schema: {type: array, items: {type: string}, maxItems: 10}}
      requestBody:
        content:
          application/json:
            schema: {type: object, properties: {labels: {type: array, items: {type: string}}}}
      responses:
        '200': {description: The labels.}
`,
      errors: [
        {
          messageId: 'noMaxItems',
          pointer: '/paths/~1issues~1{number}~1labels/post/requestBody/content/application~1json/schema/properties/labels',
          line: 13,
          tool: 'addLabels',
          data: { path: 'body.labels' },
        },
      ],
    },
  ],
});

describe('array-items-defined severities', () => {
  it('reports missing items at the rule severity, and a missing maxItems never above info', () => {
    const findings = lintWith(rule, tool('{type: object, properties: {ids: {type: array}, labels: {type: array, items: {type: string}}}}'));
    expect(findings.map((f) => [f.messageId, f.severity])).toEqual([
      ['noItems', 'error'],
      ['noMaxItems', 'info'],
      ['noMaxItems', 'info'],
    ]);
  });
});
