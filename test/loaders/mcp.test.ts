import { describe, expect, it } from 'vitest';
import { loadSource } from '../../src/loaders/index.js';
import { at, byName } from './helpers.js';

const TOOL = {
  name: 'delete_branch',
  title: 'Delete branch',
  description: 'Deletes a branch.',
  inputSchema: { type: 'object', properties: { branch: { type: 'string' } } },
  outputSchema: { type: 'object' },
  annotations: { readOnlyHint: false, destructiveHint: true },
  _meta: { 'io.example/x': 1 },
  icons: [{ src: 'https://example.com/i.png' }],
  execution: { taskSupport: 'optional' },
};

describe('mcp', () => {
  it('reads one Tool as the whole document', () => {
    const r = loadSource(JSON.stringify(TOOL, null, 2), 'delete_branch.json');
    expect(r.dialect).toBe('mcp');
    expect(r.singleTool).toBe(true);
    const t = r.tools[0];
    expect(t.source.pointer).toBe('');
    expect(t.title).toBe('Delete branch');
    expect(t.outputSchema).toEqual({ type: 'object' });
    expect(t.annotations).toEqual(TOOL.annotations);
    expect(t.kind).toBe('destructive');
    expect(t.kindEvidence).toBe('annotations');
    expect(Object.keys(t.meta).sort()).toEqual(['_meta', 'execution', 'icons']);
    expect(t.refs.inputSchema?.pointer).toBe('/inputSchema');
    expect(at(r, t.refs.inputSchema)).toEqual({ line: 5, column: 18 });
  });

  it('reads a tools/list result and a JSON-RPC response wrapping one', () => {
    const result = loadSource(JSON.stringify({ tools: [TOOL], nextCursor: 'abc' }), 'list.json');
    expect(result.dialect).toBe('mcp');
    expect(result.singleTool).toBeUndefined();
    expect(result.tools[0].source.pointer).toBe('/tools/0');
    const rpc = loadSource(
      JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: [TOOL, { name: 'get_me', inputSchema: { type: 'object' } }] } }, null, 1),
      'rpc.json',
    );
    expect(rpc.dialect).toBe('mcp');
    expect(rpc.tools).toHaveLength(2);
    expect(byName(rpc, 'get_me').refs.inputSchema?.pointer).toBe('/result/tools/1/inputSchema');
  });

  it('reads a bare YAML array of tools', () => {
    const r = loadSource(
      `- name: get_me
  description: Who am I.
  inputSchema:
    type: object
    properties: {}
- name: ping
  description: Pings.
`,
      'tools.yaml',
    );
    expect(r.dialect).toBe('mcp');
    expect(r.tools.map((t) => t.name)).toEqual(['get_me', 'ping']);
    expect(r.tools[1].inputSchema).toBeUndefined();
    expect(at(r, r.tools[0].refs.inputSchema)).toEqual({ line: 4, column: 5 });
    expect(at(r, { file: 'tools.yaml', pointer: '/0/inputSchema/properties' })).toEqual({ line: 5, column: 17 });
  });
});
