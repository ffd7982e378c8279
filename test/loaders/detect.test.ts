import { describe, expect, it } from 'vitest';
import { DIALECT_LOADERS, detectDialect, loadSource } from '../../src/loaders/index.js';
import { DIALECTS, ToolslintError, type Dialect } from '../../src/model/index.js';

const chat = { type: 'function', function: { name: 'a', parameters: {} } };
const flat = { type: 'function', name: 'a', parameters: {} };
const fn = { name: 'a', description: 'A.', parameters: { type: 'object' } };
const mcpTool = { name: 'a', description: 'A.', inputSchema: { type: 'object' } };
const anth = { name: 'a', description: 'A.', input_schema: { type: 'object' } };
const docker = { name: 'a', description: 'A.', arguments: [{ name: 'q', type: 'string', desc: 'Q' }] };
const vsc = { name: 'a', modelDescription: 'A.', inputSchema: {} };

function thrown(f: () => unknown): ToolslintError {
  try {
    f();
  } catch (e) {
    if (e instanceof ToolslintError) return e;
    throw e;
  }
  throw new Error('expected a ToolslintError');
}

describe('dialect detection', () => {
  it('has one loader per dialect, OpenAPI first', () => {
    expect(DIALECT_LOADERS.map((d) => d.id).sort()).toEqual([...DIALECTS].sort());
    expect(DIALECT_LOADERS[0].id.startsWith('openapi') || DIALECT_LOADERS[0].id === 'swagger-2.0').toBe(true);
  });

  const cases: Array<[string, unknown, Dialect]> = [
    ['a chat array', [chat, chat], 'openai-chat'],
    ['a chat array with a registry version', { version: '1.0.0', tools: [chat] }, 'openai-chat'],
    ['a responses array', [flat], 'openai-responses'],
    ['a functions array', [fn], 'openai-functions'],
    ['a legacy functions request', { functions: [fn, { name: 'b', description: 'B.' }] }, 'openai-functions'],
    ['an Anthropic request', { model: 'claude', tools: [anth] }, 'anthropic'],
    ['an MCP list', [mcpTool, { name: 'b', description: 'B.' }], 'mcp'],
    ['a tools/list result with an x- field', { tools: [{ ...mcpTool, 'x-team': 'core' }], nextCursor: 'n' }, 'mcp'],
    // Shape wins over one ambiguous key: every tool has `inputSchema`, so `version` beside them
    // does not make a plain registry.
    ['an MCP-shaped list with a version beside it', { version: '1.0.0', tools: [mcpTool] }, 'mcp'],
    ['an MCP-shaped list whose tools carry registry fields', { version: '1.0.0', tools: [{ ...mcpTool, deprecated: true }] }, 'registry'],
    ['an empty array, as an empty registry', [], 'registry'],
    ['a Docker catalog mostly in arguments', [docker, docker, mcpTool], 'docker-mcp'],
    ['a catalog mostly in inputSchema with one arguments tool', [docker, mcpTool, mcpTool], 'mcp'],
    ['a catalog split evenly', [docker, mcpTool], 'docker-mcp'],
    ['VS Code tools', [vsc], 'vscode'],
    ['Gemini blocks in a bare array', [{ functionDeclarations: [fn] }], 'gemini'],
    ['a plain registry of mixed schema keys', { name: 'r', tools: [fn, anth, mcpTool] }, 'registry'],
  ];
  it.each(cases)('%s', (_what, value, dialect) => {
    expect(detectDialect(value)?.id).toBe(dialect);
    const r = loadSource(JSON.stringify(value), 'x.json');
    expect(r.dialect).toBe(dialect);
  });

  it('loads every element whatever its shape, each keeping its own dialect', () => {
    const r = loadSource(JSON.stringify([mcpTool, mcpTool, chat, anth, vsc, docker, 7, null, 'x']), 'mixed.json');
    expect(r.dialect).toBe('mcp');
    expect(r.tools.map((t) => t.dialect)).toEqual(['mcp', 'mcp', 'openai-chat', 'anthropic', 'vscode', 'docker-mcp', 'mcp', 'mcp', 'mcp']);
    expect(r.tools.slice(6).map((t) => [t.name, t.nameOrigin, t.source.pointer])).toEqual([
      ['', 'missing', '/6'],
      ['', 'missing', '/7'],
      ['', 'missing', '/8'],
    ]);
  });

  const rejected: Array<[string, string]> = [
    ['an object with other keys', '{"foo": 1}'],
    ['a string', '"tools"'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array of numbers', '[1, 2]'],
    ['a tools key holding no objects', '{"tools": [1, 2]}'],
    ['named things that are not tools', '[{"name": "lodash", "version": "4.17.21"}]'],
    ['an elicitation field schema', '{"type": "string", "title": "Email", "description": "Your email"}'],
    ['a JSON Schema', '{"$schema": "http://json-schema.org/draft-07/schema#", "definitions": {"Tool": {"type": "object"}}}'],
  ];
  it.each(rejected)('rejects %s', (_what, text) => {
    const e = thrown(() => loadSource(text, 'x.json'));
    expect(e.code).toBe('shape');
    expect(e.message).toMatch(/^x\.json: not a tool registry/);
    // A tools list of no tools is pointed at its first item; the rest at the start.
    expect(e.position).toEqual(text.startsWith('{"tools"') ? { line: 1, column: 12 } : { line: 1, column: 1 });
  });
});

describe('--dialect', () => {
  it('reads a document as the dialect given', () => {
    const r = loadSource(JSON.stringify([mcpTool]), 'x.json', { dialect: 'registry' });
    expect(r.dialect).toBe('registry');
    expect(r.tools[0].dialect).toBe('registry');
    const d = loadSource(JSON.stringify([mcpTool]), 'x.json', { dialect: 'docker-mcp' });
    expect(d.dialect).toBe('docker-mcp');
  });

  it('still reads each element by its own fields', () => {
    const r = loadSource(JSON.stringify([fn]), 'x.json', { dialect: 'openai-chat' });
    expect(r.dialect).toBe('openai-chat');
    expect(r.tools[0].dialect).toBe('openai-functions');
    expect(r.tools[0].inputSchema).toEqual({ type: 'object' });
  });

  it('reads an object as one MCP tool when told to', () => {
    const r = loadSource('{"name": "ping", "description": "Pings."}', 'ping.json', { dialect: 'mcp' });
    expect(r.singleTool).toBe(true);
    expect(r.tools.map((t) => t.name)).toEqual(['ping']);
  });

  it('says so when the document has nothing the dialect reads', () => {
    const e = thrown(() => loadSource('{"foo": 1}', 'x.json', { dialect: 'gemini' }));
    expect(e.code).toBe('shape');
    expect(e.message).toBe('x.json: not Gemini function declarations: no tool list where that dialect keeps one.');
    expect(thrown(() => loadSource('{"foo": 1}', 'y.json', { dialect: 'vscode' })).code).toBe('shape');
    expect(thrown(() => loadSource('"x"', 'y.json', { dialect: 'mcp' })).code).toBe('shape');
  });
});
