import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function scratch(files: Record<string, string>, inGit = false): string {
  const cwd = project(files);
  made.push(cwd);
  if (inGit) {
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', '-c', 'init.defaultBranch=main', ...args], { cwd, stdio: 'pipe' });
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'v1');
  }
  return cwd;
}

/**
 * One document holding two lists: an MCP `tools` list (get_a) and Gemini declarations (get_b).
 * Detection reads it as Gemini; `--dialect mcp` reads the other list. Between the two versions
 * only get_b changes.
 */
const mixed = (bEnum: string[]) =>
  JSON.stringify({
    tools: [{ name: 'get_a', description: 'Gets a.', inputSchema: { type: 'object', properties: { s: { type: 'string', enum: ['x', 'y'] } } } }],
    functionDeclarations: [{ name: 'get_b', description: 'Gets b.', parameters: { type: 'object', properties: { s: { type: 'string', enum: bEnum } } } }],
  });
const V1 = mixed(['x', 'y']);
const V2 = mixed(['x']);
const GEMINI = JSON.stringify({ functionDeclarations: [{ name: 'get_b', description: 'Gets b.', parameters: { type: 'object' } }] });

describe('toolslint diff --dialect', () => {
  it('reads both sides as the dialect named, as lint does', async () => {
    const cwd = scratch({ 'v1.json': V1, 'v2.json': V2 });
    const detected = await runCli(['diff', 'v1.json', 'v2.json', '-f', 'json'], { cwd });
    expect(detected.code).toBe(1);
    expect(JSON.parse(detected.stdout).changes.map((c: { id: string; tool: string }) => `${c.id} ${c.tool}`)).toEqual(['enum-value-removed get_b']);
    // Were only one side forced, get_a and get_b would be a removal and an addition.
    const forced = await runCli(['diff', '--dialect', 'mcp', 'v1.json', 'v2.json', '-f', 'json'], { cwd });
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect(JSON.parse(forced.stdout).changes).toEqual([]);
    const lint = await runCli(['lint', '--dialect', 'mcp', 'v1.json', '-f', 'json'], { cwd });
    expect(JSON.parse(lint.stdout).files).toMatchObject([{ file: 'v1.json', dialect: 'mcp', tools: 1 }]);
  });

  it('applies to a git side and to folders', async () => {
    const cwd = scratch({ 'tools/v.json': V1 }, true);
    const mixedHead = await runCli(['diff', '--dialect', 'mcp', 'HEAD:tools/v.json', 'tools', '-f', 'json'], { cwd });
    expect(mixedHead.stderr).toBe('');
    expect(JSON.parse(mixedHead.stdout).changes).toEqual([]);
    const gemini = await runCli(['diff', '--dialect=gemini', 'HEAD:tools', 'tools/v.json', '-f', 'json'], { cwd });
    expect(gemini.stderr).toBe('');
    expect(JSON.parse(gemini.stdout).changes).toEqual([]);
  });

  it('a dialect that does not fit either side is one sentence and exit 2', async () => {
    const cwd = scratch({ 'g.json': GEMINI, 'v1.json': V1 }, true);
    for (const args of [
      ['g.json', 'v1.json'],
      ['v1.json', 'g.json'],
      ['HEAD:g.json', 'v1.json'],
    ]) {
      const r = await runCli(['diff', '--dialect', 'mcp', ...args], { cwd });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^toolslint: (HEAD:)?g\.json: not an MCP tool or tools\/list result: no tool list where that dialect keeps one\.\n$/);
    }
  });

  it("takes lint's choices and help text; anything else is a usage error", async () => {
    const cwd = scratch({ 'g.json': GEMINI });
    // Commander wraps help to the widest option of each command, so compare the words.
    const option = (help: string) => help.replace(/\s+/g, ' ').match(/--dialect <dialect> .*?\)/)?.[0];
    const diffHelp = option((await runCli(['diff', '--help'], { cwd })).stdout);
    expect(diffHelp).toMatch(/^--dialect <dialect> read every input as this dialect instead of detecting it \(choices: "openai-chat", /);
    expect(diffHelp).toBe(option((await runCli(['lint', '--help'], { cwd })).stdout));
    const bad = await runCli(['diff', '--dialect', 'nope', 'g.json', 'g.json'], { cwd });
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/argument 'nope' is invalid\. Allowed choices are openai-chat, /);
  });
});
