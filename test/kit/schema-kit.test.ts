import { describe, expect, it } from 'vitest';
import { inputRoot, isFreeString, isObjectSchema, schemaTypes, toolParameters } from '../../src/kit/index.js';
import { loadSource } from '../../src/loaders/index.js';

describe('schema predicates', () => {
  it('reads type as a list and knows objects, free strings and numbers', () => {
    expect(schemaTypes({ type: ['string', 'null'] })).toEqual(['string', 'null']);
    expect(schemaTypes({})).toEqual([]);
    expect(isObjectSchema({ type: 'dict' })).toBe(true);
    expect(isObjectSchema({ properties: {} })).toBe(true);
    expect(isObjectSchema({ type: 'string' })).toBe(false);
    expect(isFreeString({ type: 'string' })).toBe(true);
    expect(isFreeString({ type: 'string', enum: ['a'] })).toBe(false);
    expect(isFreeString({ type: 'string', format: 'date' })).toBe(false);
  });
});

const TOOLS = `tools:
  - name: create_note
    description: Creates a note.
    parameters:
      $ref: '#/$defs/Input'
      $defs:
        Input:
          type: object
          required: [title]
          properties:
            title: { $ref: '#/$defs/Title' }
          allOf:
            - properties:
                body: { type: string }
        Title: { type: string, maxLength: 80 }
`;

describe('toolParameters', () => {
  it('follows $refs at the root and on each parameter, and gathers allOf branches', () => {
    const registry = loadSource(TOOLS, 'tools.yaml');
    const tool = registry.tools[0];
    expect(inputRoot(registry, tool)?.ref.pointer).toBe('/tools/0/parameters/$defs/Input');
    const params = toolParameters(registry, tool);
    expect(params.map((p) => [p.name, p.required, p.ref.pointer, p.node.type])).toEqual([
      ['title', true, '/tools/0/parameters/$defs/Input/properties/title', 'string'],
      ['body', false, '/tools/0/parameters/$defs/Input/allOf/0/properties/body', 'string'],
    ]);
    expect(params[0].node.maxLength).toBe(80);
  });

  it('gives nothing for a tool without an input schema or with a $ref that does not resolve', () => {
    const registry = loadSource('tools:\n  - name: a\n  - name: b\n    parameters: { $ref: "#/nowhere" }\n', 'tools.yaml');
    expect(registry.tools.map((t) => toolParameters(registry, t))).toEqual([[], []]);
  });

  it('ends on a $ref cycle', () => {
    const registry = loadSource(
      'tools:\n  - name: a\n    parameters: { $ref: "#/$defs/A", $defs: { A: { $ref: "#/$defs/B" }, B: { $ref: "#/$defs/A" } } }\n',
      'tools.yaml',
    );
    expect(toolParameters(registry, registry.tools[0])).toEqual([]);
  });
});

describe('schemaPath on deep schemas', () => {
  it('shortens a path hundreds of levels deep in the middle', async () => {
    const { schemaPath } = await import('../../src/kit/index.js');
    type V = Parameters<typeof schemaPath>[0];
    let visit = { via: 'root' } as V;
    for (let i = 0; i < 500; i++) visit = { via: 'properties', propertyName: `p${i}`, parent: visit } as V;
    expect(schemaPath(visit)).toBe('p0.p1.p2.….p494.p495.p496.p497.p498.p499');
    let short = { via: 'root' } as V;
    for (let i = 0; i < 3; i++) short = { via: 'properties', propertyName: `p${i}`, parent: short } as V;
    expect(schemaPath(short)).toBe('p0.p1.p2');
  });
});
