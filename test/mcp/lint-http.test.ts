import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';
import { startHttpServer } from './servers.js';

const TOKEN = 'tok-9f8e7d6c5b4a';

describe('toolslint lint --mcp-url', { timeout: 20_000 }, () => {
  let url = '';
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    ({ url, child } = await startHttpServer(TOKEN));
  });
  afterAll(() => {
    child?.kill();
  });

  const lint = (path: string, ...more: string[]) =>
    runCli(['lint', '--no-config', '--rule', 'schema-additional-properties:error', '-f', 'json', '--mcp-url', `${url}${path}`, ...more], {
      cwd: project({}),
      env: { MCP_TOKEN: TOKEN },
    });

  it('lints every page over Streamable HTTP, with a header read from the environment and never printed', async () => {
    const r = await lint('/mcp', '--mcp-header', 'Authorization: Bearer ${MCP_TOKEN}');
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const out = JSON.parse(r.stdout);
    const host = new URL(url).host;
    expect(out.files).toMatchObject([
      {
        file: `mcp:${host}`,
        dialect: 'mcp',
        tools: 6,
        server: { name: host, transport: 'streamable-http', serverInfo: { name: 'weather-fixture', version: '1.2.0' }, url: `${url}/mcp` },
      },
    ]);
    expect(out.findings.filter((f: { tool?: string }) => f.tool === 'weather_stats').map((f: { ruleId: string }) => f.ruleId)).toContain(
      'schema-additional-properties',
    );
    expect(r.stdout + r.stderr).not.toContain(TOKEN);
  });

  it('falls back to HTTP+SSE where the server only speaks that', async () => {
    const r = await lint('/sse', '--mcp-header', 'Authorization: Bearer ${MCP_TOKEN}');
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(JSON.parse(r.stdout).files[0]).toMatchObject({ tools: 6, server: { transport: 'sse', url: `${url}/sse` } });
  });

  it('fails, exit 2, when the server turns the request down, and never prints the header', async () => {
    const r = await lint('/mcp?key=secret-in-query', '--mcp-header', 'Authorization: Bearer wrong-token-123');
    expect(r.code).toBe(2);
    const failure = JSON.parse(r.stdout).failures[0];
    expect(failure.message).toMatch(/: HTTP 401 from http:\/\/127\.0\.0\.1:\d+\/mcp: /);
    expect(failure.server.url).toBe(`${url}/mcp`);
    expect(r.stdout + r.stderr).not.toMatch(/wrong-token-123|secret-in-query/);
  });

  it('refuses a header whose variable is not set, naming only the variable', async () => {
    const r = await runCli(['lint', '--mcp-url', `${url}/mcp`, '--mcp-header', 'Authorization: Bearer ${NOT_SET_TOKEN}'], { cwd: project({}) });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('toolslint: --mcp-header Authorization uses the environment variable NOT_SET_TOKEN, which is not set.\n');
  });
});
