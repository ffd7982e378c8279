import { describe, expect, it } from 'vitest';
import { parseTree, type Node } from 'jsonc-parser';
import { parseSource } from '../../src/loaders/index.js';

// JSON is read by JSON.parse when it has nothing to report and by the token parser otherwise;
// places are found by scanning the text. Places are checked against jsonc-parser's parse tree.
const at = (text: string, pointer: string, file = 't.json') => parseSource(text, file).document.locate(pointer);

function treeAt(text: string, pointer: string): { line: number; column: number } {
  let node = parseTree(text, [], { allowTrailingComma: true })!;
  for (const segment of pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    let next: Node | undefined;
    if (node.type === 'array') next = /^(0|[1-9]\d*)$/.test(segment) ? node.children?.[Number(segment)] : undefined;
    else if (node.type === 'object') for (const p of node.children ?? []) if (p.children?.[0]?.value === segment) next = p.children[1];
    if (!next) break;
    node = next;
  }
  const before = text.slice(0, node.offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

function expectPlaces(text: string, pointers: string[], file = 't.json') {
  for (const pointer of pointers) expect(at(text, pointer, file), pointer).toEqual(treeAt(text, pointer));
}

describe('JSON places', () => {
  it('finds members and items, and the nearest ancestor of what is missing', () => {
    const text = '{\n  "a": [1, {"b": "x"}],\n  "c": {"d": null}\n}';
    expect(at(text, '/c/d')).toEqual({ line: 3, column: 14 });
    expectPlaces(text, ['', '/a', '/a/1/b', '/c/d', '/c/missing', '/a/7', '/a/01', '/a/0/x']);
  });

  it('reads escaped keys, quotes and brackets inside strings, and pointer escapes', () => {
    const text = '{"x\\"]}": {"a/b": 1, "t~": ["}\\\\", 2]}, "\\u0061": 3}';
    expectPlaces(text, ['/x"]}/a~1b', '/x"]}/t~0/1', '/a']);
  });

  it('points a duplicated key at the value parsing keeps, the last', () => {
    const parsed = parseSource('{"a": 1,\n "a": 2}', 't.json');
    expect(parsed.document.value).toEqual({ a: 2 });
    expect(parsed.notices.map((n) => n.code)).toEqual(['duplicate-key']);
    expect(parsed.document.locate('/a')).toEqual({ line: 2, column: 7 });
  });

  it('skips comments and trailing commas in JSONC', () => {
    const text = '{\n  // "a": 0,\n  /* { */ "a": [1, 2,],\n  "b": 3,\n}';
    expectPlaces(text, ['/a/1', '/b', '/a/2'], 't.jsonc');
  });

  it('finds members of large objects and arrays', () => {
    const text = `{${Array.from({ length: 100 }, (_, i) => `"k${i}": [${i}, "x"]`).join(',\n')}, "k5": []}`;
    expectPlaces(text, ['/k99/1', '/k42', '/k5', '/k5/0', '/k100']);
  });
});

describe('JSON values', () => {
  it('gives every object a null prototype and keeps __proto__ as data', () => {
    const { value } = parseSource('{"__proto__": {"polluted": true}, "list": [{"a": 1}]}', 't.json').document as { value: Record<string, any> };
    expect(Object.getPrototypeOf(value)).toBeNull();
    expect(Object.getPrototypeOf(value.list[0])).toBeNull();
    expect(Object.keys(value)).toEqual(['__proto__', 'list']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('still reports what only the token parser sees: precision, duplicates, depth', () => {
    expect(parseSource('{"n": 12345678901234567890}', 't.json').notices.map((n) => n.code)).toEqual(['number-precision']);
    expect(parseSource('{"n": 1e400}', 't.json').notices.map((n) => n.code)).toEqual(['number-precision']);
    expect(parseSource('{"n": 1.5e300, "m": 9007199254740991}', 't.json').notices).toEqual([]);
    expect(parseSource('{"a": {"b": 1, "b": 2}}', 't.json').notices.map((n) => n.pointer)).toEqual(['/a/b']);
    expect(() => parseSource('['.repeat(1001) + ']'.repeat(1001), 't.json')).toThrow(/nested more than 1000 levels/);
    expect(parseSource('['.repeat(1000) + ']'.repeat(1000), 't.json').document.value).toBeDefined();
  });
});
