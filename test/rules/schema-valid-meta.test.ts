import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { metaErrors } from '../../src/kit/dialects.js';
// @ts-expect-error: a plain script with no types
import { generated, META_OPTIONS } from '../../scripts/meta-validators.mjs';

const SCHEMAS: unknown[] = [
  { type: 'object', properties: { a: { type: 'string', minLength: 1 } }, required: ['a'] },
  { type: 'strnig' },
  { type: ['string', 'null'], enum: [] },
  { properties: { a: { minimum: 'one', items: [{ type: 1 }] } }, required: 'a' },
  { $defs: { x: { $ref: 7 } }, anyOf: [], oneOf: {}, additionalProperties: 'no' },
  { definitions: { x: { type: 'integer', multipleOf: 0 } }, dependencies: { a: 5 } },
  true,
  false,
  42,
];

describe('schema-valid meta-schema validators', () => {
  it('are the code ajv generates now, meta-schemas and MCP `Tool`s alike (run node scripts/meta-validators.mjs after updating ajv or schemas/mcp)', () => {
    for (const { file, text } of generated() as Array<{ file: string; text: string }>) expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it.each([
    ['draft-07', new Ajv(META_OPTIONS), 'http://json-schema.org/draft-07/schema'],
    ['2020-12', new Ajv2020(META_OPTIONS), 'https://json-schema.org/draft/2020-12/schema'],
  ] as const)('give the %s errors that ajv compiling the meta-schema at run time gives', (dialect, ajv, uri) => {
    const compiled = ajv.getSchema(uri)!;
    let invalid = 0;
    for (const schema of SCHEMAS) {
      const expected = compiled(schema) ? [] : compiled.errors;
      if (expected!.length > 0) invalid++;
      expect(metaErrors(dialect, schema)).toEqual(expected);
    }
    expect(invalid).toBeGreaterThanOrEqual(5);
  });
});
