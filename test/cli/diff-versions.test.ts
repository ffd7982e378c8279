import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';

const tools = (required: string[]) => `tools:
  - name: search_issues
    description: Search issues in a repository.
    inputSchema:
      type: object
      required: [${required.join(', ')}]
      properties:
        query: { type: string }
        repo: { type: string }
`;
const V1 = tools(['query']);
const BREAKING = tools(['query', 'repo']);
const ADDED = `${V1}  - name: get_me\n    description: Who am I.\n    inputSchema: { type: object }\n`;

function gitRepo(files: Record<string, string>, tag?: string): string {
  const cwd = project(files);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', '-c', 'init.defaultBranch=main', ...args], { cwd, stdio: 'pipe' });
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'v1');
  if (tag) git('tag', tag);
  return cwd;
}

describe('toolslint diff: the versions compared', () => {
  it('--base-version and --head-version say the versions files do not carry', async () => {
    const cwd = project({ 'a.yaml': V1, 'b.yaml': BREAKING });
    const r = await runCli(['diff', 'a.yaml', 'b.yaml', '-f', 'json', '--base-version', '1.4.0', '--head-version', 'v1.5.0'], { cwd });
    const json = JSON.parse(r.stdout);
    expect(json.base.version).toBe('1.4.0');
    expect(json.head.version).toBe('1.5.0');
    expect(json.verdict).toEqual({ required: 'major', declared: 'minor', ok: false });
  });

  it('a version that is not semver is a usage error naming the flag', async () => {
    const r = await runCli(['diff', 'a.yaml', 'b.yaml', '--base-version', 'next'], { cwd: project({ 'a.yaml': V1, 'b.yaml': V1 }) });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('toolslint: --base-version must be a semver version such as 1.4.0 (got "next").\n');
  });

  it('a git revision a release tag points at takes its version from the tag', async () => {
    const cwd = gitRepo({ 'tools.yaml': V1 }, 'v0.17.0');
    writeFileSync(path.join(cwd, 'tools.yaml'), BREAKING);
    const r = await runCli(['diff', 'v0.17.0:tools.yaml', 'tools.yaml', '-f', 'json', '--head-version', '0.18.0'], { cwd });
    const json = JSON.parse(r.stdout);
    expect(json.base.version).toBe('0.17.0');
    // Below 1.0.0 a breaking change needs a minor bump, once (src/differ/semver.ts).
    expect(json.verdict).toEqual({ required: 'minor', declared: 'minor', ok: true });
    const untagged = await runCli(['diff', 'HEAD:tools.yaml', 'tools.yaml', '-f', 'json'], { cwd: gitRepo({ 'tools.yaml': V1 }) });
    expect(JSON.parse(untagged.stdout).base.version).toBeUndefined();
  });

  it('the ✔ or ✖ printed is the exit code, in text, markdown and json', async () => {
    const cwd = project({ 'a.yaml': V1, 'b.yaml': ADDED, 'c.yaml': BREAKING });
    // An addition with no versions to check: the verdict cannot be checked, and the run passes.
    const added = await runCli(['diff', 'a.yaml', 'b.yaml'], { cwd });
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/✔ A minor bump is needed; .* cannot be checked \(not enforced: --check-version fails the run on it\)\.\n$/);
    const checked = await runCli(['diff', 'a.yaml', 'b.yaml', '--check-version'], { cwd });
    expect(checked.code).toBe(1);
    expect(checked.stdout).toMatch(/✖ A minor bump is needed/);
    const markdown = await runCli(['diff', 'a.yaml', 'b.yaml', '-f', 'markdown'], { cwd });
    expect(markdown.stdout).not.toContain('❌');
    const breaking = await runCli(['diff', 'a.yaml', 'c.yaml', '-f', 'json', '--base-version', '1.0.0', '--head-version', '2.0.0'], { cwd });
    expect(breaking.code).toBe(1);
    expect(JSON.parse(breaking.stdout)).toMatchObject({ verdict: { ok: true }, exitCode: 1 });
    const text = await runCli(['diff', 'a.yaml', 'c.yaml', '--base-version', '1.0.0', '--head-version', '2.0.0'], { cwd });
    expect(text.stdout).toMatch(/✖ A major bump is needed; declared major/);
  });
});
