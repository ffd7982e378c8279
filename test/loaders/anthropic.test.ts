import { describe, expect, it } from 'vitest';
import { presetRules } from '../../src/config/index.js';
import { lintRegistry } from '../../src/engine/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { RULES } from '../../rules/index.js';
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
    expect(t.builtin).toBe('web_search_20250305');
    expect(byName(r, 'get_stock_price').builtin).toBeUndefined();
    expect(r.dialectReason).toBe('all 2 tools have `input_schema` or a dated server-tool `type`');
  });

  it("lints a server tool by its name only: its description and schema are the provider's", () => {
    const list = loadSource(
      '[{"name": "get_weather", "description": "Gets the weather for a city. Use web_search for forecasts.", "input_schema": {"type": "object", "properties": {"city": {"type": "string", "description": "City name, such as Paris."}}, "required": ["city"]}}, {"type": "bash_20250124", "name": "bash"}, {"type": "web_search_20250305", "name": "web_search"}]',
      'server.json',
    );
    const all = presetRules('toolslint:all', RULES);
    const findings = lintRegistry(list, RULES, { rules: all, overrides: [] });
    expect(findings.filter((f) => f.tool === 'bash' || f.tool === 'web_search')).toEqual([]);
    // Its name is still known: a description that names it names a tool that exists.
    expect(findings.filter((f) => f.ruleId === 'tool-description-references')).toEqual([]);
    // A tool of the same name is still a duplicate.
    const twice = loadSource(
      '[{"type": "bash_20250124", "name": "bash"}, {"name": "bash", "description": "Runs a shell command.", "input_schema": {"type": "object"}}]',
      'twice.json',
    );
    const dup = lintRegistry(twice, RULES, { rules: all, overrides: [] });
    expect(dup.filter((f) => f.ruleId === 'tool-name-unique')).toHaveLength(1);
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
