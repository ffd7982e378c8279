import { describe, expect, it } from 'vitest';
import rule from '../../rules/param-enum-suggested/index.js';
import { DEFAULT_EXAMPLE_PHRASES, DEFAULT_LIST_PHRASES, DEFAULT_OPEN_END_PHRASES, describedValueLists, valueListsIn } from '../../src/kit/view/value-lists.js';
import { ruleTester } from '../helpers/rule-tester.js';

/** A plain registry with one tool whose input properties are these YAML lines. */
const tool = (properties: string, extra = '') =>
  `tools:\n  - name: search_tickets\n    description: Searches tickets.\n    parameters:\n      type: object\n      properties:\n${properties.replace(/^/gm, '        ')}\n${extra}`;
const P = '/tools/0/parameters/properties';

ruleTester(rule).run({
  valid: [
    { name: 'sentinels beside an open set of ids', code: tool('assignee: {type: string, description: "One of: none, any. Otherwise a user login."}') },
    { name: 'a closed name with an enum', code: tool('status: {type: string, enum: [open, closed], description: Ticket status.}') },
    { name: 'a free string whose name and description say nothing of a set', code: tool('title: {type: string, description: Words in the title.}') },
    { name: 'a pattern shapes the value', code: tool('region: {type: string, pattern: "^[a-z]{2}-[a-z]+-\\\\d$", description: Cloud region.}') },
    { name: 'English examples are not a closed set', code: tool('region: {type: string, description: "Cloud region, e.g. us-east-1, eu-west-2."}') },
    { name: '如 … gives examples (simplified Chinese)', code: tool('environment: {type: string, description: 部署环境，如 production、staging}') },
    { name: '例如 … gives examples (traditional Chinese)', code: tool('region: {type: string, description: 區域，例如 ap-east-1、us-west-2}') },
    { name: '如果 is "if", not an example, yet nothing is listed', code: tool('title: {type: string, description: 标题，如果为空则使用默认标题}') },
    { name: 'a list left open with 等', code: tool("channel: {type: string, description: \"可选值：'email'、'sms' 等\"}") },
    { name: 'a list left open with etc', code: tool("channel: {type: string, description: \"Options: 'email', 'sms', etc.\"}") },
    {
      name: 'an enum branch beside a free one is a deliberate "or any other"',
      code: tool('sort: {anyOf: [{type: string, enum: [created, updated]}, {type: string}], description: A field, or a custom key.}'),
    },
    { name: 'the description says any value is accepted', code: tool('type: {type: string, description: Any value; custom types are allowed.}') },
    { name: 'the set lives elsewhere', code: tool('issue_type: {type: string, description: Use list_issue_types to get valid values.}') },
    { name: 'free-text names quote syntax, not values', code: tool('query: {type: string, description: "Supports `OR`, `NOT` and `AND`."}') },
    {
      name: 'quoted values of another parameter',
      code: tool("method: {type: string, enum: [add, reply, update]}\nbody: {type: string, description: \"Text, required for 'add', 'reply' and 'update'.\"}"),
    },
    { name: 'ignored names', code: tool('content_type: {type: string, description: MIME type of the upload.}') },
    { name: 'numbers are not free strings', code: tool('level: {type: integer, description: Log level.}') },
    {
      name: 'output schemas are not checked by default',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {status: {type: string}}}\n',
    },
    { name: '"Bech32 or scriptPubKey" names formats, not constants', code: tool('address: {type: string, description: Bech32 or scriptPubKey (hex).}') },
    {
      name: '"(username or organization)" says what kind of value, on a name that is no closed set',
      code: tool('owner: {type: string, description: Repository owner (username or organization).}'),
    },
    { name: '"(City, State)" is a shape', code: tool('location: {type: string, description: The location (City, State) of the case.}') },
    { name: 'names can be replaced', code: tool('status: {type: string, description: Ticket status.}'), options: { names: ['flavor'] } },
    { name: 'ignore takes whole names', code: tool('sort_order: {type: string, description: How to sort.}'), options: { ignore: ['sort_order'] } },
    {
      name: 'freeTextNames can be extended',
      code: tool("filter: {type: string, description: \"Use 'a' or 'b' terms.\"}"),
      options: { freeTextNames: ['filter'] },
    },
    {
      name: 'openSetPhrases can be extended',
      code: tool('status: {type: string, description: Whatever the backend accepts.}'),
      options: { openSetPhrases: ['whatever'] },
    },
  ],
  invalid: [
    {
      name: 'a closed name on a free string',
      code: tool('status: {type: string, description: Ticket status.}'),
      errors: [{ messageId: 'named', pointer: `${P}/status`, line: 7, column: 17, tool: 'search_tickets', data: { path: 'status' } }],
    },
    {
      name: 'English: "one of" with quoted values',
      code: tool("order: {type: string, description: \"Sort order, one of 'asc' or 'desc'.\"}"),
      errors: [{ messageId: 'listed', pointer: `${P}/order`, data: { path: 'order', values: '"asc", "desc"' } }],
    },
    {
      name: 'simplified Chinese: 可选值 with 、',
      code: tool('排序: {type: string, description: 可选值：asc、desc，默认 asc}'),
      errors: [{ messageId: 'listed', data: { path: '排序', values: '"asc", "desc"' } }],
    },
    {
      name: 'traditional Chinese: 只能為 … 或 …',
      code: tool('visibility: {type: string, description: 可見性，只能為 public 或 private}'),
      errors: [{ messageId: 'listed', data: { path: 'visibility', values: '"public", "private"' } }],
    },
    {
      name: 'a bulleted list after "Options are:"',
      code: tool("method: {type: string, description: \"The action.\\nOptions are:\\n- 'add' - adds one.\\n- 'remove' - removes one.\\n\"}"),
      errors: [{ messageId: 'listed', data: { path: 'method', values: '"add", "remove"' } }],
    },
    {
      name: 'a description that is only the list, and a parenthesised one',
      code: tool('direction: {type: string, description: asc or desc.}\npriority: {type: string, description: "Task priority (low, medium, high)."}'),
      errors: [
        { messageId: 'listed', pointer: `${P}/direction`, data: { path: 'direction', values: '"asc", "desc"' } },
        { messageId: 'listed', pointer: `${P}/priority`, data: { path: 'priority', values: '"low", "medium", "high"' } },
      ],
    },
    {
      name: 'reached through $ref: reported where the string is written, named by the property',
      code: tool("state: {$ref: '#/$defs/State'}", '      $defs:\n        State: {type: string, description: The state to filter by.}\n'),
      errors: [{ messageId: 'named', pointer: '/tools/0/parameters/$defs/State', line: 9, data: { path: 'state' } }],
    },
    {
      name: 'array items take the name and description of the array',
      code: tool('types: {type: array, items: {type: string}, description: Which kinds of tickets.}'),
      errors: [{ messageId: 'named', pointer: `${P}/types/items`, data: { path: 'types[]' } }],
    },
    {
      name: 'a nullable free string in anyOf',
      code: tool('severity: {anyOf: [{type: string}, {type: "null"}], description: How bad it is.}'),
      errors: [{ messageId: 'named', pointer: `${P}/severity/anyOf/0`, data: { path: 'severity' } }],
    },
    {
      name: 'options: names, and phrase lists replaced',
      code: tool(
        'flavor: {type: string, description: Ice cream.}\nsize: {type: string, description: "Pick: s, m, l."}\ncolour: {type: string, description: "Colour, say \'red\', \'blue\'."}',
      ),
      options: { names: ['flavor'], listPhrases: ['pick'], examplePhrases: ['for instance'] },
      errors: [
        { messageId: 'named', data: { path: 'flavor' } },
        { messageId: 'listed', data: { path: 'size', values: '"s", "m", "l"' } },
        { messageId: 'listed', data: { path: 'colour', values: '"red", "blue"' } },
      ],
    },
    {
      name: 'openEndPhrases: without 等 the list is closed',
      code: tool("channel: {type: string, description: \"可选值：'email'、'sms' 等\"}"),
      options: { openEndPhrases: ['etc'] },
      errors: [{ messageId: 'listed', data: { path: 'channel', values: '"email", "sms"' } }],
    },
    {
      name: 'checkOutput: output schemas too',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {status: {type: string}}}\n',
      options: { checkOutput: true },
      errors: [{ messageId: 'named', pointer: '/tools/0/outputSchema/properties/status', data: { path: 'status' } }],
    },
    {
      name: 'OpenAPI: a query parameter and a body field',
      code: `openapi: 3.0.3
info: {title: t, version: "1"}
paths:
  /tickets:
    post:
      operationId: create_ticket
      parameters:
        - {name: sort, in: query, description: Sort key., schema: {type: string}}
      requestBody:
        content:
          application/json:
            schema: {$ref: '#/components/schemas/Ticket'}
      responses: {"200": {description: ok}}
components:
  schemas:
    Ticket:
      type: object
      properties:
        priority: {type: string, description: "One of low, normal, urgent."}
`,
      errors: [
        { messageId: 'named', pointer: '/paths/~1tickets/post/parameters/0/schema', line: 8, data: { path: 'sort' } },
        {
          messageId: 'listed',
          pointer: '/components/schemas/Ticket/properties/priority',
          line: 19,
          data: { path: 'body.priority', values: '"low", "normal", "urgent"' },
        },
      ],
    },
  ],
});

describe('describedValueLists', () => {
  const phrases = { listPhrases: DEFAULT_LIST_PHRASES, examplePhrases: DEFAULT_EXAMPLE_PHRASES, openEndPhrases: DEFAULT_OPEN_END_PHRASES };
  const lists = (text: string) => describedValueLists(text, phrases).map((l) => l.values);

  it('reads glosses after values and stops at the end of the clause', () => {
    expect(lists("Can be one of: 'outside' (outside collaborators), 'all' (everyone). Default: 'all'")).toEqual([['outside', 'all']]);
    expect(lists('可选值：asc、desc，默认 asc')).toEqual([['asc', 'desc']]);
  });

  it('reads numbered bullets and ``code`` values', () => {
    expect(lists('The operation.\nOptions are:\n1. get - Get it.\n2. get_comments - Its comments.\n')).toEqual([['get', 'get_comments']]);
    expect(lists('Valid values: ``enforced``, ``report_only``, ``disabled``.')).toEqual([['enforced', 'report_only', 'disabled']]);
  });

  it('does not read prose, code, apostrophes or JSON keys as values', () => {
    expect(lists('Either empty or a valid id')).toEqual([]);
    expect(lists('Sort order, one of your choices')).toEqual([]);
    expect(lists('Scope with `repo:owner/repo`, `org:`, or `user:`')).toEqual([]);
    expect(lists("The repository's owner, or 'me'")).toEqual([]);
    expect(lists('Format: \'{"style": "modern", "budget": "low"}\'')).toEqual([]);
  });

  it('does not read examples or formats as a closed set', () => {
    expect(lists("Environment, e.g. 'production', 'staging'")).toEqual([]);
    expect(lists('环境，如 production、staging')).toEqual([]);
    expect(lists("In the format 'hostname.com' or '192.168.0.1'.")).toEqual([]);
    expect(lists("Common sizes include 'S', 'M', 'L'.")).toEqual([]);
  });
});

describe('valueListsIn', () => {
  const defaults = { listPhrases: DEFAULT_LIST_PHRASES, examplePhrases: DEFAULT_EXAMPLE_PHRASES, openEndPhrases: DEFAULT_OPEN_END_PHRASES };
  const text = "Sort order: one of 'asc', 'desc'.";

  it('reads what describedValueLists reads, once per text for every phrases object with the same words', () => {
    const first = valueListsIn(text, defaults);
    expect(first).toEqual(describedValueLists(text, defaults));
    expect(first.map((l) => l.values)).toEqual([['asc', 'desc']]);
    // Another rule's options, copied from the same defaults: the same answer, not made again.
    const copy = { listPhrases: [...DEFAULT_LIST_PHRASES], examplePhrases: [...DEFAULT_EXAMPLE_PHRASES], openEndPhrases: [...DEFAULT_OPEN_END_PHRASES] };
    expect(valueListsIn(text, copy)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first[0]) && Object.isFrozen(first[0].values)).toBe(true);
  });

  it('reads with the phrases it is given', () => {
    const other = { ...defaults, listPhrases: ['choose from'] };
    const quoted = 'Pick: choose from red, green, blue.';
    expect(valueListsIn(quoted, defaults)).toEqual([]);
    expect(valueListsIn(quoted, other).map((l) => l.values)).toEqual([['red', 'green', 'blue']]);
  });
});
