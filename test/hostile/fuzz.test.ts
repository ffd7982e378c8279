import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { project, runCli } from '../helpers/cli.js';

const params = { type: 'object', properties: { city: { type: 'string', description: 'City.' }, days: { type: 'integer', minimum: 1 } }, required: ['city'] };

/** One small, valid document of each dialect the loaders read: the seeds that get mutated. */
const SEEDS: unknown[] = [
  [{ type: 'function', function: { name: 'get_weather', description: 'Gets weather.', parameters: params, strict: true } }],
  [{ type: 'function', name: 'get_weather', description: 'Gets weather.', parameters: params }],
  { functions: [{ name: 'get_weather', description: 'Gets weather.', parameters: { ...params, type: 'dict' } }] },
  [{ name: 'get_weather', description: 'Gets weather.', input_schema: params }],
  { tools: [{ functionDeclarations: [{ name: 'get_weather', description: 'Gets weather.', parameters: params }] }] },
  { tools: [{ name: 'get_weather', description: 'Gets weather.', inputSchema: params, annotations: { readOnlyHint: true } }], nextCursor: 'x' },
  { jsonrpc: '2.0', id: 1, result: { tools: [{ name: 'get_weather', inputSchema: { ...params, $defs: { A: { $ref: '#/$defs/A' } } } }] } },
  { contributes: { languageModelTools: [{ name: 'get_weather', modelDescription: 'Gets weather.', inputSchema: params }] } },
  [{ name: 'get_weather', description: 'Gets weather.', arguments: [{ name: 'city', type: 'string', desc: 'City.' }] }],
  {
    version: '1.0.0',
    tools: [{ name: 'get_weather', description: 'Gets weather.', parameters: params, deprecated: true, sunset_date: '2020-01-01', replacement: 'x' }],
  },
  {
    openapi: '3.0.3',
    info: { title: 't', version: '1' },
    paths: {
      '/w/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        get: {
          operationId: 'getWeather',
          responses: { 200: { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/W' } } } } },
        },
      },
    },
    components: { schemas: { W: { type: 'object', properties: { t: { type: 'number', nullable: true } } } } },
  },
  {
    swagger: '2.0',
    info: { title: 't', version: '1' },
    paths: { '/w': { post: { parameters: [{ name: 'body', in: 'body', schema: { $ref: '#/definitions/W' } }], responses: { 200: { description: 'ok' } } } } },
    definitions: { W: { type: 'object' } },
  },
];

type Json = unknown;

/** Every path to a value inside `root`, found iteratively. */
function paths(root: Json): Array<Array<string | number>> {
  const out: Array<Array<string | number>> = [[]];
  const stack: Array<[Json, Array<string | number>]> = [[root, []]];
  while (stack.length > 0) {
    const [node, at] = stack.pop()!;
    if (Array.isArray(node))
      node.forEach((v, i) => {
        out.push([...at, i]);
        stack.push([v, [...at, i]]);
      });
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        out.push([...at, k]);
        stack.push([v, [...at, k]]);
      }
  }
  return out;
}

function replaceAt(root: Json, at: Array<string | number>, value: Json): Json {
  if (at.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, Json>;
  let node = copy;
  for (const step of at.slice(0, -1)) node = node[step] as Record<string | number, Json>;
  node[at[at.length - 1]] = value;
  return copy;
}

const mutated = fc.tuple(fc.constantFrom(...SEEDS), fc.array(fc.tuple(fc.nat(), fc.jsonValue({ maxDepth: 3 })), { maxLength: 4 })).map(([seed, edits]) =>
  edits.reduce<Json>((doc, [pick, value]) => {
    const all = paths(doc);
    return replaceAt(doc, all[pick % all.length], value);
  }, seed),
);

const asText = fc.tuple(fc.oneof(mutated, fc.jsonValue({ maxDepth: 4 })), fc.boolean()).map(([value, yaml]) => ({
  text: yaml ? stringify(value ?? null) : (JSON.stringify(value) ?? 'null'),
  file: yaml ? 'fuzz.yaml' : 'fuzz.json',
}));

const cwd = project({});

async function check(text: string, file: string): Promise<void> {
  const r = await runCli(['lint', '-', '--stdin-filepath', file, '-f', 'json'], { cwd, stdin: text });
  expect([0, 1, 2], `exit ${r.code} on ${text.slice(0, 300)}\n${r.stderr}`).toContain(r.code);
  expect(r.stderr).not.toMatch(/internal error/);
  if (r.code !== 2) {
    const report = JSON.parse(r.stdout);
    expect(report.schemaVersion).toBe(1);
    expect(report.failures).toEqual([]);
  }
}

describe('property-based fuzzing of every loader and the engine', () => {
  it('mutated registries of every dialect: no uncaught exception, exit 0/1/2, valid JSON on 0 and 1', async () => {
    await fc.assert(
      fc.asyncProperty(asText, async ({ text, file }) => check(text, file)),
      { numRuns: 300, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
    );
  }, 120_000);

  it('random text: parsers fail with a sentence, never a crash', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom('{', '[', '{"tools": [', 'tools:\n  - name: [', '%YAML 9\n---\n', '\uFEFF', '&a [*a]'),
    );
    await fc.assert(
      fc.asyncProperty(text, fc.boolean(), async (t, yaml) => check(t, yaml ? 'fuzz.yaml' : 'fuzz.json')),
      { numRuns: 300, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
    );
  }, 120_000);
});
