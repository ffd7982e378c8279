import rule from '../../rules/schema-satisfiable/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string) => `tools:\n  - name: list_orders\n    description: Lists orders.\n    parameters: ${parameters}\n`;
/** A parameter `p`, required or not. */
const param = (schema: string, required = true) => tool(`{type: object, properties: {p: ${schema}}${required ? ', required: [p]' : ''}}`);
const P = '/tools/0/parameters/properties/p';
const REQUIRED = { where: 'parameter "p"', consequence: 'It is required, so no call is valid' };
const NO_CALL = 'It is required, so no call is valid';
const OPTIONAL = { where: 'parameter "p"', rejected: 'any call that gives it is rejected' };

ruleTester(rule).run({
  valid: [
    { name: 'ordered bounds', code: param('{type: integer, minimum: 1, maximum: 100}') },
    { name: 'equal inclusive bounds leave one value', code: param('{type: number, minimum: 5, maximum: 5}') },
    { name: 'equal lengths', code: param('{type: string, minLength: 3, maxLength: 3}') },
    { name: 'an integer in a fractional range', code: param('{type: integer, minimum: 0.5, maximum: 1.5}') },
    { name: 'a number in a range no integer is in', code: param('{type: number, minimum: 1.2, maximum: 1.8}') },
    { name: 'exclusive bounds with room between', code: param('{type: number, exclusiveMinimum: 0, exclusiveMaximum: 1}') },
    { name: 'under not: matching nothing may be the point', code: param('{type: string, not: {minLength: 5, maxLength: 2}}') },
    { name: 'a branch of anyOf', code: param('{anyOf: [{type: string, minLength: 5, maxLength: 2}, {type: integer}]}') },
    { name: 'bounds that are not numbers are schema-valid’s', code: param('{type: integer, minimum: "10", maximum: 1}') },
    {
      name: 'as many required properties as allowed',
      code: param('{type: object, required: [a, b], maxProperties: 2, properties: {a: {type: string}, b: {type: string}}}'),
    },
  ],
  invalid: [
    {
      name: 'minimum above maximum on a required parameter',
      code: param('{type: integer, minimum: 10, maximum: 1}'),
      errors: [
        {
          messageId: 'noValue',
          severity: 'error',
          pointer: `${P}/minimum`,
          tool: 'list_orders',
          data: { ...REQUIRED, conflict: '`minimum` 10 is above `maximum` 1' },
        },
      ],
    },
    {
      name: 'the same on an optional parameter is a warning',
      code: param('{type: integer, minimum: 10, maximum: 1}', false),
      errors: [
        { messageId: 'noValueOptional', severity: 'warn', pointer: `${P}/minimum`, data: { ...OPTIONAL, conflict: '`minimum` 10 is above `maximum` 1' } },
      ],
    },
    {
      name: 'lengths, items and property counts',
      code: tool(
        '{type: object, required: [s, a, o], properties: {s: {type: string, minLength: 5, maxLength: 2}, a: {type: array, minItems: 3, maxItems: 1}, o: {type: object, minProperties: 2, maxProperties: 1}}}',
      ),
      errors: [
        {
          messageId: 'noValue',
          pointer: '/tools/0/parameters/properties/s/minLength',
          data: { where: 'parameter "s"', consequence: NO_CALL, conflict: '`minLength` 5 is above `maxLength` 2' },
        },
        {
          messageId: 'noValue',
          pointer: '/tools/0/parameters/properties/a/minItems',
          data: { where: 'parameter "a"', consequence: NO_CALL, conflict: '`minItems` 3 is above `maxItems` 1' },
        },
        {
          messageId: 'noValue',
          pointer: '/tools/0/parameters/properties/o/minProperties',
          data: { where: 'parameter "o"', consequence: NO_CALL, conflict: '`minProperties` 2 is above `maxProperties` 1' },
        },
      ],
    },
    {
      name: 'equal bounds of which one is exclusive',
      code: param('{type: number, exclusiveMinimum: 5, maximum: 5}'),
      errors: [{ messageId: 'noValue', data: { ...REQUIRED, conflict: '`exclusiveMinimum` 5 and `maximum` 5 leave no number between them' } }],
    },
    {
      name: "draft-04's boolean exclusiveMaximum",
      code: param('{type: number, minimum: 5, maximum: 5, exclusiveMaximum: true}'),
      errors: [{ messageId: 'noValue', pointer: `${P}/minimum`, data: { ...REQUIRED, conflict: '`minimum` 5 and `maximum` 5 leave no number between them' } }],
    },
    {
      name: 'the tighter of minimum and exclusiveMinimum',
      code: param('{type: number, minimum: 0, exclusiveMinimum: 20, maximum: 10}'),
      errors: [{ messageId: 'noValue', pointer: `${P}/exclusiveMinimum`, data: { ...REQUIRED, conflict: '`exclusiveMinimum` 20 is above `maximum` 10' } }],
    },
    {
      name: 'no integer in the range',
      code: param('{type: integer, minimum: 1.2, maximum: 1.8}'),
      errors: [{ messageId: 'noValue', data: { ...REQUIRED, conflict: 'no integer lies between `minimum` 1.2 and `maximum` 1.8' } }],
    },
    {
      name: 'a nullable type still takes null',
      code: param('{type: [string, "null"], minLength: 5, maxLength: 2}'),
      errors: [
        {
          messageId: 'noKind',
          severity: 'warn',
          data: { where: 'parameter "p"', kind: 'string', others: 'null', conflict: '`minLength` 5 is above `maxLength` 2' },
        },
      ],
    },
    {
      name: "OpenAPI 3.0's nullable",
      code: param('{type: integer, nullable: true, minimum: 3, maximum: 2}'),
      errors: [{ messageId: 'noKind', data: { where: 'parameter "p"', kind: 'number', others: 'null', conflict: '`minimum` 3 is above `maximum` 2' } }],
    },
    {
      name: 'no type: values of other types pass',
      code: param('{minLength: 5, maxLength: 2}'),
      errors: [
        {
          messageId: 'noKind',
          data: { where: 'parameter "p"', kind: 'string', others: 'values of other types than string', conflict: '`minLength` 5 is above `maxLength` 2' },
        },
      ],
    },
    {
      name: 'more required properties than maxProperties, at the root',
      code: tool('{type: object, required: [a, b, c], maxProperties: 2, properties: {a: {type: string}, b: {type: string}, c: {type: string}}}'),
      errors: [
        {
          messageId: 'noValue',
          pointer: '/tools/0/parameters/required',
          data: { where: 'the input schema', consequence: 'No call is valid', conflict: '`required` lists 3 properties but `maxProperties` is 2' },
        },
      ],
    },
    {
      name: 'a required property whose schema is false',
      code: tool('{type: object, required: [a], properties: {a: false}}'),
      errors: [
        {
          messageId: 'noValue',
          pointer: '/tools/0/parameters/required',
          data: {
            where: 'the input schema',
            consequence: 'No call is valid',
            conflict: 'the required property "a" is the schema `false`, which no value matches',
          },
        },
      ],
    },
    {
      name: 'required through a $ref, all the way up',
      code: tool('{type: object, required: [range], properties: {range: {$ref: "#/$defs/Range"}}, $defs: {Range: {type: integer, minimum: 9, maximum: 3}}}'),
      errors: [
        {
          messageId: 'noValue',
          pointer: '/tools/0/parameters/$defs/Range/minimum',
          data: { where: 'parameter "range"', consequence: NO_CALL, conflict: '`minimum` 9 is above `maximum` 3' },
        },
      ],
    },
    {
      name: 'a required field inside an optional object is optional',
      code: tool('{type: object, properties: {filter: {type: object, required: [n], properties: {n: {type: integer, minimum: 9, maximum: 3}}}}}'),
      errors: [
        {
          messageId: 'noValueOptional',
          data: { where: 'parameter "filter.n"', rejected: 'any call that gives it is rejected', conflict: '`minimum` 9 is above `maximum` 3' },
        },
      ],
    },
    {
      name: 'an array item',
      code: param('{type: array, items: {type: string, minLength: 4, maxLength: 1}}'),
      errors: [
        {
          messageId: 'noValueOptional',
          data: { where: 'parameter "p[]"', rejected: 'any call that gives it is rejected', conflict: '`minLength` 4 is above `maxLength` 1' },
        },
      ],
    },
    {
      name: 'an output schema',
      code: 'tools:\n  - name: count_orders\n    description: Counts orders.\n    inputSchema: {type: object}\n    outputSchema: {type: object, required: [n], properties: {n: {type: integer, minimum: 1, maximum: 0}}}\n',
      errors: [
        {
          messageId: 'noValue',
          pointer: '/tools/0/outputSchema/properties/n/minimum',
          data: {
            where: 'output field "n"',
            consequence: 'It is required, so no result the tool returns is valid',
            conflict: '`minimum` 1 is above `maximum` 0',
          },
        },
      ],
    },
  ],
});
