import rule from '../../rules/numeric-unit-stated/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (props: string, name = 'run_job') =>
  `tools:\n  - name: ${name}\n    description: Does ${name}.\n    parameters: {type: object, properties: ${props}}\n`;
const P = '/tools/0/parameters/properties';

ruleTester(rule).run({
  valid: [
    {
      name: 'units in the name',
      code: tool(
        '{timeout_ms: {type: integer}, ttlSeconds: {type: integer}, max_size_bytes: {type: integer}, price_usd: {type: number}, created_at_unix: {type: integer}}',
      ),
    },
    {
      name: 'units in the description (English)',
      code: tool('{timeout: {type: integer, description: Timeout in seconds.}, delay: {type: integer, description: "Wait before retrying (default 30s)."}}'),
    },
    {
      name: 'units in the description (Chinese)',
      code: tool('{timeout: {type: integer, description: 超时时间，单位秒}, price: {type: number, description: 商品价格（元）}}'),
    },
    {
      name: 'strings carry their unit in the value; not numbers are not checked',
      code: tool('{timeout: {type: string, description: "A duration such as 30s."}, since: {type: string, format: date-time}}'),
    },
    {
      name: 'a sibling currency parameter gives the currency of money',
      code: tool('{amount: {type: number, description: Amount to pay.}, currency: {type: string}}', 'pay_invoice'),
    },
    {
      name: 'size is a count without a storage word; amount is not money without a money word',
      code: tool('{page_size: {type: integer}, deck_size: {type: integer}, portion_amount: {type: number, description: Portion of food.}}', 'log_food'),
    },
    { name: 'counting words win over a storage context', code: tool('{page_size: {type: integer}}', 'list_log_files') },
    {
      name: 'output schemas are not checked',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {timeout: {type: integer}}}\n',
    },
    { name: "nameUnits: a project's own unit word", code: tool('{timeout_ticks: {type: integer}}'), options: { nameUnits: ['ticks'] } },
  ],
  invalid: [
    {
      name: 'two findings: a duration and a point in time',
      code: tool('{timeout: {type: integer, description: How long to wait.}, start_time: {type: integer, description: When to start.}}'),
      errors: [
        {
          messageId: 'duration',
          pointer: `${P}/timeout`,
          line: 4,
          column: 54,
          tool: 'run_job',
          data: { path: 'timeout', tool: 'run_job', suggestion: 'timeout_ms' },
        },
        { messageId: 'time', pointer: `${P}/start_time`, data: { path: 'start_time', tool: 'run_job', suggestion: 'start_time_ms' } },
      ],
    },
    {
      name: 'a size with a storage word, money, and a camelCase suggestion',
      code: tool('{maxFileSize: {type: integer, description: Largest file accepted.}, amount: {type: number, description: 转账金额}}', 'transfer_funds'),
      errors: [
        { messageId: 'size', pointer: `${P}/maxFileSize`, data: { path: 'maxFileSize', tool: 'transfer_funds', suggestion: 'maxFileSizeBytes' } },
        { messageId: 'money', pointer: `${P}/amount`, data: { path: 'amount', tool: 'transfer_funds', suggestion: 'amount_usd' } },
      ],
    },
    {
      name: 'reached through $ref: a definition used twice is reported once',
      code: `tools:
  - name: run_job
    description: Runs a job.
    parameters:
      type: object
      properties:
        retry: {$ref: '#/$defs/Retry'}
        fallback: {$ref: '#/$defs/Retry'}
      $defs:
        Retry:
          type: object
          properties:
            backoff: {type: number, description: Pause between attempts.}
`,
      errors: [
        {
          messageId: 'duration',
          pointer: '/tools/0/parameters/$defs/Retry/properties/backoff',
          line: 13,
          data: { path: 'retry.backoff', tool: 'run_job', suggestion: 'backoff_ms' },
        },
      ],
    },
    {
      name: 'quantities, sizeContext, countWords and moneyContext replace the built-in words',
      code: tool('{grace: {type: integer}, page_size: {type: integer}, fuel_amount: {type: number}}', 'refuel_car'),
      options: { quantities: { duration: ['grace'] }, sizeContext: ['page'], countWords: [], moneyContext: ['fuel'] },
      errors: [
        { messageId: 'duration', pointer: `${P}/grace`, data: { path: 'grace', tool: 'refuel_car', suggestion: 'grace_ms' } },
        { messageId: 'size', pointer: `${P}/page_size`, data: { path: 'page_size', tool: 'refuel_car', suggestion: 'page_size_bytes' } },
        { messageId: 'money', pointer: `${P}/fuel_amount`, data: { path: 'fuel_amount', tool: 'refuel_car', suggestion: 'fuel_amount_usd' } },
      ],
    },
    {
      name: 'descriptionUnits and currencyParams replace the built-in lists',
      code: tool('{timeout: {type: integer, description: Timeout in seconds.}, price: {type: number}, currency: {type: string}}', 'buy_item'),
      options: { descriptionUnits: ['ticks'], currencyParams: ['money_unit'] },
      errors: [
        { messageId: 'duration', pointer: `${P}/timeout`, data: { path: 'timeout', tool: 'buy_item', suggestion: 'timeout_ms' } },
        { messageId: 'money', pointer: `${P}/price`, data: { path: 'price', tool: 'buy_item', suggestion: 'price_usd' } },
      ],
    },
    {
      name: 'OpenAPI: a query parameter',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /jobs:\n    post:\n      operationId: create_job\n      parameters:\n        - {name: ttl, in: query, description: How long the job is kept., schema: {type: integer}}\n      responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'duration',
          pointer: '/paths/~1jobs/post/parameters/0/schema',
          line: 8,
          tool: 'create_job',
          data: { path: 'ttl', tool: 'create_job', suggestion: 'ttl_ms' },
        },
      ],
    },
  ],
});
