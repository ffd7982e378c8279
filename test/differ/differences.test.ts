import { describe, expect, it } from 'vitest';
import { canonical } from '../../src/differ/canonical.js';
import { schemaDifferences } from '../../src/differ/unclassified.js';

/** A tree `levels` deep whose every object has `width` properties; the leaves have `leafType`. */
function tree(levels: number, width: number, leafType: string): object {
  if (levels === 0) return { type: leafType, description: 'leaf' };
  return { type: 'object', properties: Object.fromEntries(Array.from({ length: width }, (_, i) => [`p${i}`, tree(levels - 1, width, leafType)])) };
}

describe('schemaDifferences', () => {
  it('lists the first 50 places two schemas differ, in walk order, however many more there are', () => {
    const found = schemaDifferences(tree(3, 8, 'string'), tree(3, 8, 'integer'));
    expect(found).toHaveLength(50);
    expect(found[0]).toEqual({ pointer: '/properties/p0/properties/p0/properties/p0/type', keyword: 'type' });
    expect(found[8]).toEqual({ pointer: '/properties/p0/properties/p1/properties/p0/type', keyword: 'type' });
    expect(found[49]).toEqual({ pointer: '/properties/p0/properties/p6/properties/p1/type', keyword: 'type' });
  });

  it('finds a difference in one leaf among thousands', () => {
    type Level<T> = { properties: Record<string, T> };
    const base = tree(4, 6, 'string') as Level<Level<Level<Level<object>>>>;
    const head = structuredClone(base);
    head.properties.p5.properties.p4.properties.p3.properties.p2 = { type: 'integer', description: 'leaf' };
    expect(schemaDifferences(base, head)).toEqual([{ pointer: '/properties/p5/properties/p4/properties/p3/properties/p2/type', keyword: 'type' }]);
    expect(schemaDifferences(base, structuredClone(base))).toEqual([]);
  });
});

describe('canonical with the strings it has written kept', () => {
  it('writes every node as it would without them, whatever order the nodes are asked in', () => {
    const schema = {
      type: 'object',
      required: ['b', 'a'],
      properties: { b: { enum: [2, 1], description: 'B' }, a: { type: ['null', 'string'] } },
      default: { properties: 1 },
    };
    const known = new Map<object, string>();
    const nodes = [schema.properties.b, schema.properties, schema, schema.default, schema.properties.a];
    for (const ignore of [false, true]) {
      const kept = new Map<object, string>();
      for (const n of nodes) expect(canonical(n, ignore, kept)).toBe(canonical(n, ignore));
    }
    expect(canonical(schema, false, known)).toBe(canonical(schema));
    expect(canonical(schema.properties.b, false, known)).toBe(canonical(schema.properties.b));
  });
});
