import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../rules/index.js';
import { formatTimings, timingRows } from '../../src/cli/lint/timing.js';
import { COMMAND_NAMES } from '../../src/cli/commands.js';
import { cacheVariant, onlyInforms } from '../../src/cli/start.js';
import { runCli, tempDir } from '../helpers/cli.js';

const root = path.resolve(import.meta.dirname, '../..');

describe('timingRows', () => {
  it('reads --stats and TIMING as ESLint does', () => {
    expect(timingRows(undefined, undefined)).toBeUndefined();
    expect(timingRows(undefined, '')).toBeUndefined();
    expect(timingRows(undefined, '0')).toBeUndefined();
    expect(timingRows(undefined, 'false')).toBeUndefined();
    expect(timingRows(undefined, '1')).toBe(10);
    expect(timingRows(undefined, 'yes')).toBe(10);
    expect(timingRows(undefined, '25')).toBe(25);
    expect(timingRows(undefined, 'all')).toBe(Infinity);
    expect(timingRows(true, undefined)).toBe(Infinity);
  });
});

describe('formatTimings', () => {
  it('sorts the slowest first, keeps the asked number of rows and totals every rule', () => {
    const table = formatTimings(
      new Map([
        ['a-rule', 1],
        ['b-rule', 3],
        ['c-rule', 6],
      ]),
      2,
    );
    const lines = table.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Rule\s+\| Time \(ms\) \| Relative$/);
    expect(lines[2]).toMatch(/^c-rule\s+\|\s+6\.000 \|\s+60\.0%$/);
    expect(lines[3]).toMatch(/^b-rule\s+\|\s+3\.000 \|\s+30\.0%$/);
    expect(table).not.toContain('a-rule');
    expect(lines.at(-1)).toMatch(/^all rules\s+\|\s+10\.000 \|$/);
  });

  it('shows the shared view after the rules, whatever the rows asked, and counts it in the total', () => {
    const table = formatTimings(
      new Map([
        ['a-rule', 2],
        ['(shared view)', 5],
        ['b-rule', 3],
      ]),
      1,
    );
    const lines = table.trimEnd().split('\n');
    expect(lines.slice(2)).toEqual([
      expect.stringMatching(/^b-rule\s+\|\s+3\.000 \|\s+30\.0%$/),
      expect.stringMatching(/^\(shared view\)\s+\|\s+5\.000 \|\s+50\.0%$/),
      expect.stringMatching(/^all rules\s+\|\s+10\.000 \|$/),
    ]);
  });
});

describe('lint --stats', () => {
  it('prints a row for every active rule on standard error and leaves standard output alone', async () => {
    const plain = await runCli(['lint', 'examples/support-desk.yaml', '-f', 'json'], { cwd: root });
    const timed = await runCli(['lint', 'examples/support-desk.yaml', '-f', 'json', '--stats'], { cwd: root });
    expect(timed.code).toBe(plain.code);
    expect(JSON.parse(timed.stdout)).toEqual(JSON.parse(plain.stdout));
    const rows = timed.stderr.split('\n').filter((l) => /^[a-z0-9-]+\s+\|\s+\d/.test(l));
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) expect(RULES.has(row.split(/\s/)[0])).toBe(true);
    expect(timed.stderr).toMatch(/^all rules\s+\|/m);
    expect(timed.stderr).toMatch(/^\(shared view\)\s+\|\s+\d/m);
  });

  it('TIMING=3 prints the three slowest', async () => {
    const r = await runCli(['lint', 'examples/support-desk.yaml'], { cwd: root, env: { TIMING: '3' } });
    expect(r.stderr.split('\n').filter((l) => /^[a-z0-9-]+\s+\|\s+\d/.test(l))).toHaveLength(3);
  });
});

describe('bin/toolslint.js', () => {
  // The bundle (dist/cli.cjs) is what bin/ runs once `npm run compile` wrote it; the answers must be the modules'.
  it('runs the bundle, with and without its code cache, and answers as the modules do', async () => {
    const cache = tempDir('toolslint-cache-');
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['bin/toolslint.js', 'lint', 'examples/support-desk.yaml', '-f', 'json'], {
        cwd: root,
        env: { ...process.env, XDG_CACHE_HOME: cache, ...env },
        encoding: 'utf8',
      });
    const inProcess = await runCli(['lint', 'examples/support-desk.yaml', '-f', 'json'], { cwd: root });
    // A run that only prints help leaves no cache, which would lack the code a lint runs.
    spawnSync(process.execPath, ['bin/toolslint.js', '--help'], { cwd: root, env: { ...process.env, XDG_CACHE_HOME: cache } });
    expect(existsSync(path.join(cache, 'toolslint'))).toBe(false);
    const first = run({});
    const second = run({});
    const uncached = run({ TOOLSLINT_CODE_CACHE: '0' });
    for (const out of [first, second, uncached]) {
      expect(out.status).toBe(inProcess.code);
      expect(JSON.parse(out.stdout)).toEqual(JSON.parse(inProcess.stdout));
    }
    // Named by the bundle's content: V8 takes a cache made from any script of the same length.
    const digest = createHash('sha256')
      .update(readFileSync(path.join(root, 'dist/cli.cjs')))
      .digest('hex');
    expect(readdirSync(path.join(cache, 'toolslint')).filter((f) => f.endsWith('.v8cache'))).toEqual([
      `${digest.slice(0, 24)}-${statSync(path.join(root, 'dist/cli.cjs')).size}-lint-${process.version}-${process.arch}.v8cache`,
    ]);
    // Caches of older bundles are pruned when a new one is written: the newest 24 stay.
    const folder = path.join(cache, 'toolslint');
    for (const f of readdirSync(folder)) rmSync(path.join(folder, f));
    for (let i = 0; i < 26; i++) {
      writeFileSync(path.join(folder, `old-${i}.v8cache`), 'x');
      utimesSync(path.join(folder, `old-${i}.v8cache`), 1_000 + i, 1_000 + i);
    }
    run({});
    const left = readdirSync(folder).filter((f) => f.endsWith('.v8cache'));
    expect(left).toHaveLength(24);
    expect(left.filter((f) => !f.startsWith('old-'))).toHaveLength(1);
    expect(left).not.toContain('old-0.v8cache');
    expect(execFileSync(process.execPath, ['bin/toolslint.js', '--version'], { cwd: root, encoding: 'utf8' }).trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('loads the modules the bundle leaves out (the MCP SDK) when a run needs them', () => {
    const server = `"${process.execPath}" "${path.join(root, 'fixtures/mcp/stdio-server.mjs')}"`;
    const r = spawnSync(process.execPath, ['bin/toolslint.js', 'lint', '--mcp-stdio', server, '-f', 'json'], { cwd: root, encoding: 'utf8' });
    expect(r.stderr).not.toMatch(/Cannot find module|ERR_REQUIRE_ESM/);
    expect(JSON.parse(r.stdout).findings.length).toBeGreaterThan(0);
  });
});

describe('cacheVariant', () => {
  it('gives each command a code cache of its own, so that the first run of one does not leave the others compiling', () => {
    expect(cacheVariant(['lint', 'tools.json'])).toBe('lint');
    expect(cacheVariant(['tools/'])).toBe('lint');
    expect(cacheVariant([])).toBe('lint');
    expect(cacheVariant(['diff', 'a.json', 'b.json'])).toBe('diff');
    expect(cacheVariant(['rules'])).toBe('rules');
  });

  it('knows every command the command line has, in the order help lists them', async () => {
    const help = (await runCli(['--help'], { cwd: root })).stdout;
    const listed = [...help.slice(help.indexOf('Commands:')).matchAll(/^ {2}([a-z]+)\b/gm)].map((m) => m[1]).filter((c) => c !== 'help');
    expect(listed).toEqual([...COMMAND_NAMES]);
    for (const command of COMMAND_NAMES) expect(cacheVariant([command])).toBe(command);
  });

  it('leaves lint a cache of its own after a diff made the first cache of a build', () => {
    const cache = tempDir('toolslint-variant-');
    const env = { ...process.env, XDG_CACHE_HOME: cache };
    const head = 'tools:\n  - name: get_ticket\n    description: Gets a ticket.\n';
    const dir = tempDir('toolslint-variant-files-');
    writeFileSync(path.join(dir, 'a.yaml'), head);
    spawnSync(process.execPath, [path.join(root, 'bin/toolslint.js'), 'diff', 'a.yaml', 'a.yaml'], { cwd: dir, env });
    spawnSync(process.execPath, [path.join(root, 'bin/toolslint.js'), 'lint', 'a.yaml'], { cwd: dir, env });
    const names = readdirSync(path.join(cache, 'toolslint')).map((f) => f.replace(/^[0-9a-f]+-\d+-/, '').replace(/-v\d.*$/, ''));
    expect(names.sort()).toEqual(['diff', 'lint']);
  });
});

describe('onlyInforms', () => {
  it('tells help and version runs, which leave no code cache, from the rest', () => {
    for (const args of [['--help'], ['-h'], ['lint', '--help'], ['help', 'diff'], ['--version'], ['-V']]) expect(onlyInforms(args), args.join(' ')).toBe(true);
    for (const args of [[], ['lint', 'tools.json'], ['diff', 'a.json', 'b.json'], ['lint', 'help']]) expect(onlyInforms(args), args.join(' ')).toBe(false);
  });
});
