import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../src/config/schema.js';
// @ts-expect-error: a plain script with no types
import { CONFIG_OPTIONS } from '../../scripts/meta-validators.mjs';

const root = path.resolve(import.meta.dirname, '../..');

const CONFIGS: unknown[] = [
  { extends: ['toolslint:recommended'], rules: { 'tool-name-verb': 'warn', 'param-description-required': ['warn', { minLength: 10 }] } },
  { extends: 'toolslint:strict', overrides: [{ files: ['legacy/**'], rules: { 'param-count': 'off' } }] },
  { rules: { 'tool-name-verb': 'loud' } },
  { rules: { 'param-count': ['warn', { max: 'many' }, 3] } },
  { extend: ['toolslint:recommended'] },
  { overrides: [{ rules: {} }, { files: 3, tools: [1] }] },
  { ignorePatterns: 'dist/**', plugins: [{}], target: 7, provider: ['openai'] },
  { classification: { destructive: 'yes' } },
  [],
  'rules: {}',
  null,
];

describe('the config schema validator compiled ahead of time', () => {
  it('gives the errors that ajv compiling schema.json at run time gives', () => {
    const ajv = new Ajv(CONFIG_OPTIONS);
    addFormats.default(ajv);
    const compiled = ajv.compile(JSON.parse(readFileSync(path.join(root, 'schema.json'), 'utf8')));
    let invalid = 0;
    for (const config of CONFIGS) {
      const expected = compiled(config) ? [] : compiled.errors!;
      if (expected.length > 0) invalid++;
      expect(schemaErrors(config)).toEqual(expected);
    }
    expect(invalid).toBeGreaterThanOrEqual(7);
  });
});
