import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgedParamName, nameConvention, styleOf } from '../../src/kit/index.js';
import { nameWords } from '../../src/model/index.js';

const names = fc.stringMatching(/^[_$@A-Za-z0-9.\- []]{0,12}$/);

describe('naming styles', () => {
  it('judges a parameter name exactly when its body is an ASCII name not in capitals, which always has a word', () => {
    fc.assert(
      fc.property(names, (name) => {
        const body = name.replace(/^_+/, '');
        const judged = /^[A-Za-z][A-Za-z0-9_-]*$/.test(body) && !/^[A-Z0-9_]+$/.test(body);
        expect(judgedParamName(name)).toBe(judged);
        if (judged) expect(nameWords(name).length).toBeGreaterThan(0);
      }),
    );
  });

  it('counts the names of two words or more, each in the style styleOf gives it', () => {
    fc.assert(
      fc.property(fc.array(names, { maxLength: 12 }), (list) => {
        const counted = list.filter((n) => nameWords(n).length >= 2);
        const votes = new Map<string, number>();
        for (const n of counted) {
          const s = styleOf(n);
          if (s) votes.set(s, (votes.get(s) ?? 0) + 1);
        }
        const convention = nameConvention(list);
        if (convention === undefined) expect([...votes.values()].every((v) => v === 0)).toBe(true);
        else {
          expect(convention.total).toBe(counted.length);
          expect(convention.count).toBe(votes.get(convention.style));
          expect(Math.max(...votes.values())).toBe(convention.count);
        }
      }),
    );
  });

  it('reads the usual styles', () => {
    expect(['page_size', 'pageSize', 'page-size', 'PageSize', 'page'].map(styleOf)).toEqual(['snake', 'camel', 'kebab', 'pascal', undefined]);
    expect(nameConvention(['user_id', 'page_size', 'perPage', 'q'])).toEqual({ style: 'snake', count: 2, total: 3 });
  });
});
