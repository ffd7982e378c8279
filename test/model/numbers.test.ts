import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/model/numbers.js';

describe('formatCount', () => {
  it('groups every integer by thousands as US English does, without building a locale formatter', () => {
    const us = new Intl.NumberFormat('en-US');
    const samples = [0, 7, -7, 999, 1_000, -1_000, 12_345, 100_000, 999_999, 1_000_000, -98_765_432, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    for (let n = 1; n < 1e15; n = n * 7 + 3) samples.push(n, -n);
    for (const n of samples) expect(formatCount(n)).toBe(us.format(n));
  });

  it('leaves other numbers to the locale formatter', () => {
    expect(formatCount(1234.5678)).toBe('1,234.568');
    expect(formatCount(2 ** 60)).toBe(new Intl.NumberFormat('en-US').format(2 ** 60));
  });
});
