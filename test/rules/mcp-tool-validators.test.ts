import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { GENERATED_TOOL_VALIDATORS, mcpSchema, toolErrors, toolValidator } from '../../rules/mcp-tool-schema-valid/validate.js';
import { MCP_REVISIONS } from '../../src/kit/index.js';
// @ts-expect-error: a plain script with no types
import { MCP_TOOL_OPTIONS, mcpRevisions } from '../../scripts/meta-validators.mjs';

/** Tools valid and invalid in the ways a registry gets wrong: types, missing fields, formats. */
const TOOLS: unknown[] = [
  { name: 'get_weather', description: 'Weather of a city.', inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } },
  { name: 'get_weather', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true, title: 'Weather' } },
  { name: 'no_schema' },
  { name: 7, inputSchema: { type: 'object' } },
  { name: 'wrong_type', inputSchema: { type: 'array' } },
  { name: 'bad_annotations', inputSchema: { type: 'object' }, annotations: { readOnlyHint: 'yes', destructiveHint: 1 } },
  { name: 'icons', inputSchema: { type: 'object' }, icons: [{ src: 'not a uri' }, { src: 'https://example.com/i.png', mimeType: 3 }] },
  { name: 'output', inputSchema: { type: 'object' }, outputSchema: { type: 'string' } },
  { name: 'meta', inputSchema: { type: 'object', properties: 'none' }, _meta: [] },
  { name: 'exec', inputSchema: { type: 'object' }, execution: { taskSupport: 'sometimes' } },
  'a string',
  null,
];

/** The validator ajv compiles from the revision's schema at run time, with the generator's options. */
function compiled(revision: string) {
  const schema = mcpSchema(revision)!;
  const ajv = String(schema.$schema).includes('2020-12') ? new Ajv2020(MCP_TOOL_OPTIONS) : new Ajv(MCP_TOOL_OPTIONS);
  addFormats.default(ajv);
  ajv.addSchema(schema, `mcp-${revision}`);
  return ajv.getSchema(`mcp-${revision}#/${schema.$defs ? '$defs' : 'definitions'}/Tool`)!;
}

describe('mcp-tool-schema-valid generated validators', () => {
  it('exist for every MCP revision toolslint knows, and only for those', () => {
    expect(Object.keys(GENERATED_TOOL_VALIDATORS).sort()).toEqual([...MCP_REVISIONS].sort());
    expect(mcpRevisions()).toEqual([...MCP_REVISIONS].sort());
  });

  it.each([...MCP_REVISIONS])('give for %s the errors ajv compiling the schema at run time gives', (revision) => {
    const validate = compiled(revision);
    let invalid = 0;
    for (const tool of TOOLS) {
      const expected = validate(tool) ? [] : [...(validate.errors ?? [])];
      if (expected.length > 0) invalid++;
      expect(toolErrors(revision, tool)).toEqual(expected);
    }
    expect(invalid).toBeGreaterThanOrEqual(6);
  });

  it('refuse a revision they were not generated for, even one named like an object key', () => {
    expect(() => toolValidator('1999-01-01')).toThrow(/no generated Tool validator/);
    expect(() => toolValidator('constructor')).toThrow(/no generated Tool validator/);
  });
});
