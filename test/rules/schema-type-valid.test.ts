import rule from '../../rules/schema-type-valid/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string) => `tools:\n  - name: get_order\n    description: Reads one order.\n    parameters: ${parameters}\n`;
const param = (schema: string) => tool(`{type: object, properties: {p: ${schema}}}`);
const P = '/tools/0/parameters';
const openapi = (version: string, schema: string) =>
  `openapi: ${version}\ninfo: {title: Orders, version: "1"}\npaths:\n  /orders:\n    get:\n      operationId: list_orders\n      parameters:\n        - name: status\n          in: query\n          description: Only orders in this state.\n          schema: ${schema}\n      responses: {"200": {description: ok}}\n`;
const swagger = (param: string) =>
  `swagger: "2.0"\ninfo: {title: Files, version: "1"}\npaths:\n  /files:\n    post:\n      operationId: upload_file\n      consumes: [multipart/form-data]\n      parameters:\n        - ${param}\n      responses: {"200": {description: ok}}\n`;

ruleTester(rule).run({
  valid: [
    {
      code: tool(
        '{type: object, properties: {a: {type: string}, b: {type: number}, c: {type: integer}, d: {type: boolean}, e: {type: array, items: {type: string}}, f: {type: "null"}}}',
      ),
    },
    { name: 'a type list with null', code: param('{type: [string, "null"]}') },
    { name: 'no type at all', code: param('{description: Anything.}') },
    {
      name: 'Gemini spells its types in capitals',
      code: 'functionDeclarations:\n  - name: get_order\n    description: Reads one order.\n    parameters: {type: OBJECT, properties: {id: {type: STRING}}}\n',
    },
    { name: 'Swagger 2.0 has type file for form uploads', code: swagger('{name: upload, in: formData, type: file, description: The file.}') },
    { name: 'OpenAPI 3.0 nullable', code: openapi('3.0.3', '{type: string, nullable: true}') },
    { name: 'OpenAPI 3.1 takes type lists', code: openapi('3.1.0', '{type: [string, "null"]}') },
    { name: "allow: a target's own names", code: param('{type: file}'), options: { allow: ['file'] } },
  ],
  invalid: [
    {
      name: 'BFCL dict at the root, pointing at the type',
      code: tool('\n      type: dict\n      properties: {city: {type: string}}'),
      output: tool('\n      type: object\n      properties: {city: {type: string}}'),
      errors: [
        {
          messageId: 'alias',
          pointer: `${P}/type`,
          line: 5,
          column: 13,
          tool: 'get_order',
          data: { type: '"dict"', where: 'the input schema', fix: '`type: object`' },
        },
      ],
    },
    {
      name: 'two findings: float and String',
      code: tool('{type: object, properties: {amount: {type: float}, name: {type: String}}}'),
      output: tool('{type: object, properties: {amount: {type: number}, name: {type: string}}}'),
      errors: [
        { messageId: 'alias', pointer: `${P}/properties/amount/type`, data: { type: '"float"', where: 'parameter "amount"', fix: '`type: number`' } },
        { messageId: 'alias', pointer: `${P}/properties/name/type`, data: { type: '"String"', where: 'parameter "name"', fix: '`type: string`' } },
      ],
    },
    {
      name: 'reached through $ref: reported where the definition is written',
      code: tool(`
      type: object
      properties:
        count: {$ref: '#/$defs/Count'}
      $defs:
        Count: {type: int, description: How many.}`),
      output: tool(`
      type: object
      properties:
        count: {$ref: '#/$defs/Count'}
      $defs:
        Count: {type: integer, description: How many.}`),
      errors: [{ messageId: 'alias', pointer: `${P}/$defs/Count/type`, line: 9, data: { type: '"int"', where: 'parameter "count"', fix: '`type: integer`' } }],
    },
    {
      name: 'Java names',
      code: param('{type: HashMap}'),
      output: param('{type: object}'),
      errors: [{ messageId: 'alias', data: { type: '"HashMap"', where: 'parameter "p"', fix: '`type: object`' } }],
    },
    {
      name: 'ArrayList',
      code: param('{type: ArrayList}'),
      output: param('{type: array}'),
      errors: [{ messageId: 'alias', data: { type: '"ArrayList"', where: 'parameter "p"', fix: '`type: array`' } }],
    },
    {
      name: 'long and double',
      code: tool('{type: object, properties: {a: {type: long}, b: {type: double}}}'),
      output: tool('{type: object, properties: {a: {type: integer}, b: {type: number}}}'),
      errors: [
        { messageId: 'alias', message: /`type: integer`/ },
        { messageId: 'alias', message: /`type: number`/ },
      ],
    },
    {
      name: 'Python str, bool, tuple',
      code: tool('{type: object, properties: {a: {type: str}, b: {type: bool}, c: {type: tuple}}}'),
      output: tool('{type: object, properties: {a: {type: string}, b: {type: boolean}, c: {type: array}}}'),
      errors: [
        { messageId: 'alias', message: /`type: string`/ },
        { messageId: 'alias', message: /`type: boolean`/ },
        { messageId: 'alias', message: /`type: array`/ },
      ],
    },
    {
      name: '"string|number" is two types in one string',
      code: param('{type: "string|number"}'),
      errors: [
        {
          messageId: 'alias',
          pointer: `${P}/properties/p/type`,
          data: { type: '"string|number"', where: 'parameter "p"', fix: '`type: ["string","number"]`' },
        },
      ],
    },
    {
      name: 'List[str] names its items',
      code: param('{type: "List[str]"}'),
      errors: [{ messageId: 'alias', data: { type: '"List[str]"', where: 'parameter "p"', fix: '`type: array` with `items: {type: string}`' } }],
    },
    {
      name: 'Optional[int]',
      code: param('{type: "Optional[int]"}'),
      errors: [{ messageId: 'alias', data: { type: '"Optional[int]"', where: 'parameter "p"', fix: '`type: ["integer","null"]`' } }],
    },
    {
      name: 'date is a string with a format: no fix, a format is more than a rename',
      code: param('{type: date}'),
      output: null,
      errors: [{ messageId: 'alias', data: { type: '"date"', where: 'parameter "p"', fix: '`type: string` and `format: date`' } }],
    },
    {
      name: 'an alias inside a type list',
      code: param('{type: [float, "null"]}'),
      output: param('{type: [number, "null"]}'),
      errors: [{ messageId: 'alias', data: { type: '["float","null"]', where: 'parameter "p"', fix: '`type: ["number","null"]`' } }],
    },
    {
      name: 'any',
      code: param('{type: any}'),
      errors: [{ messageId: 'any', pointer: `${P}/properties/p/type`, data: { type: '"any"', where: 'parameter "p"' } }],
    },
    { name: 'an empty string', code: param('{type: ""}'), errors: [{ messageId: 'empty', data: { type: '""', where: 'parameter "p"' } }] },
    { name: 'an empty list', code: param('{type: []}'), errors: [{ messageId: 'empty', data: { type: '[]', where: 'parameter "p"' } }] },
    { name: 'an unknown name', code: param('{type: Widget}'), errors: [{ messageId: 'unknown', data: { type: '"Widget"', where: 'parameter "p"' } }] },
    { name: 'a number is not a type name', code: param('{type: 5}'), errors: [{ messageId: 'notName', data: { type: '5', where: 'parameter "p"' } }] },
    {
      name: 'an unquoted YAML null in a type list',
      code: param('{type: [string, null]}'),
      errors: [{ messageId: 'unquotedNull', line: 4, data: { where: 'parameter "p"' } }],
    },
    {
      name: 'a bare YAML null as the type',
      code: param('{type: null}'),
      errors: [{ messageId: 'unquotedNull', data: { type: 'null', where: 'parameter "p"' } }],
    },
    {
      name: 'a name listed twice',
      code: param('{type: [string, string]}'),
      errors: [{ messageId: 'duplicate', data: { type: 'string', where: 'parameter "p"' } }],
    },
    {
      name: 'items are named by their array',
      code: param('{type: array, items: {type: integer64}}'),
      errors: [{ messageId: 'unknown', pointer: `${P}/properties/p/items/type`, data: { type: '"integer64"', where: 'parameter "p[]"' } }],
    },
    {
      name: "aliases: a project's own spelling",
      code: param('{type: Money}'),
      options: { aliases: { money: 'number' } },
      output: param('{type: number}'),
      errors: [{ messageId: 'alias', data: { type: '"Money"', where: 'parameter "p"', fix: '`type: number`' } }],
    },
    {
      name: 'allow: an allowed name beside a wrong one stays as written',
      code: param('{type: [file, str]}'),
      options: { allow: ['file'] },
      output: param('{type: [file, string]}'),
      errors: [{ messageId: 'alias', data: { type: '["file","str"]', where: 'parameter "p"', fix: '`type: ["file","string"]`' } }],
    },
    { name: 'aliases: any', code: param('{type: Json}'), options: { aliases: { Json: 'any' } }, errors: [{ messageId: 'any' }] },
    {
      name: 'output schemas are checked too',
      code: 'tools:\n  - name: get_order\n    description: Reads one order.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {total: {type: float}}}\n',
      output:
        'tools:\n  - name: get_order\n    description: Reads one order.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {total: {type: number}}}\n',
      errors: [
        {
          messageId: 'alias',
          pointer: '/tools/0/outputSchema/properties/total/type',
          data: { type: '"float"', where: 'output field "total"', fix: '`type: number`' },
        },
      ],
    },
    {
      name: 'OpenAPI 3.0: a type list with null is written with nullable',
      code: openapi('3.0.3', '{type: [string, "null"]}'),
      errors: [
        {
          messageId: 'openapiNullable',
          pointer: '/paths/~1orders/get/parameters/0/schema/type',
          line: 11,
          column: 26,
          tool: 'list_orders',
          data: { version: '3.0', type: '["string","null"]', where: 'parameter "status"', base: 'string', keyword: 'nullable' },
        },
      ],
    },
    {
      name: 'OpenAPI 3.0: two types need oneOf',
      code: openapi('3.0.3', '{type: [string, integer]}'),
      errors: [{ messageId: 'openapiList', data: { version: '3.0', type: '["string","integer"]', where: 'parameter "status"' } }],
    },
    {
      name: 'OpenAPI 3.0 has no null type',
      code: openapi('3.0.3', '{type: "null"}'),
      errors: [{ messageId: 'openapiNull', data: { version: '3.0', keyword: 'nullable', where: 'parameter "status"' } }],
    },
    {
      name: 'OpenAPI 3.0: Optional[str] is fixed with nullable',
      code: openapi('3.0.3', '{type: "Optional[str]"}'),
      errors: [{ messageId: 'alias', data: { type: '"Optional[str]"', where: 'parameter "status"', fix: '`type: string` and `nullable: true`' } }],
    },
    {
      name: "Swagger 2.0: a parameter's own type, and x-nullable",
      code: swagger('{name: size, in: formData, type: [integer, "null"], description: Bytes.}'),
      errors: [
        {
          messageId: 'openapiNullable',
          pointer: '/paths/~1files/post/parameters/0/type',
          data: { version: '2.0', type: '["integer","null"]', where: 'parameter "size"', base: 'integer', keyword: 'x-nullable' },
        },
      ],
    },
    {
      name: 'fix: "dict" becomes "object" in JSON, the rest as written',
      code: '{\n    "tools": [{"name": "get_order", "description": "Reads one order.",\n        "parameters": {"type": "dict", "properties": {"id": {"type": "str"}}}}]\n}\n',
      output:
        '{\n    "tools": [{"name": "get_order", "description": "Reads one order.",\n        "parameters": {"type": "object", "properties": {"id": {"type": "string"}}}}]\n}\n',
      errors: [
        { messageId: 'alias', pointer: `${P}/type` },
        { messageId: 'alias', pointer: `${P}/properties/id/type` },
      ],
    },
    {
      name: 'an OpenAPI component reached through $ref',
      code: `openapi: 3.0.3\ninfo: {title: Orders, version: "1"}\npaths:\n  /orders:\n    post:\n      operationId: create_order\n      requestBody:\n        content:\n          application/json:\n            schema: {$ref: '#/components/schemas/Order'}\n      responses: {"200": {description: ok}}\ncomponents:\n  schemas:\n    Order:\n      type: object\n      properties:\n        total: {type: float}\n`,
      output: `openapi: 3.0.3\ninfo: {title: Orders, version: "1"}\npaths:\n  /orders:\n    post:\n      operationId: create_order\n      requestBody:\n        content:\n          application/json:\n            schema: {$ref: '#/components/schemas/Order'}\n      responses: {"200": {description: ok}}\ncomponents:\n  schemas:\n    Order:\n      type: object\n      properties:\n        total: {type: number}\n`,
      errors: [
        {
          messageId: 'alias',
          pointer: '/components/schemas/Order/properties/total/type',
          line: 17,
          data: { type: '"float"', where: 'parameter "body.total"', fix: '`type: number`' },
        },
      ],
    },
  ],
});
