import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECK_INFOS } from '../../src/differ/index.js';
import { renderChecksMarkdown } from '../../src/reporters/diff-reporters.js';
import { project, runCli } from '../helpers/cli.js';

const registry = (version: string, required: string[], extra = '') => `version: ${version}
tools:
  - name: search_issues
    description: Search issues in a repository.${extra}
    inputSchema:
      type: object
      required: [${required.join(', ')}]
      properties:
        query: { type: string }
        repo: { type: string }
`;
const V1 = registry('1.0.0', ['query']);
const BREAKING = registry('1.1.0', ['query', 'repo']);
const DESCRIBED = registry('1.0.1', ['query']).replace('Search issues in a repository.', 'Search issues in one repository.');

function gitRepo(files: Record<string, string>): string {
  const cwd = project(files);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', '-c', 'init.defaultBranch=main', ...args], { cwd, stdio: 'pipe' });
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'v1');
  return cwd;
}

describe('toolslint diff', () => {
  it('exits 1 on a breaking change and 0 without one', async () => {
    const cwd = project({ 'v1.yaml': V1, 'v2.yaml': BREAKING, 'v3.yaml': DESCRIBED });
    const broken = await runCli(['diff', 'v1.yaml', 'v2.yaml'], { cwd });
    expect(broken.stderr).toBe('');
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('breaking  Parameter `repo` became required');
    expect(broken.stdout).toContain('v2.yaml:10:15  param-became-required');
    const fine = await runCli(['diff', 'v1.yaml', 'v3.yaml'], { cwd });
    expect(fine.code).toBe(0);
  });

  it('--fail-on lowers the threshold; --check-version fails a declared bump that is too low', async () => {
    const cwd = project({
      'v1.yaml': V1,
      'v2.yaml': BREAKING,
      'v3.yaml': DESCRIBED,
      'v4.yaml': registry('1.0.0', ['query']).replace('Search issues in a repository.', 'Find issues.'),
    });
    expect((await runCli(['diff', 'v1.yaml', 'v3.yaml', '--fail-on', 'warning'], { cwd })).code).toBe(1);
    expect((await runCli(['diff', 'v1.yaml', 'v3.yaml', '--check-version'], { cwd })).code).toBe(0);
    // A description change needs a patch bump; 1.0.0 → 1.0.0 declares none.
    expect((await runCli(['diff', 'v1.yaml', 'v4.yaml'], { cwd })).code).toBe(0);
    expect((await runCli(['diff', 'v1.yaml', 'v4.yaml', '--check-version'], { cwd })).code).toBe(1);
    expect((await runCli(['diff', 'v1.yaml', 'v2.yaml', '--fail-on', 'nope'], { cwd })).code).toBe(2);
  });

  it('-f json prints the contract; -f markdown -o FILE -f text writes one report and prints the other', async () => {
    const cwd = project({ 'v1.yaml': V1, 'v2.yaml': BREAKING });
    const json = JSON.parse((await runCli(['diff', 'v1.yaml', 'v2.yaml', '-f', 'json'], { cwd })).stdout);
    expect(json).toMatchObject({
      schemaVersion: 1,
      base: { source: 'v1.yaml', version: '1.0.0' },
      head: { source: 'v2.yaml', version: '1.1.0' },
      verdict: { required: 'major', declared: 'minor', ok: false },
    });
    const r = await runCli(['diff', 'v1.yaml', 'v2.yaml', '-f', 'markdown', '-o', 'CHANGES.md', '-f', 'text'], { cwd });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('✖ A major bump is needed');
    const md = readFileSync(path.join(cwd, 'CHANGES.md'), 'utf8');
    expect(md).toContain('## Migration guide');
    expect(md).toContain('- Always pass `repo`: it is now required.');
  });

  it('compares folders, including a folder of one-tool MCP files, and sides of different dialects', async () => {
    const tool = (name: string, schema: string) => JSON.stringify({ name, description: `${name} things.`, inputSchema: JSON.parse(schema) });
    const cwd = project({
      'a/get_me.json': tool('get_me', '{"type":"object"}'),
      'a/list_issues.json': tool('list_issues', '{"type":"object","properties":{"state":{"type":"string","enum":["open","closed"]}}}'),
      'b/tools.json': JSON.stringify([
        {
          type: 'function',
          function: {
            name: 'list_issues',
            description: 'list_issues things.',
            parameters: { type: 'object', properties: { state: { type: 'string', enum: ['open'] } } },
          },
        },
      ]),
    });
    const r = await runCli(['diff', 'a', 'b', '-f', 'json'], { cwd });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).changes.map((c: { id: string; tool: string }) => `${c.id} ${c.tool}`)).toEqual([
      'tool-removed get_me',
      'enum-value-removed list_issues',
    ]);
  });

  it('reads REV:path with git show, a file or a folder, from the root or from the current folder', async () => {
    const cwd = gitRepo({ 'tools/search.yaml': V1 });
    writeFileSync(path.join(cwd, 'tools/search.yaml'), BREAKING);
    const r = await runCli(['diff', 'HEAD:tools/search.yaml', 'tools/search.yaml'], { cwd });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('HEAD:tools/search.yaml → tools/search.yaml');
    expect(r.stdout).toContain('became required');
    const folder = await runCli(['diff', 'HEAD:tools', 'tools', '-f', 'json'], { cwd });
    expect(JSON.parse(folder.stdout).changes.map((c: { id: string }) => c.id)).toEqual(['param-became-required']);
    const fromCwd = await runCli(['diff', 'HEAD:./search.yaml', 'search.yaml', '-f', 'json'], { cwd: path.join(cwd, 'tools') });
    expect(fromCwd.stderr).toBe('');
    expect(JSON.parse(fromCwd.stdout).base).toEqual({ source: 'HEAD:./search.yaml', version: '1.0.0' });
  });

  it('locates a change in a git side as REV:file', async () => {
    const cwd = gitRepo({ 'tools.yaml': BREAKING });
    writeFileSync(path.join(cwd, 'tools.yaml'), V1);
    const r = await runCli(['diff', 'tools.yaml', 'HEAD:tools.yaml'], { cwd });
    expect(r.stdout).toMatch(/became required: .* {2}HEAD:tools\.yaml:10:15 {2}param-became-required/);
  });
});

describe('toolslint diff on bad input: one sentence, exit 2, no report', () => {
  const cases: Array<[string, Record<string, string>, string[], RegExp, boolean?]> = [
    ['a missing file', { 'v1.yaml': V1 }, ['v1.yaml', 'v9.yaml'], /^toolslint: v9\.yaml: no such file or folder/],
    ['an unparsable document', { 'v1.yaml': V1, 'bad.json': '{ "tools": [ ' }, ['v1.yaml', 'bad.json'], /^toolslint: bad\.json/],
    ['a file that is not a registry', { 'v1.yaml': V1, 'x.json': '{"a": 1}' }, ['x.json', 'v1.yaml'], /^toolslint: x\.json: not a tool registry/],
    [
      'an unparsable document in a revision',
      { 'v1.yaml': V1, 'bad.json': '{ "tools": [ ' },
      ['HEAD:bad.json', 'v1.yaml'],
      /^toolslint: HEAD:bad\.json:1:14: invalid JSON/,
      true,
    ],
    [
      'an unknown git revision',
      { 'v1.yaml': V1 },
      ['nosuchrev:v1.yaml', 'v1.yaml'],
      /^toolslint: nosuchrev:v1\.yaml: git knows no revision nosuchrev\.\n$/,
      true,
    ],
    [
      'a path the revision does not have',
      { 'v1.yaml': V1 },
      ['HEAD:v2.yaml', 'v1.yaml'],
      /^toolslint: HEAD:v2\.yaml: revision HEAD has no file or folder v2\.yaml\.\n$/,
      true,
    ],
    [
      'a revision outside a git repository',
      { 'v1.yaml': V1 },
      ['HEAD:v1.yaml', 'v1.yaml'],
      /^toolslint: HEAD:v1\.yaml: this folder is not in a git repository\.\n$/,
    ],
    [
      'a revision that looks like an option',
      { 'v1.yaml': V1 },
      ['--', '-x:v1.yaml', 'v1.yaml'],
      /^toolslint: -x:v1\.yaml: a git revision cannot start with "-"\.\n$/,
    ],
  ];
  it.each(cases)('%s', async (_, files, args, stderr, inGit) => {
    const cwd = inGit ? gitRepo(files) : project(files);
    const r = await runCli(['diff', ...args], { cwd });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(stderr);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('toolslint diff --list-checks', () => {
  it('lists every check, each input check beside its output mirror', async () => {
    const r = await runCli(['diff', '--list-checks'], { cwd: project({}) });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    for (const c of CHECK_INFOS) expect(r.stdout, c.id).toContain(c.id);
    expect(r.stdout).toMatch(/param-became-required +input +breaking, major +output-property-became-required +info, minor/);
  });

  it("prints the README's markdown table with -f markdown, JSON with -f json, to -o when given, and one format only", async () => {
    const cwd = project({});
    const markdown = await runCli(['diff', '--list-checks', '-f', 'markdown'], { cwd });
    expect(markdown.code).toBe(0);
    expect(markdown.stdout).toBe(`${renderChecksMarkdown(CHECK_INFOS)}\n`);
    const toFile = await runCli(['diff', '--list-checks', '-o', 'checks.txt'], { cwd });
    expect(toFile.code).toBe(0);
    expect(toFile.stdout).toBe('');
    expect(readFileSync(path.join(cwd, 'checks.txt'), 'utf8')).toContain('param-became-required');
    const json = await runCli(['diff', '--list-checks', '-f', 'json'], { cwd });
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ schemaVersion: 1, checks: JSON.parse(JSON.stringify(CHECK_INFOS)) });
    const two = await runCli(['diff', '--list-checks', '-f', 'json', '-o', 'a.json', '-f', 'markdown', '-o', 'b.md'], { cwd });
    expect(two.code).toBe(2);
    expect(two.stdout).toBe('');
    expect(two.stderr).toBe('toolslint: --list-checks prints one table, as -f text (the default), -f markdown or -f json.\n');
  });

  it('is where diff --help points, instead of printing the table', async () => {
    const help = (await runCli(['diff', '--help'], { cwd: project({}) })).stdout;
    expect(help).toContain('toolslint diff --list-checks');
    expect(help).toContain('--list-checks');
    expect(help).not.toMatch(/param-became-required +input/);
    expect(help).not.toContain('enum-value-removed');
  });
});
