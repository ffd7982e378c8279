import rule from '../../rules/error-object-shape/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (error: string, extra = '') =>
  `tools:\n  - name: get_order\n    description: Reads one order.\n    inputSchema: {type: object}\n    outputSchema:\n      type: object\n      properties:\n        status: {type: string}\n        error: ${error}\n${extra}`;
const E = '/tools/0/outputSchema/properties/error';
const GOOD =
  '{type: object, properties: {code: {type: string, enum: [NOT_FOUND, RATE_LIMITED]}, message: {type: string}, retryable: {type: boolean}, retry_after_ms: {type: integer, minimum: 0}}}';

ruleTester(rule).run({
  valid: [
    { name: 'code, message, retryable and retry_after_ms', code: tool(GOOD) },
    {
      name: 'never retryable, so no delay is needed',
      code: tool('{type: object, properties: {code: {type: string}, message: {type: string}, retryable: {const: false}}}'),
    },
    {
      name: 'optional fields typed when present',
      code: tool(
        '{type: object, properties: {code: {type: string}, message: {type: string}, retryable: {type: boolean}, retry_after_ms: {type: number}, human_review: {type: boolean}, fields: {type: object}, approval_url: {type: string, format: uri}}}',
      ),
    },
    {
      name: 'a nullable error through $ref, checked in its definition',
      code: tool("{anyOf: [{$ref: '#/$defs/Error'}, {type: 'null'}]}", '      $defs:\n        Error: ' + GOOD + '\n'),
    },
    {
      name: 'errors in input schemas are not result errors',
      code: 'tools:\n  - name: get_order\n    description: Reads one order.\n    inputSchema: {type: object, properties: {error: {type: string}}}\n',
    },
    { name: 'a field not named in errorFields', code: tool('{type: string}'), options: { errorFields: ['failure'] } },
    { name: 'requiredFields: [message]', code: tool('{type: object, properties: {message: {type: string}}}'), options: { requiredFields: ['message'] } },
    { name: 'an error that says nothing of its type', code: tool('{description: What went wrong.}') },
  ],
  invalid: [
    {
      name: 'an error with only a message',
      code: tool('{type: object, properties: {message: {type: string}}}'),
      errors: [
        {
          messageId: 'missingFields',
          pointer: E,
          line: 9,
          column: 16,
          tool: 'get_order',
          data: { path: 'error', name: 'get_order', fields: '`code` and `retryable`' },
        },
      ],
    },
    {
      name: 'an error that is a string',
      code: tool('{type: string}'),
      errors: [{ messageId: 'notObject', pointer: E, data: { path: 'error', name: 'get_order', type: '`string`' } }],
    },
    {
      name: 'codes not in UPPER_SNAKE_CASE, and a retryable error without a delay',
      code: tool(
        '{type: object, properties: {code: {type: string, enum: [not_found, RateLimited, TIMEOUT]}, message: {type: string}, retryable: {type: boolean}}}',
      ),
      errors: [
        { messageId: 'retryAfterMissing', pointer: E, data: { path: 'error', name: 'get_order', field: 'retry_after_ms' } },
        {
          messageId: 'codeCase',
          pointer: `${E}/properties/code`,
          data: { path: 'error.code', name: 'get_order', values: '"not_found" and "RateLimited"', pattern: '^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$' },
        },
      ],
    },
    {
      name: 'wrong and missing types',
      code: tool(
        '{type: object, properties: {code: {type: integer}, message: {type: string}, retryable: {type: string}, retry_after_ms: {type: string}, human_review: {description: 需要人工复核。}, approval_url: {type: string}}}',
      ),
      errors: [
        { messageId: 'fieldType', pointer: `${E}/properties/code`, data: { path: 'error.code', name: 'get_order', actual: '`integer`', expected: '`string`' } },
        {
          messageId: 'fieldType',
          pointer: `${E}/properties/retryable`,
          data: { path: 'error.retryable', name: 'get_order', actual: '`string`', expected: '`boolean`' },
        },
        {
          messageId: 'fieldType',
          pointer: `${E}/properties/retry_after_ms`,
          data: { path: 'error.retry_after_ms', name: 'get_order', actual: '`string`', expected: '`integer` or `number`' },
        },
        { messageId: 'untyped', pointer: `${E}/properties/human_review`, data: { path: 'error.human_review', name: 'get_order', expected: '`boolean`' } },
      ],
    },
    {
      name: 'a shared Error definition reached through $ref is reported once, where it is written',
      code: `tools:
  - name: get_order
    description: Reads one order.
    inputSchema: {type: object}
    outputSchema:
      type: object
      properties:
        error: {$ref: '#/$defs/Error'}
        data: {type: object, properties: {error: {$ref: '#/$defs/Error'}}}
      $defs:
        Error: {type: object, properties: {code: {type: string}, message: {type: string}}}
`,
      errors: [{ messageId: 'missingFields', pointer: '/tools/0/outputSchema/$defs/Error', data: { path: 'error', name: 'get_order', fields: '`retryable`' } }],
    },
    {
      name: 'errors: [...] items, with errorFields and codePattern options',
      code: 'tools:\n  - name: get_order\n    description: Reads one order.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {errors: {type: array, items: {type: object, properties: {code: {enum: [E1, e2]}, message: {type: string}, retryable: {type: boolean}}}}}}\n',
      options: { errorFields: ['errors'], codePattern: '^E[0-9]+$', retryAfterField: 'wait_ms' },
      errors: [
        {
          messageId: 'retryAfterMissing',
          pointer: '/tools/0/outputSchema/properties/errors/items',
          data: { path: 'errors[]', name: 'get_order', field: 'wait_ms' },
        },
        {
          messageId: 'codeCase',
          pointer: '/tools/0/outputSchema/properties/errors/items/properties/code',
          data: { path: 'errors[].code', name: 'get_order', values: '"e2"', pattern: '^E[0-9]+$' },
        },
      ],
    },
    {
      name: 'OpenAPI: an error component in the 200 response',
      code: `openapi: 3.0.3
info: {title: Shop, version: 1.0.0}
paths:
  /orders/{id}:
    get:
      operationId: getOrder
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      responses:
        "200":
          description: OK
          content:
            application/json:
              schema:
                type: object
                properties:
                  status: {type: string}
                  error: {$ref: '#/components/schemas/Error'}
components:
  schemas:
    Error: {type: object, properties: {code: {type: string}, message: {type: string}, retryable: {type: boolean}}}
`,
      errors: [
        {
          messageId: 'retryAfterMissing',
          pointer: '/components/schemas/Error',
          tool: 'getOrder',
          data: { path: 'error', name: 'getOrder', field: 'retry_after_ms' },
        },
      ],
    },
  ],
});
