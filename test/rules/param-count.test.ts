import rule from '../../rules/param-count/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

/** `n` string properties named p1…pn, as YAML flow text. */
const props = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}: {type: string}`).join(', ');
const tool = (parameters: string, name = 'create_report') => `tools:\n  - name: ${name}\n    description: Builds a report.\n    parameters: ${parameters}\n`;
const P = '/tools/0/parameters';

ruleTester(rule).run({
  valid: [
    { name: '15 parameters', code: tool(`{type: object, properties: {${props(15)}}}`) },
    { name: 'nested parameters are not top-level', code: tool(`{type: object, properties: {a: {type: object, properties: {${props(20)}}}}}`) },
    { name: 'max: 20', code: tool(`{type: object, properties: {${props(20)}}}`), options: { max: 20 } },
    { name: 'no input schema', code: 'tools:\n  - name: ping_server\n    description: Checks the server.\n' },
    {
      name: 'a parameter listed in two allOf branches counts once',
      code: tool(`{allOf: [{type: object, properties: {${props(10)}}}, {type: object, properties: {${props(5)}}}]}`),
    },
  ],
  invalid: [
    {
      name: '16 parameters',
      code: tool(`{type: object, properties: {${props(16)}}}`),
      errors: [{ messageId: 'tooMany', pointer: P, line: 4, column: 17, tool: 'create_report', data: { name: 'create_report', count: 16, max: 15 } }],
    },
    {
      name: 'max: 3, two tools over it',
      code: `tools:
  - name: create_report
    description: Builds a report.
    parameters: {type: object, properties: {${props(4)}}}
  - name: get_weather
    description: 查询天气。
    parameters: {type: object, properties: {${props(5, 'q')}}}
`,
      options: { max: 3 },
      errors: [
        { messageId: 'tooMany', pointer: P, tool: 'create_report', data: { name: 'create_report', count: 4, max: 3 } },
        { messageId: 'tooMany', pointer: '/tools/1/parameters', tool: 'get_weather', data: { name: 'get_weather', count: 5, max: 3 } },
      ],
    },
    {
      name: 'parameters from allOf branches reached through $ref count too',
      code: tool(
        `{allOf: [{$ref: '#/$defs/Paging'}, {type: object, properties: {${props(14)}}}], $defs: {Paging: {type: object, properties: {cursor: {type: string}, limit: {type: integer}}}}}`,
      ),
      errors: [{ messageId: 'tooMany', pointer: P, data: { name: 'create_report', count: 16, max: 15 } }],
    },
    {
      name: 'OpenAPI: query parameters and the body',
      code: `openapi: 3.0.3
info: {title: Reports, version: 1.0.0}
paths:
  /reports:
    post:
      operationId: createReport
      parameters:
        - {name: a, in: query, schema: {type: string}}
        - {name: b, in: query, schema: {type: string}}
        - {name: c, in: query, schema: {type: string}}
      requestBody:
        content:
          application/json:
            schema: {type: object}
      responses:
        '201': {description: Created.}
`,
      options: { max: 3 },
      errors: [{ messageId: 'tooMany', pointer: '/paths/~1reports/post', tool: 'createReport', data: { name: 'createReport', count: 4, max: 3 } }],
    },
  ],
});
