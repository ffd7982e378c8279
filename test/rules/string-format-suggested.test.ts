import rule from '../../rules/string-format-suggested/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string) => `tools:\n  - name: create_event\n    description: Creates an event.\n    parameters: ${parameters}\n`;
const P = '/tools/0/parameters';
const URL_FIX = { what: 'a URL', fix: '`format: uri`' };
const TICKER = { what: 'a stock ticker', fix: 'a `pattern` such as `^[A-Z][A-Z0-9.]{0,9}$`' };

ruleTester(rule).run({
  valid: [
    {
      code: tool(
        '{type: object, properties: {url: {type: string, format: uri}, starts_at: {type: string, format: date-time}, owner_email: {type: string, pattern: "^[^@]+@[^@]+$"}}}',
      ),
    },
    {
      name: 'names that only contain a keyword are not matched (update, timeline, symbolName)',
      code: tool(
        '{type: object, properties: {update: {type: string}, timeline: {type: string}, symbolName: {type: string, description: A code symbol.}, email_count: {type: integer}}}',
      ),
    },
    {
      name: 'an id that is not said to be a UUID',
      code: tool('{type: object, properties: {order_id: {type: string, description: The order number, e.g. A-1029.}}}'),
    },
    {
      name: 'a symbol that is not a stock',
      code: tool('{type: object, properties: {symbol: {type: string, description: The function or class to look up.}}}'),
    },
    { name: 'enums are shaped already', code: tool('{type: object, properties: {time: {type: string, enum: [morning, evening]}}}') },
    {
      name: 'numbers named like timestamps are not strings',
      code: tool('{type: object, properties: {created_at: {type: integer, description: Unix seconds.}}}'),
    },
    {
      name: 'kinds: replacing the list drops the built-in names',
      code: tool('{type: object, properties: {url: {type: string}}}'),
      options: { kinds: [{ what: 'a phone number', fix: '`pattern: ^\\+[1-9]\\d{1,14}$`', names: ['phone'] }] },
    },
  ],
  invalid: [
    {
      name: 'a URL parameter',
      code: tool('\n      type: object\n      properties:\n        callback_url: {type: string, description: Where to post the result.}'),
      errors: [
        {
          messageId: 'suggested',
          pointer: `${P}/properties/callback_url`,
          line: 7,
          column: 23,
          tool: 'create_event',
          data: { path: 'callback_url', ...URL_FIX },
        },
      ],
    },
    {
      name: 'two findings: camelCase timestamps and dates',
      code: tool('{type: object, properties: {lastReadAt: {type: string}, startDate: {type: string, description: 开始日期}}}'),
      errors: [
        { messageId: 'suggested', pointer: `${P}/properties/lastReadAt`, data: { path: 'lastReadAt', what: 'a timestamp', fix: '`format: date-time`' } },
        { messageId: 'suggested', pointer: `${P}/properties/startDate`, data: { path: 'startDate', what: 'a date', fix: '`format: date` (or `date-time`)' } },
      ],
    },
    {
      name: 'e-mails, IPs, UUIDs by name and ids said to be UUIDs',
      code: tool(
        '{type: object, properties: {email: {type: string}, client_ip: {type: string}, request_uuid: {type: string}, user_id: {type: string, description: The user UUID.}}}',
      ),
      errors: [
        { messageId: 'suggested', data: { path: 'email', what: 'an e-mail address', fix: '`format: email`' } },
        { messageId: 'suggested', data: { path: 'client_ip', what: 'an IP address', fix: '`format: ipv4` or `ipv6`' } },
        { messageId: 'suggested', data: { path: 'request_uuid', what: 'a UUID', fix: '`format: uuid`' } },
        { messageId: 'suggested', data: { path: 'user_id', what: 'a UUID', fix: '`format: uuid`' } },
      ],
    },
    {
      name: 'tickers, and a symbol described as a stock in Chinese and in traditional Chinese',
      code: tool(
        '{type: object, properties: {ticker: {type: string}, symbol: {type: string, description: 股票代码，例如 AAPL}, symbols: {type: array, description: 證券代碼列表, items: {type: string}}}}',
      ),
      errors: [
        { messageId: 'suggested', data: { path: 'ticker', ...TICKER } },
        { messageId: 'suggested', data: { path: 'symbol', ...TICKER } },
        { messageId: 'suggested', pointer: `${P}/properties/symbols/items`, data: { path: 'symbols[]', ...TICKER } },
      ],
    },
    {
      name: 'array items named by their array, and a $ref target',
      code: tool(
        `{type: object, properties: {urls: {type: array, items: {type: string}}, homepage: {$ref: '#/$defs/Link'}}, $defs: {Link: {type: string, maxLength: 2048}}}`,
      ),
      errors: [
        { messageId: 'suggested', pointer: `${P}/properties/urls/items`, data: { path: 'urls[]', ...URL_FIX } },
        { messageId: 'suggested', pointer: `${P}/$defs/Link`, data: { path: 'homepage', ...URL_FIX } },
      ],
    },
    {
      name: "kinds: a project's own kind",
      code: tool('{type: object, properties: {phone: {type: string}}}'),
      options: { kinds: [{ what: 'a phone number', fix: 'a `pattern` for E.164', names: ['phone', '*_phone'] }] },
      errors: [{ messageId: 'suggested', data: { path: 'phone', what: 'a phone number', fix: 'a `pattern` for E.164' } }],
    },
    {
      name: 'OpenAPI query parameter',
      code: `openapi: 3.0.3
info: {title: Events, version: 1.0.0}
paths:
  /events:
    get:
      operationId: listEvents
      parameters:
        - {name: since, in: query, description: Only events after this time (ISO 8601)., schema: {type: string}}
      responses:
        '200': {description: The events.}
`,
      errors: [
        {
          messageId: 'suggested',
          pointer: '/paths/~1events/get/parameters/0/schema',
          line: 8,
          tool: 'listEvents',
          data: { path: 'since', what: 'a timestamp', fix: '`format: date-time`' },
        },
      ],
    },
  ],
});
