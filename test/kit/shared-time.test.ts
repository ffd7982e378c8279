import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineRule, lintRegistryWithStats, type AnyRule } from '../../src/engine/index.js';
import { measureShared, shared, sharedSpent } from '../../src/kit/index.js';
import { fakeRegistry } from '../config/helpers.js';
import { loadSource } from '../../src/loaders/index.js';

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

  it('charge each rule the time of its own create and visits, and nothing of the rules beside it', () => {
    const pass = fakeClock();
    const timedRule = (id: string, create: number, tool: number, schema: number) =>
      defineRule({
        meta: { id, description: 'Takes time.', recommended: 'warn', schema: { type: 'object' }, messages: { m: 'm' } },
        create: () => {
          pass(create);
          return { tool: () => pass(tool), schema: () => pass(schema) };
        },
      }) as AnyRule;
    // Two tools of two schema nodes each: the root and one property.
    const registry = loadSource(
      'tools:\n' +
        ['get_x', 'get_y'].map((n) => `  - name: ${n}\n    description: Gets.\n    parameters: {type: object, properties: {q: {type: string}}}\n`).join(''),
      'a/tools.yaml',
    );
    const { timings } = lintRegistryWithStats(
      registry,
      new Map([
        ['first', timedRule('first', 1, 2, 3)],
        ['second', timedRule('second', 10, 20, 30)],
      ]),
      {
        rules: new Map([
          ['first', { severity: 'warn' }],
          ['second', { severity: 'warn' }],
        ]),
        overrides: [],
      },
      { timing: true },
    );
    expect(timings?.get('first')).toBe(1 + 2 * 2 + 3 * 4);
    expect(timings?.get('second')).toBe(10 + 20 * 2 + 30 * 4);
  });
});
