import { describe, expect, it } from 'vitest';
import { RULES } from '../../rules/index.js';
import rule from '../../rules/ref-resolvable/index.js';
import { lintRegistry } from '../../src/engine/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const withProperty = (priority: object, extra = '') => `tools:
  - name: create_ticket
    description: Creates a ticket.
    parameters:
      type: object
      properties:
        priority: ${JSON.stringify(priority)}${extra}
`;

const OPENAPI = `openapi: 3.0.3
info: { title: t, version: '1' }
paths:
  /tickets:
    post:
      operationId: createTicket
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Ticket' }
      responses: { '201': { description: made } }
components:
  schemas:
    Ticket:
      type: object
      properties:
        owner: { $ref: '#/components/schemas/User' }
`;

ruleTester(rule).run({
  valid: [
    { code: withProperty({ $ref: '#/$defs/P' }, '\n      $defs:\n        P: { type: string }') },
    { name: 'allowRemote', code: withProperty({ $ref: 'https://example.com/p.json' }), options: { allowRemote: true } },
    { name: 'a boolean schema is a schema', code: withProperty({ $ref: '#/$defs/P' }, '\n      $defs:\n        P: true') },
    {
      name: 'legal recursion: a tree whose children are trees',
      code: 'tools:\n  - name: get_tree\n    description: Gets a tree.\n    parameters:\n      $ref: "#/$defs/Node"\n      $defs:\n        Node: { type: object, properties: { children: { type: array, items: { $ref: "#/$defs/Node" } } } }\n',
    },
    {
      name: 'a root reference that is a tree node',
      code: 'tools:\n  - name: get_tree\n    description: Gets a tree.\n    parameters: { type: object, properties: { child: { $ref: "#" } } }\n',
    },
    { name: 'OpenAPI components', code: OPENAPI.replace("owner: { $ref: '#/components/schemas/User' }", 'owner: { type: string }') },
  ],
  invalid: [
    {
      name: 'a local pointer to nothing',
      code: withProperty({ $ref: '#/$defs/Priority' }),
      errors: [
        {
          messageId: 'unresolved',
          pointer: '/tools/0/parameters/properties/priority',
          line: 7,
          column: 19,
          tool: 'create_ticket',
          data: { ref: '#/$defs/Priority' },
        },
      ],
    },
    {
      name: 'a URL',
      code: withProperty({ $ref: 'https://example.com/p.json' }),
      errors: [{ messageId: 'remote', data: { ref: 'https://example.com/p.json' } }],
    },
    { name: 'an anchor', code: withProperty({ $ref: '#priority' }), errors: [{ messageId: 'anchor', data: { ref: '#priority' } }] },
    {
      name: 'a pointer to a list, and one to nothing: two findings',
      code: withProperty({ $ref: '#/required' }, '\n        other: { $ref: "#/$defs/Nope" }\n      required: [priority]'),
      errors: [
        { messageId: 'notSchema', data: { ref: '#/required', kind: 'list' } },
        { messageId: 'unresolved', pointer: '/tools/0/parameters/properties/other' },
      ],
    },
    {
      name: 'a pure cycle, reported once with its path',
      code: withProperty({ $ref: '#/$defs/A' }, '\n      $defs:\n        A: { $ref: "#/$defs/B" }\n        B: { $ref: "#/$defs/A" }'),
      errors: [
        {
          messageId: 'cycle',
          pointer: '/tools/0/parameters/$defs/A',
          data: { ref: '#/$defs/B', chain: '/tools/0/parameters/$defs/A → /tools/0/parameters/$defs/B → /tools/0/parameters/$defs/A' },
        },
      ],
    },
    {
      name: 'a root that refers to itself',
      code: 'tools:\n  - name: get_x\n    description: Gets x.\n    parameters: { $ref: "#" }\n',
      errors: [{ messageId: 'cycle', pointer: '/tools/0/parameters', data: { ref: '#', chain: '/tools/0/parameters → /tools/0/parameters' } }],
    },
    {
      name: 'files that were not read: outside the project, absolute, or missing',
      code: withProperty({ $ref: '../../etc/passwd' }, '\n        other: { $ref: "/etc/passwd" }'),
      errors: [
        { messageId: 'notRead', data: { ref: '../../etc/passwd', target: '../../etc/passwd' } },
        { messageId: 'notRead', data: { ref: '/etc/passwd', target: '/etc/passwd' } },
      ],
    },
    {
      name: 'reached through a $ref in an OpenAPI document, reported where it is written',
      code: OPENAPI,
      errors: [{ messageId: 'unresolved', tool: 'createTicket', pointer: '/components/schemas/Ticket/properties/owner', line: 17 }],
    },
  ],
});

describe('ref-resolvable with files', () => {
  it('a relative file that was read resolves; one that was not is reported', () => {
    const text =
      'tools:\n  - name: get_x\n    description: Gets x.\n    parameters: { type: object, properties: { a: { $ref: "a.json" }, b: { $ref: "b.json#/nope" } } }\n';
    const registry = loadSource(text, 'tools.yaml', {
      readRefFile: (f) => (f === 'a.json' || f === 'b.json' ? new TextEncoder().encode('{"type": "string"}') : undefined),
    });
    const findings = lintRegistry(registry, RULES, { rules: new Map([['ref-resolvable', { severity: 'error' }]]), overrides: [] });
    expect(findings.map((f) => [f.messageId, f.pointer])).toEqual([['unresolved', '/tools/0/parameters/properties/b']]);
    expect(findings[0].message).toBe('`$ref` "b.json#/nope" does not resolve: nothing is written at that place.');
  });
});
