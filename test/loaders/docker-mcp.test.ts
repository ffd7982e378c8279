import { describe, expect, it } from 'vitest';
import { walkToolSchemas } from '../../src/kit/index.js';
import { loadSource } from '../../src/loaders/index.js';
import type { JsonObject } from '../../src/model/index.js';
import { at, byName } from './helpers.js';

const CATALOG = `[
  {
    "name": "create_build",
    "description": "Triggers a build.",
    "arguments": [
      {"name": "branch", "type": "string", "desc": "The branch"},
      {"name": "tags", "type": "array", "items": {"type": "string"}, "desc": "Tags", "optional": true},
      {"name": "query", "type": "string", "desc": "Search query", "required": true}
    ]
  },
  {"name": "list_users", "description": "Lists users.", "inputSchema": {"type": "object"}},
  {"name": "access_token", "description": "About the token.", "annotations": {"readOnlyHint": true}}
]`;

describe('docker-mcp', () => {
  const r = loadSource(CATALOG, 'tools.json');

  it('loads every element of a mixed catalog', () => {
    expect(r.dialect).toBe('docker-mcp');
    expect(r.tools.map((t) => [t.name, t.dialect])).toEqual([
      ['create_build', 'docker-mcp'],
      ['list_users', 'docker-mcp'],
      ['access_token', 'docker-mcp'],
    ]);
    expect(byName(r, 'list_users').inputSchema).toEqual({ type: 'object' });
    expect(byName(r, 'access_token').inputSchema).toBeUndefined();
    expect(byName(r, 'access_token').kind).toBe('read');
  });

  it('turns arguments into a schema; required comes from optional', () => {
    const t = byName(r, 'create_build');
    expect(t.inputSchema).toEqual({
      type: 'object',
      properties: {
        branch: { type: 'string', description: 'The branch' },
        tags: { type: 'array', items: { type: 'string' }, description: 'Tags' },
        query: { type: 'string', description: 'Search query' },
      },
      required: ['branch', 'query'],
    });
    expect(t.meta).toEqual({});
    expect(t.refs.inputSchema).toEqual({ file: 'tools.json', pointer: '/0/arguments' });
  });

  it('records where each built node is written', () => {
    const t = byName(r, 'create_build');
    const schema = t.inputSchema as JsonObject;
    const props = schema.properties as Record<string, JsonObject>;
    expect(r.nodeRefs.get(schema)?.pointer).toBe('/0/arguments');
    expect(r.nodeRefs.get(props.tags)?.pointer).toBe('/0/arguments/1');
    expect(at(r, r.nodeRefs.get(props.tags))).toEqual({ line: 7, column: 7 });
    const visited: Array<[string | undefined, string]> = [];
    walkToolSchemas(r, t, new WeakSet(), (v) => visited.push([v.propertyName, v.ref.pointer]));
    expect(visited).toEqual([
      [undefined, '/0/arguments'],
      ['branch', '/0/arguments/0'],
      ['tags', '/0/arguments/1'],
      [undefined, '/0/arguments/1/items'],
      ['query', '/0/arguments/2'],
    ]);
    expect(at(r, { file: 'tools.json', pointer: '/0/arguments/1/items' })).toEqual({ line: 7, column: 50 });
  });

  it('notes arguments it cannot turn into properties', () => {
    const odd = loadSource(
      JSON.stringify([{ name: 'x', arguments: ['oops', { name: 'a', type: 'string' }, { name: 'a', type: 'number', optional: true }] }]),
      'odd.json',
    );
    expect(odd.notices.map((n) => [n.code, n.pointer])).toEqual([
      ['argument-not-object', '/0/arguments/0'],
      ['duplicate-argument', '/0/arguments/2'],
    ]);
    expect(odd.tools[0].inputSchema).toEqual({ type: 'object', properties: { a: { type: 'number' } } });
  });

  it('is not chosen for a list with no arguments lists', () => {
    const r2 = loadSource(JSON.stringify([{ name: 'a', description: 'A.', inputSchema: {} }]), 'x.json');
    expect(r2.dialect).toBe('mcp');
  });
});
