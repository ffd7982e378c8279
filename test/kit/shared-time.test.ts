import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineRule, lintRegistryWithStats, type AnyRule } from '../../src/engine/index.js';
import { measureShared, shared, sharedSpent } from '../../src/kit/index.js';
import { fakeRegistry } from '../config/helpers.js';

/** A clock that moves only when told: each fact below "takes" the milliseconds it adds. */
function fakeClock() {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return (ms: number) => (now += ms);
}

afterEach(() => {
  measureShared(false);
  vi.restoreAllMocks();
});

describe('shared facts time', () => {
  it('counts what shared facts take while counting is on, and nothing while it is off', () => {
    const pass = fakeClock();
    const fact = shared((ms: number) => pass(ms));
    fact(5);
    expect(sharedSpent()).toBe(0);
    measureShared(true);
    fact(5);
    fact(2);
    expect(sharedSpent()).toBe(7);
    measureShared(true);
    expect(sharedSpent()).toBe(0);
  });

  it('counts a fact made inside another once', () => {
    const pass = fakeClock();
    const inner = shared((ms: number) => pass(ms));
    const outer = shared((ms: number) => {
      pass(ms);
      inner(3);
    });
    measureShared(true);
    outer(4);
    expect(sharedSpent()).toBe(7);
  });

  it('keeps counting after a fact throws', () => {
    const pass = fakeClock();
    const failing = shared((ms: number) => {
      pass(ms);
      throw new Error('no');
    });
    const fine = shared((ms: number) => pass(ms));
    measureShared(true);
    expect(() => failing(2)).toThrow('no');
    fine(1);
    expect(sharedSpent()).toBe(3);
  });
});

describe('lintRegistryWithStats timings', () => {
  it("leave out of a rule's time the shared facts it asked for first, and give them a row", () => {
    const pass = fakeClock();
    const fact = shared((ms: number) => pass(ms));
    const asking = defineRule({
      meta: { id: 'asking', description: 'Asks for a shared fact.', recommended: 'warn', schema: { type: 'object' }, messages: { m: 'm' } },
      create: () => ({
        tool: () => {
          pass(1);
          fact(10);
        },
      }),
    });
    const { timings } = lintRegistryWithStats(
      fakeRegistry('a/tools.yaml', ['get_x', 'get_y']),
      new Map([['asking', asking as AnyRule]]),
      {
        rules: new Map([['asking', { severity: 'warn' }]]),
        overrides: [],
      },
      { timing: true },
    );
    expect(timings?.get('asking')).toBe(2);
    expect(timings?.get('(shared view)')).toBe(20);
  });
});
