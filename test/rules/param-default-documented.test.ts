import rule from '../../rules/param-default-documented/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (props: string, extra = '') =>
  `tools:\n  - name: list_issues\n    description: Lists issues.\n    parameters: {type: object, ${extra}properties: ${props}}\n`;
const P = '/tools/0/parameters/properties';

ruleTester(rule).run({
  valid: [
    { code: tool('{state: {type: string, enum: [open, closed], default: open, description: Only issues in this state.}}') },
    { name: 'required parameters need no default', code: tool('{repo: {type: string, description: The repository.}}', 'required: [repo], ') },
    {
      name: 'the description says what omission means (English)',
      code: tool(
        '{state: {type: string, description: Only issues in this state; all states when omitted.}, per_page: {type: integer, description: "Results per page (defaults to 30)."}}',
      ),
    },
    {
      name: 'the description says what omission means (Chinese, simplified and traditional)',
      code: tool('{state: {type: string, description: 工单状态，不填则返回全部。}, page: {type: integer, description: 頁碼，預設為 1。}}'),
    },
    {
      name: 'a parameter that says when it applies',
      code: tool(
        '{body: {type: string, description: "Comment text (required for the add and reply methods)."}, sha: {type: string, description: "The blob SHA; if provided, used instead of ref."}}',
      ),
    },
    { name: 'a filter: leaving it out does not filter', code: tool('{label: {type: string, description: Filter issues by this label.}}') },
    { name: 'const needs no default', code: tool('{kind: {const: issue, description: Always issue.}}') },
    {
      name: 'required through allOf at the root',
      code: tool('{}', 'required: [repo], allOf: [{type: object, properties: {repo: {type: string, description: The repository.}}}], '),
    },
    {
      name: 'a $ref target takes the description of the reference',
      code: tool(
        '{state: {$ref: "#/$defs/State", description: "Issue state; all states when omitted."}}',
        '$defs: {State: {type: string, enum: [open, closed]}}, ',
      ),
    },
    {
      name: 'output schemas are not checked',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {id: {type: string}}}\n',
    },
    {
      name: 'nested: false checks top-level parameters only',
      code: tool('{filters: {type: object, default: {}, properties: {state: {type: string, description: The state.}}}}'),
      options: { nested: false },
    },
    { name: 'phrases can be replaced', code: tool('{state: {type: string, description: "Issue state (n/a: all)."}}'), options: { phrases: ['n/a'] } },
  ],
  invalid: [
    {
      name: 'two optional parameters, English and Chinese',
      code: tool('{state: {type: string, description: Issue state.}, page: {type: integer, description: 页码}}'),
      errors: [
        { messageId: 'undocumented', pointer: `${P}/state`, line: 4, column: 52, tool: 'list_issues', data: { path: 'state', tool: 'list_issues' } },
        { messageId: 'undocumented', pointer: `${P}/page`, data: { path: 'page', tool: 'list_issues' } },
      ],
    },
    {
      name: 'no description at all, and a nested optional property',
      code: tool(
        '{sort: {type: string}, filters: {type: object, description: Narrows the list; no filtering when omitted., properties: {since: {type: string, description: A date.}}}}',
      ),
      errors: [
        { messageId: 'undocumented', pointer: `${P}/sort`, data: { path: 'sort', tool: 'list_issues' } },
        { messageId: 'undocumented', pointer: `${P}/filters/properties/since`, data: { path: 'filters.since', tool: 'list_issues' } },
      ],
    },
    {
      name: "reached through $ref: a definition's optional property, reported once",
      code: `tools:
  - name: list_issues
    description: Lists issues.
    parameters:
      type: object
      properties:
        page: {$ref: '#/$defs/Page', description: Which page; the first when omitted.}
        next: {$ref: '#/$defs/Page', description: Which page; the first when omitted.}
      $defs:
        Page:
          type: object
          properties:
            size: {type: integer, description: Items per page.}
`,
      errors: [
        { messageId: 'undocumented', pointer: '/tools/0/parameters/$defs/Page/properties/size', line: 13, data: { path: 'page.size', tool: 'list_issues' } },
      ],
    },
    {
      name: 'phrases: a replaced list no longer accepts "default"',
      code: tool('{state: {type: string, description: "Issue state (default: open)."}}'),
      options: { phrases: ['n/a'] },
      errors: [{ messageId: 'undocumented', pointer: `${P}/state`, data: { path: 'state', tool: 'list_issues' } }],
    },
    {
      name: 'OpenAPI: an optional query parameter',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /issues:\n    get:\n      operationId: list_issues\n      parameters:\n        - {name: state, in: query, description: Issue state., schema: {type: string}}\n        - {name: per_page, in: query, description: Page size., schema: {type: integer, default: 30}}\n      responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'undocumented',
          pointer: '/paths/~1issues/get/parameters/0/schema',
          line: 8,
          tool: 'list_issues',
          data: { path: 'state', tool: 'list_issues' },
        },
      ],
    },
  ],
});
