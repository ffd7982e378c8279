import rule from '../../rules/schema-required-declared/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string) => `tools:\n  - name: create_ticket\n    description: Opens a ticket.\n    parameters: ${parameters}\n`;
const P = '/tools/0/parameters';

ruleTester(rule).run({
  valid: [
    { code: tool('{type: object, required: [title], properties: {title: {type: string}, body: {type: string}}}') },
    { name: 'required: [] says all are optional', code: tool('{type: object, required: [], properties: {page: {type: integer}}}') },
    { name: 'no properties, no list needed', code: tool('{type: object, properties: {}}') },
    {
      name: 'every property has a default',
      code: tool('{type: object, properties: {page: {type: integer, default: 1}, size: {$ref: "#/$defs/Size"}}, $defs: {Size: {type: integer, default: 20}}}'),
    },
    {
      name: 'every description says what happens when it is left out (English and Chinese)',
      code: tool(
        '{type: object, properties: {user: {type: string, description: "Login. If not provided, uses the authenticated user."}, page: {type: integer, description: 页码，默认 1。}, lang: {type: string, description: 語言，可選。}}}',
      ),
    },
    { name: 'a required name declared by a map', code: tool('{type: object, required: [x-trace], properties: {}, additionalProperties: {type: string}}') },
    {
      name: 'a required name matched by patternProperties',
      code: tool('{type: object, required: [x-trace], properties: {}, patternProperties: {"^x-": {type: string}}}'),
    },
    {
      name: "required names in branches refer to the holder's properties",
      code: tool('{type: object, properties: {id: {type: string}, name: {type: string}}, anyOf: [{required: [id]}, {required: [name]}]}'),
    },
    {
      name: 'required names from allOf branches, through $ref',
      code: tool(
        "{type: object, required: [id, note], allOf: [{$ref: '#/$defs/Base'}], properties: {note: {type: string}}, $defs: {Base: {type: object, required: [id], properties: {id: {type: string}}}}}",
      ),
    },
    {
      name: 'conditions are tests, not declarations',
      code: tool('{type: object, required: [kind], properties: {kind: {type: string}}, if: {required: [other]}, then: {properties: {x: {type: string}}}}'),
    },
    {
      name: 'OpenAPI: the root built from optional parameters has no list to write',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /tickets:\n    get:\n      operationId: list_tickets\n      parameters:\n        - {name: page, in: query, schema: {type: integer}}\n      responses: {"200": {description: ok}}\n',
    },
    {
      name: 'output schemas are not checked by default',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object, required: []}\n    outputSchema: {type: object, properties: {id: {type: string}}}\n',
    },
    { name: 'requireList: false', code: tool('{type: object, properties: {title: {type: string}}}'), options: { requireList: false } },
  ],
  invalid: [
    {
      name: 'properties and no required list',
      code: tool('\n      type: object\n      properties:\n        title: {type: string, description: One-line summary.}'),
      errors: [{ messageId: 'missing', pointer: P, line: 5, column: 7, tool: 'create_ticket', data: { where: 'the input schema' } }],
    },
    {
      name: 'two findings: an unknown name and a repeat',
      code: tool('\n      type: object\n      required: [title, titel, title]\n      properties:\n        title: {type: string}'),
      errors: [
        { messageId: 'unknown', pointer: `${P}/required/1`, line: 6, column: 25, data: { where: 'the input schema', name: 'titel' } },
        { messageId: 'duplicate', pointer: `${P}/required/2`, data: { where: 'the input schema', name: 'title' } },
      ],
    },
    {
      name: 'a name repeated many times, and a number repeated, are each reported once, at the first repeat',
      code: tool('\n      type: object\n      required: [title, titel, title, title, title, 1, 1]\n      properties:\n        title: {type: string}'),
      errors: [
        { messageId: 'unknown', pointer: `${P}/required/1`, data: { where: 'the input schema', name: 'titel' } },
        { messageId: 'duplicate', pointer: `${P}/required/2`, data: { where: 'the input schema', name: 'title' } },
        { messageId: 'notName', pointer: `${P}/required/5`, data: { where: 'the input schema', value: '1' } },
      ],
    },
    {
      name: 'a name additionalProperties: false rejects',
      code: tool('{type: object, additionalProperties: false, required: [id], properties: {name: {type: string}}}'),
      errors: [{ messageId: 'unsatisfiable', pointer: `${P}/required/0`, data: { where: 'the input schema', name: 'id' } }],
    },
    {
      name: 'a nested object, as BFCL writes it',
      code: tool('{type: dict, required: [population], properties: {population: {type: dict, description: Household., required: [adults]}}}'),
      errors: [{ messageId: 'unknown', pointer: `${P}/properties/population/required/0`, data: { where: 'parameter "population"', name: 'adults' } }],
    },
    {
      name: 'reached through $ref: reported where the definition is written',
      code: tool(`
      type: object
      required: [owner]
      properties:
        owner: {$ref: '#/$defs/User'}
      $defs:
        User:
          type: object
          properties:
            login: {type: string}`),
      errors: [{ messageId: 'missing', pointer: `${P}/$defs/User`, line: 11, data: { where: 'parameter "owner"' } }],
    },
    {
      name: 'required: true on a property (draft 3)',
      code: tool('{type: object, properties: {title: {type: string, required: true}}}'),
      errors: [
        { messageId: 'missing', pointer: P },
        { messageId: 'booleanFlag', pointer: `${P}/properties/title/required`, data: { where: 'parameter "title"', value: 'true', name: 'title' } },
      ],
    },
    {
      name: 'not a list',
      code: tool('{type: object, required: title, properties: {title: {type: string}}}'),
      errors: [{ messageId: 'notList', pointer: `${P}/required`, data: { where: 'the input schema', value: '"title"' } }],
    },
    {
      name: 'a name that is not a string',
      code: tool('{type: object, required: [1], properties: {title: {type: string}}}'),
      errors: [{ messageId: 'notName', pointer: `${P}/required/0`, data: { where: 'the input schema', value: '1' } }],
    },
    {
      name: 'exemptAllDefaults: false',
      code: tool('{type: object, properties: {page: {type: integer, default: 1}}}'),
      options: { exemptAllDefaults: false },
      output: tool('{type: object, properties: {page: {type: integer, default: 1}}, required: []}'),
      errors: [{ messageId: 'missing', data: { where: 'the input schema' } }],
    },
    {
      name: 'fix: every property has a default, so none is required (JSON keeps its 4-space layout)',
      code: '{\n    "tools": [\n        {\n            "name": "list_tickets",\n            "description": "Lists tickets.",\n            "parameters": {\n                "type": "object",\n                "properties": {\n                    "page": {"type": "integer", "default": 1}\n                }\n            }\n        }\n    ]\n}\n',
      options: { exemptAllDefaults: false },
      output:
        '{\n    "tools": [\n        {\n            "name": "list_tickets",\n            "description": "Lists tickets.",\n            "parameters": {\n                "type": "object",\n                "properties": {\n                    "page": {"type": "integer", "default": 1}\n                },\n                "required": []\n            }\n        }\n    ]\n}\n',
      errors: [{ messageId: 'missing', pointer: P }],
    },
    {
      name: 'no fix when a property may be required: only its author knows',
      code: tool('{type: object, properties: {title: {type: string}, page: {type: integer, default: 1}}}'),
      options: { exemptAllDefaults: false },
      output: null,
      errors: [{ messageId: 'missing' }],
    },
    {
      name: 'optionalPhrases: [] counts only default keywords',
      code: tool('{type: object, properties: {user: {type: string, description: "If not provided, uses the authenticated user."}}}'),
      options: { optionalPhrases: [] },
      errors: [{ messageId: 'missing', data: { where: 'the input schema' } }],
    },
    {
      name: 'checkOutput: output objects too',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object, required: []}\n    outputSchema: {type: object, properties: {id: {type: string}}}\n',
      options: { checkOutput: true },
      errors: [{ messageId: 'missing', pointer: '/tools/0/outputSchema', data: { where: 'the output schema' } }],
    },
    {
      name: 'OpenAPI: a request body object without a list',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /tickets:\n    post:\n      operationId: create_ticket\n      requestBody:\n        content:\n          application/json:\n            schema: {$ref: "#/components/schemas/Ticket"}\n      responses: {"200": {description: ok}}\ncomponents:\n  schemas:\n    Ticket:\n      type: object\n      properties:\n        title: {type: string}\n',
      errors: [{ messageId: 'missing', pointer: '/components/schemas/Ticket', line: 15, data: { where: 'parameter "body"' } }],
    },
  ],
});
