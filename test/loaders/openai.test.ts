import { describe, expect, it } from 'vitest';
import { presetRules } from '../../src/config/index.js';
import { lintRegistry } from '../../src/engine/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { RULES } from '../../rules/index.js';
import type { JsonObject } from '../../src/model/index.js';
import { at, byName } from './helpers.js';

describe('openai-chat', () => {
  const text = `[
  {
    "type": "function",
    "function": {
      "name": "get_weather",
      "description": "Current weather for a city.",
      "parameters": { "type": "object", "properties": { "city": { "type": "string" } } },
      "strict": true
    }
  },
  { "type": "function", "strict": false, "function": { "name": "send_email" } }
]`;
  const r = loadSource(text, 'chat.json');

  it('reads the inner function and keeps strict in meta', () => {
    expect(r.dialect).toBe('openai-chat');
    const t = byName(r, 'get_weather');
    expect(t.description).toBe('Current weather for a city.');
    expect((t.inputSchema as JsonObject).type).toBe('object');
    expect(t.meta.strict).toBe(true);
    expect(t.meta.type).toBeUndefined();
    expect(t.kind).toBe('read');
  });

  it('points at the wrapper, the inner fields and a strict misplaced beside function', () => {
    const t = byName(r, 'get_weather');
    expect(t.source).toEqual({ file: 'chat.json', pointer: '/0' });
    expect(t.refs.inputSchema?.pointer).toBe('/0/function/parameters');
    expect(at(r, t.source)).toEqual({ line: 2, column: 3 });
    expect(at(r, t.refs.inputSchema)).toEqual({ line: 7, column: 21 });
    const send = byName(r, 'send_email');
    expect(send.meta.strict).toBe(false);
    expect(send.refs.meta.strict.pointer).toBe('/1/strict');
    expect(send.inputSchema).toBeUndefined();
    expect(send.kind).toBe('destructive');
  });

  it('reads a request body by its tools key', () => {
    const req = loadSource(JSON.stringify({ model: 'gpt-4.1', tools: [{ type: 'function', function: { name: 'a', parameters: {} } }] }), 'req.json');
    expect(req.dialect).toBe('openai-chat');
    expect(req.tools[0].source.pointer).toBe('/tools/0');
  });
});

describe('openai-responses', () => {
  it('reads flat function tools', () => {
    const r = loadSource(
      `tools:
  - type: function
    name: list_files
    description: Lists files.
    parameters:
      type: object
    strict: true
`,
      'responses.yaml',
    );
    expect(r.dialect).toBe('openai-responses');
    const t = r.tools[0];
    expect(t.name).toBe('list_files');
    expect(t.meta).toEqual({ strict: true });
    expect(t.refs.inputSchema?.pointer).toBe('/tools/0/parameters');
    expect(at(r, t.refs.inputSchema)).toEqual({ line: 6, column: 7 });
    expect(at(r, t.refs.name)).toEqual({ line: 3, column: 11 });
  });

  it('takes the majority when chat and flat tools are mixed, and loads both', () => {
    const flat = { type: 'function', name: 'a', parameters: {} };
    const r = loadSource(JSON.stringify([flat, flat, { type: 'function', function: { name: 'b' } }]), 'mixed.json');
    expect(r.dialect).toBe('openai-responses');
    expect(r.tools.map((t) => [t.name, t.dialect])).toEqual([
      ['a', 'openai-responses'],
      ['a', 'openai-responses'],
      ['b', 'openai-chat'],
    ]);
  });
});

describe("OpenAI's built-in tools", () => {
  const text = JSON.stringify([
    { type: 'function', name: 'get_weather', description: 'Gets the weather for a city.', parameters: { type: 'object', properties: {} } },
    { type: 'web_search_preview' },
    { type: 'file_search', vector_store_ids: ['vs_1'] },
    { type: 'mcp', server_label: 'deepwiki', server_url: 'https://mcp.deepwiki.com/mcp' },
  ]);
  const r = loadSource(text, 'responses.json');

  it('are tools named by their type without preview or date, or an MCP server by its label, with builtin set', () => {
    expect(r.dialect).toBe('openai-responses');
    expect(r.tools.map((t) => [t.name, t.nameOrigin, t.builtin])).toEqual([
      ['get_weather', 'declared', undefined],
      ['web_search', 'derived', 'web_search_preview'],
      ['file_search', 'derived', 'file_search'],
      ['mcp:deepwiki', 'derived', 'mcp'],
    ]);
    expect(byName(r, 'file_search').meta).toEqual({ vector_store_ids: ['vs_1'] });
  });

  it('draw no finding about a definition they do not have', () => {
    const findings = lintRegistry(r, RULES, { rules: presetRules('toolslint:all', RULES), overrides: [] });
    expect(findings.filter((f) => f.tool !== 'get_weather' && f.tool !== undefined)).toEqual([]);
  });

  it('a dated preview is named as the released tool', () => {
    const dated = loadSource('[{"type": "web_search_preview_2025_03_11"}, {"type": "computer_use_preview", "display_width": 1024}]', 'dated.json');
    expect(dated.tools.map((t) => [t.name, t.builtin])).toEqual([
      ['web_search', 'web_search_preview_2025_03_11'],
      ['computer_use', 'computer_use_preview'],
    ]);
  });

  it('a list of them alone is a Responses list', () => {
    const only = loadSource('[{"type": "web_search_preview"}, {"type": "code_interpreter", "container": {"type": "auto"}}]', 'only.json');
    expect(only.dialect).toBe('openai-responses');
    expect(only.tools.map((t) => t.builtin)).toEqual(['web_search_preview', 'code_interpreter']);
  });

  it('an entry with its own name or description is a tool of its own, whatever its type says', () => {
    const own = loadSource('[{"name": "search_docs", "description": "Searches the product docs by keyword.", "type": "retrieval"}]', 'own.json');
    expect(own.tools.map((t) => [t.name, t.builtin])).toEqual([['search_docs', undefined]]);
  });

  it('a JSON Schema in a list is not one', () => {
    expect(() => loadSource('[{"type": "object", "properties": {}}]', 'schema.json')).toThrow(/not a tool registry/);
  });
});

describe('openai-functions', () => {
  it('reads a legacy functions array with BFCL quirks as written', () => {
    const r = loadSource(
      JSON.stringify(
        {
          model: 'gpt-3.5-turbo',
          functions: [{ name: 'math.factorial', description: 'n!', parameters: { type: 'dict', properties: { n: { type: 'float' } }, required: ['n'] } }],
        },
        null,
        2,
      ),
      'functions.json',
    );
    expect(r.dialect).toBe('openai-functions');
    const t = r.tools[0];
    expect(t.name).toBe('math.factorial');
    expect(t.inputSchema).toEqual({ type: 'dict', properties: { n: { type: 'float' } }, required: ['n'] });
    expect(t.refs.inputSchema?.pointer).toBe('/functions/0/parameters');
    expect(at(r, t.refs.inputSchema)).toEqual({ line: 7, column: 21 });
  });

  it('makes a BFCL `response` schema the output schema', () => {
    const r = loadSource(
      JSON.stringify([
        {
          name: 'absolute_value',
          description: 'abs',
          parameters: { type: 'dict', properties: {} },
          response: { type: 'dict', properties: { result: { type: 'float' } } },
        },
      ]),
      'bfcl.json',
    );
    expect(r.dialect).toBe('openai-functions');
    expect(r.tools[0].outputSchema).toEqual({ type: 'dict', properties: { result: { type: 'float' } } });
    expect(r.tools[0].refs.outputSchema?.pointer).toBe('/0/response');
    expect(r.tools[0].meta).toEqual({});
  });
});
