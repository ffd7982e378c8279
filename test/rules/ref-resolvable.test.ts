import { describe, expect, it } from 'vitest';
import { RULES } from '../../rules/index.js';
import rule from '../../rules/ref-resolvable/index.js';
import { lintRegistry } from '../../src/engine/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { ToolslintError } from '../../src/model/index.js';
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
      name: 'an absolute path, which is never read',
      code: withProperty({ $ref: '/etc/schemas/priority.json' }),
      errors: [
        {
          messageId: 'unreadFile',
          data: {
            ref: '/etc/schemas/priority.json',
            target: '/etc/schemas/priority.json',
            why: 'is an absolute path and is never read: write the path relative to this file',
          },
        },
      ],
    },
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
      name: 'files that were not read: with no reader to say why, and absolute',
      code: withProperty({ $ref: '../../etc/passwd' }, '\n        other: { $ref: "/etc/passwd" }'),
      errors: [
        { messageId: 'notRead', data: { ref: '../../etc/passwd', target: '../../etc/passwd' } },
        {
          messageId: 'unreadFile',
          data: { ref: '/etc/passwd', target: '/etc/passwd', why: 'is an absolute path and is never read: write the path relative to this file' },
        },
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

  const lintRefs = (registry: ReturnType<typeof loadSource>) =>
    lintRegistry(registry, RULES, {
      rules: new Map([
        ['ref-resolvable', { severity: 'error' }],
        ['source-valid', { severity: 'warn' }],
      ]),
      overrides: [],
    });

  it("a referenced file that does not parse is reported once, at the `$ref`, with the parser's place", () => {
    const registry = loadSource('tools:\n  - name: get_x\n    description: Gets x.\n    parameters: { $ref: "schemas/x.json" }\n', 'tools.yaml', {
      readRefFile: () => new TextEncoder().encode('{"type": '),
    });
    const findings = lintRefs(registry);
    expect(findings.map((f) => [f.ruleId, f.messageId, f.pointer, f.line])).toEqual([['ref-resolvable', 'unreadFile', '/tools/0/parameters', 4]]);
    expect(findings[0].message).toMatch(/^`\$ref` "schemas\/x\.json" names schemas\/x\.json, which could not be parsed: schemas\/x\.json:1:\d+: /);
  });

  it("a reader's reason for not reading a file is said at each `$ref` to it", () => {
    const text =
      'tools:\n  - name: get_x\n    description: Gets x.\n    parameters: { type: object, properties: { a: { $ref: "a.json" }, b: { $ref: "a.json#/x" } } }\n';
    let reads = 0;
    const registry = loadSource(text, 'tools.yaml', {
      readRefFile: (f) => {
        reads++;
        throw new ToolslintError('read', `is a folder, not a file`, { file: f });
      },
    });
    expect(reads).toBe(1);
    const findings = lintRefs(registry);
    expect(findings.map((f) => f.message)).toEqual([
      '`$ref` "a.json" names a.json, which is a folder, not a file.',
      '`$ref` "a.json#/x" names a.json, which is a folder, not a file.',
    ]);
  });
});
