import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { memoized, memoizedBy, perObject, perText } from '../../src/kit/index.js';

describe('the memory helpers', () => {
  it('memoized answers each key once, undefined answers included, and starts again past its limit', () => {
    const asked: string[] = [];
    const lengthOf = memoized((key: string) => {
      asked.push(key);
      return key === '' ? undefined : key.length;
    }, 2);
    expect([lengthOf('ab'), lengthOf('ab'), lengthOf(''), lengthOf('')]).toEqual([2, 2, undefined, undefined]);
    expect(asked).toEqual(['ab', '']);
    // Full at two: the third key empties the memory, so 'ab' is worked out again.
    expect(lengthOf('abc')).toBe(3);
    expect(lengthOf('ab')).toBe(2);
    expect(asked).toEqual(['ab', '', 'abc', 'ab']);
  });

  it('works out the same keys again as a plain map emptied at its limit would, whatever the order of asking', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', ''), { maxLength: 40 }), fc.integer({ min: 1, max: 4 }), (keys, limit) => {
        const asked: string[] = [];
        const memo = memoized((key: string) => {
          asked.push(key);
          return key === '' ? undefined : key.toUpperCase();
        }, limit);
        const expected: string[] = [];
        const model = new Map<string, string | undefined>();
        for (const raw of keys) {
          // A string equal to one asked before, but made apart from it, is the same key.
          const key = raw.split('').join('');
          if (!model.has(key)) {
            expected.push(key);
            if (model.size >= limit) model.clear();
            model.set(key, key === '' ? undefined : key.toUpperCase());
          }
          expect(memo(key)).toBe(key === '' ? undefined : key.toUpperCase());
        }
        expect(asked).toEqual(expected);
      }),
    );
  });

  it("perText keeps each memory's answer in the record of its text, apart from the others, and starts again after 10,000 texts", () => {
    const asked: string[] = [];
    const upper = perText((t: string) => {
      asked.push(`upper ${t}`);
      return t.toUpperCase();
    });
    const none = perText((t: string) => {
      asked.push(`none ${t}`);
      return undefined;
    });
    expect([upper('a'), none('a'), upper('a'), none('a'), upper('b'), upper('a')]).toEqual(['A', undefined, 'A', undefined, 'B', 'A']);
    expect(asked).toEqual(['upper a', 'none a', 'upper b']);
    for (let i = 0; i < 10_000; i++) upper(`t${i}`);
    asked.length = 0;
    // Every text read since 'a' filled the records: its answer is worked out again.
    expect(upper('a')).toBe('A');
    expect(asked).toEqual(['upper a']);
  });

  it('perText gives the right answers however many memories are made, past the places a record has', () => {
    const memories = Array.from({ length: 300 }, (_, i) => perText((t: string) => `${t}${i}`));
    for (let round = 0; round < 2; round++) memories.forEach((m, i) => expect(m('x')).toBe(`x${i}`));
  });

  it('memoizedBy keys an answer of several arguments by the name keyOf gives it', () => {
    let calls = 0;
    const sum = memoizedBy(
      (a: number, b: number) => `${a},${b}`,
      (a: number, b: number) => {
        calls++;
        return a + b > 10 ? undefined : a + b;
      },
    );
    expect([sum(1, 2), sum(1, 2), sum(2, 1), sum(6, 6), sum(6, 6)]).toEqual([3, 3, 3, undefined, undefined]);
    expect(calls).toBe(3);
  });

  it('perObject keeps one answer per object, undefined answers included', () => {
    let calls = 0;
    const nameOf = perObject((o: { name?: string }) => {
      calls++;
      return o.name;
    });
    const a = { name: 'a' };
    const b = {};
    expect([nameOf(a), nameOf(a), nameOf(b), nameOf(b), nameOf({ name: 'a' })]).toEqual(['a', 'a', undefined, undefined, 'a']);
    expect(calls).toBe(3);
  });

  it('perObject with a limit keeps the objects read last, and starts again past it', () => {
    let calls = 0;
    const idOf = perObject((o: { id: number }) => {
      calls++;
      return o.id;
    }, 2);
    const [a, b, c] = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect([idOf(a), idOf(b), idOf(a)]).toEqual([1, 2, 1]);
    expect(calls).toBe(2);
    // Full at two: c empties the memory, so a is worked out again.
    expect([idOf(c), idOf(a)]).toEqual([3, 1]);
    expect(calls).toBe(4);
  });
});
