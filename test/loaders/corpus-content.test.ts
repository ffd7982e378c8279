import { describe, expect, it } from 'vitest';
import { walkToolSchemas } from '../../src/kit/index.js';
import { combineRegistries, loadSource } from '../../src/loaders/index.js';
import type { JsonObject, Registry } from '../../src/model/index.js';
import { CORPUS_PRESENT, corpusFiles, readCorpus } from './corpus-dir.js';

// Raw JSON, read without the loader.
type Raw = any;

const load = (rel: string): { registry: Registry; raw: Raw } => {
  const bytes = readCorpus(rel);
  return { registry: loadSource(bytes, rel), raw: JSON.parse(bytes.toString('utf8')) };
};
const under = (dir: string) => corpusFiles().filter((f) => f.startsWith(`${dir}/`) && f.endsWith('.json'));

describe.runIf(CORPUS_PRESENT)('corpus content', () => {
  it('BFCL: keeps dict types, dotted and Java names as written', () => {
    const { registry } = load('bfcl/simple_python.json');
    const [first, second] = registry.tools;
    expect(first.name).toBe('calculate_triangle_area');
    expect(first.description).toBe('Calculate the area of a triangle given its base and height.');
    expect((first.inputSchema as JsonObject).type).toBe('dict');
    expect(first.refs.inputSchema).toEqual({ file: 'bfcl/simple_python.json', pointer: '/0/parameters' });
    expect(second.name).toBe('math.factorial');
    expect(registry.tools.every((t) => t.dialect === 'openai-functions')).toBe(true);
    const java = load('bfcl/simple_java.json').registry;
    expect(java.tools[0].name).toBe('GeometryPresentation.createPresentation');
  });

  it('BFCL multi-turn docs: `response` becomes the output schema', () => {
    for (const rel of under('bfcl').filter((f) => f.includes('multi_turn_func_doc__'))) {
      const { registry, raw } = load(rel);
      raw.forEach((doc: Raw, i: number) => {
        const tool = registry.tools[i];
        expect(tool.name).toBe(doc.name);
        if (doc.response === undefined) expect(tool.outputSchema).toBeUndefined();
        else {
          expect(tool.outputSchema).toEqual(doc.response);
          expect(tool.refs.outputSchema?.pointer).toBe(`/${i}/response`);
        }
        expect(tool.meta.response).toBeUndefined();
      });
    }
  });

  it('GitHub toolsnaps: one MCP tool per file, named as the file, kinds from annotations', () => {
    // Feature-flagged variants are snapshotted as `<tool>_ff_<flag>.json`.
    const files = under('github-mcp-server/toolsnaps');
    expect(files).toHaveLength(117);
    const parts = files.map((f) => load(f));
    for (const [i, { registry, raw }] of parts.entries()) {
      const [tool] = registry.tools;
      expect(files[i]).toMatch(new RegExp(`^github-mcp-server/toolsnaps/${tool.name}(_ff_\\w+)?\\.json$`));
      expect(tool.source.pointer).toBe('');
      expect(tool.refs.inputSchema?.pointer).toBe('/inputSchema');
      expect(tool.annotations).toEqual(raw.annotations);
      if (raw.annotations.readOnlyHint === true) expect(tool.kind).toBe('read');
    }
    const combined = combineRegistries(
      parts.map((p) => p.registry),
      'toolsnaps',
    );
    expect(combined.tools).toHaveLength(117);
    expect(combined.files).toEqual(files);
    expect(combined.documents.size).toBe(117);
    expect(combined.dialect).toBe('mcp');
    expect(combined.singleTool).toBeUndefined();
  });

  it('GitHub versions: HEAD equals the toolsnaps, tool for tool', () => {
    const head = load('github-mcp-server/versions/HEAD.json').registry;
    const snaps = under('github-mcp-server/toolsnaps').map((f) => load(f).registry.tools[0]);
    expect(head.tools.map((t) => t.name).sort()).toEqual(snaps.map((t) => t.name).sort());
    const getMe = head.tools.find((t) => t.name === 'get_me')!;
    expect(getMe.source.pointer).toBe(`/${head.tools.indexOf(getMe)}`);
    expect(getMe.kind).toBe('read');
  });

  it('VS Code: modelDescription is the description; tools without inputSchema have none', () => {
    for (const rel of under('vscode-copilot-chat/versions').filter((f) => !f.endsWith('index.json'))) {
      const { registry, raw } = load(rel);
      raw.forEach((t: Raw, i: number) => {
        const tool = registry.tools[i];
        expect(tool.name).toBe(t.name);
        expect(tool.description).toBe(t.modelDescription);
        expect(tool.refs.description?.pointer).toBe(`/${i}/modelDescription`);
        expect(tool.inputSchema).toEqual(t.inputSchema);
        if (t.when !== undefined) expect(tool.meta.when).toBe(t.when);
        expect(tool.meta.displayName).toBe(t.displayName);
        expect(tool.dialect).toBe('vscode');
      });
    }
    const head = load('vscode-copilot-chat/versions/HEAD.json').registry;
    const missing = head.tools.filter((t) => t.inputSchema === undefined).map((t) => t.name);
    expect(missing).toEqual(expect.arrayContaining(['copilot_readProjectStructure', 'copilot_getSearchResults', 'copilot_editFiles']));
  });

  it('Docker catalog: `arguments` become an input schema with required from `optional`', () => {
    let total = 0;
    let fromArguments = 0;
    for (const rel of under('docker-mcp-registry')) {
      const { registry, raw } = load(rel);
      total += registry.tools.length;
      raw.forEach((t: Raw, i: number) => {
        const tool = registry.tools[i];
        expect(tool.name).toBe(t.name);
        expect(tool.description).toBe(t.description);
        if (Array.isArray(t.arguments)) {
          fromArguments++;
          const schema = tool.inputSchema as JsonObject;
          const props = schema.properties as Record<string, JsonObject>;
          expect(Object.keys(props)).toEqual(t.arguments.map((a: Raw) => a.name));
          const required = t.arguments.filter((a: Raw) => a.optional !== true).map((a: Raw) => a.name);
          expect(schema.required ?? []).toEqual(required);
          t.arguments.forEach((a: Raw, j: number) => {
            expect(props[a.name].description).toBe(a.desc);
            expect(props[a.name].type).toBe(a.type);
            expect(registry.nodeRefs.get(props[a.name])?.pointer).toBe(`/${i}/arguments/${j}`);
          });
          expect(tool.refs.inputSchema?.pointer).toBe(`/${i}/arguments`);
          expect(tool.dialect).toBe('docker-mcp');
          expect(tool.meta.arguments).toBeUndefined();
        } else if (t.inputSchema) expect(tool.inputSchema).toEqual(t.inputSchema);
        else expect(tool.inputSchema).toBeUndefined();
      });
    }
    expect(total).toBe(755);
    expect(fromArguments).toBe(293);
  });

  it('Docker catalog: findings on built properties locate at the argument', () => {
    const { registry } = load('docker-mcp-registry/buildkite.json');
    const tool = registry.tools.find((t) => t.name === 'create_build')!;
    const doc = registry.documents.get('docker-mcp-registry/buildkite.json')!;
    const seen: Array<[string | undefined, string]> = [];
    walkToolSchemas(registry, tool, new WeakSet(), (v) => seen.push([v.propertyName, v.ref.pointer]));
    expect(seen[0]).toEqual([undefined, '/1/arguments']);
    expect(seen).toContainEqual(['environment', '/1/arguments/5']);
    expect(seen).toContainEqual([undefined, '/1/arguments/5/items']);
    // The argument `{"name": "branch", …}` opens on line 14 of the file.
    expect(doc.locate('/1/arguments/0')).toEqual({ line: 14, column: 7 });
  });

  it('MCP spec examples: titles, output schemas, and the tools/list envelope', () => {
    const dir = 'mcp-spec-schema/2026-07-28/examples';
    const weather = load(`${dir}/Tool/with-output-schema-for-structured-content.json`).registry.tools[0];
    expect(weather.title).toBe('Weather Data Retriever');
    expect((weather.outputSchema as JsonObject).required).toEqual(['temperature', 'conditions', 'humidity']);
    const response = load(`${dir}/ListToolsResultResponse/list-tools-result-response.json`).registry;
    expect(response.tools[0].source.pointer).toBe('/result/tools/0');
    expect(response.tools[0].meta.icons).toBeDefined();
    const result = load(`${dir}/ListToolsResult/tools-list-with-cursor-and-ttl.json`).registry;
    expect(result.tools[0].name).toBe('get_weather');
  });
});
