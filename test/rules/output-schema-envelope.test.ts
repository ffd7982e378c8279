import rule from '../../rules/output-schema-envelope/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (output: string, name = 'get_order') =>
  `tools:\n  - name: ${name}\n    description: Reads one order.\n    inputSchema: {type: object}\n    outputSchema: ${output}\n`;
const O = '/tools/0/outputSchema';

ruleTester(rule).run({
  valid: [
    {
      name: 'status with data and error',
      code: tool('{type: object, properties: {status: {type: string, enum: [ok, error]}, data: {type: object}, error: {type: object}}}'),
    },
    {
      name: 'success and failure as oneOf branches, one through $ref',
      code: tool(
        "{oneOf: [{$ref: '#/$defs/Ok'}, {type: object, properties: {status: {const: error}, error: {type: object}}}], $defs: {Ok: {type: object, properties: {status: {const: ok}, data: {type: object}}}}}",
      ),
    },
    {
      name: 'the envelope built with allOf',
      code: tool(
        "{allOf: [{$ref: '#/$defs/Envelope'}, {type: object, properties: {data: {type: object}}}], $defs: {Envelope: {type: object, properties: {status: {type: string}}}}}",
      ),
    },
    { name: 'a tool without an output schema', code: 'tools:\n  - name: get_order\n    description: Reads one order.\n' },
    { name: 'an output schema that says nothing of its type', code: tool('{description: Anything.}') },
    {
      name: 'a nullable result: the null branch is not a shape',
      code: tool('{anyOf: [{type: object, properties: {status: {type: string}, data: {type: object}}}, {type: "null"}]}'),
    },
    {
      name: 'custom field names',
      code: tool('{type: object, properties: {ok: {type: boolean}, result: {type: object}}}'),
      options: { statusField: 'ok', dataField: 'result', errorField: 'problem' },
    },
  ],
  invalid: [
    {
      name: 'a bare result object',
      code: tool('{type: object, properties: {id: {type: string}, total: {type: number}}}'),
      errors: [
        {
          messageId: 'missingStatus',
          pointer: O,
          line: 5,
          column: 19,
          tool: 'get_order',
          data: { name: 'get_order', where: '', status: 'status', data: 'data', error: 'error' },
        },
      ],
    },
    {
      name: 'status without data or error',
      code: tool('{type: object, properties: {status: {type: string}, id: {type: string}}}'),
      errors: [{ messageId: 'missingPayload', pointer: O, data: { name: 'get_order', where: '', status: 'status', data: 'data', error: 'error' } }],
    },
    {
      name: 'an array result',
      code: tool('{type: array, items: {type: object}}'),
      errors: [{ messageId: 'notObject', pointer: O, data: { name: 'get_order', type: 'array', status: 'status', data: 'data', error: 'error' } }],
    },
    {
      name: 'two findings: a oneOf whose failure branch (through $ref) has no status',
      code: tool(
        "{oneOf: [{type: object, properties: {status: {const: ok}, data: {type: object}}}, {$ref: '#/$defs/Failure'}, {type: string}], $defs: {Failure: {type: object, properties: {message: {type: string}}}}}",
      ),
      errors: [
        { messageId: 'notObject', pointer: `${O}/oneOf/2`, data: { name: 'get_order', type: 'string', status: 'status', data: 'data', error: 'error' } },
        {
          messageId: 'missingStatus',
          pointer: `${O}/$defs/Failure`,
          data: { name: 'get_order', where: ' (`oneOf[1]`)', status: 'status', data: 'data', error: 'error' },
        },
      ],
    },
    {
      name: 'custom names: the default envelope is then wrong',
      code: tool('{type: object, properties: {status: {type: string}, data: {type: object}}}'),
      options: { statusField: 'ok' },
      errors: [{ messageId: 'missingStatus', pointer: O, data: { name: 'get_order', where: '', status: 'ok', data: 'data', error: 'error' } }],
    },
    {
      name: 'OpenAPI: the 200 response, a component',
      code: `openapi: 3.0.3
info: {title: Shop, version: 1.0.0}
paths:
  /orders/{id}:
    get:
      operationId: getOrder
      description: 读取订单。
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      responses:
        "200":
          description: OK
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Order'}
components:
  schemas:
    Order: {type: object, properties: {id: {type: string}}}
`,
      errors: [
        {
          messageId: 'missingStatus',
          pointer: '/components/schemas/Order',
          tool: 'getOrder',
          data: { name: 'getOrder', where: '', status: 'status', data: 'data', error: 'error' },
        },
      ],
    },
  ],
});
