import { describe, expect, it } from 'vitest';
import { phraseRegExp, phraseRegExpAll } from '../../src/kit/index.js';
import { PhraseRegExp } from '../../src/kit/phrase-unicode.js';

// The matcher must find exactly what its whole pattern, boundaries compiled in, finds.
const PHRASES = ['read only', 'read-only', 'default', 'a a', 'ab-ab', 'use', '只读', 'use 工具', '<=', 'café', 'ſearch', '\u212Ab', '𝐀bc', 'x'];
const TEXTS = [
  'read only, read  only; thread only',
  'éread only and read onlyé and read only',
  'ba a a',
  'ab-ab-abz ab-ab',
  'use the tool, reuse it, use工具 and use 工具',
  '请用只读模式，只读',
  'a <= b<=c',
  'cafés and café, ecafé',
  'search the kb and the KB',
  '𝐀bc and x𝐀bc and 𝐀𝐀bc',
  'xx x\u00e9x x',
  '',
];

function all(re: RegExp, text: string): Array<[number, string]> {
  return [...text.matchAll(re)].map((m) => [m.index, m[0]]);
}

describe('PhraseRegExp', () => {
  it('matches as its whole pattern does, with every method that runs exec', () => {
    for (const phrase of PHRASES) {
      const global = phraseRegExpAll(phrase);
      const one = phraseRegExp(phrase);
      expect(global).toBeInstanceOf(PhraseRegExp);
      const wholeGlobal = new RegExp(global.source, global.flags);
      const wholeOne = new RegExp(one.source, one.flags);
      for (const text of TEXTS) {
        const context = `${phrase} in ${JSON.stringify(text)}`;
        expect(all(global, text), context).toEqual(all(wholeGlobal, text));
        expect(one.test(text), context).toBe(wholeOne.test(text));
        expect(one.exec(text)?.index, context).toBe(wholeOne.exec(text)?.index);
        expect(text.replace(global, '#'), context).toBe(text.replace(wholeGlobal, '#'));
        expect(text.split(one), context).toEqual(text.split(wholeOne));
      }
    }
  });

  it('keeps lastIndex as a global RegExp does', () => {
    const re = phraseRegExpAll('read');
    const text = 'read, bread, read';
    re.lastIndex = 0;
    expect(re.exec(text)?.index).toBe(0);
    expect(re.lastIndex).toBe(4);
    expect(re.exec(text)?.index).toBe(13);
    expect(re.exec(text)).toBeNull();
    expect(re.lastIndex).toBe(0);
  });

  it('keeps the whole pattern as its source, for callers that build it into a larger one', () => {
    expect(phraseRegExp('read only').source).toBe('(?<![\\p{L}\\p{N}_])read\\s+only(?![\\p{L}\\p{N}_])');
    expect(phraseRegExp('只读').source).toBe('只读');
    expect(String(phraseRegExp('read only'))).toBe('/(?<![\\p{L}\\p{N}_])read\\s+only(?![\\p{L}\\p{N}_])/iu');
  });

  it('holds only the body as the pattern V8 parses, since the boundaries cost far more to parse and are checked by exec', () => {
    const internalSource = Object.getOwnPropertyDescriptor(RegExp.prototype, 'source')!.get!;
    expect(internalSource.call(phraseRegExp('read only'))).toBe('read\\s+only');
    expect(phraseRegExp('read only').test('a read-only file')).toBe(false);
    expect(phraseRegExp('read only').test('a read only file')).toBe(true);
  });
});
