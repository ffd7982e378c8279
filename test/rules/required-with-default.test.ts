import rule from '../../rules/required-with-default/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string) => `tools:\n  - name: list_issues\n    description: Lists issues.\n    parameters: ${parameters}\n`;
const P = '/tools/0/parameters';

ruleTester(rule).run({
  valid: [
    { code: tool('{type: object, required: [repo], properties: {repo: {type: string}, state: {type: string, enum: [open, closed], default: open}}}') },
    {
      name: 'a default on a nested optional property',
      code: tool('{type: object, required: [filters], properties: {filters: {type: object, properties: {state: {type: string, default: open}}}}}'),
    },
    {
      name: 'conditions restate properties',
      code: tool('{type: object, properties: {state: {type: string}}, if: {required: [state], properties: {state: {default: open}}}, then: {}}'),
    },
    {
      name: 'OpenAI strict mode requires every property, so defaults are left alone',
      code: [
        {
          type: 'function',
          function: {
            name: 'list_issues',
            description: 'Lists issues.',
            strict: true,
            parameters: {
              type: 'object',
              additionalProperties: false,
              required: ['state'],
              properties: { state: { type: ['string', 'null'], default: 'open' } },
            },
          },
        },
      ],
    },
    {
      name: 'output schemas are not checked',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, required: [n], properties: {n: {type: integer, default: 0}}}\n',
    },
  ],
  invalid: [
    {
      name: 'a required parameter with a default',
      code: tool('\n      type: object\n      required: [state]\n      properties:\n        state: {type: string, description: 问题状态, default: open}'),
      errors: [
        {
          messageId: 'requiredWithDefault',
          pointer: `${P}/properties/state`,
          line: 8,
          column: 16,
          tool: 'list_issues',
          data: { path: 'state', value: '"open"' },
        },
      ],
    },
    {
      name: 'two findings, one nested, with long defaults shortened',
      code: tool(
        '{type: object, required: [per_page, filters], properties: {per_page: {type: integer, default: 30}, filters: {type: object, required: [labels], properties: {labels: {type: array, default: [bug, enhancement, documentation, "good first issue"]}}}}}',
      ),
      errors: [
        { messageId: 'requiredWithDefault', pointer: `${P}/properties/per_page`, data: { path: 'per_page', value: '30' } },
        {
          messageId: 'requiredWithDefault',
          pointer: `${P}/properties/filters/properties/labels`,
          data: { path: 'filters.labels', value: '["bug","enhancement","documentation","g…' },
        },
      ],
    },
    {
      name: 'reached through $ref: the target holds the default',
      code: tool(
        `{type: object, required: [sort], properties: {sort: {$ref: '#/$defs/Sort'}}, $defs: {Sort: {type: string, enum: [created, updated], default: created}}}`,
      ),
      errors: [{ messageId: 'requiredWithDefault', pointer: `${P}/$defs/Sort`, data: { path: 'sort', value: '"created"' } }],
    },
    {
      name: 'ignoreStrict: false checks strict tools too',
      code: [
        {
          type: 'function',
          function: {
            name: 'list_issues',
            description: 'Lists issues.',
            strict: true,
            parameters: { type: 'object', required: ['state'], properties: { state: { type: 'string', default: 'open' } } },
          },
        },
      ],
      options: { ignoreStrict: false },
      errors: [{ messageId: 'requiredWithDefault', pointer: '/0/function/parameters/properties/state', line: 14, data: { path: 'state', value: '"open"' } }],
    },
    {
      name: 'OpenAPI: a required query parameter with a default',
      code: `openapi: 3.0.3
info: {title: Issues, version: 1.0.0}
paths:
  /issues:
    get:
      operationId: listIssues
      parameters:
        - {name: state, in: query, required: true, description: Issue state., schema: {type: string, default: open}}
      responses:
        '200': {description: The issues.}
`,
      errors: [
        {
          messageId: 'requiredWithDefault',
          pointer: '/paths/~1issues/get/parameters/0/schema',
          line: 8,
          tool: 'listIssues',
          data: { path: 'state', value: '"open"' },
        },
      ],
    },
  ],
});
