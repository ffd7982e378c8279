import rule from '../../rules/param-consistent-across-tools/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const registry = (...tools: Array<[string, string]>) =>
  `tools:\n${tools.map(([name, props]) => `  - name: ${name}\n    description: Does ${name}.\n    parameters: {type: object, properties: ${props}}\n`).join('')}`;
const P = (i: number, name: string) => `/tools/${i}/parameters/properties/${name}`;

ruleTester(rule).run({
  valid: [
    { code: registry(['get_issue', '{issue_id: {type: integer}}'], ['close_issue', '{issue_id: {type: integer}}']) },
    { name: 'a name used by one tool only', code: registry(['get_issue', '{issue_id: {type: integer}}'], ['get_user', '{login: {type: string}}']) },
    {
      name: 'nullability is not a type difference',
      code: registry(['get_issue', '{since: {type: string}}'], ['list_issues', '{since: {type: [string, "null"]}}']),
    },
    {
      name: "an undeclared type is another rule's matter",
      code: registry(['get_issue', '{issue_id: {type: integer}}'], ['close_issue', '{issue_id: {description: The issue.}}']),
    },
    {
      name: 'by default, different value sets are fine: sort orders differ by resource',
      code: registry(
        ['list_issues', '{sort: {type: string, enum: [created, updated]}}'],
        ['search_repos', '{sort: {type: string, enum: [stars, forks]}}'],
        ['create_gist', '{sort: {type: string}}'],
      ),
    },
    {
      name: "ignored names: a method picks among each tool's own actions",
      code: registry(
        ['issue_read', '{method: {type: string, enum: [get, get_comments]}}'],
        ['pr_read', '{method: {type: string, enum: [get, get_diff]}, mode: {type: integer}}'],
        ['x_run', '{mode: {type: string}}'],
      ),
    },
    {
      name: 'nested properties are compared only with nested: true',
      code: registry(['get_issue', '{filter: {type: object, properties: {state: {type: string}}}}'], ['list_prs', '{state: {type: integer}}']),
    },
    {
      name: 'compare: type only',
      code: registry(['get_issue', '{since: {type: string, format: date-time}}'], ['list_issues', '{since: {type: string}}']),
      options: { compare: ['type'] },
    },
  ],
  invalid: [
    {
      name: 'two tools disagree on a type: each is reported at its own place, naming the other',
      code: registry(['get_issue', '{issue_id: {type: integer}}'], ['close_issue', '{issue_id: {type: string}}']),
      errors: [
        {
          messageId: 'type',
          pointer: P(0, 'issue_id'),
          line: 4,
          column: 55,
          tool: 'get_issue',
          data: { path: 'issue_id', tool: 'get_issue', value: 'of type integer', others: '"close_issue"', expected: 'of type string' },
        },
        {
          messageId: 'type',
          pointer: P(1, 'issue_id'),
          tool: 'close_issue',
          data: { path: 'issue_id', tool: 'close_issue', value: 'of type string', others: '"get_issue"', expected: 'of type integer' },
        },
      ],
    },
    {
      name: 'a clear majority: only the odd one out is reported, naming the majority',
      code: registry(
        ['get_issue', '{issue_id: {type: integer}}'],
        ['close_issue', '{issue_id: {type: integer}}'],
        ['lock_issue', '{issue_id: {type: integer}}'],
        ['label_issue', '{issue_id: {type: number}}'],
        ['pin_issue', '{issue_id: {type: integer}}'],
      ),
      errors: [
        {
          messageId: 'type',
          pointer: P(3, 'issue_id'),
          tool: 'label_issue',
          data: {
            path: 'issue_id',
            tool: 'label_issue',
            value: 'of type number',
            others: '"get_issue", "close_issue", "lock_issue" and 1 more',
            expected: 'of type integer',
          },
        },
      ],
    },
    {
      name: 'format and pattern, present in one tool and absent in another',
      code: registry(
        ['list_issues', '{since: {type: string, format: date-time}, repo: {type: string, pattern: "^[\\\\w.-]+$"}}'],
        ['list_prs', '{since: {type: string}, repo: {type: string}}'],
      ),
      errors: [
        {
          messageId: 'format',
          pointer: P(0, 'since'),
          tool: 'list_issues',
          data: { path: 'since', tool: 'list_issues', value: 'format "date-time"', others: '"list_prs"', expected: 'no format' },
        },
        {
          messageId: 'pattern',
          pointer: P(0, 'repo'),
          tool: 'list_issues',
          data: { path: 'repo', tool: 'list_issues', value: 'pattern "^[\\\\w.-]+$"', others: '"list_prs"', expected: 'no pattern' },
        },
        {
          messageId: 'format',
          pointer: P(1, 'since'),
          tool: 'list_prs',
          data: { path: 'since', tool: 'list_prs', value: 'no format', others: '"list_issues"', expected: 'format "date-time"' },
        },
        {
          messageId: 'pattern',
          pointer: P(1, 'repo'),
          tool: 'list_prs',
          data: { path: 'repo', tool: 'list_prs', value: 'no pattern', others: '"list_issues"', expected: 'pattern "^[\\\\w.-]+$"' },
        },
      ],
    },
    {
      name: 'one value spelt two ways (the default enums: spelling)',
      code: registry(
        ['list_issues', '{state: {type: string, enum: [OPEN, CLOSED]}}'],
        ['list_prs', '{state: {type: string, enum: [open, closed, all]}}'],
        ['update_issue', '{state: {type: string, enum: [open, closed]}}'],
      ),
      errors: [
        {
          messageId: 'enumSpelling',
          pointer: P(0, 'state'),
          tool: 'list_issues',
          data: { path: 'state', tool: 'list_issues', value: '"OPEN"', others: '"list_prs" and "update_issue"', expected: '"open"' },
        },
      ],
    },
    {
      name: 'enums: exact reports different value sets and a missing enum',
      code: registry(
        ['list_issues', '{state: {type: string, enum: [open, closed]}}'],
        ['list_prs', '{state: {type: string, enum: [closed, open]}}'],
        ['list_alerts', '{state: {type: string, enum: [open, fixed]}}'],
        ['list_gists', '{state: {type: string}}'],
      ),
      options: { enums: 'exact' },
      errors: [
        {
          messageId: 'enum',
          pointer: P(2, 'state'),
          tool: 'list_alerts',
          data: {
            path: 'state',
            tool: 'list_alerts',
            value: 'enum ["open","fixed"]',
            others: '"list_issues" and "list_prs"',
            expected: 'enum ["open","closed"]',
          },
        },
        {
          messageId: 'enum',
          pointer: P(3, 'state'),
          tool: 'list_gists',
          data: { path: 'state', tool: 'list_gists', value: 'no enum', others: '"list_issues" and "list_prs"', expected: 'enum ["open","closed"]' },
        },
      ],
    },
    {
      name: 'nested: true compares nested properties by their own name; ignore: [] compares every name; maxNamed',
      code: registry(
        ['get_issue', '{filter: {type: object, properties: {state: {type: string}}}}'],
        ['list_prs', '{state: {type: integer}}'],
        ['list_x', '{mode: {type: string}}'],
        ['list_y', '{mode: {type: integer}}'],
      ),
      options: { nested: true, ignore: [], maxNamed: 1 },
      errors: [
        {
          messageId: 'type',
          pointer: '/tools/0/parameters/properties/filter/properties/state',
          tool: 'get_issue',
          data: { path: 'filter.state', tool: 'get_issue', value: 'of type string', others: '"list_prs"', expected: 'of type integer' },
        },
        {
          messageId: 'type',
          pointer: P(1, 'state'),
          tool: 'list_prs',
          data: { path: 'state', tool: 'list_prs', value: 'of type integer', others: '"get_issue"', expected: 'of type string' },
        },
        {
          messageId: 'type',
          pointer: P(2, 'mode'),
          tool: 'list_x',
          data: { path: 'mode', tool: 'list_x', value: 'of type string', others: '"list_y"', expected: 'of type integer' },
        },
        {
          messageId: 'type',
          pointer: P(3, 'mode'),
          tool: 'list_y',
          data: { path: 'mode', tool: 'list_y', value: 'of type integer', others: '"list_x"', expected: 'of type string' },
        },
      ],
    },
    {
      name: "reached through $ref: the definition's type is compared, and the finding points at the property",
      code: `tools:
  - name: get_issue
    description: Reads an issue.
    parameters:
      type: object
      properties:
        issue_id: {$ref: '#/$defs/IssueId'}
      $defs:
        IssueId: {type: string, description: "The issue key, e.g. PROJ-12."}
  - name: close_issue
    description: Closes an issue.
    parameters: {type: object, properties: {issue_id: {type: integer}}}
`,
      errors: [
        {
          messageId: 'type',
          pointer: '/tools/0/parameters/properties/issue_id',
          line: 7,
          tool: 'get_issue',
          data: { path: 'issue_id', tool: 'get_issue', value: 'of type string', others: '"close_issue"', expected: 'of type integer' },
        },
        {
          messageId: 'type',
          pointer: '/tools/1/parameters/properties/issue_id',
          line: 12,
          tool: 'close_issue',
          data: { path: 'issue_id', tool: 'close_issue', value: 'of type integer', others: '"get_issue"', expected: 'of type string' },
        },
      ],
    },
    {
      name: 'OpenAPI: operations of one document disagree',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /pets/{pet_id}:\n    get:\n      operationId: get_pet\n      parameters:\n        - {name: pet_id, in: path, required: true, schema: {type: integer}}\n      responses: {"200": {description: ok}}\n    delete:\n      operationId: delete_pet\n      parameters:\n        - {name: pet_id, in: path, required: true, schema: {type: string}}\n      responses: {"204": {description: gone}}\n',
      errors: [
        {
          messageId: 'type',
          pointer: '/paths/~1pets~1{pet_id}/get/parameters/0/schema',
          line: 8,
          tool: 'get_pet',
          data: { path: 'pet_id', tool: 'get_pet', value: 'of type integer', others: '"delete_pet"', expected: 'of type string' },
        },
        {
          messageId: 'type',
          pointer: '/paths/~1pets~1{pet_id}/delete/parameters/0/schema',
          line: 13,
          tool: 'delete_pet',
          data: { path: 'pet_id', tool: 'delete_pet', value: 'of type string', others: '"get_pet"', expected: 'of type integer' },
        },
      ],
    },
  ],
});
