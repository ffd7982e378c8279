import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASES, type HostileCase } from '../../fixtures/hostile/generate.js';
import { tempDir } from '../helpers/cli.js';

const BIN = path.resolve(import.meta.dirname, '../../bin/toolslint.js');
/** The heap the CLI may use: a run that needs more aborts, and the exit code says so. */
const HEAP_MB = 768;

/** Writes the case's files into a fresh project folder inside a fresh parent. */
function materialise(c: HostileCase): string {
  const parent = tempDir('toolslint-hostile-');
  const cwd = path.join(parent, 'project');
  mkdirSync(cwd);
  for (const [name, content] of Object.entries(c.files())) {
    const p = path.resolve(cwd, name);
    mkdirSync(path.dirname(p), { recursive: true });
    writeFileSync(p, content);
  }
  return cwd;
}

function run(c: HostileCase) {
  const cwd = materialise(c);
  const first = Object.keys(c.files()).find((f) => !f.startsWith('../'))!;
  const args = c.args ?? ['lint', first, '-f', 'json'];
  const r = spawnSync(process.execPath, [`--max-old-space-size=${HEAP_MB}`, BIN, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { ...r, args };
}

describe('hostile and broken input, through the real CLI in a child process', () => {
  for (const c of CASES) {
    it(
      c.name,
      () => {
        const r = run(c);
        expect(r.error, 'the run finished within its time bound').toBeUndefined();
        const output = `${r.stdout}${r.stderr}`;
        const codes = Array.isArray(c.code) ? c.code : [c.code];
        expect(codes, `exit ${r.status} ${r.signal ?? ''}\n${output.slice(0, 2000)}`).toContain(r.status);
        // No stack trace, ever, and no internal error.
        expect(output).not.toMatch(/\n\s+at .+\(?.*:\d+:\d+\)?/);
        expect(output).not.toMatch(/internal error|FATAL ERROR|heap out of memory/);
        for (const re of c.output ?? []) expect(output).toMatch(re);
        for (const re of c.never ?? []) expect(output).not.toMatch(re);
        if (r.args.includes('json') && r.status !== 2) {
          const report = JSON.parse(r.stdout);
          expect(report.schemaVersion).toBe(1);
          if (c.finding) {
            const hit = report.findings.find(
              (f: { ruleId: string; message: string }) => f.ruleId === c.finding!.ruleId && (!c.finding!.message || c.finding!.message.test(f.message)),
            );
            expect(
              hit,
              `a ${c.finding.ruleId} finding${c.finding.message ? ` matching ${c.finding.message}` : ''} in ${JSON.stringify(report.findings.map((f: { ruleId: string; message: string }) => `${f.ruleId}: ${f.message}`)).slice(0, 1500)}`,
            ).toBeDefined();
            expect(hit.line).toBeGreaterThan(0);
          }
        }
      },
      180_000,
    );
  }

  it('a failed file does not stop the others: the good one is still linted', () => {
    const c: HostileCase = {
      name: 'mixed',
      files: () => ({
        'bad.json': '{"tools": [',
        'good.json':
          '{"tools": [{"name": "get_x", "description": "Gets x by id.", "parameters": {"type": "object", "additionalProperties": false, "properties": {}}}]}',
      }),
      args: ['lint', 'bad.json', 'good.json', '-f', 'json'],
      code: 2,
    };
    const r = run(c);
    expect(r.status).toBe(2);
    const report = JSON.parse(r.stdout);
    expect(report.files.map((f: { file: string }) => f.file)).toEqual(['good.json']);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0].message).toMatch(/^bad\.json:1:12: invalid JSON/);
  }, 60_000);
});
