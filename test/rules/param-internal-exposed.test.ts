import rule from '../../rules/param-internal-exposed/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (props: string, name = 'get_order') =>
  `tools:\n  - name: ${name}\n    description: Reads one order.\n    parameters: {type: object, properties: ${props}}\n`;
const P = '/tools/0/parameters/properties';

ruleTester(rule).run({
  valid: [
    { code: tool('{order_id: {type: string}, include_items: {type: boolean}}') },
    { name: 'an underscore escaping a reserved word is an argument', code: tool('{_from: {type: string}, _class: {type: string}, _type: {type: string}}') },
    {
      name: 'names that merely contain a listed word',
      code: tool('{debugger_port: {type: integer}, tenant: {type: string}, key: {type: string}, page_token: {type: string}}'),
    },
    { name: 'allow keeps a name the model must choose', code: tool('{debug: {type: boolean}}'), options: { allow: ['debug'] } },
    { name: 'underscore: false', code: tool('{_meta: {type: object}}'), options: { underscore: false } },
    {
      name: 'output schemas are what the tool returns, not what the model sends',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {trace_id: {type: string}}}\n',
    },
    {
      name: 'names: [] and credentials: [] turn the lists off',
      code: tool('{trace_id: {type: string}, api_key: {type: string}}'),
      options: { names: [], credentials: [] },
    },
  ],
  invalid: [
    {
      name: 'two findings: a trace id and a tenant id, matched in any case style',
      code: tool('{traceId: {type: string}, X-Tenant-ID: {type: string}, order_id: {type: string}}'),
      errors: [
        {
          messageId: 'plumbing',
          pointer: `${P}/traceId`,
          line: 4,
          column: 54,
          tool: 'get_order',
          data: { path: 'traceId', tool: 'get_order', match: 'trace_id' },
        },
        { messageId: 'plumbing', pointer: `${P}/X-Tenant-ID`, data: { path: 'X-Tenant-ID', tool: 'get_order', match: '*_tenant_id' } },
      ],
    },
    {
      name: 'credentials and debug switches',
      code: tool('{api_key: {type: string}, debug: {type: boolean}}'),
      errors: [
        { messageId: 'credential', pointer: `${P}/api_key`, data: { path: 'api_key', tool: 'get_order', match: 'api_key' } },
        { messageId: 'plumbing', pointer: `${P}/debug`, data: { path: 'debug', tool: 'get_order', match: 'debug' } },
      ],
    },
    {
      name: 'a leading underscore, nested',
      code: tool('{options: {type: object, properties: {_cache_hint: {type: boolean}}}}'),
      errors: [{ messageId: 'underscore', pointer: `${P}/options/properties/_cache_hint`, data: { path: 'options._cache_hint', tool: 'get_order' } }],
    },
    {
      name: 'names and credentials replace the lists',
      code: tool('{shard: {type: integer}, session_cookie: {type: string}, trace_id: {type: string}}'),
      options: { names: ['shard'], credentials: ['*_cookie'] },
      errors: [
        { messageId: 'plumbing', pointer: `${P}/shard`, data: { path: 'shard', tool: 'get_order', match: 'shard' } },
        { messageId: 'credential', pointer: `${P}/session_cookie`, data: { path: 'session_cookie', tool: 'get_order', match: '*_cookie' } },
      ],
    },
    {
      name: 'reached through $ref, reported once where the definition is written',
      code: `tools:
  - name: get_order
    description: Reads one order.
    parameters:
      type: object
      properties:
        context: {$ref: '#/$defs/Context'}
        parent_context: {$ref: '#/$defs/Context'}
      $defs:
        Context:
          type: object
          properties:
            correlation_id: {type: string}
`,
      errors: [
        {
          messageId: 'plumbing',
          pointer: '/tools/0/parameters/$defs/Context/properties/correlation_id',
          line: 13,
          data: { path: 'context.correlation_id', tool: 'get_order', match: 'correlation_id' },
        },
      ],
    },
    {
      name: 'OpenAPI: a header parameter the client should set',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /orders:\n    get:\n      operationId: list_orders\n      parameters:\n        - {name: X-Api-Key, in: header, required: true, schema: {type: string}}\n        - {name: status, in: query, schema: {type: string}}\n      responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'credential',
          pointer: '/paths/~1orders/get/parameters/0/schema',
          line: 8,
          tool: 'list_orders',
          data: { path: 'X-Api-Key', tool: 'list_orders', match: '*_api_key' },
        },
      ],
    },
  ],
});
