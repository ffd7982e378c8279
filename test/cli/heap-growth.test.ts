import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { heapGrowthFor, LARGE_INPUT_BYTES, LARGE_INPUT_HEAP_GROWTH_PERCENT } from '../../src/cli/lint/heap-growth.js';

describe('heap growth for large inputs', () => {
  it("keeps V8's default below the threshold and limits growth from it on", () => {
    expect(heapGrowthFor(0)).toBeUndefined();
    expect(heapGrowthFor(LARGE_INPUT_BYTES - 1)).toBeUndefined();
    expect(heapGrowthFor(LARGE_INPUT_BYTES)).toBe(LARGE_INPUT_HEAP_GROWTH_PERCENT);
    expect(heapGrowthFor(500 * 1024 * 1024)).toBe(LARGE_INPUT_HEAP_GROWTH_PERCENT);
  });

  it('is a flag this Node accepts while running, and collection goes on under it', () => {
    // The flag is set after start-up, as the lint command does; a Node that refused it, or
    // crashed on it, would fail here rather than in a user's large run.
    const script = `
      const v8 = require('node:v8');
      v8.setFlagsFromString('--heap-growing-percent=${LARGE_INPUT_HEAP_GROWTH_PERCENT}');
      let keep = [];
      for (let i = 0; i < 200; i++) { keep.push(new Array(50000).fill(i)); if (keep.length > 20) keep = []; }
      console.log('ok');
    `;
    const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe('ok');
  });
});
