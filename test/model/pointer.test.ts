import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childAt, getAtPointer, joinPointer, lastSegment, parsePointer } from '../../src/model/index.js';

describe('lastSegment', () => {
  it('is the last segment parsePointer gives, escapes and URI encoding included', () => {
    const segment = fc.string({ unit: fc.constantFrom('a', '~', '/', '%', '7', 'B', '0', '1', ' ', 'é') });
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.boolean(), (segments, hash) => {
        const pointer = (hash ? '#' : '') + joinPointer('', ...segments);
        expect(lastSegment(pointer)).toBe(parsePointer(pointer).at(-1));
      }),
      { numRuns: 2000 },
    );
    expect(lastSegment('#/paths/~1pets%7Bid%7D')).toBe('/pets{id}');
    expect(() => lastSegment('tools/0')).toThrow('not a JSON pointer');
  });
});

describe('getAtPointer', () => {
  /** The value at the segments parsePointer gives, read one by one: what getAtPointer must find. */
  function reference(root: unknown, pointer: string): unknown {
    return parsePointer(pointer).reduce<unknown>((node, seg) => childAt(node, seg), root);
  }

  it('finds what the segments parsePointer gives lead to, escapes, encoding, arrays and empty keys included', () => {
    const key = fc.string({ unit: fc.constantFrom('a', '~', '/', '%', '0', '1', '7', 'B', ''), maxLength: 3 });
    const doc = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(null, 1, 'x', true),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(key, tie('value'), { maxKeys: 3 }),
      ),
    })).value;
    const segment = fc.oneof(key, fc.constantFrom('0', '1', '01', '-', 'length', '__proto__', 'constructor'));
    fc.assert(
      fc.property(doc, fc.array(segment, { maxLength: 4 }), fc.boolean(), fc.boolean(), (root, segments, hash, raw) => {
        // Raw: the segments as written, unescaped, so that `~`, `%` and empty segments reach the reader.
        const pointer = (hash ? '#' : '') + (raw ? segments.map((s) => `/${s}`).join('') : joinPointer('', ...segments));
        expect(getAtPointer(root, pointer)).toBe(reference(root, pointer));
      }),
      { numRuns: 2000 },
    );
    expect(getAtPointer({ a: [{ 'b/c': 1 }] }, '/a/0/b~1c')).toBe(1);
    expect(getAtPointer({ a: 1 }, '')).toEqual({ a: 1 });
    expect(getAtPointer({ '': { '': 2 } }, '//')).toBe(2);
    expect(() => getAtPointer({}, 'a/b')).toThrow('not a JSON pointer: a/b');
  });
});
