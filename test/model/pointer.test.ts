import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinPointer, lastSegment, parsePointer } from '../../src/model/index.js';

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
