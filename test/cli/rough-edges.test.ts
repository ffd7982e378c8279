import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';

const bin = path.resolve(__dirname, '../../bin/toolslint.js');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Tools with one warning each (a parameter with no type), and one with an error (`str`). */
const tools = (n: number, error = false) =>
  JSON.stringify({
    tools: Array.from({ length: n }, (_, i) => ({
      name: `get_item_${i}`,
      description: `Get item number ${i} of the catalogue by its id.`,
      parameters: {
        type: 'object',
        properties: { sku: { ...(error && i === 0 ? { type: 'str' } : {}), description: 'The stock-keeping code of the item, as printed on its label.' } },
      },
    })),
  });

describe("the command line's rough edges", () => {
  it('a reader that closes the pipe early ends the run without a stack trace', () => {
    const cwd = project({});
    dirs.push(cwd);
    writeFileSync(path.join(cwd, 'big.json'), tools(3000));
    const stderr = execFileSync('sh', ['-c', `node '${bin}' lint big.json | head -1 >/dev/null; node '${bin}' lint --help | head -1 >/dev/null`], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(stderr).toBe('');
  });

  it('a mistyped command gets a "did you mean", a missing folder does not', async () => {
    const cwd = project({});
    dirs.push(cwd);
    const typo = await runCli(['lnt', 'tools.json'], { cwd });
    expect(typo.code).toBe(2);
    expect(typo.stdout).toContain('no such file or folder; did you mean the command "lint"?');
    const folder = await runCli(['tools'], { cwd });
    expect(folder.stdout).toContain('no such file or folder.');
    expect(folder.stdout).not.toContain('did you mean');
  });

  it('--max-warnings says why the run fails when no error does', async () => {
    const cwd = project({ 'tools.json': tools(9) });
    dirs.push(cwd);
    const r = await runCli(['lint', 'tools.json', '--max-warnings', '3'], { cwd });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('toolslint: 9 warnings, more than --max-warnings 3: the run fails.');
    const within = await runCli(['lint', 'tools.json', '--max-warnings', '9'], { cwd });
    expect(within.code).toBe(0);
    expect(within.stderr).not.toContain('--max-warnings');
  });

  it('--quiet reports errors only, and counts nothing else', async () => {
    const cwd = project({ 'tools.json': tools(4, true) });
    dirs.push(cwd);
    const all = JSON.parse((await runCli(['lint', 'tools.json', '-f', 'json'], { cwd })).stdout);
    expect(all.findings.some((f: { severity: string }) => f.severity === 'warn')).toBe(true);
    const r = await runCli(['lint', 'tools.json', '-f', 'json', '--quiet', '--max-warnings', '0'], { cwd });
    const quiet = JSON.parse(r.stdout);
    expect(quiet.findings.length).toBeGreaterThan(0);
    expect(quiet.findings.every((f: { severity: string }) => f.severity === 'error')).toBe(true);
    expect(quiet.summary).toMatchObject({ warn: 0, info: 0 });
    expect(r.code).toBe(1);
  });

  it('--min-severity warn leaves out the infos, and counts them nowhere', async () => {
    const registry = JSON.stringify({
      tools: [
        // A parameter with no type: a warning. One with no description: information.
        {
          name: 'get_item',
          description: 'Get one item of the catalogue by its id.',
          parameters: { type: 'object', properties: { sku: { description: 'The stock-keeping code.' } } },
        },
        {
          name: 'get_shelf',
          description: 'Get one shelf of the warehouse by its code.',
          parameters: { type: 'object', properties: { aisle: { type: 'string' } } },
        },
      ],
    });
    const cwd = project({ 'tools.json': registry });
    dirs.push(cwd);
    const all = JSON.parse((await runCli(['lint', 'tools.json', '-f', 'json'], { cwd })).stdout);
    expect(all.findings.map((f: { severity: string }) => f.severity).sort()).toEqual(['info', 'warn']);
    const r = await runCli(['lint', 'tools.json', '-f', 'json', '--min-severity', 'warn', '--fail-severity', 'info'], { cwd });
    const shown = JSON.parse(r.stdout);
    expect(shown.findings.map((f: { severity: string }) => f.severity)).toEqual(['warn']);
    expect(shown.summary).toMatchObject({ warn: 1, info: 0 });
    // The warning still fails a run that fails on info; the information left out does not.
    expect(r.code).toBe(1);
    const bad = await runCli(['lint', 'tools.json', '--min-severity', 'loud'], { cwd });
    expect(bad.code).toBe(2);
  });

  it('a file named on the command line but matched by ignorePatterns is a warning, and the run passes', async () => {
    const cwd = project({ '.toolslintrc.yaml': 'ignorePatterns: ["vendor/**"]\n', 'vendor/x.json': tools(1, true), 'a.json': tools(1) });
    dirs.push(cwd);
    const r = await runCli(['lint', 'vendor/x.json'], { cwd });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      'toolslint: warning: vendor/x.json is matched by ignorePatterns in its config, so it was not linted; narrow the pattern to lint it.\n',
    );
    expect(r.stdout).not.toContain('name a file on the command line');
    const both = await runCli(['lint', 'vendor/x.json', 'a.json', '-f', 'json'], { cwd });
    expect(both.code).toBe(0);
    expect(JSON.parse(both.stdout).skipped).toEqual([{ file: 'vendor/x.json', reason: 'ignored by ignorePatterns' }]);
    expect(both.stderr).toContain('vendor/x.json is matched by ignorePatterns');
  });

  it('a glob whose braces expand past 1,000 patterns is refused in a sentence, and the other files are linted', async () => {
    const cwd = project({ 'a.json': tools(1) });
    dirs.push(cwd);
    for (const pattern of ['{a,b}'.repeat(20) + '.json', '{1..10001}.json']) {
      const r = await runCli(['lint', pattern, 'a.json', '-f', 'json'], { cwd });
      expect(r.code).toBe(2);
      const out = JSON.parse(r.stdout);
      expect(out.failures).toEqual([
        {
          file: pattern,
          message: `${pattern}: its braces expand to more than 1,000 patterns, so it is not searched; write fewer alternatives, or a wildcard.`,
        },
      ]);
      expect(out.files.map((f: { file: string }) => f.file)).toEqual(['a.json']);
      expect(out.findings.length).toBeGreaterThan(0);
    }
  });

  it('a glob does not follow a symbolic link back up the tree', async () => {
    const cwd = project({ 'a/b/t.json': tools(1) });
    dirs.push(cwd);
    symlinkSync('..', path.join(cwd, 'a/b/up'));
    symlinkSync(cwd, path.join(cwd, 'a/self'));
    mkdirSync(path.join(cwd, 'a/c'));
    const r = await runCli(['lint', 'a/**/*.json', '-f', 'json'], { cwd });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).files.map((f: { file: string }) => f.file)).toEqual(['a/b/t.json']);
  });

  it('-o never writes a report over a file the run reads', async () => {
    const cwd = project({ 'a.json': tools(1), 'b.json': tools(2) });
    dirs.push(cwd);
    for (const args of [
      ['lint', 'a.json', '-o', 'a.json'],
      ['lint', 'b.json', 'a.json', '-f', 'stylish', '-f', 'json', '-o', './a.json'],
      ['diff', 'a.json', 'b.json', '-o', 'b.json'],
    ]) {
      const r = await runCli(args, { cwd });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^toolslint: -o \S+ names a file this run reads, which the report would overwrite; write the report to another file\.\n$/);
      expect(readFileSync(path.join(cwd, 'a.json'), 'utf8')).toBe(tools(1));
      expect(readFileSync(path.join(cwd, 'b.json'), 'utf8')).toBe(tools(2));
    }
  });
});
