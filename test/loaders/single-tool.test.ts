import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { loadSource } from '../../src/loaders/index.js';
import { project, runCli } from '../helpers/cli.js';

/** A tool with things to report: a short description, an open schema, an undescribed parameter. */
const schema = {
  type: 'object',
  properties: { city: { type: 'string' }, days: { type: 'integer', description: 'How many days ahead, 1 to 7.' } },
  required: ['city'],
};
const description = 'Get the weather forecast for a city.';

/** Each dialect's one-tool shape, and where its list form keeps the tool. */
const SHAPES: Array<{ dialect: string; tool: object; list: (tool: object) => object; at: string }> = [
  { dialect: 'openai-chat', tool: { type: 'function', function: { name: 'get_forecast', description, parameters: schema } }, list: (t) => [t], at: '/0' },
  { dialect: 'openai-responses', tool: { type: 'function', name: 'get_forecast', description, parameters: schema }, list: (t) => [t], at: '/0' },
  { dialect: 'openai-functions', tool: { name: 'get_forecast', description, parameters: schema }, list: (t) => ({ functions: [t] }), at: '/functions/0' },
  { dialect: 'anthropic', tool: { name: 'get_forecast', description, input_schema: schema }, list: (t) => [t], at: '/0' },
  {
    dialect: 'gemini',
    tool: { name: 'get_forecast', description, parametersJsonSchema: schema },
    list: (t) => ({ functionDeclarations: [t] }),
    at: '/functionDeclarations/0',
  },
  { dialect: 'mcp', tool: { name: 'get_forecast', description, inputSchema: schema }, list: (t) => ({ tools: [t], nextCursor: null }), at: '/tools/0' },
  {
    dialect: 'registry',
    tool: { name: 'get_forecast', version: '1.2.0', deprecated: false, cacheable: true, estimated_tokens: 120, description, parameters: schema },
    list: (t) => ({ tools: [t] }),
    at: '/tools/0',
  },
];

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface Json {
  files: Array<{ file: string; dialect: string; tools: number; dialectReason?: string; mcpRevision?: { revision: string; from: string } }>;
  failures: unknown[];
  findings: Array<{ ruleId: string; messageId: string; message: string; pointer: string; file: string; line: number }>;
}

async function lintJson(dir: string, ...args: string[]): Promise<Json> {
  const run = await runCli(['lint', '--no-config', '-f', 'json', ...args], { cwd: dir });
  return JSON.parse(run.stdout) as Json;
}

/** Findings as comparable text, with the list's prefix taken off each pointer. */
const comparable = (findings: Json['findings'], prefix: string) =>
  findings.map((f) => `${f.ruleId} ${f.messageId} ${f.pointer.slice(prefix.length) || '/'} ${f.message}`).sort();

describe('one tool alone in a file', () => {
  for (const shape of SHAPES) {
    for (const ext of ['json', 'yaml']) {
      it(`loads ${shape.dialect} as ${ext} with one tool and the findings it gets inside a list`, async () => {
        const write = (v: object) => (ext === 'json' ? JSON.stringify(v, null, 2) : stringify(v));
        const dir = project({ [`one.${ext}`]: write(shape.tool), [`list.${ext}`]: write(shape.list(shape.tool)) });
        dirs.push(dir);
        const one = await lintJson(dir, `one.${ext}`);
        expect(one.failures).toEqual([]);
        expect(one.files).toMatchObject([{ file: `one.${ext}`, dialect: shape.dialect, tools: 1 }]);
        expect(one.files[0].dialectReason).toMatch(/^the file is one tool, with /);
        const list = await lintJson(dir, `list.${ext}`);
        expect(list.files[0].dialect).toBe(shape.dialect);
        expect(one.findings.length).toBeGreaterThan(0);
        expect(comparable(one.findings, '')).toEqual(comparable(list.findings, shape.at));
        // Each finding points into the one-tool file at a place that exists there.
        for (const f of one.findings) {
          expect(f.file).toBe(`one.${ext}`);
          expect(f.line).toBeGreaterThan(0);
        }
      });
    }
  }

  it('reads a folder of one-tool files in any dialect as one registry', async () => {
    const dir = project({
      'tools/a.json': JSON.stringify({ name: 'get_item', description: 'Get one item by its id.', input_schema: schema }),
      'tools/b.json': JSON.stringify({ name: 'get_item', description: 'Get one item by its id.', input_schema: schema }),
    });
    dirs.push(dir);
    const out = await lintJson(dir, 'tools');
    expect(out.files.map((f) => [f.file, f.dialect, f.tools])).toEqual([
      ['tools/a.json', 'anthropic', 1],
      ['tools/b.json', 'anthropic', 1],
    ]);
    // Registry-wide rules see both files: the duplicate name is found across them.
    expect(out.findings.some((f) => f.ruleId === 'tool-name-unique')).toBe(true);
  });

  it('does not read a document with only a name, a description and a version as a tool', () => {
    expect(() => loadSource(JSON.stringify({ name: 'my-package', description: 'A library.', version: '1.0.0' }), 'package.json')).toThrow(
      /not a tool registry/,
    );
    expect(() => loadSource('name: deploy\ndescription: Deploys the app.\nruns:\n  using: node20\n', 'action.yml')).toThrow(/not a tool registry/);
  });

  it("tells a Gemini declaration from a legacy OpenAI function by Gemini's upper-case types", () => {
    const gemini = loadSource(
      JSON.stringify({ name: 'get_forecast', description, parameters: { type: 'OBJECT', properties: { city: { type: 'STRING' } } } }),
      'g.json',
    );
    expect(gemini.dialect).toBe('gemini');
    const openai = loadSource(JSON.stringify({ name: 'get_forecast', description, parameters: schema }), 'f.json');
    expect(openai.dialect).toBe('openai-functions');
  });
});

describe('a tools/list result saved with its server metadata', () => {
  const tools = [{ name: 'get_forecast', description, inputSchema: schema, execution: { taskSupport: 'optional' } }];

  it('loads as mcp, whatever keys sit beside tools, and says why', () => {
    const registry = loadSource(
      JSON.stringify({ serverInfo: { name: 'weather', version: '2.1.0' }, protocolVersion: '2025-11-25', capabilities: {}, version: '3', tools }),
      'w.json',
    );
    expect(registry.dialect).toBe('mcp');
    expect(registry.dialectReason).toBe('the one tool has `inputSchema`');
    expect(registry.protocolVersion).toEqual({ value: '2025-11-25', ref: { file: 'w.json', pointer: '/protocolVersion' } });
  });

  it('stays a registry when its tools carry registry fields', () => {
    const registry = loadSource(JSON.stringify({ version: '3.0.0', tools: [{ ...tools[0], deprecated: true }] }), 'r.json');
    expect(registry.dialect).toBe('registry');
  });

  it('reads the revision from an initialize result saved beside the list', () => {
    const session = [
      { jsonrpc: '2.0', id: 1, result: { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: 's', version: '1.0.0' } } },
      { jsonrpc: '2.0', id: 2, result: { tools } },
    ];
    const registry = loadSource(JSON.stringify(session), 's.json');
    expect(registry.dialect).toBe('mcp');
    expect(registry.tools).toHaveLength(1);
    expect(registry.tools[0].source.pointer).toBe('/1/result/tools/0');
    expect(registry.protocolVersion?.value).toBe('2025-06-18');
    const keyed = loadSource(JSON.stringify({ initialize: session[0], tools }), 'k.json');
    expect(keyed.protocolVersion).toEqual({ value: '2025-06-18', ref: { file: 'k.json', pointer: '/initialize/result/protocolVersion' } });
  });

  it('checks the MCP tools against the revision the file names', async () => {
    const newest = { tools };
    const named = { protocolVersion: '2025-11-25', tools };
    const old = { protocolVersion: '2025-06-18', tools };
    // Fields a revision does not define are reported only when asked for (the strict preset).
    const rc = 'extends: toolslint:strict\n';
    const dir = project({
      'newest.json': JSON.stringify(newest),
      'named.json': JSON.stringify(named),
      'old.json': JSON.stringify(old),
      '.toolslintrc.yaml': rc,
    });
    dirs.push(dir);
    const mcpFindings = async (file: string, ...args: string[]) =>
      (JSON.parse((await runCli(['lint', '-f', 'json', file, ...args], { cwd: dir })).stdout) as Json).findings
        .filter((f) => f.ruleId === 'mcp-tool-schema-valid')
        .map((f) => f.message);
    // 2025-11-25 defines `execution`; 2025-06-18 does not.
    expect(await mcpFindings('named.json')).toEqual([]);
    expect((await mcpFindings('old.json')).join('\n')).toMatch(/`execution`.*MCP 2025-06-18/);
    // The file's revision beats --target; without one, --target decides.
    expect(await mcpFindings('named.json', '--target', 'mcp@2025-06-18')).toEqual([]);
    expect((await mcpFindings('newest.json', '--target', 'mcp@2025-06-18')).join('\n')).toMatch(/MCP 2025-06-18/);
  });
});

describe('--verbose and the JSON report say how each file was read', () => {
  it('names the dialect, the reason and the MCP revision with its source', async () => {
    const tools = [{ name: 'get_forecast', description, inputSchema: schema }];
    const dir = project({ 'named.json': JSON.stringify({ protocolVersion: '2025-06-18', tools }), 'plain.json': JSON.stringify({ tools }) });
    dirs.push(dir);
    const run = await runCli(['lint', '--no-config', '--verbose', 'named.json', 'plain.json', '--target', 'mcp@2025-11-25'], { cwd: dir });
    expect(run.stderr).toContain(
      'toolslint: named.json: read as mcp (the one tool has `inputSchema`), 1 tool; MCP revision 2025-06-18, from `protocolVersion` in the file',
    );
    expect(run.stderr).toContain('toolslint: plain.json: read as mcp (the one tool has `inputSchema`), 1 tool; MCP revision 2025-11-25, from --target');
    const out = await lintJson(dir, 'plain.json');
    expect(out.files[0].mcpRevision).toMatchObject({ revision: '2026-07-28', from: 'newest' });
    expect(out.files[0].dialectReason).toBe('the one tool has `inputSchema`');
  });

  it('refuses a forced OpenAPI dialect on a document that is not OpenAPI', async () => {
    const dir = project({ 'tools.json': JSON.stringify({ tools: [{ name: 'get_forecast', description, inputSchema: schema }] }) });
    dirs.push(dir);
    const run = await runCli(['lint', '--no-config', '--dialect', 'openapi-3.1', 'tools.json'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('tools.json: not an OpenAPI 3.1 document');
  });
});
