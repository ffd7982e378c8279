import { describe, expect, it } from 'vitest';
import { loadSource } from '../../src/loaders/index.js';
import { at, byName } from './helpers.js';

describe('anthropic', () => {
  const text = `{
  "model": "claude-sonnet-4-5",
  "tools": [
    {
      "name": "get_stock_price",
      "description": "The current price of a ticker.",
      "input_schema": {"type": "object", "properties": {"ticker": {"type": "string"}}, "required": ["ticker"]},
      "cache_control": {"type": "ephemeral"},
      "strict": true
    },
    {"type": "web_search_20250305", "name": "web_search", "max_uses": 5}
  ]
}`;
  const r = loadSource(text, 'anthropic.json');

  it('reads input_schema and keeps cache_control and strict in meta', () => {
    expect(r.dialect).toBe('anthropic');
    const t = byName(r, 'get_stock_price');
    expect(t.inputSchema).toEqual({ type: 'object', properties: { ticker: { type: 'string' } }, required: ['ticker'] });
    expect(t.meta).toEqual({ cache_control: { type: 'ephemeral' }, strict: true });
    expect(t.refs.meta.cache_control.pointer).toBe('/tools/0/cache_control');
    expect(t.refs.inputSchema?.pointer).toBe('/tools/0/input_schema');
    expect(at(r, t.refs.inputSchema)).toEqual({ line: 7, column: 23 });
    expect(t.dialect).toBe('anthropic');
  });

  it('loads a server tool too, with its type in meta', () => {
    const t = byName(r, 'web_search');
    expect(t.inputSchema).toBeUndefined();
    expect(t.meta).toEqual({ type: 'web_search_20250305', max_uses: 5 });
    expect(t.dialect).toBe('anthropic');
  });

  it('reads a bare YAML list of Anthropic tools', () => {
    const y = loadSource(
      `- name: delete_file
  description: Deletes a file.
  input_schema:
    type: object
`,
      'tools.yaml',
    );
    expect(y.dialect).toBe('anthropic');
    expect(y.tools[0].kind).toBe('destructive');
    expect(at(y, y.tools[0].refs.inputSchema)).toEqual({ line: 4, column: 5 });
    expect(at(y, y.tools[0].source)).toEqual({ line: 1, column: 3 });
  });
});
