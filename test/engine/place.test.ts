import { describe, expect, it } from 'vitest';
import { placeFindings } from '../../src/engine/place.js';
import type { Finding } from '../../src/engine/finding.js';
import { loadSource } from '../../src/loaders/index.js';

const tools = Array.from({ length: 11 }, (_, i) => ({ name: `t${i}`, description: 'd', inputSchema: { type: 'object' } }));
const registry = loadSource(JSON.stringify({ tools }), 'a.json');
const finding = (pointer: string, file = 'a.json'): Finding => ({ ruleId: 'r', severity: 'warn', messageId: 'm', message: 'm', file, pointer });

describe('placeFindings', () => {
  it('places a finding in the tool whose pointer is a whole-segment prefix of its own', () => {
    const [deep, whole, ten, list, other] = placeFindings(registry, [
      finding('/tools/1/inputSchema/properties/x'),
      finding('/tools/1'),
      finding('/tools/10/name'),
      finding('/tools'),
      finding('/tools/1', 'b.json'),
    ]);
    expect(deep.place).toEqual({ tool: 't1', pointer: '/inputSchema/properties/x' });
    expect(whole.place).toEqual({ tool: 't1', pointer: '' });
    // `/tools/1` is a prefix of `/tools/10` as a string, not as a pointer.
    expect(ten.place).toEqual({ tool: 't10', pointer: '/name' });
    expect(list.place).toBeUndefined();
    expect(other.place).toBeUndefined();
  });

  it('places a finding of a tool written at the root of its file', () => {
    const single = loadSource(JSON.stringify(tools[0]), 'one.json');
    const [f] = placeFindings(single, [finding('/inputSchema/type', 'one.json')]);
    expect(f.place).toEqual({ tool: 't0', pointer: '/inputSchema/type' });
  });

  it('places findings 2,000 levels deep', () => {
    const deep = '/tools/3' + '/properties/p'.repeat(2000);
    const many = Array.from({ length: 1_000 }, (_, i) => finding(`${deep}/x${i}`));
    placeFindings(registry, many);
    expect(many.every((f) => f.place?.tool === 't3' && f.place.pointer.startsWith('/properties/p/'))).toBe(true);
  });
});
