import rule from '../../rules/pagination-cursor/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const GOOD_IN =
  '{type: object, properties: {query: {type: string}, cursor: {type: string, description: The next_cursor of the previous page.}, limit: {type: integer, minimum: 1, maximum: 100}}}';
const GOOD_OUT = '{type: object, properties: {items: {type: array}, next_cursor: {type: [string, "null"]}, has_more: {type: boolean}}}';
const mcp = (name: string, input: string, output?: string) =>
  `  - name: ${name}\n    description: Lists things.\n    inputSchema: ${input}\n${output ? `    outputSchema: ${output}\n` : ''}`;
const reg = (...tools: string[]) => `tools:\n${tools.join('')}`;

ruleTester(rule).run({
  valid: [
    { name: 'cursor and limit in, next_cursor and has_more out', code: reg(mcp('list_orders', GOOD_IN, GOOD_OUT)) },
    {
      name: 'a registry that pages only by offset is consistent',
      code: reg(
        mcp('list_orders', '{type: object, properties: {offset: {type: integer}, limit: {type: integer}}}'),
        mcp('list_users', '{type: object, properties: {page: {type: integer}, per_page: {type: integer}}}'),
      ),
    },
    {
      name: 'camelCase spellings of the same names',
      code: reg(
        mcp(
          'list_orders',
          '{type: object, properties: {cursor: {type: string}, limit: {type: integer}}}',
          '{type: object, properties: {nextCursor: {type: string}, hasMore: {type: boolean}}}',
        ),
      ),
    },
    {
      name: '"after" that is a date is not a cursor',
      code: reg(
        mcp('list_orders', '{type: object, properties: {after: {type: string, format: date, description: Only orders created after this date.}}}'),
        mcp('list_users', GOOD_IN),
      ),
    },
    {
      name: 'a required cursor that may be null (strict mode)',
      code: reg(mcp('list_orders', '{type: object, required: [cursor, limit], properties: {cursor: {type: [string, "null"]}, limit: {type: integer}}}')),
    },
    {
      name: 'paging fields one level down in the output',
      code: reg(
        mcp(
          'list_orders',
          GOOD_IN,
          '{type: object, properties: {data: {type: array}, pagination: {type: object, properties: {next_cursor: {type: string}, has_more: {type: boolean}}}}}',
        ),
      ),
    },
    {
      name: "the registry's own names",
      code: reg(mcp('list_orders', '{type: object, properties: {page_token: {type: string}, page_size: {type: integer}}}')),
      options: { cursor: 'page_token', limit: 'page_size' },
    },
  ],
  invalid: [
    {
      name: 'page_token instead of cursor',
      code: reg(mcp('list_orders', '{type: object, properties: {page_token: {type: string}, limit: {type: integer}}}')),
      errors: [
        {
          messageId: 'cursorName',
          pointer: '/tools/0/inputSchema/properties/page_token',
          line: 4,
          column: 58,
          tool: 'list_orders',
          data: { name: 'list_orders', param: 'page_token', limitPart: '', fix: 'it "cursor"' },
        },
      ],
    },
    {
      name: 'offset and page tools in a registry whose other tools use cursors: one finding per tool',
      code: reg(
        mcp('list_orders', GOOD_IN),
        mcp('list_users', '{type: object, properties: {offset: {type: integer}, limit: {type: integer}}}'),
        mcp('list_teams', '{type: object, properties: {page: {type: integer}, per_page: {type: integer}}}'),
      ),
      errors: [
        {
          messageId: 'offsetMixed',
          pointer: '/tools/1/inputSchema/properties/offset',
          tool: 'list_users',
          data: { name: 'list_users', param: 'offset', count: 1, example: 'list_orders', cursor: 'cursor', limit: 'limit' },
        },
        {
          messageId: 'offsetMixed',
          pointer: '/tools/2/inputSchema/properties/page',
          tool: 'list_teams',
          data: { name: 'list_teams', param: 'page', count: 1, example: 'list_orders', cursor: 'cursor', limit: 'limit' },
        },
      ],
    },
    {
      name: 'a required cursor',
      code: reg(mcp('list_orders', '{type: object, required: [cursor], properties: {cursor: {type: string}, limit: {type: integer}}}')),
      errors: [{ messageId: 'cursorRequired', pointer: '/tools/0/inputSchema/properties/cursor', data: { name: 'list_orders', param: 'cursor' } }],
    },
    {
      name: 'a cursor with a page number and no limit',
      code: reg(mcp('list_orders', '{type: object, properties: {cursor: {type: string}, page: {type: integer}}}')),
      errors: [
        { messageId: 'missingLimit', pointer: '/tools/0/inputSchema/properties/cursor', data: { name: 'list_orders', limit: 'limit' } },
        { messageId: 'mixedInTool', pointer: '/tools/0/inputSchema/properties/page', data: { name: 'list_orders', param: 'cursor', offset: 'page' } },
      ],
    },
    {
      name: 'perPage beside a cursor reached through $ref; "after" described as a cursor in Chinese',
      code: reg(
        mcp(
          'list_issues',
          "{type: object, properties: {after: {$ref: '#/$defs/Cursor'}, perPage: {type: integer}}, $defs: {Cursor: {type: string, description: 分页游标，取上一页返回的值。}}}",
        ),
      ),
      errors: [
        {
          messageId: 'cursorName',
          pointer: '/tools/0/inputSchema/properties/after',
          data: { name: 'list_issues', param: 'after', limitPart: ' and its page size as "perPage"', fix: 'them "cursor" and "limit"' },
        },
      ],
    },
    {
      name: 'a well-named cursor with perPage',
      code: reg(mcp('list_issues', '{type: object, properties: {cursor: {type: string}, perPage: {type: integer}}}')),
      errors: [
        {
          messageId: 'limitName',
          pointer: '/tools/0/inputSchema/properties/perPage',
          data: { name: 'list_issues', param: 'perPage', limit: 'limit', cursor: 'cursor' },
        },
      ],
    },
    {
      name: 'output: nextPageToken for next_cursor, and no has_more',
      code: reg(mcp('list_orders', GOOD_IN, '{type: object, properties: {items: {type: array}, nextPageToken: {type: string}}}')),
      errors: [
        {
          messageId: 'outputMissing',
          pointer: '/tools/0/outputSchema',
          data: { name: 'list_orders', expected: 'has_more', why: 'say whether another page follows, so that a model knows when to stop' },
        },
        {
          messageId: 'outputName',
          pointer: '/tools/0/outputSchema/properties/nextPageToken',
          data: { name: 'list_orders', field: 'nextPageToken', expected: 'next_cursor' },
        },
      ],
    },
    {
      name: 'options: the registry pages with page_token, so cursor is the odd one',
      code: reg(mcp('list_orders', GOOD_IN)),
      options: { cursor: 'page_token', limit: 'page_size' },
      errors: [
        {
          messageId: 'cursorName',
          pointer: '/tools/0/inputSchema/properties/cursor',
          data: { name: 'list_orders', param: 'cursor', limitPart: ' and its page size as "limit"', fix: 'them "page_token" and "page_size"' },
        },
      ],
    },
    {
      name: 'OpenAPI: pageToken and maxResults query parameters',
      code: `openapi: 3.0.3
info: {title: Files, version: 1.0.0}
paths:
  /files:
    get:
      operationId: listFiles
      parameters:
        - {name: pageToken, in: query, schema: {type: string}}
        - {name: maxResults, in: query, schema: {type: integer, maximum: 100}}
      responses: {"200": {description: OK}}
`,
      errors: [
        {
          messageId: 'cursorName',
          pointer: '/paths/~1files/get/parameters/0/schema',
          tool: 'listFiles',
          data: { name: 'listFiles', param: 'pageToken', limitPart: ' and its page size as "maxResults"', fix: 'them "cursor" and "limit"' },
        },
      ],
    },
  ],
});
