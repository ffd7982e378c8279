import { describe, expect, it } from 'vitest';
import { combineRegistries, loadSource } from '../../src/loaders/index.js';
import type { JsonObject } from '../../src/model/index.js';

describe('combineRegistries', () => {
  const a = loadSource('{"name": "get_me", "description": "Me.", "inputSchema": {"type": "object"}}', 'snaps/get_me.json');
  const b = loadSource(JSON.stringify([{ name: 'build', description: 'B.', arguments: [{ name: 'ref', type: 'string', desc: 'Ref' }] }]), 'snaps/build.json');
  const c = loadSource('{"name": "get_me", "description": "Me again.", "inputSchema": {}}\n', 'snaps/dup.json');

  it('merges tools, files, documents and notices in order', () => {
    const r = combineRegistries([a, b, c], 'snaps');
    expect(r.name).toBe('snaps');
    expect(r.dialect).toBe('mcp');
    expect(r.tools.map((t) => [t.name, t.source.file])).toEqual([
      ['get_me', 'snaps/get_me.json'],
      ['build', 'snaps/build.json'],
      ['get_me', 'snaps/dup.json'],
    ]);
    expect(r.files).toEqual(['snaps/get_me.json', 'snaps/build.json', 'snaps/dup.json']);
    expect([...r.documents.keys()]).toEqual(r.files);
    expect(r.singleTool).toBeUndefined();
    expect(r.version).toBeUndefined();
  });

  it('asks every part where a built node is written', () => {
    const r = combineRegistries([a, b]);
    const schema = r.tools[1].inputSchema as JsonObject;
    const prop = (schema.properties as Record<string, JsonObject>).ref;
    expect(r.nodeRefs.get(prop)).toEqual({ file: 'snaps/build.json', pointer: '/0/arguments/0' });
    expect(r.nodeRefs.get({})).toBeUndefined();
  });

  it('keeps a version only when every part declares the same one', () => {
    const v1 = loadSource('{"version": "1.0.0", "tools": [{"name": "a", "description": "A."}]}', 'v1.json');
    const v1b = loadSource('{"version": "1.0.0", "tools": []}', 'v1b.json');
    const v2 = loadSource('{"version": "2.0.0", "tools": []}', 'v2.json');
    expect(combineRegistries([v1, v1b]).version).toBe('1.0.0');
    expect(combineRegistries([v1, v1b]).versionRef).toEqual({ file: 'v1.json', pointer: '/version' });
    expect(combineRegistries([v1, v2]).version).toBeUndefined();
  });

  it('makes an empty registry of nothing', () => {
    const r = combineRegistries([]);
    expect(r.tools).toEqual([]);
    expect(r.files).toEqual([]);
  });
});
