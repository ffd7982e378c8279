import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import rule from '../../rules/mcp-tool-schema-valid/index.js';
import { lintRegistry } from '../../src/engine/index.js';
import { combineRegistries, loadSource } from '../../src/loaders/index.js';
import { selectTargets } from '../../src/targets/index.js';
import { CORPUS_DIR, RUN_CORPUS } from '../loaders/corpus-dir.js';
import { ruleTester } from '../helpers/rule-tester.js';

/** An MCP tools list (a `tools/list` result) with one tool; `rest` is YAML under the tool. */
const mcp = (rest: string) => `tools:\n  - name: get_weather\n    description: Reads the weather for a city.\n${rest}`;
const INPUT = '    inputSchema: {type: object, properties: {city: {type: string}}}\n';
const base = { tool: 'get_weather' };

ruleTester(rule).run({
  valid: [
    {
      name: 'a tool of the latest revision',
      code: mcp(
        `${INPUT}    title: Weather\n    outputSchema: {type: array, items: {type: number}}\n    annotations: {readOnlyHint: true}\n    icons: [{src: "https://example.com/w.png", mimeType: image/png}]\n    _meta: {a: 1}\n`,
      ),
    },
    { name: 'a 2024-11-05 tool', code: mcp(INPUT), targets: ['mcp@2024-11-05'] },
    {
      name: 'tools of other dialects are not MCP tools',
      code: [{ type: 'function', function: { name: 'get_weather', description: 'x', parameters: { type: 'array' } } }],
    },
    {
      name: 'reportUnknownFields: false',
      code: mcp(`${INPUT}    annotations: {readOnlyHint: true}\n`),
      targets: ['mcp@2024-11-05'],
      options: { reportUnknownFields: false },
    },
    { name: 'a single Tool file', code: '{"name": "get_time", "inputSchema": {"type": "object"}}', targets: ['mcp@2025-06-18'] },
  ],
  invalid: [
    {
      name: 'an input schema whose root is not an object',
      code: mcp('    inputSchema: {type: array, items: {type: string}}\n'),
      errors: [
        {
          messageId: 'invalid',
          pointer: '/tools/0/inputSchema/type',
          line: 4,
          column: 25,
          tool: 'get_weather',
          data: { ...base, revision: '2026-07-28', path: '/inputSchema/type', problem: 'must be "object"' },
        },
      ],
    },
    {
      name: "two findings; an annotation checked through the schema's $ref to ToolAnnotations",
      code: '{"name": "get_weather", "description": "Reads the weather for a city.", "inputSchema": {"type": "object", "properties": {"city": 5}}, "annotations": {"readOnlyHint": "yes"}}',
      targets: ['mcp@2025-06-18'],
      errors: [
        {
          messageId: 'invalid',
          pointer: '/inputSchema/properties/city',
          data: { ...base, revision: '2025-06-18', path: '/inputSchema/properties/city', problem: 'must be object' },
        },
        {
          messageId: 'invalid',
          pointer: '/annotations/readOnlyHint',
          data: { ...base, revision: '2025-06-18', path: '/annotations/readOnlyHint', problem: 'must be boolean' },
        },
      ],
    },
    {
      name: 'an array output schema: fine from 2026-07-28, an object before',
      code: mcp(`${INPUT}    outputSchema: {type: array}\n`),
      targets: ['mcp@2025-11-25', 'mcp@2026-07-28'],
      errors: [
        {
          messageId: 'invalid',
          pointer: '/tools/0/outputSchema/type',
          data: { ...base, revision: '2025-11-25', path: '/outputSchema/type', problem: 'must be "object"' },
        },
      ],
    },
    {
      name: 'fields a revision does not define',
      code: mcp(`${INPUT}    annotations: {readOnlyHint: true}\n    streaming: false\n`),
      targets: ['mcp@2024-11-05'],
      errors: [
        {
          messageId: 'unknownField',
          pointer: '/tools/0/annotations',
          data: { ...base, revision: '2024-11-05', field: 'annotations', history: 'added in 2025-03-26' },
        },
        {
          messageId: 'unknownField',
          pointer: '/tools/0/streaming',
          data: { ...base, revision: '2024-11-05', field: 'streaming', history: 'no revision defines it; put extensions under `_meta`' },
        },
      ],
    },
    {
      name: 'a field a later revision removed',
      code: mcp(`${INPUT}    execution: {taskSupport: optional}\n`),
      targets: ['mcp'],
      errors: [
        {
          messageId: 'unknownField',
          pointer: '/tools/0/execution',
          data: { ...base, revision: '2026-07-28', field: 'execution', history: 'added in 2025-11-25, removed in 2026-07-28' },
        },
      ],
    },
  ],
});

/** Lints a registry with this rule alone against one target. */
function findings(registry: ReturnType<typeof loadSource>, target: string) {
  return lintRegistry(registry, new Map([[rule.meta.id, rule]]), {
    rules: new Map([[rule.meta.id, { severity: 'error' }]]),
    overrides: [],
    targets: selectTargets([target]),
  });
}

const read = (rel: string) => loadSource(fs.readFileSync(path.join(CORPUS_DIR, rel)), rel);

describe.runIf(RUN_CORPUS)('mcp-tool-schema-valid on the corpus', () => {
  it("passes the MCP spec's own examples for their revision (2026-07-28)", () => {
    const dir = 'mcp-spec-schema/2026-07-28/examples';
    const files = ['Tool', 'ListToolsResult', 'ListToolsResultResponse'].flatMap((d) =>
      fs.readdirSync(path.join(CORPUS_DIR, dir, d)).map((f) => `${dir}/${d}/${f}`),
    );
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files)
      expect(
        findings(read(file), 'mcp@2026-07-28').map((f) => f.message),
        file,
      ).toEqual([]);
  });

  it('passes the GitHub MCP server snapshots for 2025-11-25, the revision that added their icons', () => {
    const dir = 'github-mcp-server/toolsnaps';
    const registry = combineRegistries(
      fs.readdirSync(path.join(CORPUS_DIR, dir)).map((f) => read(`${dir}/${f}`)),
      'github',
    );
    expect(registry.tools.length).toBe(117);
    expect(findings(registry, 'mcp@2025-11-25')).toEqual([]);
    // Checked against 2025-06-18, the icons and nothing else are unknown to it.
    const older = findings(registry, 'mcp@2025-06-18');
    expect(new Set(older.map((f) => `${f.messageId} ${f.message.replace(/^Tool "[^"]+" /, '')}`))).toEqual(
      new Set(['unknownField has `icons`, which the `Tool` of MCP 2025-06-18 does not define (added in 2025-11-25): clients of that revision ignore it.']),
    );
  });

  it('finds the null input schema of get_me in GitHub MCP server v0.24.0', () => {
    const out = findings(read('github-mcp-server/versions/v0.24.0.json'), 'mcp@2025-03-26');
    expect(out.map((f) => `${f.tool} ${f.pointer} ${f.messageId}`)).toEqual([`get_me ${out[0]?.pointer} invalid`]);
    expect(out[0].message).toContain('`/inputSchema` must be object');
  });
});
