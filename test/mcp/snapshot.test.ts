import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';
import { nodeCommand } from './servers.js';

interface JsonFinding {
  ruleId: string;
  tool?: string;
  file: string;
  pointer: string;
  line?: number;
  column?: number;
}

describe('toolslint snapshot', { timeout: 20_000 }, () => {
  let snapshot = '';

  it('writes the same file whatever order and pages the server uses, and lints like the live server', async () => {
    const cwd = project({});
    const one = await runCli(['snapshot', '--mcp-stdio', nodeCommand('stdio-server.mjs'), '-o', 'a.json'], { cwd });
    const two = await runCli(['snapshot', '-f', 'json', '--mcp-stdio', nodeCommand('stdio-server.mjs', '--reverse')], { cwd });
    expect(one).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(two.code).toBe(0);
    const text = readFileSync(path.join(cwd, 'a.json'), 'utf8');
    expect(two.stdout).toBe(text);
    snapshot = text;
    const doc = JSON.parse(text);
    expect(doc.serverInfo).toEqual({ name: 'weather-fixture', version: '1.2.0' });
    expect(doc.tools.map((t: { name: string }) => t.name)).toEqual([
      'get_air_quality',
      'get_forecast',
      'get_weather',
      'list_cities',
      'search_alerts',
      'weather_stats',
    ]);
    expect(text).not.toMatch(/nextCursor|_meta/);

    const fromFile = JSON.parse((await runCli(['lint', '--no-config', 'a.json', '-f', 'json'], { cwd })).stdout);
    const live = JSON.parse((await runCli(['lint', '--no-config', '--mcp-stdio', nodeCommand('stdio-server.mjs'), '-f', 'json'], { cwd })).stdout);
    expect(fromFile.files[0]).toMatchObject({ file: 'a.json', dialect: 'mcp', tools: 6 });
    const strip = (fs: JsonFinding[]) => fs.map(({ file: _, ...rest }) => rest);
    expect(strip(live.findings)).toEqual(strip(fromFile.findings));
  });

  it('is what diff compares with the next build, given with --mcp-stdio on either side', async () => {
    const cwd = project({ 'tools.snapshot.json': snapshot });
    const next = nodeCommand('stdio-server.mjs', '--next-release');
    const r = await runCli(['diff', 'tools.snapshot.json', '--mcp-stdio', next, '-f', 'json'], { cwd });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.base).toMatchObject({ source: 'tools.snapshot.json', version: '1.2.0' });
    expect(out.head).toMatchObject({ source: 'mcp:stdio-server', version: '1.2.0' });
    const breaking = out.changes.filter((c: { level: string }) => c.level === 'breaking').map((c: { id: string; tool: string }) => `${c.id} ${c.tool}`);
    expect(breaking).toEqual(expect.arrayContaining(['tool-removed get_air_quality', 'param-added-required get_forecast']));

    const sides = await runCli(['diff', '--mcp-stdio', next, 'tools.snapshot.json', '-f', 'json'], { cwd });
    expect(JSON.parse(sides.stdout).base.source).toBe('mcp:stdio-server');
    expect((await runCli(['diff', 'tools.snapshot.json'], { cwd })).stderr).toBe(
      'toolslint: diff compares two sides (files, folders, REV:path, --mcp-stdio or --mcp-url), and 1 was given.\n',
    );
  });

  it('takes -f json, the one format it writes, as every command takes -f, and refuses another', async () => {
    const r = await runCli(['snapshot', '-f', 'yaml', '--mcp-stdio', nodeCommand('stdio-server.mjs')], { cwd: project({}) });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain("'yaml' is invalid");
  });

  it('takes one server, and fails with exit 2 when it cannot be asked', async () => {
    const cwd = project({});
    const two = await runCli(['snapshot', '--mcp-stdio', 'a', '--mcp-stdio', 'b'], { cwd });
    expect(two).toMatchObject({ code: 2, stderr: 'toolslint: a snapshot holds one server, and the flags name 2: a, b (pick one with --mcp-server).\n' });
    const crash = await runCli(['snapshot', '--mcp-stdio', nodeCommand('crash-server.mjs')], { cwd });
    expect(crash.code).toBe(2);
    expect(crash.stderr).toContain('toolslint: mcp:crash-server: the server exited with code 3 before it answered initialize.');
    expect(crash.stdout).toBe('');
  });
});
