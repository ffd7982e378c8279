import { describe, expect, it } from 'vitest';
import rule from '../../rules/strict-mode-compatible/index.js';
import { lintWith, ruleTester } from '../helpers/rule-tester.js';

/** An OpenAI Chat Completions tool list with one function, strict unless told. */
const chat = (parameters: object, strict = true) => [
  { type: 'function', function: { name: 'find_order', description: 'Finds one order.', strict, parameters } },
];
/** A plain registry with one tool. */
const tool = (parameters: string, extra = '') => `tools:\n  - name: find_order\n    description: Finds one order.\n${extra}    parameters: ${parameters}\n`;
const OPENAI = 'https://platform.openai.com/docs/guides/structured-outputs#supported-schemas';
const ANTHROPIC = 'https://docs.claude.com/en/docs/build-with-claude/structured-outputs';
const o = { tool: 'find_order', target: 'openai-strict', source: OPENAI };
const a = { tool: 'find_order', target: 'anthropic-strict', source: ANTHROPIC };
const closed = (properties: object, required = Object.keys(properties)) => ({ type: 'object', additionalProperties: false, properties, required });
const ROOT = ' at the root of its input schema';

ruleTester(rule).run({
  valid: [
    { name: 'no strict flag and no strict target', code: tool('{type: object, properties: {q: {type: string, minLength: 1}}}') },
    {
      name: 'an OpenAI strict tool that fits: every property required, optional ones nullable',
      code: chat(
        closed({
          id: { type: 'string', format: 'uuid', pattern: '^[a-f0-9-]+$' },
          note: { type: ['string', 'null'] },
          n: { type: 'integer', minimum: 1, maximum: 9 },
          pick: { anyOf: [{ type: 'string' }, { type: 'number' }] },
          tags: { type: 'array', items: { type: 'string' }, maxItems: 5 },
        }),
      ),
    },
    { name: 'strict: false is not checked', code: chat({ type: 'object', properties: { q: { type: 'string', minLength: 1 } } }, false) },
    { name: 'checkStrictFlag: false', code: chat({ type: 'object', properties: { q: { type: 'string' } } }), options: { checkStrictFlag: false } },
    {
      name: 'Anthropic strict accepts optional properties and minItems 1',
      code: tool('{type: object, additionalProperties: false, properties: {ids: {type: array, minItems: 1, items: {type: string, format: uri}}}}'),
      targets: ['anthropic-strict'],
    },
    {
      name: 'OpenAI strict accepts recursion through $defs',
      code: tool(`
      type: object
      additionalProperties: false
      required: [root]
      properties: {root: {$ref: '#/$defs/Node'}}
      $defs:
        Node: {type: object, additionalProperties: false, required: [children], properties: {children: {type: array, items: {$ref: '#/$defs/Node'}}}}`),
      targets: ['openai-strict'],
    },
    { name: 'ignoreKeywords', code: chat(closed({ q: { type: 'string', minLength: 1 } })), options: { ignoreKeywords: ['minLength'] } },
    {
      name: 'a normal-mode target and no strict flag',
      code: tool('{type: object, properties: {q: {type: string, minLength: 1}}}'),
      targets: ['openai', 'anthropic'],
    },
    {
      name: 'openai-responses: a tool that sets strict: false is not checked',
      code: tool('{type: object, properties: {q: {type: string, minLength: 1}}}', '    strict: false\n'),
      targets: ['openai-responses'],
    },
    {
      name: 'openai-responses: a Responses API tool with strict: false is not checked',
      code: [
        {
          type: 'function',
          name: 'find_order',
          description: 'Finds one order.',
          strict: false,
          parameters: { type: 'object', properties: { q: { type: 'string', minLength: 1 } } },
        },
      ],
      targets: ['openai-responses'],
    },
    {
      name: 'openai-responses: a tool without strict that fits strict mode',
      code: [{ type: 'function', function: { name: 'find_order', description: 'Finds one order.', parameters: closed({ q: { type: 'string' } }) } }],
      targets: ['openai-responses'],
    },
    {
      name: 'openai-responses is not strict by default without --target: the portable profile is not',
      code: [
        {
          type: 'function',
          name: 'find_order',
          description: 'Finds one order.',
          parameters: { type: 'object', properties: { q: { type: 'string', minLength: 1 } } },
        },
      ],
    },
  ],
  invalid: [
    {
      name: 'two findings: an open object and an optional property',
      code: chat({ type: 'object', properties: { id: { type: 'string' }, note: { type: 'string' } }, required: ['id'] }),
      errors: [
        { messageId: 'open', pointer: '/0/function/parameters', data: { ...o, where: ROOT } },
        { messageId: 'optional', pointer: '/0/function/parameters/required', data: { ...o, where: ROOT, names: '"note"' } },
      ],
    },
    {
      name: 'openai-strict: a keyword and a format it rejects',
      code: tool(`
      type: object
      additionalProperties: false
      required: [q, site]
      properties:
        q: {type: string, minLength: 1}
        site: {type: string, format: uri}`),
      targets: ['openai-strict'],
      errors: [
        {
          messageId: 'keyword',
          pointer: '/tools/0/parameters/properties/q/minLength',
          line: 9,
          column: 38,
          data: { ...o, keyword: 'minLength', where: ' in `q`', value: '', accepted: '' },
        },
        {
          messageId: 'format',
          pointer: '/tools/0/parameters/properties/site/format',
          data: { ...o, keyword: 'format', where: ' in `site`', value: 'uri', accepted: 'date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid' },
        },
      ],
    },
    {
      name: 'openai-strict: a composition at the root',
      code: tool('{anyOf: [{type: object, additionalProperties: false, properties: {}}]}'),
      targets: ['openai-strict'],
      errors: [
        {
          messageId: 'rootKeyword',
          pointer: '/tools/0/parameters/anyOf',
          data: { ...o, source: 'https://platform.openai.com/docs/guides/function-calling', keyword: 'anyOf', where: ROOT, value: '', accepted: '' },
        },
      ],
    },
    {
      name: 'anthropic-strict: bounds, minItems over 1, an object in an enum, and recursion',
      code: tool(`
      type: object
      additionalProperties: false
      properties:
        n: {type: integer, minimum: 1}
        ids: {type: array, minItems: 2, items: {type: string}}
        shape: {enum: [{a: 1}]}
        tree: {$ref: '#/$defs/Node'}
      $defs:
        Node: {type: object, additionalProperties: false, properties: {kids: {type: array, items: {$ref: '#/$defs/Node'}}}}`),
      targets: ['anthropic-strict'],
      errors: [
        {
          messageId: 'keyword',
          pointer: '/tools/0/parameters/properties/n/minimum',
          data: { ...a, keyword: 'minimum', where: ' in `n`', value: '', accepted: '' },
        },
        {
          messageId: 'keywordValue',
          pointer: '/tools/0/parameters/properties/ids/minItems',
          data: { ...a, keyword: 'minItems', where: ' in `ids`', value: '2', accepted: '0 or 1' },
        },
        {
          messageId: 'enumValue',
          pointer: '/tools/0/parameters/properties/shape/enum',
          data: { ...a, keyword: 'enum', where: ' in `shape`', value: '{"a":1}', accepted: '' },
        },
        { messageId: 'recursive', pointer: '/tools/0/parameters/$defs/Node/properties/kids/items/$ref', data: { ...a, where: ' in `tree.kids[]`' } },
      ],
    },
    {
      name: "an Anthropic tool with strict: true is held to Anthropic's strict mode",
      code: `[{"name": "find_order", "description": "Finds one order.", "strict": true, "input_schema": {"type": "object", "properties": {"q": {"type": "string", "maxLength": 9}}}}]`,
      errors: [
        { messageId: 'open', pointer: '/0/input_schema', data: { ...a, where: ROOT } },
        {
          messageId: 'keyword',
          pointer: '/0/input_schema/properties/q/maxLength',
          data: { ...a, keyword: 'maxLength', where: ' in `q`', value: '', accepted: '' },
        },
      ],
    },
    {
      name: 'a registry tool with strict: true and no target: both strict modes',
      code: tool('{type: object, additionalProperties: false, required: [q], properties: {q: {type: string, maxLength: 9}}}', '    strict: true\n'),
      errors: [
        { messageId: 'keyword', pointer: '/tools/0/parameters/properties/q/maxLength', message: /which anthropic-strict rejects/ },
        { messageId: 'keyword', pointer: '/tools/0/parameters/properties/q/maxLength', message: /which openai-strict rejects/ },
      ],
    },
    {
      name: "strict: true with a selected target: that provider's strict mode only",
      code: tool('{type: object, additionalProperties: false, required: [q], properties: {q: {type: string, maxLength: 9}}}', '    strict: true\n'),
      targets: ['openai'],
      errors: [{ messageId: 'keyword', pointer: '/tools/0/parameters/properties/q/maxLength', message: /which openai-strict rejects/ }],
    },
    {
      name: 'openai-responses: a tool without strict is held to openai-strict',
      code: tool('{type: object, properties: {id: {type: string}, q: {type: string, minLength: 1}}, required: [q]}'),
      targets: ['openai-responses'],
      errors: [
        { messageId: 'open', pointer: '/tools/0/parameters', data: { ...o, where: ROOT } },
        {
          messageId: 'keyword',
          pointer: '/tools/0/parameters/properties/q/minLength',
          data: { ...o, keyword: 'minLength', where: ' in `q`', value: '', accepted: '' },
        },
        { messageId: 'optional', pointer: '/tools/0/parameters/required', data: { ...o, where: ROOT, names: '"id"' } },
      ],
    },
    {
      name: 'openai-responses: a Responses API tool without strict, and checkStrictFlag: false does not turn that off',
      code: [{ type: 'function', name: 'find_order', description: 'Finds one order.', parameters: closed({ q: { type: 'string', minLength: 1 } }) }],
      targets: ['openai-responses'],
      options: { checkStrictFlag: false },
      errors: [
        {
          messageId: 'keyword',
          pointer: '/0/parameters/properties/q/minLength',
          data: { ...o, keyword: 'minLength', where: ' in `q`', value: '', accepted: '' },
        },
      ],
    },
    {
      name: "openai-responses beside anthropic: only the Responses API's default makes the tool strict",
      code: tool('{type: object, additionalProperties: false, required: [q], properties: {q: {type: string, maxLength: 9}}}'),
      targets: ['anthropic', 'openai-responses'],
      errors: [
        {
          messageId: 'keyword',
          pointer: '/tools/0/parameters/properties/q/maxLength',
          message: /^Tool "find_order" uses `maxLength` in `q`, which openai-strict rejects/,
        },
      ],
    },
    {
      name: 'an open object reached through $ref',
      code: tool(`
      type: object
      additionalProperties: false
      required: [address]
      properties: {address: {$ref: '#/$defs/Address'}}
      $defs:
        Address: {type: object, required: [city], properties: {city: {type: string}}}`),
      targets: ['openai-strict'],
      errors: [{ messageId: 'open', pointer: '/tools/0/parameters/$defs/Address', line: 10, data: { ...o, where: ' in `address`' } }],
    },
    {
      name: 'an OpenAPI operation: an optional query parameter',
      code: `openapi: 3.0.3
info: {title: t, version: "1.0.0"}
paths:
  /orders:
    get:
      operationId: list_orders
      parameters:
        - {name: status, in: query, schema: {type: string}}
      responses: {"200": {description: ok}}
`,
      targets: ['openai-strict'],
      errors: [{ messageId: 'optional', tool: 'list_orders', message: /has properties at the root of its input schema missing from `required` \("status"\)/ }],
    },
    {
      name: 'too many properties for OpenAI strict',
      code: chat(closed(Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`p${i}`, { type: 'string' }])))),
      errors: [{ messageId: 'tooMany', pointer: '/0/function/parameters', data: { ...o, count: 5001, max: 5000, what: 'properties' } }],
    },
    {
      name: 'nesting deeper than OpenAI strict accepts',
      code: chat(Array.from({ length: 10 }).reduce((inner: object) => closed({ x: inner }), closed({ leaf: { type: 'string' } })) as object),
      errors: [{ messageId: 'tooDeep', data: { ...o, count: 11, max: 10, where: ' in `x.x.x.x.x.x.x.x.x.x`' } }],
    },
    {
      name: 'a large enum over its character budget',
      code: chat(closed({ code: { type: 'string', enum: Array.from({ length: 251 }, (_, i) => `${String(i).padStart(3, '0')}${'x'.repeat(57)}`) } })),
      errors: [{ messageId: 'largeEnum', data: { ...o, where: ' in `code`', count: 251, length: 15060, max: 15000, values: 250 } }],
    },
    {
      name: 'Anthropic strict: more than 20 strict tools in one request',
      code: `tools:\n${Array.from({ length: 21 }, (_, i) => `  - name: t${i}\n    description: Tool ${i}.\n    parameters: {type: object, additionalProperties: false}\n`).join('')}`,
      targets: ['anthropic-strict'],
      errors: [
        { messageId: 'requestLimit', pointer: '/tools', data: { target: 'anthropic-strict', source: ANTHROPIC, count: 21, max: 20, what: 'strict tools' } },
      ],
    },
  ],
});

describe('strict-mode-compatible', () => {
  it('cites the source of each limit in its message', () => {
    const [f] = lintWith(rule, chat({ type: 'object', additionalProperties: false, properties: {} }), undefined, undefined, ['openai-strict']);
    expect(f).toBeUndefined();
    const [g] = lintWith(rule, chat({ type: 'object', properties: {} }));
    expect(g.message).toBe(
      `Tool "find_order" leaves the object at the root of its input schema open: openai-strict needs \`additionalProperties: false\` on every object (${OPENAI}).`,
    );
  });
});
