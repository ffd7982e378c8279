import { describe, expect, it } from 'vitest';
import { isObject } from '../../src/model/index.js';
import { diffTexts } from './helpers.js';
import { peerCases, type PeerCase } from './peer-cases.js';

/**
 * json-schema-diff's own suite, each case's schemas placed as one required parameter: a case
 * that loses values must give a breaking change, one that does not must give none.
 */
function registry(schema: unknown): string {
  const input: Record<string, unknown> = { type: 'object', properties: { value: schema }, required: ['value'] };
  // The cases' `$ref`s point at `#/definitions/…` of their own root, which is now the input schema's.
  if (isObject(schema) && isObject(schema.definitions)) {
    const { definitions, ...rest } = schema;
    input.definitions = definitions;
    input.properties = { value: rest };
  }
  return JSON.stringify({ tools: [{ name: 't', description: 'd', inputSchema: input }] });
}

async function breaks(c: PeerCase): Promise<boolean> {
  const r = await diffTexts(registry(c.base), registry(c.head), {}, ['base.json', 'head.json']);
  return r.changes.some((x) => x.level === 'breaking');
}

describe("json-schema-diff's own test cases", () => {
  it('catches at least 90 % of the cases that lose values and leaves at least 90 % of the others clean', async () => {
    const cases = peerCases();
    expect(cases.length).toBeGreaterThan(200);
    const missed: string[] = [];
    const alarms: string[] = [];
    for (const c of cases) {
      const got = await breaks(c);
      if (c.loses && !got) missed.push(c.name);
      if (!c.loses && got) alarms.push(c.name);
    }
    const losing = cases.filter((c) => c.loses).length;
    const keeping = cases.length - losing;
    const caught = (losing - missed.length) / losing;
    const clean = (keeping - alarms.length) / keeping;
    console.log(`peer cases: ${pct(caught)} of ${losing} breaking caught, ${pct(clean)} of ${keeping} non-breaking clean`);
    if (process.env.PEER_LIST) console.log(['missed:', ...missed, 'false alarms:', ...alarms].join('\n  '));
    expect(caught).toBeGreaterThanOrEqual(0.9);
    expect(clean).toBeGreaterThanOrEqual(0.9);
  }, 600_000);
});

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
