import rule from '../../rules/pattern-valid/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string) => `tools:\n  - name: get_order\n    description: Reads one order.\n    parameters: ${parameters}\n`;
const P = '/tools/0/parameters';
const openapi = (pattern: string) => `openapi: 3.0.3
info: {title: Orders, version: 1.0.0}
paths:
  /orders/{code}:
    get:
      operationId: getOrder
      parameters:
        - name: code
          in: path
          required: true
          description: The order code.
          schema: {type: string, pattern: '${pattern}'}
      responses:
        '200': {description: The order.}
`;

ruleTester(rule).run({
  valid: [
    { code: tool(String.raw`{type: object, properties: {code: {type: string, pattern: '^[A-Z]{2}-\d{4}$'}}}`) },
    {
      name: 'an email pattern with a repeated group that cannot overlap',
      code: tool(String.raw`{type: object, properties: {email: {type: string, pattern: '^[\w.+-]+@[\w-]+(\.[\w-]+)+$'}}}`),
    },
    {
      name: 'Chinese characters and Unicode properties',
      code: tool(
        String.raw`{type: object, properties: {name: {type: string, description: 中文姓名, pattern: '^[\u4e00-\u9fff·]{2,20}$'}, tag: {type: string, pattern: '^\p{L}[\p{L}\p{N}_-]*$'}}}`,
      ),
    },
    { name: 'patternProperties keys that compile', code: tool(String.raw`{type: object, patternProperties: {'^x-[a-z]+$': {type: string}}}`) },
    {
      name: 'a pattern compiling only without u, with requireUnicode off',
      code: tool(String.raw`{type: object, properties: {id: {type: string, pattern: '^\_[a-z]+$'}}}`),
      options: { requireUnicode: false },
    },
    { name: 'OpenAPI parameter', code: openapi(String.raw`^[A-Z]{2}-\d{4}$`) },
    { name: 'a parameter named pattern is not a pattern', code: tool('{type: object, properties: {pattern: {type: string, description: A glob.}}}') },
  ],
  invalid: [
    {
      name: 'Python named groups do not compile',
      code: tool('\n      type: object\n      properties:\n        code:\n          type: string\n          pattern: "(?P<prefix>[A-Z]+)-[0-9]+"'),
      errors: [
        {
          messageId: 'invalid',
          pointer: `${P}/properties/code/pattern`,
          line: 9,
          column: 20,
          tool: 'get_order',
          data: { what: 'The `pattern` of parameter "code"', error: 'Invalid group' },
        },
      ],
    },
    {
      name: 'a pattern that compiles only without the u flag',
      code: tool(String.raw`{type: object, properties: {id: {type: string, pattern: '^\_[a-z]+$'}}}`),
      errors: [{ messageId: 'nonUnicode', pointer: `${P}/properties/id/pattern`, data: { what: 'The `pattern` of parameter "id"', error: 'Invalid escape' } }],
    },
    {
      name: 'nested quantifiers backtrack exponentially',
      code: tool(String.raw`{type: object, properties: {title: {type: string, pattern: '^(\w+\s?)+$'}}}`),
      errors: [
        {
          messageId: 'catastrophic',
          pointer: `${P}/properties/title/pattern`,
          data: { what: 'The `pattern` of parameter "title"', near: String.raw`(\w+\s?)+` },
        },
      ],
    },
    {
      name: 'two findings: overlapping alternatives in a loop, and a non-string pattern',
      code: tool(String.raw`{type: object, properties: {a: {type: string, pattern: '^(\d|\w)+$'}, b: {type: string, pattern: 12}}}`),
      errors: [
        { messageId: 'catastrophic', pointer: `${P}/properties/a/pattern`, data: { what: 'The `pattern` of parameter "a"', near: String.raw`(\d|\w)+` } },
        { messageId: 'notString', pointer: `${P}/properties/b/pattern`, data: { what: 'The `pattern` of parameter "b"' } },
      ],
    },
    {
      name: 'reached through $ref: reported where the definition is written',
      code: tool(String.raw`{type: object, properties: {sku: {$ref: '#/$defs/Sku'}}, $defs: {Sku: {type: string, pattern: '(a*)*b'}}}`),
      errors: [{ messageId: 'catastrophic', pointer: `${P}/$defs/Sku/pattern`, data: { what: 'The `pattern` of parameter "sku"', near: '(a*)*' } }],
    },
    {
      name: 'patternProperties keys are patterns too',
      code: tool(String.raw`{type: object, properties: {labels: {type: object, patternProperties: {'^(x+x+)+y$': {type: string}}}}}`),
      errors: [
        {
          messageId: 'catastrophic',
          pointer: `${P}/properties/labels/patternProperties/^(x+x+)+y$`,
          data: { what: 'The `patternProperties` key "^(x+x+)+y$" of parameter "labels"', near: '(x+x+)+' },
        },
      ],
    },
    {
      name: 'maxPatternLength: a longer pattern is not analysed',
      code: tool(`{type: object, properties: {code: {type: string, pattern: '^[A-Z]{2}[0-9]{8}$'}}}`),
      options: { maxPatternLength: 10 },
      errors: [{ messageId: 'undecided', data: { what: 'The `pattern` of parameter "code"', length: 18 } }],
    },
    {
      name: 'the root and items are checked, and output schemas too',
      code: `tools:\n  - name: list_orders\n    description: Lists orders.\n    inputSchema: {type: object, properties: {ids: {type: array, items: {type: string, pattern: '[z-a]'}}}}\n    outputSchema: {type: string, pattern: '(.*,)+$'}\n`,
      errors: [
        {
          messageId: 'invalid',
          pointer: '/tools/0/inputSchema/properties/ids/items/pattern',
          data: { what: 'The `pattern` of parameter "ids[]"', error: 'Range out of order in character class' },
        },
        { messageId: 'catastrophic', pointer: '/tools/0/outputSchema/pattern', data: { what: 'The `pattern` of the output schema', near: '(.*,)+' } },
      ],
    },
    {
      name: 'OpenAPI parameter with a catastrophic pattern',
      code: openapi(String.raw`^([a-z]+[0-9]*)+$`),
      errors: [{ messageId: 'catastrophic', pointer: '/paths/~1orders~1{code}/get/parameters/0/schema/pattern', line: 12, tool: 'getOrder' }],
    },
  ],
});
