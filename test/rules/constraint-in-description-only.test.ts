import rule from '../../rules/constraint-in-description-only/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (properties: string, extra = '') =>
  `tools:\n  - name: list_orders\n    description: Lists orders.\n    parameters:\n      type: object\n      properties:\n${properties.replace(/^/gm, '        ')}\n${extra}`;
const P = '/tools/0/parameters/properties';

ruleTester(rule).run({
  valid: [
    {
      name: 'a described default the schema has',
      code: tool('limit: {type: integer, default: 30, maximum: 100, description: "Results per page (default: 30, max: 100)."}'),
    },
    { name: 'a range the schema has', code: tool('page: {type: integer, minimum: 1, maximum: 100, description: Page number between 1 and 100.}') },
    { name: 'exclusiveMaximum one above on an integer', code: tool('limit: {type: integer, exclusiveMaximum: 101, description: Up to 100 results.}') },
    { name: 'a string bound needs a length unit', code: tool('tags: {type: string, maxLength: 200, description: A comma-separated list of up to 5 tags.}') },
    {
      name: 'a default that names another parameter',
      code: tool(
        'owner: {type: string, description: The owner.}\nrelated_owner: {type: string, description: "The related owner. Defaults to \'owner\' when omitted."}',
      ),
    },
    { name: 'prose after "default" is no literal', code: tool('ref: {type: string, description: "Git ref; defaults to the default branch."}') },
    { name: 'a list that agrees with the enum', code: tool("state: {type: string, enum: [open, closed], description: \"One of 'open' or 'closed'.\"}") },
    {
      name: 'a list about something else than the enum',
      code: tool("method: {type: string, enum: [add, remove], description: \"Use either 'after_id' or 'before_id' to place it.\"}"),
    },
    { name: "a free string with a list is param-enum-suggested's", code: tool("sort: {type: string, description: \"One of 'asc' or 'desc'.\"}") },
    {
      name: 'Chinese: a default and a bound the schema has',
      code: tool('limit: {type: integer, default: 20, maximum: 100, description: 每页数量，默认 20，最多 100}'),
    },
    { name: 'an enum already bounds the value', code: tool('tickets: {type: integer, enum: [1, 2, 3, 4], description: From 1 to 4 tickets.}') },
    {
      name: "a default restated in the schema's unit",
      code: tool('window_ms: {type: integer, default: 600000, description: "Defaults to 10 minutes (600,000 milliseconds)."}'),
    },
    {
      name: '`default: null` with a default worked out at run time',
      code: tool('since: {type: integer, default: null, description: Defaults to 10 minutes before now.}'),
    },
    { name: 'a default of null is no default', code: tool('since: {type: string, description: "A default value of \'null\' means open."}') },
    { name: "a range on an array is its items'", code: tool('answers: {type: array, items: {type: integer}, description: Answers rated from 1 to 5.}') },
    { name: 'a date is not a range', code: tool('since: {type: integer, description: Seconds since the epoch ranging from 2024-01-01.}') },
    {
      name: 'output schemas are not checked',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {n: {type: integer, description: At most 5.}}}\n',
    },
  ],
  invalid: [
    {
      name: 'a described default the schema lacks',
      code: tool('limit: {type: integer, description: Results per page. Defaults to 30.}'),
      errors: [{ messageId: 'defaultMissing', pointer: `${P}/limit`, line: 7, column: 16, tool: 'list_orders', data: { path: 'limit', value: '30' } }],
    },
    {
      name: 'a described default that contradicts the schema',
      code: tool('include_closed: {type: boolean, default: true, description: Whether to include closed orders. Default is false.}'),
      errors: [{ messageId: 'defaultMismatch', data: { path: 'include_closed', value: 'false', actual: 'true' } }],
    },
    {
      name: 'a quoted default on a string, and a bare one that is an enum member',
      code: tool(
        'currency: {type: string, description: "ISO code. Default: \'EUR\'."}\nsort: {type: string, enum: [newest, oldest], description: Defaults to newest.}',
      ),
      errors: [
        { messageId: 'defaultMissing', pointer: `${P}/currency`, data: { path: 'currency', value: '"EUR"' } },
        { messageId: 'defaultMissing', pointer: `${P}/sort`, data: { path: 'sort', value: '"newest"' } },
      ],
    },
    {
      name: 'two findings from one description: a default and a bound',
      code: tool('limit: {type: integer, description: "Results per page (default 30, at most 100)."}'),
      errors: [
        { messageId: 'boundMissing', pointer: `${P}/limit`, data: { path: 'limit', bound: 'maximum', value: 100, keyword: 'maximum' } },
        { messageId: 'defaultMissing', pointer: `${P}/limit`, data: { path: 'limit', value: '30' } },
      ],
    },
    {
      name: 'a range the schema lacks, in one finding',
      code: tool('percent: {type: number, description: A share between 0 and 1.}'),
      errors: [{ messageId: 'rangeMissing', data: { path: 'percent', min: 0, max: 1, minKeyword: 'minimum', maxKeyword: 'maximum' } }],
    },
    {
      name: 'a bound that contradicts the schema',
      code: tool('limit: {type: integer, maximum: 50, description: "Max 100."}\ncount: {type: integer, exclusiveMinimum: 5, description: At least 1.}'),
      errors: [
        { messageId: 'boundMismatch', pointer: `${P}/limit`, data: { path: 'limit', bound: 'maximum', value: 100, keyword: 'maximum', actual: 50 } },
        { messageId: 'boundMismatch', pointer: `${P}/count`, data: { path: 'count', bound: 'minimum', value: 1, keyword: 'exclusiveMinimum', actual: 5 } },
      ],
    },
    {
      name: 'lengths and item counts',
      code: tool(
        'text: {type: string, description: The post; at most 280 characters.}\nlabels: {type: array, items: {type: string, enum: [a, b]}, description: Up to 10 labels.}',
      ),
      errors: [
        { messageId: 'boundMissing', pointer: `${P}/text`, data: { path: 'text', bound: 'maximum', value: 280, keyword: 'maxLength' } },
        { messageId: 'boundMissing', pointer: `${P}/labels`, data: { path: 'labels', bound: 'maximum', value: 10, keyword: 'maxItems' } },
      ],
    },
    {
      name: 'simplified Chinese: 默认 and 最多',
      code: tool('limit: {type: integer, description: 每页数量，默认 20，最多 50 个}'),
      errors: [
        { messageId: 'boundMissing', data: { path: 'limit', bound: 'maximum', value: 50, keyword: 'maximum' } },
        { messageId: 'defaultMissing', data: { path: 'limit', value: '20' } },
      ],
    },
    {
      name: 'traditional Chinese: 預設 and 不超過 … 字元',
      code: tool('title: {type: string, description: 標題，不超過 80 字元，預設為 "未命名"}'),
      errors: [
        { messageId: 'boundMissing', data: { path: 'title', bound: 'maximum', value: 80, keyword: 'maxLength' } },
        { messageId: 'defaultMissing', data: { path: 'title', value: '"未命名"' } },
      ],
    },
    {
      name: 'a described list that the enum contradicts',
      code: tool("state: {type: string, enum: [open, closed], description: \"One of 'open', 'closed' or 'all'.\"}"),
      errors: [{ messageId: 'enumMismatch', pointer: `${P}/state`, data: { path: 'state', values: '"all"' } }],
    },
    {
      name: 'a list on a number, and on a string with a pattern, with no enum',
      code: tool(
        'page_size: {type: integer, description: "One of 10, 20 or 50."}\ncode: {type: string, pattern: "^[A-Z][0-9]$", description: "Allowed values: A1, B2."}',
      ),
      errors: [
        { messageId: 'enumMissing', pointer: `${P}/page_size`, data: { path: 'page_size', values: '"10", "20", "50"' } },
        { messageId: 'enumMissing', pointer: `${P}/code`, data: { path: 'code', values: '"A1", "B2"' } },
      ],
    },
    {
      name: 'reached through $ref: the finding points at the description, here on the definition',
      code: tool("limit: {$ref: '#/$defs/Limit'}", '      $defs:\n        Limit: {type: integer, description: At most 100.}\n'),
      errors: [
        {
          messageId: 'boundMissing',
          pointer: '/tools/0/parameters/$defs/Limit',
          line: 9,
          data: { path: 'limit', bound: 'maximum', value: 100, keyword: 'maximum' },
        },
      ],
    },
    {
      name: 'a nullable anyOf with the description outside',
      code: tool('limit: {anyOf: [{type: integer}, {type: "null"}], description: Up to 25.}'),
      errors: [{ messageId: 'boundMissing', pointer: `${P}/limit`, data: { path: 'limit', bound: 'maximum', value: 25, keyword: 'maximum' } }],
    },
    {
      name: 'options: phrase lists replaced',
      code: tool(
        'a: {type: integer, description: "standard 5"}\nb: {type: integer, description: "ceiling 9"}\nc: {type: integer, description: "floor 2"}\nd: {type: integer, description: "span 1..4"}\ne: {type: string, description: "cap 12 glyphs"}\nf: {type: integer, description: "pick 1, 2"}',
      ),
      options: {
        defaultPhrases: ['standard'],
        maxPhrases: ['ceiling', 'cap'],
        minPhrases: ['floor'],
        rangePhrases: ['span'],
        lengthUnits: ['glyphs'],
        listPhrases: ['pick'],
        examplePhrases: [],
        openEndPhrases: [],
      },
      errors: [
        { messageId: 'defaultMissing', pointer: `${P}/a`, data: { path: 'a', value: '5' } },
        { messageId: 'boundMissing', pointer: `${P}/b`, data: { path: 'b', bound: 'maximum', value: 9, keyword: 'maximum' } },
        { messageId: 'boundMissing', pointer: `${P}/c`, data: { path: 'c', bound: 'minimum', value: 2, keyword: 'minimum' } },
        { messageId: 'rangeMissing', pointer: `${P}/d`, data: { path: 'd', min: 1, max: 4, minKeyword: 'minimum', maxKeyword: 'maximum' } },
        { messageId: 'boundMissing', pointer: `${P}/e`, data: { path: 'e', bound: 'maximum', value: 12, keyword: 'maxLength' } },
        { messageId: 'enumMissing', pointer: `${P}/f`, data: { path: 'f', values: '"1", "2"' } },
      ],
    },
    {
      name: 'examplePhrases and openEndPhrases keep a list open',
      code: tool('n: {type: integer, description: "Any size, e.g. one of 10, 20"}\nm: {type: integer, description: "One of 10, 20 etc"}'),
      errors: [{ messageId: 'enumMissing', pointer: `${P}/n`, data: { path: 'n', values: '"10", "20"' } }],
      options: { examplePhrases: ['for instance'], openEndPhrases: ['etc'] },
    },
    {
      name: 'OpenAPI: a query parameter described on the parameter object',
      code: `openapi: 3.0.3
info: {title: t, version: "1"}
paths:
  /orders:
    get:
      operationId: list_orders
      parameters:
        - name: per_page
          in: query
          description: "Results per page (default: 30, max: 100)."
          schema: {type: integer, maximum: 100}
      responses: {"200": {description: ok}}
`,
      errors: [{ messageId: 'defaultMissing', line: 11, data: { path: 'per_page', value: '30' } }],
    },
  ],
});
