import { describe, expect, it } from 'vitest';
import { MAX_SAME_PLACE } from '../../src/differ/diff.js';
import { diffTexts } from './helpers.js';

/** One tool whose `count` properties all `$ref` one leaf definition. */
const registry = (count: number, leafType: string) =>
  JSON.stringify({
    tools: [
      {
        name: 't',
        description: 'd',
        inputSchema: {
          type: 'object',
          properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${String(i).padStart(2, '0')}`, { $ref: '#/$defs/leaf' }])),
          $defs: { leaf: { type: leafType } },
        },
      },
    ],
  });

describe('one definition reached through many $ref paths', () => {
  it(`reports each place once per path up to ${MAX_SAME_PLACE}, then says how many more it left out`, async () => {
    const r = await diffTexts(registry(30, 'string'), registry(30, 'integer'), { secondOpinion: false }, ['base.json', 'head.json']);
    const typeChanges = r.changes.filter((c) => c.id === 'type-changed');
    expect(typeChanges).toHaveLength(MAX_SAME_PLACE);
    expect(typeChanges.map((c) => c.pointer)).toEqual(Array.from({ length: MAX_SAME_PLACE }, (_, i) => `/properties/p${String(i).padStart(2, '0')}`));
    expect(r.notices).toEqual([
      `t: 10 more type-changed changes at head.json:1:${r.changes[0].location!.column}, one definition reached through many $ref paths, are left out; the first ${MAX_SAME_PLACE} are shown.`,
    ]);
    expect(r.verdict.required).toBe('major');
  });

  it('below the cap, every path is reported and nothing is said', async () => {
    const r = await diffTexts(registry(3, 'string'), registry(3, 'integer'), { secondOpinion: false }, ['base.json', 'head.json']);
    expect(r.changes.filter((c) => c.id === 'type-changed')).toHaveLength(3);
    expect(r.notices).toBeUndefined();
  });
});
