import { describe, expect, it } from 'vitest';
import { loadSource } from '../../src/loaders/index.js';
import { at, byName } from './helpers.js';

const YAML = `# tools for the billing agent
version: 2.1.0
name: billing
tools:
  - name: get_invoice
    description: Reads an invoice.
    parameters:
      type: object
      properties:
        id: {type: string}
    version: 1.0.0
    cacheable: true
    cache_ttl: 300
    estimated_tokens: 120
  - name: refund_payment
    description: Refunds a payment.
    input_schema:
      type: object
    deprecated: true
    sunset_date: 2026-01-01
    replacement: refund_payment_v2
    x-toolslint-kind: write
  - name: refund_payment_v2
    description: Refunds a payment.
    inputSchema: {type: object}
    destructive: true
    changelog: [{version: 2.0.0, note: split}]
`;

describe('registry', () => {
  const r = loadSource(YAML, 'registry.yaml');

  it('reads name, version and every schema key', () => {
    expect(r.dialect).toBe('registry');
    expect(r.name).toBe('billing');
    expect(r.version).toBe('2.1.0');
    expect(at(r, r.versionRef)).toEqual({ line: 2, column: 10 });
    expect(r.tools.map((t) => t.refs.inputSchema?.pointer)).toEqual(['/tools/0/parameters', '/tools/1/input_schema', '/tools/2/inputSchema']);
    expect(r.tools.every((t) => t.dialect === 'registry')).toBe(true);
  });

  it('keeps extension fields in meta with their places', () => {
    const get = byName(r, 'get_invoice');
    expect(get.meta).toEqual({ version: '1.0.0', cacheable: true, cache_ttl: 300, estimated_tokens: 120 });
    expect(at(r, get.refs.meta.cache_ttl)).toEqual({ line: 13, column: 16 });
    expect(at(r, get.refs.inputSchema)).toEqual({ line: 8, column: 7 });
    expect(at(r, get.source)).toEqual({ line: 5, column: 5 });
    const refund = byName(r, 'refund_payment');
    expect(refund.meta.replacement).toBe('refund_payment_v2');
    expect(refund.kind).toBe('write');
    expect(refund.kindEvidence).toBe('metadata');
    expect(byName(r, 'refund_payment_v2').kind).toBe('destructive');
  });

  it('takes governance fields over a provider shape', () => {
    const list = loadSource(
      JSON.stringify([
        { name: 'a', description: 'A.', parameters: {}, deprecated: true },
        { name: 'b', description: 'B.', parameters: {} },
      ]),
      'r.json',
    );
    expect(list.dialect).toBe('registry');
    expect(list.tools).toHaveLength(2);
  });

  it('keeps a numeric version as text', () => {
    const v = loadSource('version: 1.2\ntools:\n  - name: ping\n', 'v.yaml');
    expect(v.dialect).toBe('registry');
    expect(v.version).toBe('1.2');
    expect(v.tools[0].name).toBe('ping');
  });

  it('reads an empty tools list as a registry with no tools', () => {
    const e = loadSource('{"tools": []}', 'empty.json');
    expect(e.dialect).toBe('registry');
    expect(e.tools).toEqual([]);
  });

  it('falls back to a registry for names and descriptions only', () => {
    const z = loadSource(JSON.stringify([{ name: 'zia_list_rules', description: 'Lists rules.' }]), 'z.json');
    expect(z.dialect).toBe('registry');
    expect(z.tools[0].inputSchema).toBeUndefined();
  });
});
