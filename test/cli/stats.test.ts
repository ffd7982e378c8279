import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { estimateRegistryTokens } from '../../src/kit/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { project, runCli } from '../helpers/cli.js';
import { CREATE_ORDER_OPENAPI } from '../helpers/openapi.js';

const root = path.resolve(import.meta.dirname, '../..');
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(JSON.parse(readFileSync(path.join(root, 'schemas/stats-output.schema.json'), 'utf8')));

const TOOLS = `tools:
  - name: get_order
    description: Reads one order by id.
    parameters: {type: object, properties: {id: {type: string, description: The order id.}}}
  - name: search_orders
    description: Searches orders by customer, status and date range, newest first. Use it when the id is unknown.
    parameters:
      type: object
      properties:
        query: {type: string, description: Words to match in the customer name or email.}
        status: {type: string, enum: [open, paid, shipped, cancelled]}
        limit: {type: integer, minimum: 1, maximum: 50}
  - name: 查询天气
    description: 查询指定城市的实时天气，包括温度、湿度和风速。
`;
const OPENAPI = `${CREATE_ORDER_OPENAPI}      responses: {"201": {description: Created.}}
components:
  schemas:
    Order: {type: object, properties: {sku: {type: string, description: The product's stock-keeping unit.}, quantity: {type: integer, minimum: 1}}}
`;

/** What the estimator says for one file's tools, by name. */
function expected(text: string, file: string): Map<string, number> {
  return new Map(estimateRegistryTokens(loadSource(text, file)).tools.map((t) => [t.tool.name, t.tokens.total]));
}

describe('toolslint stats', () => {
  it('prints each tool costliest first, with the total', async () => {
    const cwd = project({ 'tools.yaml': TOOLS });
    const r = await runCli(['stats', 'tools.yaml'], { cwd });
    expect(r.code).toBe(0);
    const costs = expected(TOOLS, 'tools.yaml');
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^tokens\s+text\s+schema\s+share\s+tool\s+file$/);
    const byCost = [...costs].sort((a, b) => b[1] - a[1]).map(([name]) => name);
    expect(byCost[0]).toBe('search_orders');
    expect(
      lines.slice(1, 4).map(
        (l) =>
          l
            .split(/\s{2,}/)
            .map((c) => c.trim())
            .filter(Boolean)[4],
      ),
    ).toEqual(byCost);
    expect(lines[1]).toContain('tools.yaml:5');
    const total = [...costs.values()].reduce((a, b) => a + b, 0);
    expect(r.stdout).toContain(`About ${total} tokens in 3 tools from 1 file`);
    expect(lines[1].trim().startsWith(String(costs.get('search_orders')))).toBe(true);
  });

  it('--format json gives the same numbers, valid against schemas/stats-output.schema.json', async () => {
    const cwd = project({ 'tools.yaml': TOOLS, 'api/shop.yaml': OPENAPI });
    const r = await runCli(['stats', '.', '--format', 'json'], { cwd });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(validate(out), JSON.stringify(validate.errors)).toBe(true);
    const costs = new Map([...expected(TOOLS, 'tools.yaml'), ...expected(OPENAPI, 'api/shop.yaml')]);
    expect(out.tools.map((t: { name: string; tokens: number }) => [t.name, t.tokens])).toEqual([...costs].sort((a, b) => b[1] - a[1]));
    for (const t of out.tools) expect(t.text + t.schema).toBe(t.tokens);
    expect(out.total).toEqual({ files: 2, tools: 4, tokens: [...costs.values()].reduce((a, b) => a + b, 0) });
    expect(out.files).toEqual([
      { file: 'api/shop.yaml', dialect: 'openapi-3.0', tools: 1, tokens: costs.get('createOrder') },
      { file: 'tools.yaml', dialect: 'registry', tools: 3, tokens: out.total.tokens - costs.get('createOrder')! },
    ]);
    expect(out.tools.find((t: { name: string }) => t.name === 'createOrder')).toMatchObject({
      file: 'api/shop.yaml',
      pointer: '/paths/~1orders/post',
      line: 6,
    });
  });

  it('-o writes the report to a file', async () => {
    const cwd = project({ 'tools.yaml': TOOLS });
    const r = await runCli(['stats', 'tools.yaml', '-f', 'json', '-o', 'costs.json'], { cwd });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(JSON.parse(readFileSync(path.join(cwd, 'costs.json'), 'utf8')).total.tools).toBe(3);
  });

  it('reads standard input', async () => {
    const r = await runCli(['stats', '-', '--stdin-filepath', 'piped.yaml', '-f', 'json'], { cwd: project({}), stdin: TOOLS });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).files).toEqual([expect.objectContaining({ file: 'piped.yaml', tools: 3 })]);
  });

  it('a file that cannot be parsed is a failure (exit 2); the others are still counted', async () => {
    const cwd = project({ 'tools.yaml': TOOLS, 'bad.json': '{"tools": [' });
    const r = await runCli(['stats', 'tools.yaml', 'bad.json', '-f', 'json'], { cwd });
    expect(r.code).toBe(2);
    const out = JSON.parse(r.stdout);
    expect(validate(out), JSON.stringify(validate.errors)).toBe(true);
    expect(out.failures).toEqual([expect.objectContaining({ file: 'bad.json' })]);
    expect(out.total.tools).toBe(3);
    const text = await runCli(['stats', 'tools.yaml', 'bad.json'], { cwd });
    expect(text.code).toBe(2);
    expect(text.stdout).toMatch(/Not counted: bad\.json/);
  });

  it('without a path is a usage error', async () => {
    const r = await runCli(['stats'], { cwd: project({}) });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/name at least one file/);
  });

  it('escapes control characters in names it prints', async () => {
    const cwd = project({ 'tools.json': JSON.stringify({ tools: [{ name: 'get_\u001b[31mred', description: 'Reads.' }] }) });
    const r = await runCli(['stats', 'tools.json'], { cwd });
    expect(r.stdout).not.toContain('\u001b');
    expect(r.stdout).toContain('get_\\u001b[31mred');
  });
});
