import { describe, expect, it } from 'vitest';
import { encode as o200k } from 'gpt-tokenizer/encoding/o200k_base';
import { encode as cl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import fc from 'fast-check';
import { countChars, estimateRegistryTokens, estimateTokens, estimateToolTokens, hasRefKey, jsonChars, type RefKeySeen } from '../../src/kit/index.js';
import { loadSource } from '../../src/loaders/index.js';
import type { Tool } from '../../src/model/index.js';
import { CREATE_ORDER_OPENAPI } from '../helpers/openapi.js';
import { CORPUS_DIR, RUN_CORPUS, corpusFiles, readCorpus } from '../loaders/corpus-dir.js';

/** The compact JSON the estimate stands for, with no `$ref` to inline. */
function sent(tool: Tool): string {
  const o: Record<string, unknown> = { name: tool.name };
  if (tool.description !== undefined) o.description = tool.description;
  if (tool.inputSchema !== undefined) o.parameters = tool.inputSchema;
  return JSON.stringify(o);
}

describe('jsonChars', () => {
  it('counts the characters JSON.stringify writes, class by class', () => {
    const values = [
      { name: 'get_weather', description: 'Gets the weather: 3 days, °C.', n: 12.5, ok: true, none: null, list: [1, 'a', { b: [] }], 中文: '查询天气' },
      [],
      {},
      'plain',
      [null, [null, [null]]],
    ];
    for (const v of values) expect(jsonChars(v)).toEqual(countChars(JSON.stringify(v)));
  });

  it('counts any JSON value as JSON.stringify writes it, escapes and lone surrogates included, and tells a $ref key as hasRefKey does', () => {
    const text = fc.string({
      unit: fc.constantFrom(
        'a',
        'Z',
        '5',
        ' ',
        '"',
        '\\',
        '\n',
        '\t',
        '\b',
        '\u0001',
        '\u000b',
        '\u001f',
        '\ud83d',
        '\udbff',
        '\ude00',
        '\udc0a',
        '中',
        'é',
        '$',
        '{',
        '😀',
      ),
    });
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, text, fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null), tie('list'), tie('object')),
      list: fc.array(tie('value'), { maxLength: 4 }),
      object: fc.dictionary(fc.oneof(text, fc.constant('$ref')), tie('value'), { maxKeys: 4 }),
    })).value;
    fc.assert(
      fc.property(json, (value) => {
        const refs: RefKeySeen = { found: false };
        expect(jsonChars(value, undefined, refs)).toEqual(countChars(JSON.stringify(value)));
        expect(refs.found).toBe(typeof value === 'object' && value !== null && hasRefKey(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('counts a repeated long string the same each time it is read, escapes included', () => {
    const unit = fc.constantFrom('a', 'Z', '5', ' ', '"', '\\', '\n', '\ud83d', '\ude00', '中', 'é', '😀');
    fc.assert(
      fc.property(fc.string({ unit, minLength: 40, maxLength: 120 }), fc.string({ unit, maxLength: 60 }), (long, other) => {
        const value = { description: long, items: [long, other, { description: long }], other };
        const expected = countChars(JSON.stringify(value));
        expect(jsonChars(value)).toEqual(expected);
        expect(jsonChars(value)).toEqual(expected);
        expect(jsonChars(long)).toEqual(countChars(JSON.stringify(long)));
      }),
      { numRuns: 500 },
    );
  });

  it("gives the token estimate's answer for a schema it counted, without a walk of its own", () => {
    const registry = loadSource(
      '{"tools": [{"name": "a", "inputSchema": {"type": "object", "properties": {"x": {"$ref": "#/$defs/X"}}, "$defs": {"X": {"type": "string"}}}}, {"name": "b", "inputSchema": {"type": "object"}}]}',
      'r.json',
    );
    const [a, b] = registry.tools.map((t) => t.inputSchema as Record<string, unknown>);
    estimateRegistryTokens(registry);
    expect([hasRefKey(a, registry), hasRefKey(b, registry)]).toEqual([true, false]);
    // The answer is the one the estimate found: changed after it, the schema is not walked again.
    delete (a.properties as Record<string, Record<string, unknown>>).x.$ref;
    expect(hasRefKey(a, registry)).toBe(true);
    expect(hasRefKey(a)).toBe(false);
    // A schema the estimate did not count (an output schema) is walked.
    expect(hasRefKey({ items: { $ref: '#/y' } }, registry)).toBe(true);
  });

  it('tells a $ref key in a shared or cyclic structure, and in a large one, as in a small tree', () => {
    const shared = { type: 'string' };
    const cyclic: Record<string, unknown> = { type: 'object' };
    cyclic.self = cyclic;
    expect(hasRefKey({ a: shared, b: shared })).toBe(false);
    expect(hasRefKey(cyclic)).toBe(false);
    cyclic.deep = { $ref: '#/x' };
    expect(hasRefKey(cyclic)).toBe(true);
    // Past the nodes walked without a memory: a wide structure of shared nodes (2^20 paths).
    let wide: object = { type: 'string' };
    for (let i = 0; i < 20; i++) wide = { l: wide, r: wide };
    expect(hasRefKey(wide)).toBe(false);
    expect(hasRefKey({ first: wide, last: { $ref: '#/y' } })).toBe(true);
    expect(hasRefKey({ list: [[[{ $ref: '#/z' }]]] })).toBe(true);
    expect(hasRefKey([{ nested: [1, 'a', null] }])).toBe(false);
  });

  it('counts as JSON.stringify at every depth, on either side of where cycles are looked for', () => {
    for (const levels of [510, 511, 512, 513, 600]) {
      const shared = { note: 'shared', list: [1, null, 'x'] };
      let deep: unknown = { type: 'string', shared };
      for (let i = 0; i < levels; i++) deep = i % 2 === 0 ? { properties: { x: deep, s: shared }, skipped: undefined } : [deep, shared, undefined];
      const refs: RefKeySeen = { found: false };
      expect(jsonChars(deep, undefined, refs)).toEqual(countChars(JSON.stringify(deep)));
      expect(refs.found).toBe(false);
    }
  });

  it('walks a 20,000-level structure without overflowing the stack', () => {
    let deep: unknown = { type: 'string' };
    for (let i = 0; i < 20_000; i++) deep = { type: 'object', properties: { x: deep } };
    const counts = jsonChars(deep);
    expect(counts.letter).toBeGreaterThan(20_000 * 10);
  });

  it('remembers what it counted, so a component many tools inline is walked once', () => {
    const memo = new WeakMap();
    const component = { type: 'object', properties: { a: { type: 'string' } } };
    const first = jsonChars(component, memo);
    expect(memo.get(component)).toBe(first);
    expect(jsonChars(component, memo)).toBe(first);
  });

  it('ends on a cycle (a recursive YAML alias)', () => {
    const a: Record<string, unknown> = { k: 1 };
    a.self = a;
    const counts = jsonChars(a);
    expect(counts.digit).toBeGreaterThan(1);
    expect(counts.digit).toBeLessThan(2000);
  });
});

describe('estimateToolTokens', () => {
  it('counts name, description and input schema, and inlines OpenAPI components once', () => {
    const registry = loadSource(
      `${CREATE_ORDER_OPENAPI}components:
  schemas:
    Order:
      type: object
      properties:
        lines: {type: array, items: {$ref: '#/components/schemas/Line'}}
        note: {type: string, description: A note for the courier, printed on the label.}
    Line:
      type: object
      properties:
        sku: {type: string, description: The stock-keeping unit of the product.}
`,
      'shop.yaml',
    );
    const [tool] = registry.tools;
    const withRefs = estimateToolTokens(registry, tool);
    const bare = estimateTokens(sent(tool));
    // The components hold the descriptions; without inlining they would not be counted.
    expect(withRefs.total).toBeGreaterThan(bare + 20);
    expect(withRefs.text).toBe(estimateTokens(JSON.stringify({ name: 'createOrder', description: 'Creates an order.' })));
    expect(withRefs.schema).toBe(withRefs.total - withRefs.text);
  });

  it('does not count a local $defs target twice', () => {
    const registry = loadSource(
      'tools:\n  - name: get_a\n    description: A.\n    parameters: {type: object, properties: {x: {$ref: "#/$defs/X"}}, $defs: {X: {type: string, description: An x value.}}}\n',
      't.yaml',
    );
    const [tool] = registry.tools;
    expect(estimateToolTokens(registry, tool).total).toBe(estimateTokens(sent(tool)));
  });

  it('sums a registry', () => {
    const registry = loadSource('tools:\n  - {name: get_a, description: Reads a.}\n  - {name: get_b, description: Reads b.}\n', 't.yaml');
    const { tools, total } = estimateRegistryTokens(registry);
    expect(total).toBe(tools[0].tokens.total + tools[1].tokens.total);
  });
});

/** Mean absolute error per tool and error of the sum, against a real tokenizer. */
function accuracy(texts: string[], encode: (s: string) => number[]): { perTool: number; total: number; within10: number } {
  let abs = 0;
  let within = 0;
  let est = 0;
  let real = 0;
  for (const t of texts) {
    const e = estimateTokens(t);
    const r = encode(t).length;
    abs += Math.abs(e - r) / r;
    if (Math.abs(e - r) / r <= 0.1) within++;
    est += e;
    real += r;
  }
  return { perTool: abs / texts.length, total: (est - real) / real, within10: within / texts.length };
}

describe.skipIf(!RUN_CORPUS)(`accuracy against gpt-tokenizer on the corpus (${CORPUS_DIR})`, () => {
  const texts: string[] = [];
  const dirs = ['bfcl/', 'docker-mcp-registry/', 'github-mcp-server/toolsnaps/', 'vscode-copilot-chat/versions/HEAD'];
  for (const rel of (RUN_CORPUS ? corpusFiles() : []).filter((f) => dirs.some((d) => f.startsWith(d)) && /\.(json|snap)$/.test(f))) {
    try {
      for (const tool of loadSource(readCorpus(rel), rel).tools) texts.push(sent(tool));
    } catch {
      // Files that are not tool lists are not what is measured here.
    }
  }

  it('o200k_base (GPT-4o and later): within 5% per tool on average, 3% on the sum', () => {
    const a = accuracy(texts, o200k);
    expect(texts.length).toBeGreaterThan(5000);
    expect(a.perTool, JSON.stringify(a)).toBeLessThan(0.05);
    expect(Math.abs(a.total), JSON.stringify(a)).toBeLessThan(0.03);
  });

  it('cl100k_base (GPT-4, GPT-3.5): within 8% per tool on average', () => {
    const a = accuracy(texts, cl100k);
    expect(a.perTool, JSON.stringify(a)).toBeLessThan(0.08);
  });
});

describe('accuracy on Chinese and Japanese definitions', () => {
  const texts = [
    {
      name: 'get_weather',
      description: '查询指定城市的实时天气，包括温度、湿度和风速。当用户询问天气时使用；不要用于历史天气数据。',
      parameters: { type: 'object', properties: { city: { type: 'string', description: '城市名称，例如"北京"或"上海"。' } }, required: ['city'] },
    },
    {
      name: 'get_weather',
      description: '查詢指定城市的即時天氣，包括溫度、濕度和風速。當使用者詢問天氣時使用；不要用於歷史天氣資料。',
      parameters: { type: 'object', properties: { city: { type: 'string', description: '城市名稱，例如「臺北」。' } } },
    },
    {
      name: 'delete_account',
      description: '刪除指定的使用者帳號及其所有資料，此操作無法復原。執行前必須先取得使用者的明確確認。',
      parameters: { type: 'object', properties: { account_id: { type: 'string', description: '帳號 ID' } } },
    },
    {
      name: 'search_docs',
      description: '在知识库中搜索与问题相关的文档片段，按相关度排序返回前 k 条结果。适用于回答产品功能、价格和政策相关的问题。',
      parameters: { type: 'object', properties: { query: { type: 'string', description: '搜索词' }, k: { type: 'integer', minimum: 1, maximum: 20 } } },
    },
    {
      name: 'find_user',
      description: 'ユーザーのメールアドレスを検索して、アカウント情報を返します。',
      parameters: { type: 'object', properties: { email: { type: 'string', format: 'email' } } },
    },
  ].map((t) => JSON.stringify(t));

  it('o200k_base: within 15% per definition', () => {
    const a = accuracy(texts, o200k);
    expect(a.perTool, JSON.stringify(a)).toBeLessThan(0.15);
  });
});
