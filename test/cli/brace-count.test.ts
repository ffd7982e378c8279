import { describe, expect, it } from 'vitest';
import { braceExpansionCount } from '../../src/cli/io/brace-count.js';

describe('braceExpansionCount', () => {
  it('counts what the matcher expands (as micromatch.braces with expand counts them), without expanding', () => {
    const cases: Array<[string, number]> = [
      ['tools/*.json', 1],
      ['{a,b}{c,d}.json', 4],
      ['{a,{b,c}}x', 3],
      ['{1..5}.json', 5],
      ['a{1..3}{x,y}', 6],
      ['x{a}y', 1],
      ['{{a,b},{c,d}}{e,f}', 8],
      ['{a..e}', 5],
      ['{1..10..3}', 4],
      ['a\\{b,c}', 1],
    ];
    for (const [pattern, count] of cases) expect(braceExpansionCount(pattern, 1000), pattern).toBe(count);
  });

  it('stops early past the limit, whatever the pattern would expand to', () => {
    expect(braceExpansionCount('{a,b}'.repeat(40), 1000)).toBeGreaterThan(1000);
    expect(braceExpansionCount('{1..100000000}', 1000)).toBeGreaterThan(1000);
  });
});
