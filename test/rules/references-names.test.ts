import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keysOf, nameKey } from '../../rules/tool-description-references/names.js';
import { nameWords } from '../../src/model/index.js';

/** The keys as first defined: every form, each joined from the words. */
function reference(name: string): Set<string> {
  const words = nameWords(name);
  const out = [name.toLowerCase(), words.join('_')];
  const dot = name.lastIndexOf('.');
  if (dot !== -1) out.push(nameKey(name.slice(dot + 1)));
  for (let drop = 1; drop <= 2 && words.length - drop >= 2; drop++) out.push(words.slice(drop).join('_'));
  return new Set(out);
}

describe('tool-description-references: the keys of a name', () => {
  it('are the forms joined from its words, whatever the case style', () => {
    const name = fc.string({ unit: fc.constantFrom('a', 'b', 'X', 'Y', '1', '_', '-', '.', '__', 'get', 'User'), maxLength: 8 });
    fc.assert(
      fc.property(name, (n) => {
        const keys = keysOf(n, nameWords(n));
        expect(new Set(keys)).toEqual(reference(n));
      }),
      { numRuns: 3000 },
    );
    expect(keysOf('copilot_read_file', nameWords('copilot_read_file'))).toEqual(['copilot_read_file', 'read_file']);
    expect(keysOf('copilot_readFile', nameWords('copilot_readFile'))).toEqual(['copilot_readfile', 'copilot_read_file', 'read_file']);
  });
});
