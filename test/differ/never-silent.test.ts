import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { diffFixture, diffTexts } from './helpers.js';

/**
 * Every keyword of JSON Schema 2020-12 and draft-07, each changed on its own in a parameter's
 * schema (`before` → `after`), in input and in output position: each edit must give at least one
 * change record. The floor is schema-changed-unclassified; most are named checks.
 */
const EDITS: Array<[string, object, object | boolean]> = [
  // core and applicators
  [
    '$schema',
    { $schema: 'http://json-schema.org/draft-07/schema#', type: 'string' },
    { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'string' },
  ],
  ['$id', { $id: 'https://example.com/a', type: 'string' }, { $id: 'https://example.com/b', type: 'string' }],
  [
    '$ref',
    { $ref: '#/$defs/a', $defs: { a: { type: 'string' }, b: { type: 'integer' } } },
    { $ref: '#/$defs/b', $defs: { a: { type: 'string' }, b: { type: 'integer' } } },
  ],
  ['$defs (unused)', { type: 'string', $defs: { a: { type: 'string' } } }, { type: 'string', $defs: { a: { type: 'integer' } } }],
  ['definitions (unused)', { type: 'string', definitions: { a: { type: 'string' } } }, { type: 'string', definitions: { a: { type: 'integer' } } }],
  ['$anchor', { $anchor: 'a', type: 'string' }, { $anchor: 'b', type: 'string' }],
  ['$dynamicRef', { $dynamicRef: '#a' }, { $dynamicRef: '#b' }],
  ['$dynamicAnchor', { $dynamicAnchor: 'a', type: 'string' }, { $dynamicAnchor: 'b', type: 'string' }],
  ['$vocabulary', { $vocabulary: { 'https://example.com/v': true }, type: 'string' }, { $vocabulary: { 'https://example.com/v': false }, type: 'string' }],
  ['$comment', { $comment: 'a', type: 'string' }, { $comment: 'b', type: 'string' }],
  ['allOf', { allOf: [{ type: 'string' }, { pattern: '^a' }], pattern: 'b$' }, { allOf: [{ type: 'string' }, { pattern: '^c' }], pattern: 'b$' }],
  ['anyOf', { anyOf: [{ type: 'string' }, { type: 'integer' }] }, { anyOf: [{ type: 'string' }, { type: 'boolean' }] }],
  ['oneOf', { oneOf: [{ type: 'string' }, { type: 'integer' }] }, { oneOf: [{ type: 'string' }, { type: 'integer', minimum: 1 }] }],
  ['not', { type: 'string', not: { const: 'a' } }, { type: 'string', not: { const: 'b' } }],
  ['if', { type: 'object', if: { required: ['a'] }, then: { required: ['b'] } }, { type: 'object', if: { required: ['c'] }, then: { required: ['b'] } }],
  ['then', { type: 'object', if: { required: ['a'] }, then: { required: ['b'] } }, { type: 'object', if: { required: ['a'] }, then: { required: ['c'] } }],
  ['else', { type: 'object', if: { required: ['a'] }, else: { required: ['b'] } }, { type: 'object', if: { required: ['a'] }, else: { required: ['c'] } }],
  ['dependentSchemas', { type: 'object', dependentSchemas: { a: { required: ['b'] } } }, { type: 'object', dependentSchemas: { a: { required: ['c'] } } }],
  ['dependencies (draft-07)', { type: 'object', dependencies: { a: ['b'] } }, { type: 'object', dependencies: { a: ['c'] } }],
  ['prefixItems', { type: 'array', prefixItems: [{ type: 'string' }] }, { type: 'array', prefixItems: [{ type: 'integer' }] }],
  ['items', { type: 'array', items: { type: 'string' } }, { type: 'array', items: { type: 'integer' } }],
  ['items (draft-07 tuple)', { type: 'array', items: [{ type: 'string' }] }, { type: 'array', items: [{ type: 'integer' }] }],
  [
    'additionalItems (draft-07)',
    { type: 'array', items: [{ type: 'string' }], additionalItems: true },
    { type: 'array', items: [{ type: 'string' }], additionalItems: false },
  ],
  ['contains', { type: 'array', contains: { const: 'a' } }, { type: 'array', contains: { const: 'b' } }],
  ['properties', { type: 'object', properties: { a: { type: 'string' } } }, { type: 'object', properties: { a: { type: 'integer' } } }],
  [
    'patternProperties',
    { type: 'object', patternProperties: { '^a': { type: 'string' } } },
    { type: 'object', patternProperties: { '^a': { type: 'integer' } } },
  ],
  ['additionalProperties', { type: 'object', additionalProperties: { type: 'string' } }, { type: 'object', additionalProperties: { type: 'integer' } }],
  ['propertyNames', { type: 'object', propertyNames: { maxLength: 5 } }, { type: 'object', propertyNames: { maxLength: 3 } }],
  ['unevaluatedItems', { type: 'array', prefixItems: [{ type: 'string' }] }, { type: 'array', prefixItems: [{ type: 'string' }], unevaluatedItems: false }],
  ['unevaluatedProperties', { type: 'object', properties: { a: {} } }, { type: 'object', properties: { a: {} }, unevaluatedProperties: false }],
  // validation
  ['type', { type: 'string' }, { type: 'integer' }],
  ['enum', { enum: ['a', 'b'] }, { enum: ['a'] }],
  ['const', { const: 'a' }, { const: 'b' }],
  ['multipleOf', { type: 'number', multipleOf: 2 }, { type: 'number', multipleOf: 3 }],
  ['maximum', { type: 'number', maximum: 5 }, { type: 'number', maximum: 4 }],
  ['exclusiveMaximum', { type: 'number', exclusiveMaximum: 5 }, { type: 'number', exclusiveMaximum: 4 }],
  ['minimum', { type: 'number', minimum: 5 }, { type: 'number', minimum: 6 }],
  ['exclusiveMinimum', { type: 'number', exclusiveMinimum: 5 }, { type: 'number', exclusiveMinimum: 6 }],
  ['maxLength', { type: 'string', maxLength: 5 }, { type: 'string', maxLength: 4 }],
  ['minLength', { type: 'string', minLength: 1 }, { type: 'string', minLength: 2 }],
  ['pattern', { type: 'string', pattern: '^a' }, { type: 'string', pattern: '^b' }],
  ['maxItems', { type: 'array', maxItems: 5 }, { type: 'array', maxItems: 4 }],
  ['minItems', { type: 'array', minItems: 1 }, { type: 'array', minItems: 2 }],
  ['uniqueItems', { type: 'array' }, { type: 'array', uniqueItems: true }],
  ['maxContains', { type: 'array', contains: { const: 'a' }, maxContains: 2 }, { type: 'array', contains: { const: 'a' }, maxContains: 1 }],
  ['minContains', { type: 'array', contains: { const: 'a' }, minContains: 1 }, { type: 'array', contains: { const: 'a' }, minContains: 2 }],
  ['maxProperties', { type: 'object', maxProperties: 5 }, { type: 'object', maxProperties: 4 }],
  ['minProperties', { type: 'object', minProperties: 1 }, { type: 'object', minProperties: 2 }],
  ['required', { type: 'object', properties: { a: {} } }, { type: 'object', properties: { a: {} }, required: ['a'] }],
  ['dependentRequired', { type: 'object', dependentRequired: { a: ['b'] } }, { type: 'object', dependentRequired: { a: ['c'] } }],
  // format, content, meta-data
  ['format', { type: 'string', format: 'date' }, { type: 'string', format: 'date-time' }],
  ['contentEncoding', { type: 'string', contentEncoding: 'base64' }, { type: 'string', contentEncoding: 'base32' }],
  ['contentMediaType', { type: 'string', contentMediaType: 'application/json' }, { type: 'string', contentMediaType: 'text/plain' }],
  [
    'contentSchema',
    { type: 'string', contentMediaType: 'application/json', contentSchema: { type: 'object' } },
    { type: 'string', contentMediaType: 'application/json', contentSchema: { type: 'array' } },
  ],
  ['title', { type: 'string', title: 'a' }, { type: 'string', title: 'b' }],
  ['description', { type: 'string', description: 'a' }, { type: 'string', description: 'b' }],
  ['default', { type: 'string', default: 'a' }, { type: 'string', default: 'b' }],
  ['deprecated', { type: 'string' }, { type: 'string', deprecated: true }],
  ['readOnly', { type: 'string' }, { type: 'string', readOnly: true }],
  ['writeOnly', { type: 'string' }, { type: 'string', writeOnly: true }],
  ['examples', { type: 'string', examples: ['a'] }, { type: 'string', examples: ['b'] }],
  ['false subschema', { type: 'string' }, false],
];

function registry(param: object | boolean, position: 'input' | 'output'): string {
  const schema = { type: 'object', properties: { p: param } };
  const tool =
    position === 'input'
      ? { name: 't', description: 'd', inputSchema: schema }
      : { name: 't', description: 'd', inputSchema: { type: 'object' }, outputSchema: schema };
  return stringify({ tools: [tool] });
}

describe('no change to a schema keyword is silent', () => {
  for (const position of ['input', 'output'] as const) {
    it.each(EDITS)(`${position}: %s`, async (_keyword, before, after) => {
      const r = await diffTexts(registry(before, position), registry(after, position));
      expect(r.changes.filter((c) => c.direction === position).length).toBeGreaterThan(0);
    });
  }

  it('a property set to false is "now forbidden", not "widened"', async () => {
    const r = await diffTexts(registry({ type: 'string' }, 'input'), registry(false, 'input'));
    expect(r.changes.map((c) => [c.id, c.level])).toEqual([['param-became-forbidden', 'breaking']]);
  });

  it('a change no named check claims is a warning naming its keyword and place, breaking when json-schema-diff sees values lost', async () => {
    const r = await diffTexts(registry({ $dynamicRef: '#a' }, 'input'), registry({ $dynamicRef: '#b' }, 'input'), { secondOpinion: false });
    expect(r.changes.map((c) => [c.id, c.level, c.pointer])).toEqual([['schema-changed-unclassified', 'warning', '/properties/p/$dynamicRef']]);
    // A `oneOf` branch widened until it overlaps the other: the named checks read a relaxed bound, json-schema-diff the values lost.
    const narrowed = await diffFixture('input-schema-narrowed');
    expect(narrowed.changes.map((c) => [c.id, c.level])).toEqual([
      ['input-schema-narrowed', 'breaking'],
      ['max-length-relaxed', 'info'],
    ]);
  });
});

describe('no change to tool metadata is silent', () => {
  it.each([
    ['title', 'title: A', 'title: B'],
    ['annotations', 'annotations: { title: A }', 'annotations: { title: B }'],
    ['an extension field', 'x-team: a', 'x-team: b'],
  ])('%s', async (_what, before, after) => {
    const doc = (extra: string) => `tools:\n  - name: t\n    description: d\n    ${extra}\n    inputSchema: { type: object }\n`;
    const r = await diffTexts(doc(before), doc(after));
    expect(r.changes.length).toBeGreaterThan(0);
  });
});

describe('a change inside nested metadata', () => {
  const doc = (meta: object) => `tools:\n  - name: t\n    description: d\n    _meta: ${JSON.stringify(meta)}\n    inputSchema: { type: object }\n`;
  const long = 'https://example.com/'.padEnd(90, 'x');

  it('names each changed field with its whole old and new value, never a value cut off', async () => {
    const before = { 'io.example/ui': { resourceUri: 'ui://a', size: { w: 1, h: 2 } }, owner: long };
    const after = { 'io.example/ui': { resourceUri: 'ui://b', size: { w: 1, h: 3 } }, owner: long };
    const r = await diffTexts(doc(before), doc(after));
    expect(r.changes.map((c) => [c.id, c.pointer, c.message])).toEqual([
      [
        'tool-changed-unclassified',
        '/_meta/io.example~1ui/resourceUri',
        '`_meta.io.example~1ui.resourceUri` of tool `t` changed from "ui://a" to "ui://b", in a way no check classifies.',
      ],
      [
        'tool-changed-unclassified',
        '/_meta/io.example~1ui/size/h',
        '`_meta.io.example~1ui.size.h` of tool `t` changed from 2 to 3, in a way no check classifies.',
      ],
    ]);
  });

  it('shortens a long value with a mark that it was shortened, and names a wholly rewritten object once', async () => {
    const r = await diffTexts(doc({ owner: long }), doc({ owner: `${long}y` }));
    expect(r.changes[0].message).toContain('changed from "…xxxxxxxxxxxxxxxxxxxx" to "…xxxxxxxxxxxxxxxxxxxxy"');
    const many = (v: number) => Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, v]));
    const whole = await diffTexts(doc({ cfg: many(1) }), doc({ cfg: many(2) }));
    expect(whole.changes.map((c) => c.pointer)).toEqual(['/_meta/cfg']);
    expect(whole.changes[0].message).toContain('…');
  });
});
