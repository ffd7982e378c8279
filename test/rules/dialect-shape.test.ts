import rule from '../../rules/dialect-shape/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const schema = { type: 'object', properties: { city: { type: 'string' } } };
const chat = (fn: object, outer: object = {}) => ({
  type: 'function',
  function: { name: 'get_weather', description: 'Gets the weather.', parameters: schema, ...fn },
  ...outer,
});

ruleTester(rule).run({
  valid: [
    { name: 'OpenAI Chat with strict inside function', code: [chat({ strict: true })] },
    { name: 'OpenAI Responses with strict at the top', code: [{ type: 'function', name: 'get_weather', description: 'x', parameters: schema, strict: true }] },
    {
      name: 'Anthropic',
      code: [
        { name: 'get_weather', description: 'x', input_schema: schema },
        { name: 'get_time', description: 'y', input_schema: schema, cache_control: { type: 'ephemeral' } },
      ],
    },
    { name: 'MCP with input and output schemas', code: { tools: [{ name: 'get_weather', inputSchema: schema, outputSchema: schema }] } },
    {
      name: 'a plain registry mixing shapes it reads natively',
      code: 'tools:\n  - {name: get_a, description: A., parameters: {type: object}}\n  - {name: get_b, description: B., input_schema: {type: object}}\n  - {name: get_c, description: C., inputSchema: {type: object}}\n',
    },
    {
      name: 'extension fields, other spellings of known ones, and a misspelling beside the real key are left alone',
      code: 'tools:\n  - {name: get_a, description: A., parameters: {type: object}, sunsetDate: "2030-01-01", x-descripton: y, team: core, descripton: old}\n',
    },
    { name: 'Gemini', code: { functionDeclarations: [{ name: 'get_weather', description: 'x', parametersJsonSchema: schema }] } },
    {
      name: 'checkMixedLists: false',
      code: [
        { name: 'get_weather', description: 'x', input_schema: schema },
        { name: 'get_time', description: 'y', input_schema: schema },
        { name: 'get_date', description: 'z', inputSchema: schema },
      ],
      options: { checkMixedLists: false },
    },
    {
      name: 'OpenAPI operations are not list elements',
      code: 'openapi: 3.0.3\ninfo: {title: T, version: 1.0.0}\npaths:\n  /w:\n    get:\n      operationId: getWeather\n      parameters: [{name: city, in: query, schema: {type: string}}]\n      responses: {"200": {description: OK}}\n',
    },
  ],
  invalid: [
    {
      name: 'list elements that are not objects: one error each, naming what they are',
      code: { tools: [1, null, 'get_a', { name: 'get_b', description: 'B.', inputSchema: schema }] },
      errors: [
        { messageId: 'notObject', pointer: '/tools/0', data: { place: 'The list element at `/tools/0`', got: 'a number' } },
        { messageId: 'notObject', pointer: '/tools/1', data: { place: 'The list element at `/tools/1`', got: 'null' } },
        { messageId: 'notObject', pointer: '/tools/2', data: { place: 'The list element at `/tools/2`', got: 'a string' } },
      ],
    },
    {
      name: 'misspelt keys: descripton in a registry, paramters inside an OpenAI function',
      code: 'tools:\n  - name: get_weather\n    descripton: Gets the weather.\n    parameters: {type: object}\n  - {type: function, function: {name: get_time, description: Gets the time., paramters: {type: object}}}\n',
      errors: [
        {
          messageId: 'misspeltKey',
          pointer: '/tools/0/descripton',
          line: 3,
          column: 17,
          data: { name: 'get_weather', key: 'descripton', expected: 'description' },
        },
        { messageId: 'misspeltKey', pointer: '/tools/1/function/paramters', data: { name: 'get_time', key: 'paramters', expected: 'parameters' } },
      ],
    },
    {
      name: 'OpenAI Chat: strict beside function',
      code: [chat({}, { strict: true })],
      errors: [{ messageId: 'outsideFunction', pointer: '/0/strict', line: 16, column: 15, tool: 'get_weather', data: { name: 'get_weather', key: 'strict' } }],
    },
    {
      name: 'OpenAI Chat: two keys outside function',
      code: [chat({}, { name: 'get_weather', parameters: schema })],
      errors: [
        { messageId: 'outsideFunction', pointer: '/0/name', data: { name: 'get_weather', key: 'name' } },
        { messageId: 'outsideFunction', pointer: '/0/parameters', data: { name: 'get_weather', key: 'parameters' } },
      ],
    },
    {
      name: 'parameters next to input_schema (a registry in YAML)',
      code: `tools:
  - name: get_weather
    description: 查询天气。
    input_schema: {type: object, properties: {city: {type: string}}}
    parameters: {type: object, properties: {city: {type: string}}}
`,
      errors: [
        {
          messageId: 'twoSchemas',
          pointer: '/tools/0/parameters',
          line: 5,
          column: 17,
          data: { name: 'get_weather', what: 'input', read: 'input_schema', key: 'parameters' },
        },
      ],
    },
    {
      name: 'inputSchema next to input_schema, and outputSchema next to output_schema',
      code: [{ name: 'get_weather', description: 'x', input_schema: schema, inputSchema: schema, output_schema: schema, outputSchema: schema }],
      errors: [
        { messageId: 'twoSchemas', pointer: '/0/inputSchema', data: { name: 'get_weather', what: 'input', read: 'input_schema', key: 'inputSchema' } },
        { messageId: 'twoSchemas', pointer: '/0/outputSchema', data: { name: 'get_weather', what: 'output', read: 'output_schema', key: 'outputSchema' } },
      ],
    },
    {
      name: 'an OpenAI Chat function with an Anthropic input_schema, which OpenAI does not read',
      code: [{ type: 'function', function: { name: 'get_weather', description: 'x', input_schema: schema } }],
      errors: [
        {
          messageId: 'unreadSchema',
          pointer: '/0/function/input_schema',
          data: { name: 'get_weather', key: 'input_schema', shape: 'an OpenAI Chat Completions tool (a `function` object inside)', expected: 'parameters' },
        },
      ],
    },
    {
      name: 'parameters written as a list of parameters, under the right key: renaming it is no help',
      code: { tools: [{ name: 'get_user', description: 'x', parameters: [{ name: 'id', type: 'string' }] }] },
      errors: [{ messageId: 'notSchema', pointer: '/tools/0/parameters', data: { name: 'get_user', key: 'parameters', got: 'a list' } }],
    },
    {
      name: 'Gemini: parameters beside parametersJsonSchema',
      code: { functionDeclarations: [{ name: 'get_weather', description: 'x', parametersJsonSchema: schema, parameters: schema }] },
      errors: [
        {
          messageId: 'twoSchemas',
          pointer: '/functionDeclarations/0/parameters',
          data: { name: 'get_weather', what: 'input', read: 'parametersJsonSchema', key: 'parameters' },
        },
      ],
    },
    {
      name: 'an MCP tool in an Anthropic list',
      code: [
        { name: 'get_weather', description: 'x', input_schema: schema },
        { name: 'get_time', description: 'y', input_schema: schema },
        { name: 'get_date', description: 'z', inputSchema: schema },
      ],
      errors: [
        {
          messageId: 'foreignShape',
          pointer: '/2',
          tool: 'get_date',
          data: { name: 'get_date', shape: 'an MCP tool (with `inputSchema`)', listShape: 'Anthropic tool' },
        },
      ],
    },
    {
      name: 'a legacy function in an OpenAI Chat list',
      code: [chat({}), chat({ name: 'get_time' }), { name: 'get_date', description: 'z', parameters: schema }],
      errors: [
        {
          messageId: 'foreignShape',
          pointer: '/2',
          tool: 'get_date',
          data: { name: 'get_date', shape: 'a legacy OpenAI function (flat, with `parameters`)', listShape: 'OpenAI Chat Completions tool' },
        },
      ],
    },
  ],
});
