import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { CHECK_INFOS, CHECKS, type Change, type CheckInfo } from '../../src/differ/index.js';
import { EXPECTED } from './expected-changes.js';
import { FIXTURES, diffFixture, diffTexts, fixture } from './helpers.js';

const pick = (c: Change) => ({ id: c.id, level: c.level, tool: c.tool, pointer: c.pointer, message: c.message });
const info = new Map(CHECK_INFOS.map((i) => [i.id, i]));

describe('each check on its fixture pair', () => {
  it.each(Object.keys(EXPECTED))('%s', async (id) => {
    const result = await diffFixture(id);
    expect(result.changes.map(pick)).toEqual(EXPECTED[id]);
  });

  it('every check that reads fixtures has its pair and an expectation, and every pair is a check', () => {
    const own = CHECKS.map((c) => c.id).sort();
    expect(readdirSync(FIXTURES).sort()).toEqual(own);
    expect(Object.keys(EXPECTED).sort()).toEqual(own);
  });
});

/**
 * The same edit in an output schema: each tool's input schema becomes its output schema (the
 * input left an empty object), and the check's mirror must report it with the mirror's level.
 * The second opinion asks the opposite question of outputs (did it grow?), so its pair is read
 * head to base.
 */
function asOutput(text: string): string {
  const doc = parse(text) as { tools: Array<Record<string, unknown>> };
  for (const tool of doc.tools) {
    tool.outputSchema = tool.inputSchema;
    tool.inputSchema = { type: 'object' };
  }
  return stringify(doc);
}

describe('every input check has an output mirror that reports the same edit', () => {
  const schemaChecks = CHECKS.filter((c) => c.kind !== 'tool');
  it.each(schemaChecks.map((c) => c.id))('%s', async (id) => {
    const check = schemaChecks.find((c) => c.id === id)!;
    const { base, head } = fixture(id);
    const swap = check.kind === 'opinion';
    const result = await diffTexts(asOutput(swap ? head : base), asOutput(swap ? base : head));
    // A pair whose edit two checks see (a $ref to another definition, with the values it adds) mirrors each.
    const mirrored = (e: { id: string; pointer: string }) => info.get(info.get(e.id)!.mirror!)!;
    const order = (list: Array<{ id: string; pointer: string }>) => [...list].sort((a, b) => (a.id + a.pointer < b.id + b.pointer ? -1 : 1));
    // An opinion's pair is read the other way round, so the named checks beside it see the
    // opposite edit (a bound relaxed reads as tightened): only the opinion's own change mirrors.
    const expected = swap ? EXPECTED[id].filter((e) => e.id === id) : EXPECTED[id];
    const changes = swap ? result.changes.filter((c) => c.id === check.output.id) : result.changes;
    expect(order(changes.map((c) => ({ id: c.id, level: c.level, direction: c.direction, pointer: c.pointer })))).toEqual(
      order(expected.map((e) => ({ id: mirrored(e).id, level: mirrored(e).level, direction: 'output', pointer: e.pointer }))),
    );
    expect(EXPECTED[id][0].id).toBe(id);
  });

  it('mirrors name each other, and only output checks are mirrors', () => {
    for (const i of CHECK_INFOS.filter((x) => x.direction === 'input')) {
      const mirror = info.get(i.mirror ?? '');
      expect(mirror, i.id).toMatchObject({ direction: 'output', mirror: i.id, area: i.area });
    }
  });
});

describe('the registry', () => {
  it('is sorted by id, and ids are unique kebab-case names of a past event', () => {
    const ids = CHECKS.map((c) => c.id);
    expect(ids).toEqual([...ids].sort());
    const all = CHECK_INFOS.map((c) => c.id);
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) {
      expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(
        id.split('-').some((w) => /ed$/.test(w) || w === 'set' || w === 'became'),
        id,
      ).toBe(true);
    }
  });

  it('breaking always needs a major bump, and only breaking does', () => {
    for (const c of CHECK_INFOS) expect(c.level === 'breaking', c.id).toBe(c.bump === 'major');
  });

  it('levels follow the effect of the edit: narrowing breaks inputs, widening breaks outputs', () => {
    const breaks = (i: CheckInfo) => i.level === 'breaking';
    const flags = (i: CheckInfo) => i.level !== 'info';
    const rule = {
      narrows: (input: CheckInfo, output: CheckInfo) => flags(input) && !breaks(output),
      widens: (input: CheckInfo, output: CheckInfo) => !breaks(input) && flags(output),
      both: (input: CheckInfo, output: CheckInfo) => flags(input) && flags(output),
      neither: (input: CheckInfo, output: CheckInfo) => !breaks(input) && !breaks(output),
    };
    for (const c of CHECKS) {
      if (c.kind !== 'tool') expect(rule[c.effect](info.get(c.id)!, info.get(c.output.id)!), `${c.id} (${c.effect})`).toBe(true);
    }
  });

  it('every check has a one-line description', () => {
    for (const c of CHECK_INFOS) expect(c.description, c.id).toMatch(/^[^\n]{10,}$/);
  });
});
