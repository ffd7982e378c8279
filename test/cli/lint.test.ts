import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../src/loaders/index.js';
import { getAtPointer } from '../../src/model/index.js';
import { project, runCli } from '../helpers/cli.js';
import { BAD_REGISTRY, GOOD_REGISTRY } from '../helpers/registries.js';

describe('toolslint lint', () => {
  it('exits 0 on a clean registry and says so', async () => {
    const cwd = project({ 'tools.yaml': GOOD_REGISTRY });
    const r = await runCli(['lint', 'tools.yaml'], { cwd });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('exits 1 with errors, and lint is the default command', async () => {
    const cwd = project({ 'tools.yaml': BAD_REGISTRY });
    const r = await runCli(['tools.yaml'], { cwd });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('schema-type-valid');
    expect(r.stdout).toContain('param-description-required');
    expect(r.stdout).toContain('tools.yaml');
  });

  it('json findings carry file, 1-based line and column, tool and a pointer that resolves in the file', async () => {
    const cwd = project({ 'tools.yaml': BAD_REGISTRY });
    const r = await runCli(['lint', 'tools.yaml', '-f', 'json'], { cwd });
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.schemaVersion).toBe(1);
    expect(out.files).toMatchObject([{ file: 'tools.yaml', dialect: 'registry', tools: 1 }]);
    const parsed = parseSource(readFileSync(path.join(cwd, 'tools.yaml')), 'tools.yaml');
    const short = out.findings.find((f: { ruleId: string }) => f.ruleId === 'tool-description-length');
    expect(short).toMatchObject({ tool: 'weather_get', file: 'tools.yaml', pointer: '/tools/0/description', line: 3, column: 18 });
    for (const f of out.findings) {
      expect(getAtPointer(parsed.document.value, f.pointer), f.pointer).not.toBeUndefined();
      expect(f.line).toBeGreaterThan(0);
      expect(f.column).toBeGreaterThan(0);
    }
    const desc = out.findings.find((f: { ruleId: string }) => f.ruleId === 'param-description-required');
    expect(desc).toMatchObject({ pointer: '/tools/0/parameters/properties/city', line: 7 });
    expect(out.summary).toMatchObject({ failures: 0 });
  });

  it('--rule beats the config file, which beats the preset', async () => {
    // Only the three rules this test is about, so that new rules do not change its findings.
    const rc = 'extends: []\nrules:\n  tool-name-verb: warn\n  schema-additional-properties: warn\n  param-description-required: "off"\n';
    const cwd = project({ 'tools.yaml': BAD_REGISTRY, '.toolslintrc.yaml': rc });
    const fromFile = JSON.parse((await runCli(['lint', 'tools.yaml', '-f', 'json'], { cwd })).stdout);
    const ids = (o: { findings: Array<{ ruleId: string; severity: string }> }) => o.findings.map((f) => `${f.ruleId}:${f.severity}`).sort();
    expect(ids(fromFile)).toEqual(['schema-additional-properties:warn', 'tool-name-verb:warn']);
    const r = await runCli(['lint', 'tools.yaml', '-f', 'json', '--rule', 'schema-additional-properties:off', '--rule', 'tool-name-verb:error'], { cwd });
    expect(ids(JSON.parse(r.stdout))).toEqual(['tool-name-verb:error']);
    expect(r.code).toBe(1);
  });

  it('--fail-severity and --max-warnings set the exit code', async () => {
    const cwd = project({ 'tools.yaml': BAD_REGISTRY, '.toolslintrc.yaml': 'extends: []\nrules:\n  tool-name-verb: warn\n' });
    const onlyWarn: string[] = [];
    expect((await runCli(['lint', 'tools.yaml', ...onlyWarn], { cwd })).code).toBe(0);
    expect((await runCli(['lint', 'tools.yaml', ...onlyWarn, '--fail-severity', 'warn'], { cwd })).code).toBe(1);
    expect((await runCli(['lint', 'tools.yaml', ...onlyWarn, '--max-warnings', '0'], { cwd })).code).toBe(1);
    expect((await runCli(['lint', 'tools.yaml', ...onlyWarn, '--max-warnings', '1'], { cwd })).code).toBe(0);
  });

  it('-o writes the report to a file and nothing to stdout', async () => {
    const cwd = project({ 'tools.yaml': BAD_REGISTRY });
    const r = await runCli(['lint', 'tools.yaml', '-f', 'json', '-o', 'report.json'], { cwd });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(JSON.parse(readFileSync(path.join(cwd, 'report.json'), 'utf8')).findings.length).toBeGreaterThan(0);
  });

  it('reads standard input named by --stdin-filepath', async () => {
    const cwd = project({});
    const r = await runCli(['lint', '-', '--stdin-filepath', 'piped.yaml', '-f', 'json'], { cwd, stdin: BAD_REGISTRY });
    const out = JSON.parse(r.stdout);
    expect(out.files).toMatchObject([{ file: 'piped.yaml', dialect: 'registry', tools: 1 }]);
    expect(out.findings.every((f: { file: string }) => f.file === 'piped.yaml')).toBe(true);
    expect(r.code).toBe(1);
  });

  it('a missing file is a failure with one sentence, exit 2, and other files are still linted', async () => {
    const cwd = project({ 'tools.yaml': BAD_REGISTRY });
    const r = await runCli(['lint', 'nope.json', 'tools.yaml', '-f', 'json'], { cwd });
    expect(r.code).toBe(2);
    const out = JSON.parse(r.stdout);
    expect(out.failures).toEqual([{ file: 'nope.json', message: 'nope.json: no such file or folder.' }]);
    expect(out.files.map((f: { file: string }) => f.file)).toEqual(['tools.yaml']);
    expect(out.findings.length).toBeGreaterThan(0);
  });

  it('a malformed file next to a good one: failure with line and column, exit 2, no stack trace', async () => {
    const cwd = project({ 'a.json': '{\n  "tools": [\n    {"name": "x",,}\n  ]\n}\n', 'b.yaml': GOOD_REGISTRY });
    const r = await runCli(['lint', 'a.json', 'b.yaml', '-f', 'json'], { cwd });
    expect(r.code).toBe(2);
    const out = JSON.parse(r.stdout);
    expect(out.failures).toHaveLength(1);
    expect(out.failures[0]).toMatchObject({ file: 'a.json', line: 3, column: 18 });
    expect(out.failures[0].message).toMatch(/^a\.json:3:18: invalid JSON/);
    expect(out.files.map((f: { file: string }) => f.file)).toEqual(['b.yaml']);
    const text = await runCli(['lint', 'a.json', 'b.yaml'], { cwd });
    expect(text.stdout + text.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });

  it('a folder is searched; files in it that are not registries are skipped, not failures', async () => {
    const cwd = project({ 'tools/a.yaml': GOOD_REGISTRY, 'tools/notes.json': '{"hello": "world"}', 'tools/package.json': '{"name": "x"}' });
    const r = await runCli(['lint', 'tools', '-f', 'json'], { cwd });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.files.map((f: { file: string }) => f.file)).toEqual(['tools/a.yaml']);
    // package.json is read (a VS Code extension declares its tools there) but not listed when it holds none.
    expect(out.skipped.map((f: { file: string }) => f.file)).toEqual(['tools/notes.json']);
    expect(out.skipped[0].reason).toMatch(/^not a tool registry/);
  });

  it('a folder where every file is skipped is a failure, not a pass', async () => {
    const cwd = project({ 'tools/notes.json': '{"hello": "world"}' });
    const r = await runCli(['lint', 'tools'], { cwd });
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('no tool registry found; the one file found was skipped.');
    expect(r.stdout).toContain('tools/notes.json: not a tool registry');
  });

  it('a file named on the command line that is not a registry fails with a sentence', async () => {
    const cwd = project({ 'notes.json': '{"hello": "world"}' });
    const r = await runCli(['lint', 'notes.json'], { cwd });
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/notes\.json: not a tool registry/);
  });

  it('a bad config is one sentence naming the file, exit 2', async () => {
    const cwd = project({ 'tools.yaml': GOOD_REGISTRY, '.toolslintrc.yaml': 'rules:\n  tool-name-verb: warning\n' });
    const r = await runCli(['lint', 'tools.yaml'], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/\.toolslintrc\.yaml.*tool-name-verb/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('usage errors exit 2; --help and --version exit 0', async () => {
    const cwd = project({});
    expect((await runCli(['lint', '--format', 'nope', 'x'], { cwd })).code).toBe(2);
    expect((await runCli(['lint'], { cwd })).code).toBe(2);
    const help = await runCli(['lint', '--help'], { cwd });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Exit codes');
    expect((await runCli(['--version'], { cwd })).code).toBe(0);
  });
});
