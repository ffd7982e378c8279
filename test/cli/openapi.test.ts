import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSource } from '../../src/loaders/index.js';
import { project, runCli } from '../helpers/cli.js';

const PETSTORE = path.resolve(import.meta.dirname, '../../node_modules/@readme/oas-examples/3.0/yaml/petstore.yaml');

describe('toolslint lint on a real OpenAPI document (@readme/oas-examples petstore)', () => {
  const cwd = project({});
  mkdirSync(path.join(cwd, 'api'));
  copyFileSync(PETSTORE, path.join(cwd, 'api/petstore.yaml'));
  const text = readFileSync(PETSTORE, 'utf8');

  it('makes one tool per operation, named by operationId', async () => {
    const r = await runCli(['lint', 'api', '-f', 'json'], { cwd });
    const out = JSON.parse(r.stdout);
    expect(out.failures).toEqual([]);
    expect(out.files).toMatchObject([{ file: 'api/petstore.yaml', dialect: 'openapi-3.0', tools: 20 }]);
    const names = loadSource(text, 'api/petstore.yaml').tools.map((t) => t.name);
    expect(names.slice(0, 4)).toEqual(['addPet', 'updatePet', 'findPetsByStatus', 'findPetsByTags']);
    // Every tool a finding names is one of the document's operations.
    for (const f of out.findings) expect(names).toContain(f.tool);
  });

  it('reports a problem in a schema reached through $ref where the schema is written, once', async () => {
    const r = await runCli(
      ['lint', 'api/petstore.yaml', '-f', 'json', '--rule', 'param-description-required:off', '--rule', 'schema-additional-properties:error'],
      { cwd },
    );
    const out = JSON.parse(r.stdout);
    const order = out.findings.filter(
      (f: { pointer: string; ruleId: string }) => f.pointer === '/components/schemas/Order' && f.ruleId === 'schema-additional-properties',
    );
    // placeOrder's body and getOrderById's response both use Order: one finding, in the component.
    expect(order).toHaveLength(1);
    const lines = text.split('\n');
    const keyLine = lines.findIndex((l) => l === '    Order:');
    expect(keyLine).toBeGreaterThan(0);
    expect(order[0]).toMatchObject({
      ruleId: 'schema-additional-properties',
      tool: 'placeOrder',
      file: 'api/petstore.yaml',
      line: keyLine + 2,
      column: lines[keyLine + 1].search(/\S/) + 1,
    });
    expect(r.code).toBe(1);
  });
});
