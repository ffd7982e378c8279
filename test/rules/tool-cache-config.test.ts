import rule from '../../rules/tool-cache-config/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const params =
  '{type: object, properties: {city: {type: string}, filters: {type: object, properties: {status: {type: string}}}, opts: {$ref: "#/$defs/Opts"}}, $defs: {Opts: {type: object, properties: {lang: {type: string}}}}}';
const tool = (name: string, extra: string) => `tools:\n  - name: ${name}\n    description: Does it.\n    parameters: ${params}\n${extra}`;

ruleTester(rule).run({
  valid: [
    {
      name: 'a cacheable read tool with ttl and key params',
      code: tool('get_weather', '    cacheable: true\n    cache_ttl: 300\n    cache_key_params: [city, filters.status, opts.lang]\n'),
    },
    { name: 'a write tool that is not cacheable', code: tool('create_order', '    cacheable: false\n') },
    { name: 'no cache fields at all', code: tool('create_order', '') },
    { name: 'a tool of unknown kind, by default', code: tool('weather', '    cacheable: true\n') },
    {
      name: 'an MCP read-only tool (annotations)',
      code: { tools: [{ name: 'weather', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true }, cacheable: true }] },
    },
    { name: 'x- and camelCase spellings', code: tool('get_weather', '    x-cacheable: true\n    cacheTtl: 60\n') },
    { name: "a non-boolean cacheable is tool-metadata-types' to report", code: tool('get_weather', '    cacheable: "yes"\n    cache_ttl: 60\n') },
    { name: 'dependentKeys: [] leaves other cache fields alone', code: tool('get_weather', '    cache_ttl: 60\n'), options: { dependentKeys: [] } },
  ],
  invalid: [
    {
      name: 'a write tool marked cacheable',
      code: tool('create_order', '    cacheable: true\n'),
      errors: [
        {
          messageId: 'cacheableWrite',
          pointer: '/tools/0/cacheable',
          line: 5,
          column: 16,
          tool: 'create_order',
          data: { name: 'create_order', kind: 'a write tool', key: 'cacheable' },
        },
      ],
    },
    {
      name: 'a destructive tool marked cacheable, with a ttl (cacheable, so the ttl is fine)',
      code: tool('delete_order', '    cacheable: true\n    cache_ttl: 60\n'),
      errors: [{ messageId: 'cacheableWrite', pointer: '/tools/0/cacheable', data: { name: 'delete_order', kind: 'destructive', key: 'cacheable' } }],
    },
    {
      name: 'a ttl and key params without cacheable: two findings',
      code: tool('get_weather', '    cache_ttl: 300\n    cache_key_params: [city]\n'),
      errors: [
        { messageId: 'withoutCacheable', pointer: '/tools/0/cache_ttl', data: { name: 'get_weather', field: 'cache_ttl', key: 'cacheable' } },
        { messageId: 'withoutCacheable', pointer: '/tools/0/cache_key_params', data: { name: 'get_weather', field: 'cache_key_params', key: 'cacheable' } },
      ],
    },
    {
      name: 'a ttl with cacheable: false',
      code: tool('get_weather', '    cacheable: false\n    cache_ttl: 300\n'),
      errors: [{ messageId: 'withoutCacheable', pointer: '/tools/0/cache_ttl', data: { name: 'get_weather', field: 'cache_ttl', key: 'cacheable' } }],
    },
    {
      name: 'key params that are not parameters, top-level, nested and through $ref',
      code: tool('get_weather', '    cacheable: true\n    cache_key_params: [city, town, filters.state, opts.language]\n'),
      errors: [
        { messageId: 'unknownParam', pointer: '/tools/0/cache_key_params/1', data: { name: 'get_weather', field: 'cache_key_params', param: 'town' } },
        { messageId: 'unknownParam', pointer: '/tools/0/cache_key_params/2', data: { name: 'get_weather', field: 'cache_key_params', param: 'filters.state' } },
        { messageId: 'unknownParam', pointer: '/tools/0/cache_key_params/3', data: { name: 'get_weather', field: 'cache_key_params', param: 'opts.language' } },
      ],
    },
    {
      name: 'unknownKind: true',
      code: tool('weather', '    cacheable: true\n'),
      options: { unknownKind: true },
      errors: [{ messageId: 'cacheableUnknown', pointer: '/tools/0/cacheable', data: { name: 'weather', key: 'cacheable' } }],
    },
    {
      name: 'custom keys',
      code: tool('create_order', '    cache: true\n    ttl_seconds: 5\n'),
      options: { cacheableKey: 'cache', dependentKeys: ['ttl_seconds'] },
      errors: [{ messageId: 'cacheableWrite', pointer: '/tools/0/cache', data: { name: 'create_order', kind: 'a write tool', key: 'cache' } }],
    },
    {
      name: 'OpenAPI: x-cacheable on a POST operation',
      code: `openapi: 3.0.3
info: {title: Shop, version: 1.0.0}
paths:
  /orders:
    post:
      operationId: createOrder
      description: 创建订单。
      x-cacheable: true
      x-cache-key-params: [customer_id]
      parameters:
        - {name: customer, in: query, schema: {type: string}}
      responses: {"201": {description: Created.}}
`,
      options: { keyParamsKey: 'cache_key_params' },
      errors: [
        {
          messageId: 'cacheableWrite',
          pointer: '/paths/~1orders/post/x-cacheable',
          tool: 'createOrder',
          data: { name: 'createOrder', kind: 'a write tool', key: 'x-cacheable' },
        },
        {
          messageId: 'unknownParam',
          pointer: '/paths/~1orders/post/x-cache-key-params/0',
          data: { name: 'createOrder', field: 'x-cache-key-params', param: 'customer_id' },
        },
      ],
    },
  ],
});
