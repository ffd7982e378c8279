import { expect, it } from 'vitest';
import rule from '../../rules/enum-codes-explained/index.js';
import { lintWith, ruleTester } from '../helpers/rule-tester.js';

const tool = (props: string, description = 'Reads a report.') =>
  `tools:\n  - name: get_report\n    description: ${description}\n    parameters: {type: object, properties: ${props}}\n`;
const P = '/tools/0/parameters/properties';

ruleTester(rule).run({
  valid: [
    { code: tool('{period: {type: string, enum: [d1, w1, m1], description: "Window: d1 = one day, w1 = one week, m1 = one month."}}') },
    {
      name: 'explained in Chinese, or with the code in brackets after its meaning',
      code: tool(
        '{period: {type: string, enum: [d1, m3], description: d1 表示一天，m3 表示三个月}, side: {type: string, enum: [L, R], description: "left (L) or right (R)"}}',
      ),
    },
    {
      name: 'explained in the tool description',
      code: tool('{period: {type: string, enum: [d1, m3]}}', "'Reads a report. Periods: d1 for one day, m3 for three months.'"),
    },
    {
      name: 'readable values and allowed codes',
      code: tool(
        '{period: {type: string, enum: [day, week]}, version: {type: string, enum: [v1, v2]}, heading: {type: string, enum: [h1, h2]}, axis: {type: string, enum: [x, y]}, lang: {type: string, enum: [en, fr]}}',
      ),
    },
    {
      name: 'one description per value under a description key',
      code: tool('{period: {type: string, enum: [d1, m3], x-enumDescriptions: [one day, three months]}}'),
    },
    {
      name: 'output enums are not checked by default',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {grade: {type: string, enum: [A, B]}}}\n',
    },
    { name: 'allow replaces the list of accepted codes', code: tool('{period: {type: string, enum: [d1, m3]}}'), options: { allow: ['^[dm]\\d$'] } },
  ],
  invalid: [
    {
      name: 'two findings: codes left unexplained, and one explained among others',
      code: tool(
        '{period: {type: string, enum: [d1, m3], description: The reporting window.}, grade: {type: string, enum: [A, B, C], description: "Minimum grade; A: excellent."}}',
      ),
      errors: [
        {
          messageId: 'unexplained',
          pointer: `${P}/period`,
          line: 4,
          column: 53,
          tool: 'get_report',
          data: { path: 'period', tool: 'get_report', codes: '"d1", "m3"' },
        },
        { messageId: 'unexplained', pointer: `${P}/grade`, data: { path: 'grade', tool: 'get_report', codes: '"B", "C"' } },
      ],
    },
    {
      name: 'array items, described by the array; more than five codes',
      code: tool('{zones: {type: array, description: Zones to include., items: {type: string, enum: [z1, z2, z3, z4, z5, z6, z7]}}}'),
      errors: [
        {
          messageId: 'unexplained',
          pointer: `${P}/zones/items`,
          data: { path: 'zones[]', tool: 'get_report', codes: '"z1", "z2", "z3", "z4", "z5", and 2 more' },
        },
      ],
    },
    {
      name: 'reached through $ref: the definition is reported once',
      code: `tools:
  - name: get_report
    description: Reads a report.
    parameters:
      type: object
      properties:
        period: {$ref: '#/$defs/Period'}
        compare_to: {$ref: '#/$defs/Period'}
      $defs:
        Period: {type: string, enum: [d1, m3]}
`,
      errors: [
        { messageId: 'unexplained', pointer: '/tools/0/parameters/$defs/Period', line: 10, data: { path: 'period', tool: 'get_report', codes: '"d1", "m3"' } },
      ],
    },
    {
      name: 'codePatterns, descriptionKeys and checkOutput',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object, properties: {tier: {type: string, enum: [T-1, T-2], enumNames: [Gold, Silver]}}}\n    outputSchema: {type: object, properties: {tier: {type: string, enum: [T-1, T-2]}}}\n',
      options: { codePatterns: ['^T-\\d$'], descriptionKeys: [], checkOutput: true },
      errors: [
        { messageId: 'unexplained', pointer: '/tools/0/inputSchema/properties/tier', data: { path: 'tier', tool: 'get_a', codes: '"T-1", "T-2"' } },
        { messageId: 'unexplainedOutput', pointer: '/tools/0/outputSchema/properties/tier', data: { path: 'tier', tool: 'get_a', codes: '"T-1", "T-2"' } },
      ],
    },
    {
      name: 'OpenAPI: a query parameter',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /search:\n    get:\n      operationId: search_site\n      parameters:\n        - {name: filter, in: query, description: Site filter., schema: {type: string, enum: [e, i]}}\n      responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'unexplained',
          pointer: '/paths/~1search/get/parameters/0/schema',
          line: 8,
          tool: 'search_site',
          data: { path: 'filter', tool: 'search_site', codes: '"e", "i"' },
        },
      ],
    },
  ],
});

it('enum-codes-explained: a bad pattern is a config error with a sentence', () => {
  expect(() => lintWith(rule, tool('{a: {type: string, enum: [d1]}}'), { codePatterns: ['('] })).toThrow(
    /option "codePatterns" holds "\(", which is not a valid regular expression/,
  );
});
