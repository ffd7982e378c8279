import rule from '../../rules/strict-mode-enabled/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const schema = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false };
const chat = (extra: object = {}, outer: object = {}) => ({
  type: 'function',
  function: { name: 'get_weather', description: 'Gets the weather.', parameters: schema, ...extra },
  ...outer,
});
const registry = 'tools:\n  - name: get_weather\n    description: 查询天气。\n    parameters: {type: object}\n';

ruleTester(rule).run({
  valid: [
    { name: 'OpenAI Chat with strict: true', code: [chat({ strict: true })] },
    { name: 'OpenAI Responses turns strict on by default', code: [{ type: 'function', name: 'get_weather', description: 'x', parameters: schema }] },
    { name: 'Anthropic with strict: true', code: [{ name: 'get_weather', description: 'x', input_schema: schema, strict: true }] },
    { name: 'a plain registry without a target', code: registry },
    { name: 'MCP tools have no strict field', code: { tools: [{ name: 'get_weather', inputSchema: schema }] }, targets: ['openai'] },
    { name: 'a registry sent to Gemini, which has no strict mode', code: registry, targets: ['gemini'] },
    { name: "a strict beside function is dialect-shape's to report", code: [chat({}, { strict: true })] },
    { name: 'legacy OpenAI functions are not in the default dialects', code: { functions: [{ name: 'get_weather', description: 'x', parameters: schema }] } },
    { name: 'dialects: [] without a target', code: [chat()], options: { dialects: [] } },
    { name: '--target openai-responses: a tool without strict is strict already', code: registry, targets: ['openai-responses', 'gemini'] },
  ],
  invalid: [
    {
      name: 'OpenAI Chat without strict',
      code: [chat()],
      errors: [{ messageId: 'missing', pointer: '/0/function', line: 4, column: 17, tool: 'get_weather', data: { name: 'get_weather', provider: 'OpenAI' } }],
    },
    {
      name: 'strict: false, and a second tool without strict',
      code: [chat({ strict: false }), chat({ name: 'get_time' })],
      errors: [
        { messageId: 'disabled', pointer: '/0/function/strict', data: { name: 'get_weather', provider: 'OpenAI' } },
        { messageId: 'missing', pointer: '/1/function', tool: 'get_time', data: { name: 'get_time', provider: 'OpenAI' } },
      ],
    },
    {
      name: 'OpenAI Responses with strict: false',
      code: [{ type: 'function', name: 'get_weather', description: 'x', parameters: schema, strict: false }],
      errors: [{ messageId: 'disabled', pointer: '/0/strict', data: { name: 'get_weather', provider: 'OpenAI' } }],
    },
    {
      name: 'Anthropic without strict',
      code: [{ name: 'get_weather', description: '查詢天氣。', input_schema: schema }],
      errors: [{ messageId: 'missing', pointer: '/0', data: { name: 'get_weather', provider: 'Anthropic' } }],
    },
    {
      name: 'a plain registry sent to OpenAI (--target openai)',
      code: registry,
      targets: ['openai'],
      errors: [{ messageId: 'missing', pointer: '/tools/0', line: 2, column: 5, data: { name: 'get_weather', provider: 'OpenAI' } }],
    },
    {
      name: '--target openai-responses: strict: false is still reported',
      code: 'tools:\n  - name: get_weather\n    description: 查询天气。\n    strict: false\n    parameters: {type: object}\n',
      targets: ['openai-responses'],
      errors: [{ messageId: 'disabled', pointer: '/tools/0/strict', data: { name: 'get_weather', provider: 'OpenAI' } }],
    },
    {
      name: 'openai-responses beside anthropic: Anthropic still needs strict: true',
      code: registry,
      targets: ['openai-responses', 'anthropic'],
      errors: [{ messageId: 'missing', pointer: '/tools/0', data: { name: 'get_weather', provider: 'Anthropic' } }],
    },
    {
      name: 'a plain registry sent to Anthropic in strict mode',
      code: registry,
      targets: ['anthropic-strict'],
      errors: [{ messageId: 'missing', pointer: '/tools/0', data: { name: 'get_weather', provider: 'Anthropic' } }],
    },
    {
      name: 'dialects: [openai-functions]',
      code: { functions: [{ name: 'get_weather', description: 'x', parameters: schema }] },
      options: { dialects: ['openai-functions'] },
      errors: [{ messageId: 'missing', pointer: '/functions/0', data: { name: 'get_weather', provider: 'OpenAI' } }],
    },
  ],
});
