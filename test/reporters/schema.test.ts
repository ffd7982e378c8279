import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { SEVERITIES } from '../../src/engine/index.js';
import { DIALECTS } from '../../src/model/index.js';
import { json } from '../../src/reporters/json.js';
import { EMPTY, EMPTY_REGISTRIES, RESULTS } from './fixtures.js';

const root = path.resolve(import.meta.dirname, '../..');
const schema = JSON.parse(readFileSync(path.join(root, 'schemas/lint-output.schema.json'), 'utf8'));
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);
const ctx = { color: false, version: '0.0.0' };

/** The `lint --format json` example in DESIGN.md, copied so the test runs where that file is not. */
const DESIGN_EXAMPLE = {
  schemaVersion: 1,
  files: [{ file: 'tools/a.yaml', dialect: 'openai-chat', tools: 12 }],
  failures: [{ file: 'bad.json', message: '…', line: 3, column: 7 }],
  findings: [
    {
      ruleId: 'tool-name-verb',
      severity: 'error',
      messageId: 'noVerb',
      message: '…',
      tool: 'doStuff',
      file: 'tools/a.yaml',
      pointer: '/tools/0/name',
      line: 4,
      column: 11,
    },
  ],
  summary: { error: 1, warn: 0, info: 0, hint: 0, failures: 0 },
};
const DESIGN_PATH = path.join(root, '../shared/DESIGN.md');

describe('schemas/lint-output.schema.json', () => {
  it.each([
    ['several files, failures and findings', RESULTS],
    ['the empty case', EMPTY],
    ['empty registries, with notes', EMPTY_REGISTRIES],
  ])('validates the json reporter output: %s', (_, results) => {
    expect(validate(JSON.parse(json(results, ctx))), JSON.stringify(validate.errors)).toBe(true);
  });

  it('validates the DESIGN.md example', () => {
    expect(validate(DESIGN_EXAMPLE), JSON.stringify(validate.errors)).toBe(true);
  });

  it.skipIf(!existsSync(DESIGN_PATH))('the copied example is still the one in DESIGN.md', () => {
    const design = readFileSync(DESIGN_PATH, 'utf8');
    const block = design.split('`lint --format json` prints one object:')[1]?.match(/```json\n([\s\S]*?)```/)?.[1];
    expect(block && JSON.parse(block)).toEqual(DESIGN_EXAMPLE);
  });

  it('is closed: unknown keys, a wrong version and bad positions are rejected', () => {
    const good = JSON.parse(json(RESULTS, ctx));
    expect(validate({ ...good, extra: 1 })).toBe(false);
    expect(validate({ ...good, schemaVersion: 2 })).toBe(false);
    expect(validate({ ...good, findings: [{ ...good.findings[0], line: 0 }] })).toBe(false);
    expect(validate({ ...good, findings: [{ ...good.findings[0], severity: 'warning' }] })).toBe(false);
    expect(validate({ ...good, failures: [{ ...good.failures[0], stack: 'x' }] })).toBe(false);
  });

  it('names the same severities and dialects as the model', () => {
    expect(schema.$defs.finding.properties.severity.enum).toEqual([...SEVERITIES]);
    expect(schema.$defs.file.properties.dialect.enum).toEqual([...DIALECTS]);
  });

  it('describes every property', () => {
    const missing: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      const props = (node as { properties?: Record<string, unknown> }).properties;
      for (const [key, value] of Object.entries(props ?? {})) {
        if (typeof (value as { description?: unknown }).description !== 'string') missing.push(`${at}/properties/${key}`);
      }
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    };
    walk(schema, '#');
    expect(missing).toEqual([]);
  });
});
