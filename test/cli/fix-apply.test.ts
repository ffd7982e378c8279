import { describe, expect, it } from 'vitest';
import type { FixEdit } from '../../src/engine/index.js';
import { applyFileEdits } from '../../src/cli/lint/fix/file-edits.js';

const set = (file: string, pointer: string, key: string, value: unknown): FixEdit => ({ file, pointer, op: 'set', key, value });
const remove = (file: string, pointer: string, key: string): FixEdit => ({ file, pointer, op: 'remove', key });

describe('YAML edits keep everything they do not touch', () => {
  const y = (text: string, ...edits: FixEdit[]) => applyFileEdits('t.yaml', text, edits);

  it('a renamed scalar keeps its quotes and its comment', () => {
    expect(y('a: {type: \'int\'}  # note\nb: "dict"\n', set('t.yaml', '/a', 'type', 'integer'), set('t.yaml', '', 'b', 'object')).text).toBe(
      'a: {type: \'integer\'}  # note\nb: "object"\n',
    );
  });

  it('a string that would read as something else when plain is quoted', () => {
    expect(y('a: x\n', set('t.yaml', '', 'a', 'true')).text).toBe('a: "true"\n');
  });

  it('a member is added to a block map at its indentation, before comments that follow it', () => {
    expect(y('s:\n    type: object\n    # trailing\nt: 1\n', set('t.yaml', '/s', 'additionalProperties', false)).text).toBe(
      's:\n    type: object\n    additionalProperties: false\n    # trailing\nt: 1\n',
    );
  });

  it('a file whose lines end in CRLF gets its new lines in CRLF too; a file that mixes them is left as written', () => {
    expect(y('s:\r\n  type: object\r\n# end\r\n', set('t.yaml', '/s', 'additionalProperties', false)).text).toBe(
      's:\r\n  type: object\r\n  additionalProperties: false\r\n# end\r\n',
    );
    expect(y('s:\r\n  type: object\n', set('t.yaml', '/s', 'required', [])).text).toBe('s:\r\n  type: object\n  required: []\n');
  });

  it('a file without a final newline gets the member on a line of its own', () => {
    expect(y('s:\n  type: object', set('t.yaml', '/s', 'required', [])).text).toBe('s:\n  type: object\n  required: []');
  });

  it('a flow map written over several lines keeps its layout', () => {
    expect(y('s: {\n  a: 1,\n  b: 2\n}\n', set('t.yaml', '/s', 'c', false)).text).toBe('s: {\n  a: 1,\n  b: 2,\n  c: false\n}\n');
  });

  it('members are removed from flow and block maps', () => {
    expect(y('s: {a: 1, b: 2}\n', remove('t.yaml', '/s', 'a')).text).toBe('s: {b: 2}\n');
    expect(y('s:\n  a: 1\n  b: 2\n', remove('t.yaml', '/s', 'b')).text).toBe('s:\n  a: 1\n');
  });

  it('a place written through an alias is not edited, and the other edits still are', () => {
    const out = y('base: &b {type: dict}\nuse: *b\nother: {type: str}\n', set('t.yaml', '/use', 'type', 'object'), set('t.yaml', '/other', 'type', 'string'));
    expect(out.text).toBe('base: &b {type: dict}\nuse: *b\nother: {type: string}\n');
    expect(out.skipped.map((s) => s.reason)).toEqual(['the place to edit is written through an alias']);
  });

  it('an edit at a place that does not exist is skipped', () => {
    expect(y('a: 1\n', set('t.yaml', '/missing', 'type', 'object')).skipped).toHaveLength(1);
  });
});

describe('JSON edits keep everything they do not touch', () => {
  const j = (text: string, ...edits: FixEdit[]) => applyFileEdits('t.json', text, edits);

  it('an object on one line stays on one line', () => {
    expect(j('{"s": {"type": "object", "properties": {}}}\n', set('t.json', '/s', 'additionalProperties', false)).text).toBe(
      '{"s": {"type": "object", "properties": {}, "additionalProperties": false}}\n',
    );
  });

  it('tabs and CRLF line endings are kept', () => {
    expect(j('{\r\n\t"s": {\r\n\t\t"type": "object"\r\n\t}\r\n}\r\n', set('t.json', '/s', 'required', [])).text).toBe(
      '{\r\n\t"s": {\r\n\t\t"type": "object",\r\n\t\t"required": []\r\n\t}\r\n}\r\n',
    );
  });

  it('an array member is replaced in place; a byte-order mark stays', () => {
    expect(j('\uFEFF{"type": ["float", "null"]}', set('t.json', '/type', '0', 'number')).text).toBe('\uFEFF{"type": ["number", "null"]}');
  });

  it('JSONC comments stay', () => {
    expect(applyFileEdits('t.jsonc', '{\n  // why\n  "type": "dict"\n}\n', [set('t.jsonc', '', 'type', 'object')]).text).toBe(
      '{\n  // why\n  "type": "object"\n}\n',
    );
  });
});

describe('several edits of one file', () => {
  it('the same member set twice to one value is one edit; to two values, the first wins', () => {
    const out = applyFileEdits('t.json', '{"a": 1}', [set('t.json', '', 'b', 2), set('t.json', '', 'b', 2), set('t.json', '', 'b', 3)]);
    expect(out.text).toBe('{"a": 1, "b": 2}');
    expect(out.skipped.map((s) => s.reason)).toEqual(['another fix changes the same member']);
  });
});

describe('many edits of one JSON file', () => {
  // Values of existing members set to strings, numbers, booleans and null are made in one pass;
  // anything else one edit at a time. Both must write exactly the same text.
  const tools = Array.from({ length: 60 }, (_, i) => ({
    name: `t${i}`,
    parameters: { type: 'object', properties: { a: { type: 'dict' }, b: { type: ['float', 'null'], minimum: '1' } } },
  }));
  const text = `// comment\n${JSON.stringify({ tools }, null, '\t')}\n`;
  const edits: FixEdit[] = tools.flatMap((_, i) => [
    set('t.jsonc', `/tools/${i}/parameters/properties/a`, 'type', 'object'),
    set('t.jsonc', `/tools/${i}/parameters/properties/b/type`, '0', 'number'),
    set('t.jsonc', `/tools/${i}/parameters/properties/b`, 'minimum', 1),
  ]);
  const oneByOne = (edits: FixEdit[]) => edits.reduce((t, e) => applyFileEdits('t.jsonc', t, [e]).text, text);

  it('write what making them one at a time writes, whether they can go together or not', () => {
    const together = applyFileEdits('t.jsonc', text, edits);
    expect(together.applied).toHaveLength(edits.length);
    expect(together.text).toBe(oneByOne(edits));
    const mixed = [...edits, set('t.jsonc', '/tools/0/parameters', 'additionalProperties', false)];
    expect(applyFileEdits('t.jsonc', text, mixed).text).toBe(oneByOne(mixed));
  });

  it('skip an edit whose member another edit replaces, by its place, not by comparing every pair', () => {
    const out = applyFileEdits('t.jsonc', text, [
      set('t.jsonc', '/tools/0', 'parameters', {}),
      set('t.jsonc', '/tools/0/parameters/properties/a', 'type', 'x'),
    ]);
    expect(out.skipped.map((s) => s.reason)).toEqual(['another fix replaces the member that holds it']);
  });
});
