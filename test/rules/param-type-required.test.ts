import rule from '../../rules/param-type-required/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string) => `tools:\n  - name: search_tickets\n    description: Searches tickets.\n    parameters: ${parameters}\n`;
const P = '/tools/0/parameters';

ruleTester(rule).run({
  valid: [
    { code: tool('{type: object, properties: {query: {type: string}}}') },
    {
      name: 'enum, const, $ref and compositions each say what a parameter is',
      code: tool(`
      type: object
      properties:
        status: {enum: [open, closed]}
        kind: {const: bug}
        owner: {$ref: '#/$defs/User'}
        target: {anyOf: [{type: string}, {type: integer}]}
        id: {oneOf: [{type: string}, {type: integer}]}
        base: {allOf: [{$ref: '#/$defs/User'}]}
        other: {not: {type: "null"}}
      $defs:
        User: {type: string}`),
    },
    { name: 'the root and array items are not parameters', code: tool('{properties: {tags: {type: array, items: {description: A tag.}}}}') },
    {
      name: 'conditions restate parameters declared elsewhere',
      code: tool('{type: object, properties: {kind: {type: string}}, if: {properties: {kind: {const: bug}}}, then: {required: [kind]}}'),
    },
    {
      name: 'output schemas are not checked by default',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {id: {description: The id.}}}\n',
    },
    {
      name: 'a description that lists the types a parameter takes, or says it takes any value, says what to send',
      code: tool(
        '{type: object, properties: {data: {description: "Any JSON value; null clears the field."}, versionId: {description: "Version ID: a number or numeric string."}, values: {description: "The cells; each could be of type string, number, or a Boolean."}, when: {description: "A date string or null."}}}',
      ),
    },
    {
      name: "keywords: a project's own declaration keyword",
      code: tool('{type: object, properties: {when: {x-kind: timestamp}}}'),
      options: { keywords: ['type', 'x-kind'] },
    },
  ],
  invalid: [
    {
      name: 'a parameter with only a description',
      code: tool('\n      type: object\n      properties:\n        query: {description: Words to look for.}'),
      errors: [{ messageId: 'missing', pointer: `${P}/properties/query`, line: 7, column: 16, tool: 'search_tickets', data: { path: 'query' } }],
    },
    {
      name: 'two findings: a nested parameter and one inside array items',
      code: tool(`
      type: object
      properties:
        filters:
          type: object
          properties:
            status: {description: Open or closed.}
        lines:
          type: array
          items:
            type: object
            properties:
              sku: {description: The product code.}`),
      errors: [
        { messageId: 'missing', pointer: `${P}/properties/filters/properties/status`, line: 10, data: { path: 'filters.status' } },
        { messageId: 'missing', pointer: `${P}/properties/lines/items/properties/sku`, line: 16, data: { path: 'lines[].sku' } },
      ],
    },
    {
      name: 'reached through $ref: a property inside a definition',
      code: tool(`
      type: object
      properties:
        owner: {$ref: '#/$defs/User'}
      $defs:
        User:
          type: object
          properties:
            login: {description: The login.}`),
      errors: [{ messageId: 'missing', pointer: `${P}/$defs/User/properties/login`, line: 12, data: { path: 'owner.login' } }],
    },
    {
      name: 'a default says which type was meant',
      code: tool('{type: object, properties: {limit: {description: How many., default: 20}}}'),
      errors: [{ messageId: 'inferred', pointer: `${P}/properties/limit`, data: { path: 'limit', type: 'integer', evidence: 'its default 20' } }],
    },
    {
      name: 'type-specific keywords say which type was meant',
      code: tool('{type: object, properties: {q: {maxLength: 200}, tags: {items: {type: string}}, size: {format: int64}}}'),
      errors: [
        { messageId: 'inferred', data: { path: 'q', type: 'string', evidence: '`maxLength`' } },
        { messageId: 'inferred', data: { path: 'tags', type: 'array', evidence: '`items`' } },
        { messageId: 'inferred', data: { path: 'size', type: 'integer', evidence: '`format: int64`' } },
      ],
    },
    {
      name: 'nullable alone is not a type (a Chinese description)',
      code: tool('{type: object, properties: {note: {nullable: true, description: 备注，可为空。}}}'),
      errors: [{ messageId: 'missing', data: { path: 'note' } }],
    },
    {
      name: 'a value that takes the type of what it sets is open on purpose, unless its description names one; one type word alone, or a type word not in a list, proves nothing',
      code: tool(
        '{type: object, properties: {patch: {type: array, items: {type: object, properties: {op: {enum: [add, replace]}, path: {type: string}, value: {}}}}, highValue: {description: The upper bound.}, compare_value: {default: [], description: The value(s) to compare against.}, filterValue: {description: The value to compare against. Must be a string.}, number: {description: The phone number or email of the contact.}, settings: {description: View settings as a JSON object.}}}',
      ),
      errors: [
        { messageId: 'inferred', data: { path: 'filterValue', type: 'string', evidence: 'its description ("Must be a string")' } },
        { messageId: 'missing', data: { path: 'number' } },
        { messageId: 'inferred', data: { path: 'settings', type: 'object', evidence: 'its description ("as a JSON object")' } },
      ],
    },
    {
      name: 'keywords: only type counts',
      code: tool('{type: object, properties: {status: {enum: [open, closed]}}}'),
      options: { keywords: ['type'] },
      errors: [{ messageId: 'missing', data: { path: 'status' } }],
    },
    {
      name: 'checkOutput: output properties too',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {id: {description: The id.}}}\n',
      options: { checkOutput: true },
      errors: [{ messageId: 'missing', pointer: '/tools/0/outputSchema/properties/id', data: { path: 'id' } }],
    },
    {
      name: 'OpenAPI: a parameter without a schema',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /tickets:\n    get:\n      operationId: list_tickets\n      parameters:\n        - {name: status, in: query, description: Ticket state.}\n      responses: {"200": {description: ok}}\n',
      errors: [{ messageId: 'missing', pointer: '/paths/~1tickets/get/parameters/0', line: 8, data: { path: 'status' } }],
    },
    {
      name: 'Swagger 2.0: a parameter without a type',
      code: 'swagger: "2.0"\ninfo: {title: t, version: "1"}\npaths:\n  /tickets:\n    get:\n      operationId: list_tickets\n      parameters:\n        - {name: limit, in: query, description: How many., maximum: 100}\n      responses: {"200": {description: ok}}\n',
      errors: [{ messageId: 'inferred', pointer: '/paths/~1tickets/get/parameters/0', data: { path: 'limit', type: 'number', evidence: '`maximum`' } }],
    },
  ],
});
