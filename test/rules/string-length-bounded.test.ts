import rule from '../../rules/string-length-bounded/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string) => `tools:\n  - name: create_ticket\n    description: Opens a ticket.\n    parameters: ${parameters}\n`;
const P = '/tools/0/parameters';

ruleTester(rule).run({
  valid: [
    {
      code: tool(
        '{type: object, required: [title], properties: {title: {type: string, minLength: 1, maxLength: 200}, body: {type: string, maxLength: 20000}}}',
      ),
    },
    {
      name: 'strings shaped by enum, const, format or pattern are not free text',
      code: tool(
        '{type: object, required: [a, b, c, d], properties: {a: {type: string, enum: [x, y]}, b: {type: string, const: v1}, c: {type: string, format: date}, d: {type: string, pattern: "^[A-Z]{3}$"}}}',
      ),
    },
    { name: 'an optional string needs no minLength', code: tool('{type: object, properties: {note: {type: string, maxLength: 500}}}') },
    {
      name: 'numbers, booleans and untyped values are not strings',
      code: tool('{type: object, required: [n], properties: {n: {type: integer}, b: {type: boolean}, v: {description: anything}}}'),
    },
    {
      name: 'checkMinLength: false asks only for maxLength',
      code: tool('{type: object, required: [title], properties: {title: {type: string, maxLength: 200}}}'),
      options: { checkMinLength: false },
    },
    {
      name: 'replacement text may be empty, by name or by description',
      code: tool(
        '{type: object, required: [oldString, newString, suffix, 后缀], properties: {oldString: {type: string, minLength: 1, maxLength: 100000}, newString: {type: string, maxLength: 100000}, suffix: {type: string, maxLength: 20, description: Appended text; an empty string appends nothing.}, 后缀: {type: string, maxLength: 20, description: 追加的文本，可以为空。}}}',
      ),
    },
    {
      name: '--target anthropic-strict rejects maxLength and minLength, so neither is asked for',
      code: tool('{type: object, required: [title], properties: {title: {type: string}}}'),
      targets: ['anthropic-strict'],
    },
    {
      name: 'output schemas are not checked',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {name: {type: string}}}\n',
    },
  ],
  invalid: [
    {
      name: 'a target that accepts the keywords (gemini) is still asked for them',
      code: tool('{type: object, properties: {note: {type: string}}}'),
      targets: ['gemini'],
      errors: [{ messageId: 'noMaxLength', pointer: `${P}/properties/note`, data: { path: 'note' } }],
    },
    {
      name: 'two findings on one required string',
      code: tool('\n      type: object\n      required: [title]\n      properties:\n        title: {type: string, description: 工单标题}'),
      errors: [
        { messageId: 'noMinLength', pointer: `${P}/properties/title`, line: 8, column: 16, tool: 'create_ticket', data: { path: 'title' } },
        { messageId: 'noMaxLength', pointer: `${P}/properties/title`, line: 8, column: 16, data: { path: 'title' } },
      ],
    },
    {
      name: 'minLength 0 on a required string is no minimum',
      code: tool('{type: object, required: [title], properties: {title: {type: string, minLength: 0, maxLength: 80}}}'),
      errors: [{ messageId: 'noMinLength', pointer: `${P}/properties/title`, data: { path: 'title' } }],
    },
    {
      name: 'nested strings, array items and nullable strings',
      code: tool(
        '{type: object, properties: {filters: {type: object, properties: {text: {type: [string, "null"], description: Full-text filter.}}}, tags: {type: array, items: {type: string}}}}',
      ),
      errors: [
        { messageId: 'noMaxLength', pointer: `${P}/properties/filters/properties/text`, data: { path: 'filters.text' } },
        { messageId: 'noMaxLength', pointer: `${P}/properties/tags/items`, data: { path: 'tags[]' } },
      ],
    },
    {
      name: 'reached through $ref: a required property takes its place from the reference',
      code: tool(`{type: object, required: [assignee], properties: {assignee: {$ref: '#/$defs/Login'}}, $defs: {Login: {type: string, maxLength: 39}}}`),
      errors: [{ messageId: 'noMinLength', pointer: `${P}/$defs/Login`, data: { path: 'assignee' } }],
    },
    {
      name: 'checkMinLength: false still asks for maxLength',
      code: tool('{type: object, required: [title], properties: {title: {type: string}}}'),
      options: { checkMinLength: false },
      errors: [{ messageId: 'noMaxLength', data: { path: 'title' } }],
    },
    {
      name: 'OpenAPI: a path parameter is always required',
      code: `openapi: 3.0.3
info: {title: Repos, version: 1.0.0}
paths:
  /repos/{owner}:
    get:
      operationId: getRepo
      parameters:
        - name: owner
          in: path
          description: The account that owns the repository.
          schema: {type: string, maxLength: 39}
      responses:
        '200': {description: The repository.}
`,
      errors: [{ messageId: 'noMinLength', pointer: '/paths/~1repos~1{owner}/get/parameters/0/schema', line: 11, tool: 'getRepo', data: { path: 'owner' } }],
    },
    {
      name: 'emptyAllowedNames and emptyAllowedPhrases replace their lists',
      code: tool(
        '{type: object, required: [newString, note, memo, title], properties: {newString: {type: string, maxLength: 10}, note: {type: string, maxLength: 10}, memo: {type: string, maxLength: 10, description: Send nothing to reset it.}, title: {type: string, maxLength: 10, description: Leave empty to keep the title.}}}',
      ),
      options: { emptyAllowedNames: ['note'], emptyAllowedPhrases: ['to reset'] },
      errors: [
        { messageId: 'noMinLength', pointer: `${P}/properties/newString`, data: { path: 'newString' } },
        { messageId: 'noMinLength', pointer: `${P}/properties/title`, data: { path: 'title' } },
      ],
    },
  ],
});
