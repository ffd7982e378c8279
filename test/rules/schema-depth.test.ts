import rule from '../../rules/schema-depth/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string, extra = '') => `tools:\n  - name: create_order\n    description: Creates an order.\n    parameters: ${parameters}\n${extra}`;
const P = '/tools/0/parameters';

/** `levels` objects nested under the root, each the property `n` of the one above. */
function nested(levels: number): string {
  let s = '{type: string}';
  for (let i = 0; i < levels; i++) s = `{type: object, properties: {n: ${s}}}`;
  return `{type: object, properties: {n: ${s}}}`;
}

ruleTester(rule).run({
  valid: [
    { name: 'three levels of objects below the root', code: tool(nested(3)) },
    {
      name: 'a string deep down is a leaf, not nesting',
      code: tool('{type: object, properties: {a: {type: object, properties: {b: {type: object, properties: {c: {type: string}}}}}}}'),
    },
    {
      name: 'an array of objects within the limit',
      code: tool('{type: object, properties: {lines: {type: array, items: {type: object, properties: {sku: {type: string}}}}}}'),
    },
    { name: 'max: 5 allows deeper objects', code: tool(nested(5)), options: { max: 5 } },
    {
      name: 'a recursive schema with reportRecursive: false',
      code: tool(
        "{type: object, properties: {tree: {$ref: '#/$defs/Node'}}, $defs: {Node: {type: object, properties: {name: {type: string}, parent: {$ref: '#/$defs/Node'}}}}}",
      ),
      options: { reportRecursive: false },
    },
    {
      name: 'a $defs entry used twice is not recursion',
      code: tool(
        "{type: object, properties: {from: {$ref: '#/$defs/A'}, to: {$ref: '#/$defs/A'}}, $defs: {A: {type: object, properties: {city: {type: string}}}}}",
      ),
    },
    {
      name: 'output schemas are not checked by default',
      code: `tools:\n  - name: get_order\n    description: Reads one order.\n    inputSchema: {type: object}\n    outputSchema: ${nested(5)}\n`,
    },
  ],
  invalid: [
    {
      name: 'an object four levels down',
      code: tool(nested(4)),
      errors: [
        {
          messageId: 'tooDeep',
          pointer: `${P}/properties/n/properties/n/properties/n/properties/n`,
          tool: 'create_order',
          severity: 'info',
          data: { what: 'Object', path: 'n.n.n.n', name: 'create_order', depth: 4, max: 3 },
        },
      ],
    },
    {
      name: 'only the first container past the limit is reported, not what lies below it',
      code: tool(nested(6)),
      errors: [
        {
          messageId: 'tooDeep',
          pointer: `${P}/properties/n/properties/n/properties/n/properties/n`,
          data: { what: 'Object', path: 'n.n.n.n', name: 'create_order', depth: 4, max: 3 },
        },
      ],
    },
    {
      name: 'array items count as a level; one finding per schema, which counts the other deep parts',
      code: tool(`
      type: object
      properties:
        order:
          type: object
          properties:
            lines:
              type: array
              items:
                type: object
                properties:
                  tags: {type: array, items: {type: string}}
                  options: {type: object, properties: {gift: {type: boolean}}}
            customer:
              type: object
              properties:
                address:
                  type: object
                  properties:
                    geo: {type: object, properties: {lat: {type: number}}}`),
      errors: [
        {
          messageId: 'tooDeepMany',
          pointer: `${P}/properties/order/properties/lines/items/properties/tags`,
          line: 15,
          column: 25,
          data: { what: 'Array', path: 'order.lines[].tags', name: 'create_order', depth: 4, max: 3, others: 2, role: 'input' },
        },
      ],
    },
    {
      name: 'one finding per tool: each tool with deep parts gets its own',
      code: `tools:\n  - name: create_order\n    description: Creates an order.\n    parameters: ${nested(4)}\n  - name: update_order\n    description: Updates an order.\n    parameters: ${nested(5)}\n`,
      errors: [
        { messageId: 'tooDeep', tool: 'create_order', data: { what: 'Object', path: 'n.n.n.n', name: 'create_order', depth: 4, max: 3 } },
        { messageId: 'tooDeep', tool: 'update_order', data: { what: 'Object', path: 'n.n.n.n', name: 'update_order', depth: 4, max: 3 } },
      ],
    },
    {
      name: 'max: 1',
      code: tool('{type: object, properties: {filters: {type: object, properties: {range: {type: object, properties: {from: {type: string}}}}}}}'),
      options: { max: 1 },
      errors: [
        {
          messageId: 'tooDeep',
          pointer: `${P}/properties/filters/properties/range`,
          data: { what: 'Object', path: 'filters.range', name: 'create_order', depth: 2, max: 1 },
        },
      ],
    },
    {
      name: 'reached through $ref: reported where the definition is written, named by the path that uses it',
      code: tool(
        "{type: object, properties: {a: {type: object, properties: {b: {type: object, properties: {c: {type: object, properties: {d: {$ref: '#/$defs/Deep'}}}}}}}}, $defs: {Deep: {type: object, properties: {x: {type: string}}}}}",
      ),
      errors: [{ messageId: 'tooDeep', pointer: `${P}/$defs/Deep`, data: { what: 'Object', path: 'a.b.c.d', name: 'create_order', depth: 4, max: 3 } }],
    },
    {
      name: 'a schema that refers back to itself nests without end',
      code: tool(
        "{type: object, properties: {tree: {$ref: '#/$defs/Node'}}, $defs: {Node: {type: object, properties: {name: {type: string}, children: {type: array, items: {$ref: '#/$defs/Node'}}}}}}",
      ),
      errors: [
        {
          messageId: 'recursive',
          severity: 'error',
          pointer: `${P}/$defs/Node/properties/children/items`,
          data: { path: 'tree.children[]', name: 'create_order' },
        },
      ],
    },
    {
      name: 'one cycle reported per schema of a tool: the first one reached',
      code: tool(
        "{type: object, properties: {tree: {$ref: '#/$defs/Node'}, parent: {$ref: '#/$defs/Group'}}, $defs: {Node: {type: object, properties: {children: {type: array, items: {$ref: '#/$defs/Node'}}}}, Group: {type: object, properties: {groups: {type: array, items: {$ref: '#/$defs/Group'}}}}}}",
      ),
      errors: [{ messageId: 'recursive', pointer: `${P}/$defs/Node/properties/children/items`, data: { path: 'tree.children[]', name: 'create_order' } }],
    },
    {
      name: 'checkOutput: true checks output schemas',
      code: `tools:\n  - name: get_order\n    description: Reads one order.\n    inputSchema: {type: object}\n    outputSchema: ${nested(4)}\n`,
      options: { checkOutput: true },
      errors: [
        {
          messageId: 'tooDeep',
          pointer: '/tools/0/outputSchema/properties/n/properties/n/properties/n/properties/n',
          data: { what: 'Object', path: 'n.n.n.n', name: 'get_order', depth: 4, max: 3 },
        },
      ],
    },
    {
      name: 'an OpenAPI request body component: the body is a parameter of its own, one level down',
      code: `openapi: 3.0.3
info: {title: Shop, version: 1.0.0}
paths:
  /orders:
    post:
      operationId: createOrder
      requestBody:
        content:
          application/json:
            schema: {$ref: '#/components/schemas/Order'}
      responses:
        '201': {description: Created.}
components:
  schemas:
    Order:
      type: object
      properties:
        shipping:
          type: object
          properties:
            address:
              type: object
              properties:
                geo:
                  type: object
                  properties:
                  properties:
                    lat: {type: number}
`,
      errors: [
        {
          messageId: 'tooDeep',
          pointer: '/components/schemas/Order/properties/shipping/properties/address/properties/geo',
          tool: 'createOrder',
          data: { what: 'Object', path: 'body.shipping.address.geo', name: 'createOrder', depth: 4, max: 3 },
        },
      ],
    },
  ],
});
