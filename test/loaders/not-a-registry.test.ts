import { describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';

describe('a document that is not a registry', () => {
  it('names a misspelt container key, where it is written', async () => {
    const cwd = project({ 'a.yaml': '# tools\ntols:\n  - name: get_weather\n    description: Gets the weather.\n' });
    const r = await runCli(['lint', 'a.yaml'], { cwd });
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('3:3  error  a.yaml: not a tool registry: found an object with keys "tols" ("tols": did you mean "tools"?); expected');
    expect(r.stdout).not.toMatch(/\n\s+at /);
  });

  it('says nothing of the kind when no key is close', async () => {
    const cwd = project({ 'a.yaml': 'servers: []\n' });
    expect((await runCli(['lint', 'a.yaml'], { cwd })).stdout).not.toContain('did you mean');
  });

  it('names a tools key that holds no list, in a registry or a JSON-RPC result, where it is written', async () => {
    const cwd = project({ 'n.json': '{"tools": null}\n', 'r.json': '{"jsonrpc": "2.0", "id": 1, "result": {"tools": {"a": 1}}}\n' });
    const r = await runCli(['lint', 'n.json', 'r.json', '-f', 'json'], { cwd });
    expect(r.code).toBe(2);
    const failures = JSON.parse(r.stdout).failures as Array<{ message: string; line: number; column: number }>;
    expect(failures.map((f) => [f.line, f.column, f.message.split(';')[0]])).toEqual([
      [1, 11, 'n.json: not a tool registry: found an object with keys "tools" whose /tools is null, not a list of tools'],
      [1, 49, 'r.json: not a tool registry: found an object with keys "jsonrpc", "id", "result" whose /result/tools is an object, not a list of tools'],
    ]);
  });

  it('names a tools list that holds no tool, at its first item', async () => {
    const cwd = project({ 'j.json': '{"tools": [1, "x", null]}\n', 'e.json': '{"tools": []}\n' });
    const r = await runCli(['lint', 'j.json', 'e.json', '-f', 'json'], { cwd });
    expect(r.code).toBe(2);
    const failures = JSON.parse(r.stdout).failures as Array<{ message: string; line: number; column: number }>;
    expect(failures.map((f) => [f.line, f.column, f.message.split(';')[0]])).toEqual([
      [1, 12, 'j.json: not a tool registry: found an object with keys "tools" whose /tools is a list of no tool definitions (its first item is a number)'],
    ]);
  });
});
