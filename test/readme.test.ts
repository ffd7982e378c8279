import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README shows commands and what they print. Each `console` block is run here with the
 * built CLI, as a reader would run it in a clone, and must print exactly what the block shows;
 * TOOLSLINT_UPDATE_DOCS=1 rewrites the blocks from the real output.
 */
const root = path.resolve(import.meta.dirname, '..');
const README = path.join(root, 'README.md');
const BIN = path.join(root, 'bin/toolslint.js');

interface Sample {
  /** The whole fenced block, as it stands in the README. */
  block: string;
  args: string[];
  shown: string;
}

function samples(doc: string): Sample[] {
  return [...doc.matchAll(/^```console\n\$ npx toolslint ([^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => {
    // Plain words only: a block that needs a shell to run is no sample this test can hold.
    expect(m[1], 'a README sample command is plain words').toMatch(/^[\w./:@ -]+$/);
    return { block: m[0], args: m[1].split(/ +/), shown: m[2] };
  });
}

function run(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: root, encoding: 'utf8', env, timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the README', () => {
  const doc = readFileSync(README, 'utf8');

  it('shows what its sample commands print (TOOLSLINT_UPDATE_DOCS=1 rewrites it)', () => {
    const found = samples(doc);
    expect(found.length).toBeGreaterThanOrEqual(1);
    let next = doc;
    for (const { block, args, shown } of found) {
      const r = run(args);
      expect(r.stderr, args.join(' ')).toBe('');
      // A sample shows a finished run: findings (1) or none (0), never a failed one (2).
      expect([0, 1], args.join(' ')).toContain(r.code);
      next = next.replace(block, block.replace(shown, r.stdout));
      if (process.env.TOOLSLINT_UPDATE_DOCS !== '1') expect(shown, `npx toolslint ${args.join(' ')}`).toBe(r.stdout);
    }
    if (process.env.TOOLSLINT_UPDATE_DOCS === '1' && next !== doc) writeFileSync(README, next);
  });

  it('keeps its set-up commands, and the example lint exits 1 as the first one expects', () => {
    expect(doc).toContain('```sh\nnpm ci && npx toolslint lint examples/ || [ $? -eq 1 ]\n```');
    expect(doc).toContain('```sh\nnpm test\n```');
    const r = run(['lint', 'examples/']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(Object.keys(scripts)).toContain('test');
  });
});
