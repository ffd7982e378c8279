import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script with no types
import { renderResults, writeResults } from '../../bench/report.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const machine = {
  date: '2026-11-23T00:00:00Z',
  cpus: '2 × cpu',
  memory: '8 GiB',
  os: 'Linux',
  node: 'v20',
  load: '0',
  loadAfter: '0',
  bin: 'bin/toolslint.js',
};
const ok = (wall: number, rss = 100, runs = 3) => ({ wall, rss, runs, command: ['node', 'x'] });

function render(results: unknown[], growth: unknown[] = [], ruleShares?: unknown) {
  return renderResults({ machine, results, growth, ruleShares, timeoutSeconds: 600, peerTimeoutSeconds: 300, root }) as { table: string; markdown: string };
}

describe('bench report', () => {
  it('gives ratios against the peers and the floor, and judges each target', () => {
    const { table, markdown } = render([
      { id: 'pre-commit', bytes: 1024, floorKind: 'node -e 0', rows: { toolslint: ok(0.25), spectral: ok(3), floor: ok(0.1) } },
    ]);
    expect(table).toMatch(/pre-commit\s+0\.00 MB\s+spectral\s+3\s+3\.00\s+100\s+0\.083/);
    expect(table).toMatch(/floor \(node -e 0\)\s+3\s+0\.10\s+100\s+2\.500/);
    expect(table).toContain('not met        pre-commit: at most 2 × the `node -e 0` floor: 2.50 ×');
    expect(table).toContain('met            pre-commit: at least 10 × faster than Spectral: 12.0 ×');
    expect(markdown).toContain('| pre-commit: at least 10 × faster than Spectral | 12.0 × | met |');
  });

  it('gives a bound for a peer stopped at the time limit, and no ratio for one that crashed', () => {
    const { table, markdown } = render([
      {
        id: 'huge',
        bytes: 2 ** 20,
        floorKind: 'JSON.parse',
        rows: { toolslint: ok(4, 900), spectral: { wall: 12, rss: 0, runs: 0, failure: 'exit 2: stack overflow', command: ['s'] }, floor: ok(1) },
      },
      {
        id: 'openapi-x',
        bytes: 2 ** 20,
        floorKind: 'JSON.parse',
        rows: { toolslint: ok(20), spectral: { wall: 300, rss: 0, runs: 0, failure: 'timed out after 300 s', command: ['s'] }, redocly: ok(10) },
      },
    ]);
    expect(table).toMatch(/huge\s+1\.00 MB\s+spectral\s+0\s+exit 2: stack overflow\s+–\s+failed/);
    expect(table).toContain('no comparison  huge registry: at least 5 × faster than Spectral: peer failed: exit 2: stack overflow');
    expect(table).toMatch(/openapi-x\s+1\.00 MB\s+spectral\s+0\s+timed out after 300 s\s+–\s+< 0\.067/);
    expect(table).toContain('met            openapi-x: at least 10 × faster than Spectral: > 15.0 ×');
    expect(table).toContain('not met        openapi-x: faster than Redocly: 0.5 ×');
    expect(markdown).toContain('| openapi-x: faster than Redocly | 0.5 × | **not met** |');
  });

  it('judges the servers, hostile-file and rule-share targets', () => {
    const { table, markdown } = render(
      [
        { id: 'servers', bytes: 2 ** 20, floorKind: 'JSON.parse', rows: { toolslint: ok(0.2), spectral: ok(2.5), floor: ok(0.1) } },
        { id: 'array-100k', bytes: 2 ** 20, floorKind: 'JSON.parse', rows: { toolslint: ok(9.5, 1100), floor: ok(1) } },
        {
          id: 'registry-50mb',
          bytes: 2 ** 20,
          floorKind: 'JSON.parse',
          rows: { toolslint: { wall: 600, rss: 0, runs: 0, failure: 'timed out after 600 s', command: ['t'] }, floor: ok(1) },
        },
      ],
      [],
      { total: 4000, rows: [{ rule: 'schema-valid', ms: 400, share: 10 }] },
    );
    expect(table).toContain('met            servers: at least 10 × faster than Spectral: 12.5 ×');
    expect(table).toContain('met            array-100k: under 10 s: 9.50 s');
    expect(table).toContain('not met        array-100k: under 1 GiB peak RSS: 1100 MB');
    expect(table).toContain('not met        registry-50mb: under 10 s: timed out after 600 s');
    expect(table).toContain('not met        corpus: no rule takes more than 5 % of all rule time: largest: schema-valid 10.0 % of 4.00 s');
    expect(markdown).toContain('| schema-valid | 400 | 10.0 % |');
  });

  it('names the shared view beside the largest rule, and gives it a row of its own', () => {
    const { table, markdown } = render([], [], { total: 4000, rows: [{ rule: 'schema-valid', ms: 160, share: 4 }], shared: { ms: 600, share: 15 } });
    expect(table).toContain(
      "met            corpus: no rule takes more than 5 % of all rule time: largest: schema-valid 4.0 % of 4.00 s (the shared view, no rule's: 15.0 %)",
    );
    expect(markdown).toMatch(/\| schema-valid \| 160 \| 4\.0 % \|\n\| \(shared view\) \| 600 \| 15\.0 % \|/);
  });

  it('judges memory by what each further MB of input costs', () => {
    const point = (scale: string, inputMB: number, rssMB: number) => ({ scale, tools: 1, inputMB, rssMB, wall: 1, command: ['t'] });
    const linear = render([], [point('1×', 4, 300), point('4×', 16, 900), point('16×', 64, 3300)]).table;
    expect(linear).toMatch(/^met\s+memory grows linearly.*per further MB 50\.0 → 50\.0/m);
    const superlinear = render([], [point('1×', 4, 300), point('4×', 16, 900), point('16×', 64, 9000)]).table;
    expect(superlinear).toMatch(/^not met\s+memory grows linearly.*per further MB 50\.0 → 168\.8/m);
  });

  it('writes the run between the markers and keeps the text around them', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'results.md');
    writeFileSync(file, '# Results\n\n<!-- bench:start -->\nold run\n<!-- bench:end -->\n\n## Why\nkept\n');
    writeResults(file, 'new run');
    expect(readFileSync(file, 'utf8')).toBe('# Results\n\n<!-- bench:start -->\nnew run\n<!-- bench:end -->\n\n## Why\nkept\n');
  });
});
