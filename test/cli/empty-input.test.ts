import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';
import { GOOD_REGISTRY } from '../helpers/registries.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A scratch project, removed after the file's tests. */
function scratch(files: Record<string, string>, emptyFolders: string[] = []): string {
  const cwd = project(files);
  made.push(cwd);
  for (const folder of emptyFolders) mkdirSync(path.join(cwd, folder), { recursive: true });
  return cwd;
}

function gitCommit(cwd: string): void {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', '-c', 'init.defaultBranch=main', ...args], { cwd, stdio: 'pipe' });
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'v1');
}

const setup = () => scratch({ 'e/bare.json': '[]\n', 'e/tools.json': '{"tools": []}\n', 'full.yaml': GOOD_REGISTRY }, ['e/none']);

// Each empty input, and the one line both commands say about it.
const EMPTY: Array<[string, string, string]> = [
  ['a bare []', 'e/bare.json', 'e/bare.json: the registry holds no tools.'],
  ['{"tools": []}', 'e/tools.json', 'e/tools.json: the registry holds no tools.'],
  ['a folder with no JSON or YAML files', 'e/none', 'e/none: the folder holds no tool definitions; it is read as an empty registry.'],
];

describe.each(EMPTY)('%s is an empty registry', (_, input, note) => {
  it('lint: exit 0, one registry with 0 tools, and one note before the summary', async () => {
    const cwd = setup();
    const json = await runCli(['lint', input, '-f', 'json'], { cwd });
    expect(json.stderr).toBe('');
    expect(json.code).toBe(0);
    const out = JSON.parse(json.stdout);
    expect(out.files).toMatchObject([{ file: input, dialect: 'registry', tools: 0 }]);
    expect(out.failures).toEqual([]);
    expect(out.notes).toEqual([{ file: input, message: note }]);
    const text = await runCli(['lint', input], { cwd });
    expect(text.code).toBe(0);
    expect(text.stdout).toBe(`ℹ ${note}\n✔ No problems in 1 file (0 tools)\n`);
  });

  it('diff: the same note; against itself no changes, against a full registry its tools are added or removed', async () => {
    const cwd = setup();
    const same = await runCli(['diff', input, input, '-f', 'json'], { cwd });
    expect(same.stderr).toBe('');
    expect(same.code).toBe(0);
    const out = JSON.parse(same.stdout);
    expect(out.changes).toEqual([]);
    // Said once although both sides are the same empty input.
    expect(out.notes).toEqual([{ file: input, message: note }]);
    const text = await runCli(['diff', input, input], { cwd });
    expect(text.stdout).toBe(`${input} → ${input}\n\nℹ ${note}\n\nNo changes.\n✔ No version bump needed.\n`);

    const added = await runCli(['diff', input, 'full.yaml', '-f', 'json'], { cwd });
    expect(added.code).toBe(0);
    expect(JSON.parse(added.stdout).changes.map((c: { id: string; tool: string }) => `${c.id} ${c.tool}`)).toEqual(['tool-added get_weather']);
    expect(JSON.parse(added.stdout).notes).toEqual([{ file: input, message: note }]);
    const removed = await runCli(['diff', 'full.yaml', input], { cwd });
    expect(removed.code).toBe(1);
    expect(removed.stdout).toContain('Tool `get_weather` was removed');
    expect(removed.stdout).toContain(`ℹ ${note}\n`);
    const md = await runCli(['diff', input, 'full.yaml', '-f', 'markdown'], { cwd });
    expect(md.stdout.split('\n').filter((l) => l.startsWith('ℹ'))).toHaveLength(1);
  });
});

describe('empty registries among others', () => {
  it('lint lists an empty folder and an empty file beside a full one, each with its note', async () => {
    const cwd = setup();
    const r = await runCli(['lint', 'e/none', 'e/bare.json', 'full.yaml', '-f', 'json'], { cwd });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.files).toMatchObject([
      { file: 'e/bare.json', dialect: 'registry', tools: 0 },
      { file: 'e/none', dialect: 'registry', tools: 0 },
      { file: 'full.yaml', dialect: 'registry', tools: 1 },
    ]);
    expect(out.notes.map((n: { file: string }) => n.file)).toEqual(['e/bare.json', 'e/none']);
  });

  it('a git side reads an empty file and a folder with no JSON or YAML files as empty registries', async () => {
    const cwd = scratch({ 'e.json': '[]\n', 'docs/README.md': '# docs\n', 'full.yaml': GOOD_REGISTRY });
    gitCommit(cwd);
    const file = await runCli(['diff', 'HEAD:e.json', 'full.yaml', '-f', 'json'], { cwd });
    expect(file.stderr).toBe('');
    expect(JSON.parse(file.stdout).notes).toEqual([{ file: 'HEAD:e.json', message: 'HEAD:e.json: the registry holds no tools.' }]);
    const folder = await runCli(['diff', 'HEAD:docs', 'full.yaml', '-f', 'json'], { cwd });
    expect(folder.stderr).toBe('');
    expect(folder.code).toBe(0);
    const out = JSON.parse(folder.stdout);
    expect(out.notes).toEqual([{ file: 'HEAD:docs', message: 'HEAD:docs: the folder holds no tool definitions; it is read as an empty registry.' }]);
    expect(out.changes.map((c: { id: string }) => c.id)).toEqual(['tool-added']);
  });
});

describe('a folder that is not empty but holds no registry still fails', () => {
  const cases: Array<[string, Record<string, string>, RegExp, RegExp]> = [
    [
      'only a package.json',
      { 'junk/package.json': '{"name": "x"}' },
      /junk: no tool registry found; the one file found was skipped\./,
      /^toolslint: junk: the folder holds no tool registry\.\n$/,
    ],
    [
      'only YAML that is no registry',
      { 'junk/values.yaml': 'replicas: 2\n' },
      /junk: no tool registry found; the one file found was skipped\./,
      /^toolslint: junk: the folder holds no tool registry\.\n$/,
    ],
    [
      'only files that are never registries',
      { 'junk/tsconfig.json': '{}' },
      /junk: no tool registry found; the folder holds only files that are never tool registries\./,
      /^toolslint: junk: no tool registry found; the folder holds only files that are never tool registries\.\n$/,
    ],
  ];
  it.each(cases)('%s: exit 2 in lint and diff', async (_, files, lintSays, diffSays) => {
    const cwd = scratch({ ...files, 'full.yaml': GOOD_REGISTRY });
    const lint = await runCli(['lint', 'junk', '-f', 'json'], { cwd });
    expect(lint.code).toBe(2);
    const out = JSON.parse(lint.stdout);
    expect(out.files).toEqual([]);
    expect(out.failures.map((f: { message: string }) => f.message).join('\n')).toMatch(lintSays);
    expect(out.notes).toBeUndefined();
    const diff = await runCli(['diff', 'junk', 'full.yaml'], { cwd });
    expect(diff.code).toBe(2);
    expect(diff.stdout).toBe('');
    expect(diff.stderr).toMatch(diffSays);
  });

  it('a folder that does not exist: exit 2 in lint and diff', async () => {
    const cwd = scratch({ 'full.yaml': GOOD_REGISTRY });
    const lint = await runCli(['lint', 'gone', '-f', 'json'], { cwd });
    expect(lint.code).toBe(2);
    expect(JSON.parse(lint.stdout).failures).toEqual([{ file: 'gone', message: 'gone: no such file or folder.' }]);
    const diff = await runCli(['diff', 'gone', 'full.yaml'], { cwd });
    expect(diff.code).toBe(2);
    expect(diff.stderr).toMatch(/^toolslint: gone: no such file or folder/);
  });
});
