import { describe, expect, it } from 'vitest';
import rule from '../../rules/schema-root-object/index.js';
import { lintWith, ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string) => `tools:\n  - name: get_order\n    description: Reads one order.\n    parameters: ${parameters}\n`;
const bare = 'tools:\n  - name: ping_server\n    description: Checks the server.\n';
/** A plain registry where one tool has a schema and the next has none. */
const beside =
  'tools:\n  - name: get_order\n    description: Reads one order.\n    parameters: {type: object, properties: {}}\n  - name: ping_server\n    description: Checks the server.\n';
const VSCODE =
  'contributes:\n  languageModelTools:\n    - name: copilot_readFile\n      modelDescription: Reads a file.\n      inputSchema: {type: object, properties: {}}\n    - name: copilot_readProjectStructure\n      modelDescription: Gets a file tree of the workspace.\n';
/** An MCP tools/list response whose second tool has no inputSchema. */
const MCP_RESULT =
  '{"jsonrpc": "2.0", "id": 1, "result": {"tools": [\n  {"name": "get_order", "description": "Reads one order.", "inputSchema": {"type": "object"}},\n  {"name": "ping_server", "description": "Checks the server."}\n]}}';

ruleTester(rule).run({
  valid: [
    {
      name: 'a schema written as a string or a list is not missing: dialect-shape and mcp-tool-schema-valid say what it is',
      code: 'tools:\n  - {name: get_order, description: Reads one order., parameters: {type: object}}\n  - {name: list_orders, description: Lists orders., parameters: "id: string"}\n  - {name: find_orders, description: Finds orders., parameters: [id]}\n',
    },
    {
      name: 'an MCP tool whose inputSchema is a string',
      code: '{"tools": [{"name": "get_order", "description": "Reads one order.", "inputSchema": {"type": "object"}}, {"name": "ping_server", "description": "Checks the server.", "inputSchema": "none"}]}',
    },
    { code: tool('{type: object, properties: {id: {type: string}}}') },
    { name: 'no arguments, said with an empty object', code: tool('{type: object, properties: {}}') },
    { name: 'a root reached through $ref', code: tool("{$ref: '#/$defs/Args', $defs: {Args: {type: object, properties: {id: {type: string}}}}}") },
    { name: 'BFCL dict is an object (schema-type-valid reports the name)', code: tool('{type: dict, properties: {}}') },
    { name: 'allowMissing: OpenAI tools may leave parameters out', code: beside, options: { allowMissing: true } },
    {
      name: 'a list where no tool has a schema is a catalog of names, not definitions missing one',
      code: `${bare}  - name: list_regions\n    description: Lists regions.\n`,
    },
    { name: 'allowMissing also accepts an empty {}', code: tool('{}'), options: { allowMissing: true } },
    {
      name: 'VS Code tools may leave inputSchema out',
      code: VSCODE,
      file: 'package.yaml',
    },
    {
      name: 'OpenAPI operations get a built object root',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /ping:\n    get:\n      operationId: ping_server\n      responses: {"200": {description: ok}}\n',
    },
    { name: "an unresolvable root $ref is another rule's business", code: tool("{$ref: '#/$defs/Missing'}") },
  ],
  invalid: [
    {
      name: 'a tool with no schema beside one that has a schema',
      code: beside,
      errors: [{ messageId: 'missing', pointer: '/tools/1', line: 5, column: 5, tool: 'ping_server', data: { name: 'ping_server' } }],
    },
    {
      name: 'allowMissingDialects: [] reports VS Code tools too',
      code: VSCODE,
      file: 'package.yaml',
      options: { allowMissingDialects: [] },
      errors: [{ messageId: 'missing', data: { name: 'copilot_readProjectStructure' } }],
    },
    {
      name: 'an MCP tool with no inputSchema: the protocol requires one',
      code: MCP_RESULT,
      errors: [{ messageId: 'missingMcp', pointer: '/result/tools/1', line: 3, tool: 'ping_server', data: { name: 'ping_server' } }],
    },
    {
      name: 'an MCP tool known by its outputSchema, with no inputSchema',
      code: '{"tools": [{"name": "ping_server", "description": "Checks the server.", "outputSchema": {"type": "object"}}]}',
      errors: [{ messageId: 'missingMcp', pointer: '/tools/0', data: { name: 'ping_server' } }],
    },
    {
      name: 'an empty {} declares no type',
      code: tool('{}'),
      errors: [{ messageId: 'untyped', pointer: '/tools/0/parameters', data: { name: 'get_order' } }],
    },
    {
      name: 'properties without a type',
      code: tool('\n      properties:\n        id: {type: string}'),
      errors: [{ messageId: 'untyped', pointer: '/tools/0/parameters', line: 5, column: 7, data: { name: 'get_order' } }],
    },
    {
      name: 'a string root, pointing at its type',
      code: tool('{type: string, description: The order id.}'),
      errors: [{ messageId: 'notObject', pointer: '/tools/0/parameters/type', line: 4, column: 24, data: { name: 'get_order', type: '"string"' } }],
    },
    {
      name: 'a nullable object root',
      code: tool('{type: [object, "null"], properties: {}}'),
      errors: [{ messageId: 'notObject', data: { name: 'get_order', type: '["object","null"]' } }],
    },
    {
      name: 'a root reached through $ref that is an array: reported where the target is written',
      code: tool(`
      $ref: '#/$defs/Ids'
      $defs:
        Ids: {type: array, items: {type: string}}`),
      errors: [{ messageId: 'notObject', pointer: '/tools/0/parameters/$defs/Ids/type', line: 7, data: { name: 'get_order', type: '"array"' } }],
    },
    {
      name: 'a boolean schema',
      code: '[{"name": "get_order", "description": "Reads one order.", "input_schema": true}]',
      errors: [{ messageId: 'boolean', pointer: '/0/input_schema', line: 1, data: { name: 'get_order', type: 'true' } }],
    },
    {
      name: 'two findings: two tools',
      code: 'tools:\n  - name: get_a\n    description: A.\n  - name: get_b\n    description: B.\n    parameters: {type: array}\n',
      errors: [
        { messageId: 'missing', pointer: '/tools/0', tool: 'get_a', data: { name: 'get_a' } },
        { messageId: 'notObject', pointer: '/tools/1/parameters/type', tool: 'get_b', data: { name: 'get_b', type: '"array"' } },
      ],
    },
  ],
});

describe('schema-root-object severity', () => {
  it('caps `missing` at warn outside MCP, where a tool without a schema takes no arguments', () => {
    expect(lintWith(rule, beside).map((f) => [f.messageId, f.severity])).toEqual([['missing', 'warn']]);
  });

  it('keeps `missingMcp` at the configured severity: MCP clients reject the tool', () => {
    expect(lintWith(rule, MCP_RESULT).map((f) => [f.messageId, f.severity])).toEqual([['missingMcp', 'error']]);
  });
});
