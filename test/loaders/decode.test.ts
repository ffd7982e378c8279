import { describe, expect, it } from 'vitest';
import { decodeText } from '../../src/loaders/parse/text.js';

const bytes = (...parts: Array<string | number[]>) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'utf8')] : p)));

describe('decodeText', () => {
  it('reads ASCII, UTF-8 and UTF-8 with a BOM as the same text the UTF-8 decoder gives', () => {
    for (const text of ['{"tools": []}', '{"name": "café", "d": "查询订单"}', '\uFEFF{"a": 1}', '\uFEFF\uFEFF[]', '']) {
      const encoded = new TextEncoder().encode(text);
      expect(decodeText(encoded, 'f.json')).toBe(new TextDecoder('utf-8').decode(encoded));
    }
  });

  it('reads bytes that are a view into a larger buffer from where the view starts', () => {
    const whole = bytes('xxxx{"a": "b"}yyyy');
    expect(decodeText(whole.subarray(4, whole.length - 4), 'f.json')).toBe('{"a": "b"}');
  });

  it('says where a NUL is, counted in characters, in ASCII and in UTF-8 text', () => {
    expect(() => decodeText(bytes('{"a": "', [0], '"}'), 'f.json')).toThrow('f.json: contains a NUL character at offset 7; is it a binary file?');
    expect(() => decodeText(bytes('{"é": "', [0], '"}'), 'f.json')).toThrow('f.json: contains a NUL character at offset 7; is it a binary file?');
  });

  it('refuses invalid UTF-8 with the byte, and reads UTF-16 with a BOM', () => {
    expect(() => decodeText(bytes('{"a": "', [0xc3, 0x28], '"}'), 'f.json')).toThrow('f.json: invalid UTF-8 at byte 7.');
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x5b, 0x00, 0x5d, 0x00]), 'f.json')).toBe('[]');
  });
});
