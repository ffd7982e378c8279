import rule from '../../rules/string-format-valid/index.js';
import { suggestFormat } from '../../rules/string-format-valid/formats.js';
import { describe, expect, it } from 'vitest';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string) => `tools:\n  - name: create_event\n    description: Creates an event.\n    parameters: ${parameters}\n`;
const P = '/tools/0/parameters';

ruleTester(rule).run({
  valid: [
    {
      code: tool(
        '{type: object, properties: {starts_at: {type: string, format: date-time}, site: {type: string, format: uri}, id: {type: string, format: uuid}}}',
      ),
    },
    {
      name: 'OpenAPI formats on their types',
      code: tool(
        '{type: object, properties: {a: {type: integer, format: int64}, b: {type: number, format: double}, c: {type: string, format: byte}, d: {type: string, format: password}, e: {type: number, format: int32}}}',
      ),
    },
    { name: 'a nullable type and an untyped node', code: tool('{type: object, properties: {a: {type: [string, "null"], format: email}, b: {format: date}}}') },
    {
      name: "formats: a project's own format",
      code: tool('{type: object, properties: {phone: {type: string, format: e164}}}'),
      options: { formats: ['e164'] },
    },
    { name: 'conditions are not checked', code: tool('{type: object, properties: {a: {type: string}}, if: {properties: {a: {format: nonsense}}}, then: {}}') },
  ],
  invalid: [
    {
      name: 'a typo: date_time',
      code: tool('\n      type: object\n      properties:\n        starts_at:\n          type: string\n          format: date_time'),
      errors: [
        {
          messageId: 'typo',
          pointer: `${P}/properties/starts_at/format`,
          line: 9,
          column: 19,
          tool: 'create_event',
          data: { format: 'date_time', where: 'parameter "starts_at"', suggestion: 'date-time' },
        },
      ],
    },
    {
      name: 'two findings: int32 on a string, and e-mail',
      code: tool('{type: object, properties: {count: {type: string, format: int32, description: 数量}, contact: {type: string, format: e-mail}}}'),
      errors: [
        {
          messageId: 'wrongType',
          pointer: `${P}/properties/count/format`,
          data: { format: 'int32', applies: 'number or integer', where: 'parameter "count"', type: 'string' },
        },
        { messageId: 'typo', pointer: `${P}/properties/contact/format`, data: { format: 'e-mail', where: 'parameter "contact"', suggestion: 'email' } },
      ],
    },
    {
      name: 'string formats on numbers, and an unknown format',
      code: tool(
        '{type: object, properties: {when: {type: integer, format: date-time}, phone: {type: string, format: phone}, n: {type: integer, format: float}}}',
      ),
      errors: [
        { messageId: 'wrongType', data: { format: 'date-time', applies: 'string', where: 'parameter "when"', type: 'integer' } },
        { messageId: 'unknown', data: { format: 'phone', where: 'parameter "phone"' } },
        { messageId: 'wrongType', data: { format: 'float', applies: 'number', where: 'parameter "n"', type: 'integer' } },
      ],
    },
    {
      name: 'a format that is not a string',
      code: tool('{type: object, properties: {a: {type: string, format: 3}}}'),
      errors: [{ messageId: 'notString', pointer: `${P}/properties/a/format`, data: { where: 'parameter "a"' } }],
    },
    {
      name: 'reached through $ref, and case and camelCase typos',
      code: tool(`{type: object, properties: {id: {$ref: '#/$defs/Id'}, at: {type: string, format: dateTime}}, $defs: {Id: {type: string, format: UUID}}}`),
      errors: [
        { messageId: 'typo', pointer: `${P}/properties/at/format`, data: { format: 'dateTime', where: 'parameter "at"', suggestion: 'date-time' } },
        { messageId: 'typo', pointer: `${P}/$defs/Id/format`, data: { format: 'UUID', where: 'parameter "id"', suggestion: 'uuid' } },
      ],
    },
    {
      name: 'formats: listed names are accepted, others still reported',
      code: tool('{type: object, properties: {a: {type: string, format: e164}, b: {type: string, format: url}}}'),
      options: { formats: ['e164'] },
      errors: [{ messageId: 'typo', data: { format: 'url', where: 'parameter "b"', suggestion: 'uri' } }],
    },
    {
      name: 'OpenAPI: int32 on a string parameter',
      code: `openapi: 3.0.3
info: {title: Events, version: 1.0.0}
paths:
  /events:
    get:
      operationId: listEvents
      parameters:
        - {name: year, in: query, description: The year., schema: {type: string, format: int32}}
      responses:
        '200': {description: The events.}
`,
      errors: [
        {
          messageId: 'wrongType',
          pointer: '/paths/~1events/get/parameters/0/schema/format',
          line: 8,
          tool: 'listEvents',
          data: { format: 'int32', applies: 'number or integer', where: 'parameter "year"', type: 'string' },
        },
      ],
    },
  ],
});

describe('suggestFormat', () => {
  const known = ['date-time', 'date', 'time', 'email', 'uri', 'uuid', 'ipv4', 'hostname'];
  it('suggests by case, separators and small edits', () => {
    expect(suggestFormat('Date-Time', known)).toBe('date-time');
    expect(suggestFormat('datetime', known)).toBe('date-time');
    expect(suggestFormat('hostnme', known)).toBe('hostname');
    expect(suggestFormat('guid', known)).toBe('uuid');
  });
  it('does not stretch short names', () => {
    expect(suggestFormat('text', known)).toBeUndefined();
    expect(suggestFormat('phone', known)).toBeUndefined();
  });
});
