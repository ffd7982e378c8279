import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { metaErrors } from '../../src/kit/dialects.js';
import { surelyValid } from '../../rules/schema-valid/surely-valid.js';
import { problems } from '../../src/kit/index.js';

const DIALECTS = ['draft-07', '2020-12'] as const;

/** A small seeded generator, so that a failure names a seed that shows it again. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return { next, pick };
}

/** Values of every JSON kind, right and wrong for some keyword, and a few that only YAML gives. */
const VALUES: unknown[] = [
  'string',
  'integer',
  'strnig',
  '',
  '^a+$',
  '#/$defs/x',
  0,
  -1,
  1.5,
  3,
  Infinity,
  Number.NaN,
  true,
  false,
  null,
  [],
  ['a'],
  ['a', 'a'],
  ['string', 'null'],
  ['string', 'string'],
  [1, 1],
  [1, '1'],
  [{ a: 1 }, { a: 1 }],
  {},
  { a: {} },
  { a: 1 },
];

const KEYWORDS = [
  'type',
  'properties',
  'items',
  'prefixItems',
  'additionalItems',
  'additionalProperties',
  'required',
  'enum',
  'const',
  'default',
  'examples',
  'description',
  'title',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'multipleOf',
  'minItems',
  'uniqueItems',
  'readOnly',
  'writeOnly',
  'deprecated',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'if',
  'then',
  'else',
  '$defs',
  'definitions',
  '$ref',
  '$id',
  '$anchor',
  '$comment',
  'dependencies',
  'dependentRequired',
  'contentSchema',
  'unevaluatedProperties',
  'minContains',
  'x-vendor',
];

/** A schema of a few levels, mostly well formed, with a wrong value now and then. */
function schemaFrom(r: ReturnType<typeof random>, depth: number): unknown {
  if (depth > 3 || r.next() < 0.1) return r.pick([true, false, {}, { type: 'string' }]);
  const node: Record<string, unknown> = {};
  const count = 1 + Math.floor(r.next() * 4);
  for (let i = 0; i < count; i++) {
    const key = r.pick(KEYWORDS);
    const wrong = r.next() < 0.25;
    node[key] = wrong ? r.pick(VALUES) : rightValue(r, key, depth);
  }
  return node;
}

function rightValue(r: ReturnType<typeof random>, key: string, depth: number): unknown {
  const sub = () => schemaFrom(r, depth + 1);
  switch (key) {
    case 'type':
      return r.pick(['string', 'object', ['string', 'null'], 'integer']);
    case 'properties':
    case '$defs':
    case 'definitions':
      return { a: sub(), b: sub() };
    case 'items':
    case 'additionalItems':
    case 'additionalProperties':
    case 'not':
    case 'if':
    case 'then':
    case 'else':
    case 'contentSchema':
    case 'unevaluatedProperties':
      return sub();
    case 'prefixItems':
    case 'anyOf':
    case 'oneOf':
    case 'allOf':
      return [sub(), sub()];
    case 'required':
      return ['a', 'b'];
    case 'enum':
      return r.pick([['a', 'b'], [1, 2, null], [{ a: 1 }]]);
    case 'examples':
      return ['x'];
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'minContains':
      return 2;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
      return -3.5;
    case 'multipleOf':
      return 0.5;
    case 'uniqueItems':
    case 'readOnly':
    case 'writeOnly':
    case 'deprecated':
      return true;
    case 'dependencies':
      return { a: ['b'] };
    case 'dependentRequired':
      return { a: ['b'] };
    case '$anchor':
      return 'here';
    case '$id':
      return 'https://example.com/s';
    default:
      return 'text';
  }
}

/** The input schemas of the corpus's tools, when it is beside the project. */
function corpusSchemas(): unknown[] {
  const root = path.resolve(__dirname, '../../../shared/corpus');
  if (!existsSync(root)) return [];
  const out: unknown[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (name.endsWith('.json') && statSync(file).size < 2_000_000) {
        try {
          collect(JSON.parse(readFileSync(file, 'utf8')), out, 0);
        } catch {
          // Not JSON: the corpus has files of other kinds, which this test does not read.
        }
      }
    }
  };
  visit(root);
  return out;
}

function collect(value: unknown, out: unknown[], depth: number) {
  if (typeof value !== 'object' || value === null || depth > 8) return;
  for (const [key, child] of Object.entries(value)) {
    if (['inputSchema', 'input_schema', 'parameters', 'outputSchema'].includes(key) && typeof child === 'object' && child !== null) out.push(child);
    else collect(child, out, depth + 1);
  }
}

describe('schema-valid: the quick reading', () => {
  it.each(DIALECTS)('never calls a schema valid that the %s meta-schema rejects, over generated schemas', (dialect) => {
    let sure = 0;
    let invalid = 0;
    for (let seed = 1; seed <= 4_000; seed++) {
      const schema = schemaFrom(random(seed), 0);
      const errors = metaErrors(dialect, schema);
      if (errors && errors.length > 0) invalid++;
      if (!surelyValid(dialect, schema)) continue;
      sure++;
      expect({ seed, errors }).toEqual({ seed, errors: [] });
    }
    // The generator makes both kinds in number, and the reading decides many schemas itself.
    expect(invalid).toBeGreaterThan(1_000);
    expect(sure).toBeGreaterThan(500);
  });

  it.each(DIALECTS)('with `type` skipped, never passes a %s schema that has another problem', (dialect) => {
    const skipped = new Set(['type']);
    let sure = 0;
    let decidedOnlyBySkipping = 0;
    for (let seed = 1; seed <= 4_000; seed++) {
      const schema = schemaFrom(random(seed), 0);
      if (!surelyValid(dialect, schema, skipped)) continue;
      sure++;
      if (!surelyValid(dialect, schema)) decidedOnlyBySkipping++;
      const left = problems(metaErrors(dialect, schema) ?? []).filter((p) => !skipped.has(p.keyword));
      expect({ seed, left }).toEqual({ seed, left: [] });
    }
    expect(sure).toBeGreaterThan(500);
    expect(decidedOnlyBySkipping).toBeGreaterThan(5);
  });

  it('skips no keyword that holds schemas: their errors belong to the keywords inside', () => {
    expect(surelyValid('2020-12', { properties: 5 }, new Set(['properties']))).toBe(false);
    expect(surelyValid('2020-12', { properties: { a: { type: 'dict' } } }, new Set(['type']))).toBe(true);
    expect(surelyValid('2020-12', { properties: { a: { type: 'dict', minLength: -1 } } }, new Set(['type']))).toBe(false);
  });

  it.each(DIALECTS)('agrees with the %s meta-schema on every schema of the corpus it decides', (dialect) => {
    let valid = 0;
    let sure = 0;
    for (const schema of corpusSchemas()) {
      const errors = metaErrors(dialect, schema);
      if (errors?.length === 0) valid++;
      if (!surelyValid(dialect, schema)) continue;
      sure++;
      expect(errors).toEqual([]);
    }
    // What it is for: the valid schemas real registries hold are decided without ajv.
    if (valid > 0) expect(sure / valid).toBeGreaterThan(0.9);
  });

  it.each([
    ['a type that names no type', { type: 'strnig' }],
    ['a repeated type', { type: ['string', 'string'] }],
    ['required that is no list', { required: 'a' }],
    ['a repeated required name', { required: ['a', 'a'] }],
    ['a negative length', { properties: { a: { minLength: -1 } } }],
    ['a fractional length', { maxItems: 1.5 }],
    ['a multipleOf of zero', { multipleOf: 0 }],
    ['an empty anyOf', { anyOf: [] }],
    ['a number as a schema', { properties: { a: 5 } }],
    ['an array as a schema', { not: [] }],
    ['an infinite bound', { minimum: Infinity }],
    ['a keyword it leaves to ajv', { $id: 'https://example.com/x' }],
    ['a root that is no schema', 42],
  ])('leaves %s to ajv', (_, schema) => {
    for (const dialect of DIALECTS) expect(surelyValid(dialect, schema)).toBe(false);
  });

  it('leaves a cycle, an alias bomb and a deep schema to ajv, and reads a shared node at each place', () => {
    const cyclic: Record<string, unknown> = { type: 'object' };
    cyclic.properties = { self: cyclic };
    const shared = { type: 'string' };
    let deep: unknown = { type: 'string' };
    for (let i = 0; i < 100; i++) deep = { properties: { a: deep } };
    // 2^40 places, 40 objects: what YAML aliases can make of a few lines.
    let bomb: unknown = { type: 'string' };
    for (let i = 0; i < 40; i++) bomb = { properties: { a: bomb, b: bomb } };
    for (const dialect of DIALECTS) {
      expect(surelyValid(dialect, cyclic)).toBe(false);
      expect(surelyValid(dialect, bomb)).toBe(false);
      expect(surelyValid(dialect, deep)).toBe(false);
      expect(surelyValid(dialect, { properties: { a: shared, b: shared } })).toBe(true);
      expect(surelyValid(dialect, { properties: { a: { minLength: -1 }, b: { $ref: '#/properties/a' } } })).toBe(false);
      const badShared = { type: 'string', minLength: -1 };
      expect(surelyValid(dialect, { properties: { a: { type: 'string' }, b: badShared, c: badShared } })).toBe(false);
    }
  });

  it('reads each keyword as its own dialect defines it', () => {
    // draft-07 asks an enum for one value at least, each once; 2020-12 asks only for a list.
    expect(surelyValid('draft-07', { enum: [] })).toBe(false);
    expect(surelyValid('2020-12', { enum: [] })).toBe(true);
    expect(surelyValid('draft-07', { enum: ['a', 'a'] })).toBe(false);
    // An array of items is draft-07's tuple; in 2020-12 it is prefixItems' job.
    expect(surelyValid('draft-07', { items: [{ type: 'string' }] })).toBe(true);
    expect(surelyValid('2020-12', { items: [{ type: 'string' }] })).toBe(false);
    // A keyword of the other dialect is no keyword here, and may hold anything.
    expect(surelyValid('draft-07', { $defs: 5, deprecated: 'yes' })).toBe(true);
    expect(surelyValid('2020-12', { $defs: 5 })).toBe(false);
    expect(surelyValid('2019-09', { type: 'string' })).toBe(false);
  });
});
