import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CORPUS_DIR, RUN_CORPUS } from '../loaders/corpus-dir.js';
import { project, runCli } from '../helpers/cli.js';

const root = path.resolve(import.meta.dirname, '../..');
const versions = path.join(CORPUS_DIR, 'github-mcp-server', 'versions');

/** The shipped command: bin/toolslint.js, which runs the bundle that `npm run compile` wrote. */
function shipped(...args: string[]) {
  return spawnSync(process.execPath, ['bin/toolslint.js', 'diff', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TOOLSLINT_CODE_CACHE: '0' },
  });
}

const fixture = (side: string) => path.join('fixtures/diff/input-schema-narrowed', `${side}.yaml`);

describe('the second opinion from the shipped CLI', () => {
  it.runIf(RUN_CORPUS)('catches GitHub v1.7.0 → v1.8.0: projects_write’s free-form updated_field became a oneOf of closed shapes', () => {
    const r = shipped(path.join(versions, 'v1.7.0.json'), path.join(versions, 'v1.8.0.json'), '-f', 'json', '--second-opinion');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout) as { changes: Array<{ tool: string; level: string; pointer: string; message: string }> };
    const breaking = out.changes.filter((c) => c.tool === 'projects_write' && c.level === 'breaking');
    expect(breaking.map((c) => c.pointer)).toEqual(['/properties/updated_field/oneOf']);
    expect(breaking[0].message).toMatch(/^Parameter `updated_field` must now match exactly one of 2 alternatives .* such as `\{\}`, are rejected\.$/);
  });

  it('runs in the bundle: a shrink only json-schema-diff sees is reported, and --no-second-opinion leaves it out', () => {
    const on = shipped(fixture('base'), fixture('head'), '-f', 'json', '--second-opinion');
    expect(on.stderr).toBe('');
    expect(JSON.parse(on.stdout).changes.map((c: { id: string }) => c.id)).toContain('input-schema-narrowed');
    const off = shipped(fixture('base'), fixture('head'), '-f', 'json', '--no-second-opinion');
    expect(JSON.parse(off.stdout).changes.map((c: { id: string }) => c.id)).not.toContain('input-schema-narrowed');
  });
});

vi.mock('../../src/differ/second-opinion.js', async (original) => {
  const real = await original<typeof import('../../src/differ/second-opinion.js')>();
  return {
    ...real,
    jsonSchemaDiffOpinion: async () => {
      throw new real.SecondOpinionUnavailable('json-schema-diff could not be loaded (Cannot find module)');
    },
  };
});

describe('when json-schema-diff cannot run', () => {
  const pair = () =>
    project({ 'base.yaml': readFileSync(path.join(root, fixture('base')), 'utf8'), 'head.yaml': readFileSync(path.join(root, fixture('head')), 'utf8') });

  it('fails the run (exit 2, one sentence, no report) when --second-opinion was asked for', async () => {
    const r = await runCli(['diff', 'base.yaml', 'head.yaml', '--second-opinion'], { cwd: pair() });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^toolslint: --second-opinion was asked for, but it failed: The second opinion did not run: json-schema-diff could not be loaded/);
  });

  it('says so in the report, not silently, when it was not asked for by name', async () => {
    const dir = pair();
    const text = await runCli(['diff', 'base.yaml', 'head.yaml'], { cwd: dir });
    expect(text.stdout).toContain('ℹ The second opinion did not run: json-schema-diff could not be loaded');
    const json = await runCli(['diff', 'base.yaml', 'head.yaml', '-f', 'json'], { cwd: dir });
    expect(JSON.parse(json.stdout).notices).toEqual(['The second opinion did not run: json-schema-diff could not be loaded (Cannot find module).']);
  });
});
