import { describe, expect, it } from 'vitest';
import rule from '../../rules/tool-name-pattern/index.js';
import { ToolslintError } from '../../src/model/index.js';
import { namedTools as named } from '../helpers/registries.js';
import { lintWith, ruleTester } from '../helpers/rule-tester.js';

const PORTABLE = '^[A-Za-z_][A-Za-z0-9_-]{0,63}$';
const BY = ' (target portable)';

ruleTester(rule).run({
  valid: [
    {
      name: "a list element that is not an object is dialect-shape's, not a tool without a name",
      code: { tools: [1, null, 'x', { name: 'get_a', description: 'Reads one order by its id and returns its status and lines.' }] },
    },
    { code: named('get_weather', 'searchTickets', 'send-email', '_internal', 'A') },
    { name: 'exactly 64 characters', code: named(`a${'b'.repeat(63)}`) },
    {
      name: 'a pattern that allows dots (Gemini, MCP)',
      code: named('math.factorial', 'repo.list_issues'),
      options: { pattern: '^[A-Za-z_][A-Za-z0-9_.-]{0,63}$' },
    },
    {
      name: "OpenAPI names derived from the method and path are not the user's",
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1.0.0"}\npaths:\n  /pets/{id}:\n    get:\n      responses: {"200": {description: ok}}\n',
    },
    { name: 'OpenAI chat tools', code: [{ type: 'function', function: { name: 'lookup_order', description: 'x', parameters: { type: 'object' } } }] },
    { name: 'MCP 2025-11-25 accepts dots and 128 characters', code: named('repo.list_issues', `a${'b'.repeat(127)}`), targets: ['mcp@2025-11-25'] },
    { name: 'OpenAI accepts a leading digit', code: named('3d_render'), targets: ['openai'] },
    { name: 'Gemini accepts dots and colons', code: named('repo.list:issues'), targets: ['gemini'] },
    { name: 'MCP 2024-11-05 sets no name rule', code: named('查询天气', 'a b'), targets: ['mcp@2024-11-05'] },
    { name: 'the option beats the targets', code: named('3d.render'), options: { pattern: '^[0-9a-z.]+$' }, targets: ['openai'] },
  ],
  invalid: [
    {
      name: 'no suggestion that another tool already has',
      code: named('get_😀', 'get', 'list_😀'),
      errors: [
        { messageId: 'mismatchNoSuggestion', data: { name: 'get_😀', pattern: PORTABLE, by: BY } },
        { messageId: 'mismatch', data: { name: 'list_😀', pattern: PORTABLE, by: BY, suggestion: 'list' } },
      ],
    },
    {
      name: 'a name written as a number or a boolean',
      code: {
        tools: [
          { name: 5, description: 'x' },
          { name: true, description: 'y' },
        ],
      },
      errors: [
        { messageId: 'notString', pointer: '/tools/0/name', data: { name: '5', got: 'a number', pattern: PORTABLE } },
        { messageId: 'notString', pointer: '/tools/1/name', data: { name: 'true', got: 'a boolean', pattern: PORTABLE } },
      ],
    },
    {
      name: 'a dotted name: the dot becomes an underscore',
      code: named('math.factorial'),
      errors: [
        {
          messageId: 'mismatch',
          pointer: '/tools/0/name',
          line: 2,
          column: 11,
          tool: 'math.factorial',
          data: { name: 'math.factorial', pattern: PORTABLE, by: BY, suggestion: 'math_factorial' },
        },
      ],
    },
    {
      name: 'two findings: spaces and a leading digit',
      code: named('Summarize Detection', 'get_user', '3d_render'),
      errors: [
        {
          messageId: 'mismatch',
          pointer: '/tools/0/name',
          data: { name: 'Summarize Detection', pattern: PORTABLE, by: BY, suggestion: 'Summarize_Detection' },
        },
        { messageId: 'mismatch', pointer: '/tools/2/name', line: 6, data: { name: '3d_render', pattern: PORTABLE, by: BY, suggestion: '_3d_render' } },
      ],
    },
    {
      name: 'longer than 64 characters: cut to 64',
      code: named(`get_${'x'.repeat(70)}`),
      errors: [{ messageId: 'mismatch', data: { name: `get_${'x'.repeat(70)}`, pattern: PORTABLE, by: BY, suggestion: `get_${'x'.repeat(60)}` } }],
    },
    {
      name: 'a Chinese name has nothing to keep',
      code: named('查询天气'),
      errors: [{ messageId: 'mismatchNoSuggestion', pointer: '/tools/0/name', data: { name: '查询天气', pattern: PORTABLE, by: BY } }],
    },
    {
      name: 'control characters are escaped in the message',
      code: '[{"name": "get\\u001b[31m_user", "description": "x"}]',
      errors: [{ messageId: 'mismatch', pointer: '/0/name', data: { name: 'get\\u001b[31m_user', pattern: PORTABLE, by: BY, suggestion: 'get_31m_user' } }],
    },
    {
      name: "pattern: a project's own convention",
      code: named('get_user', 'getUser'),
      options: { pattern: '^[a-z][a-z0-9_]*$' },
      errors: [{ messageId: 'mismatchNoSuggestion', pointer: '/tools/1/name', data: { name: 'getUser', pattern: '^[a-z][a-z0-9_]*$', by: '' } }],
    },
    {
      name: 'a tool without a name',
      code: 'tools:\n  - name: get_user\n    description: Reads a user.\n  - description: Deletes a user.\n    parameters: {type: object}\n',
      errors: [{ messageId: 'missing', pointer: '/tools/1', line: 4, column: 5, tool: '', data: { pattern: PORTABLE, by: BY } }],
    },
    {
      name: 'an empty name',
      code: '[{"type": "function", "function": {"name": "", "description": "x"}}]',
      errors: [{ messageId: 'empty', pointer: '/0/function/name', data: { pattern: PORTABLE, by: BY } }],
    },
    {
      name: 'an operationId is a declared name',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1.0.0"}\npaths:\n  /pets:\n    get:\n      operationId: pets.list\n      responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'mismatch',
          pointer: '/paths/~1pets/get/operationId',
          line: 6,
          column: 20,
          data: { name: 'pets.list', pattern: PORTABLE, by: BY, suggestion: 'pets_list' },
        },
      ],
    },
    {
      name: 'an operationId reached through a $ref path item',
      code: 'openapi: 3.1.0\ninfo: {title: t, version: "1.0.0"}\npaths:\n  /pets:\n    $ref: "#/components/pathItems/Pets"\ncomponents:\n  pathItems:\n    Pets:\n      get:\n        operationId: pets/list\n        responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'mismatch',
          pointer: '/components/pathItems/Pets/get/operationId',
          line: 10,
          column: 22,
          data: { name: 'pets/list', pattern: PORTABLE, by: BY, suggestion: 'pets_list' },
        },
      ],
    },
    {
      name: "a target's pattern: Gemini wants a letter or underscore first",
      code: named('3d_render'),
      targets: ['gemini'],
      errors: [
        {
          messageId: 'mismatch',
          pointer: '/tools/0/name',
          data: { name: '3d_render', pattern: '^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$', by: ' (target gemini)', suggestion: '_3d_render' },
        },
      ],
    },
    {
      name: 'several targets: the first one a name fails is named, and the suggestion fits all',
      code: named('repo.list', 'ok_name'),
      targets: ['mcp', 'openai'],
      errors: [
        {
          messageId: 'mismatch',
          pointer: '/tools/0/name',
          data: { name: 'repo.list', pattern: '^[a-zA-Z0-9_-]{1,64}$', by: ' (target openai)', suggestion: 'repo_list' },
        },
      ],
    },
    {
      name: 'MCP 2025-11-25: just over 128 characters',
      code: named(`a${'b'.repeat(128)}`),
      targets: ['mcp@2025-11-25'],
      errors: [
        {
          messageId: 'mismatch',
          data: { name: `a${'b'.repeat(78)}…`, pattern: '^[A-Za-z0-9_.-]{1,128}$', by: ' (target mcp@2025-11-25)', suggestion: `a${'b'.repeat(63)}` },
        },
      ],
    },
  ],
});

describe('tool-name-pattern options', () => {
  it('a pattern that does not compile is a config error, not a crash', () => {
    expect(() => lintWith(rule, named('get_user'), { pattern: '^[a-z' })).toThrow(ToolslintError);
    expect(() => lintWith(rule, named('get_user'), { pattern: '^[a-z' })).toThrow(/option "pattern" is not a valid regular expression/);
  });
});
