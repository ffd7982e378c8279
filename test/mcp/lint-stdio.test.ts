import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';
import { FIXTURES, isAlive, nodeCommand, pidFile, readPid } from './servers.js';

const schema = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../schemas/lint-output.schema.json'), 'utf8'));
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);

interface JsonFinding {
  ruleId: string;
  tool?: string;
  file: string;
  pointer: string;
  line?: number;
}

describe('toolslint lint --mcp-stdio', { timeout: 20_000 }, () => {
  it('lints every page of tools/list as a file named after the server', async () => {
    const cwd = project({});
    const r = await runCli(
      ['lint', '--no-config', '--rule', 'schema-additional-properties:error', '--mcp-stdio', nodeCommand('stdio-server.mjs'), '-f', 'json'],
      { cwd },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(validate(out), JSON.stringify(validate.errors)).toBe(true);
    expect(out.files).toMatchObject([
      {
        file: 'mcp:stdio-server',
        dialect: 'mcp',
        tools: 6,
        server: { name: 'stdio-server', transport: 'stdio', serverInfo: { name: 'weather-fixture', version: '1.2.0' } },
      },
    ]);
    // weather_stats is alone on the third page: finding it means the cursor was followed.
    const bad = (out.findings as JsonFinding[]).filter((f) => f.tool === 'weather_stats');
    expect(bad.map((f) => f.ruleId)).toEqual(expect.arrayContaining(['schema-additional-properties', 'param-description-required']));
    expect(bad.find((f) => f.ruleId === 'schema-additional-properties')).toMatchObject({
      file: 'mcp:stdio-server',
      pointer: '/tools/5/inputSchema',
      line: expect.any(Number),
    });
    expect((out.findings as JsonFinding[]).every((f) => f.file === 'mcp:stdio-server')).toBe(true);
  });

  it('warns about stdout noise before JSON-RPC and still lints, with config overrides for mcp:<name>', async () => {
    const cwd = project({ '.toolslintrc.yaml': 'overrides:\n  - files: ["mcp:stdio-server"]\n    rules:\n      tool-description-length: "off"\n' });
    const r = await runCli(['lint', '--mcp-stdio', nodeCommand('stdio-server.mjs', '--noise'), '-f', 'json'], { cwd });
    expect(r.stderr).toContain(
      'toolslint: warning: mcp:stdio-server: the server wrote 1 line to stdout that is not JSON-RPC (first: "Weather server v1.2 starting...")',
    );
    const out = JSON.parse(r.stdout);
    expect(out.files[0].tools).toBe(6);
    expect(out.findings.filter((f: JsonFinding) => f.tool === 'weather_stats').map((f: JsonFinding) => f.ruleId)).not.toContain('tool-description-length');
  });

  it('ends a server that never answers: exit 2, one sentence, and the process gone', async () => {
    const pid = pidFile();
    const r = await runCli(['lint', '--no-config', '-f', 'json', '--mcp-timeout', '1', '--mcp-stdio', nodeCommand('silent-server.mjs', pid, '--noise')], {
      cwd: project({}),
    });
    expect(r.code).toBe(2);
    const out = JSON.parse(r.stdout);
    expect(validate(out), JSON.stringify(validate.errors)).toBe(true);
    expect(out.files).toMatchObject([]);
    expect(out.failures).toEqual([{ file: 'mcp:silent-server', message: expect.any(String), server: { name: 'silent-server', transport: 'stdio' } }]);
    expect(out.failures[0].message).toBe(
      'mcp:silent-server: the server did not answer initialize within 1 s (raise it with --mcp-timeout). ' +
        'It wrote 1 line to stdout that is not JSON-RPC (first: "Listening on stdio (debug mode)"): a stdio server must write only JSON-RPC messages to stdout and log to stderr. ' +
        'Its stderr ended with: silent-fixture: waiting for nothing',
    );
    expect(isAlive(readPid(pid))).toBe(false);
  });

  it('says how each other server failed: a crash at start, an error answer, a missing command', async () => {
    const r = await runCli(
      [
        'lint',
        '--no-config',
        '-f',
        'json',
        '--mcp-stdio',
        nodeCommand('crash-server.mjs'),
        '--mcp-stdio',
        nodeCommand('error-server.mjs'),
        '--mcp-stdio',
        'no-such-mcp-server-command --stdio',
      ],
      { cwd: project({}) },
    );
    expect(r.code).toBe(2);
    const messages = JSON.parse(r.stdout).failures.map((f: { message: string }) => f.message);
    expect(messages).toEqual([
      'mcp:crash-server: the server exited with code 3 before it answered initialize. Its stderr ended with: Starting crash-fixture | Error: WEATHER_API_KEY is not set',
      'mcp:error-server: the server answered tools/list (page 1) with the error "database unavailable" (code -32603).',
      'mcp:no-such-mcp-server-command: cannot start "no-such-mcp-server-command" (command not found).',
    ]);
  });

  it('needs a file or a server, and checks the MCP flags', async () => {
    const cwd = project({});
    expect((await runCli(['lint'], { cwd })).stderr).toContain('or an MCP server with --mcp-stdio, --mcp-url or --mcp-config');
    const r = await runCli(['lint', '--mcp-stdio', 'node "server.js'], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('toolslint: the command "node \\"server.js" has an unclosed " quote.\n');
    expect((await runCli(['lint', '--mcp-stdio', 'x', '--mcp-timeout', '0'], { cwd })).stderr).toContain('--mcp-timeout must be a positive number of seconds');
  });

  it('says a misspelt --rule before it starts any server', async () => {
    const cwd = project({});
    const marker = path.join(cwd, 'started');
    const server = `${JSON.stringify(process.execPath)} -e ${JSON.stringify(`require('fs').writeFileSync(${JSON.stringify(marker)}, '')`)}`;
    const r = await runCli(['lint', '--mcp-stdio', server, '--rule', 'tool-name-verbs:off'], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--rule "tool-name-verbs:off": unknown rule "tool-name-verbs" (did you mean "tool-name-verb"?).');
    expect(existsSync(marker)).toBe(false);
  });
});

describe('toolslint lint --mcp-config', { timeout: 20_000 }, () => {
  it('lints each server a client config lists; a broken one is a failure with its stderr, the others are still linted', async () => {
    const server = (script: string) => ({ command: process.execPath, args: [path.join(FIXTURES, script)] });
    const cwd = project({
      'claude_desktop_config.json': JSON.stringify({
        mcpServers: { weather: server('stdio-server.mjs'), broken: server('crash-server.mjs'), keyless: { command: 'node', env: { KEY: '${NOT_SET_KEY}' } } },
      }),
      '.vscode/mcp.json': `// VS Code's format, comments allowed\n${JSON.stringify({ servers: { weather: { type: 'stdio', ...server('stdio-server.mjs') }, other: { command: 'x' } } })}`,
    });
    const r = await runCli(
      [
        'lint',
        '--no-config',
        '-f',
        'json',
        '--mcp-config',
        'claude_desktop_config.json',
        '--mcp-config',
        '.vscode/mcp.json',
        '--mcp-server',
        'weather',
        '--mcp-server',
        'broken',
        '--mcp-server',
        'keyless',
      ],
      { cwd },
    );
    expect(r.code).toBe(2);
    const out = JSON.parse(r.stdout);
    expect(validate(out), JSON.stringify(validate.errors)).toBe(true);
    expect(out.files.map((f: { file: string; tools: number; server: object }) => [f.file, f.tools, f.server])).toEqual([
      [
        'mcp:weather',
        6,
        { name: 'weather', transport: 'stdio', serverInfo: { name: 'weather-fixture', version: '1.2.0' }, config: 'claude_desktop_config.json' },
      ],
      ['mcp:weather-2', 6, { name: 'weather-2', transport: 'stdio', serverInfo: { name: 'weather-fixture', version: '1.2.0' }, config: '.vscode/mcp.json' }],
    ]);
    expect(out.failures).toEqual([
      {
        file: 'mcp:broken',
        message:
          'mcp:broken: the server exited with code 3 before it answered initialize. Its stderr ended with: Starting crash-fixture | Error: WEATHER_API_KEY is not set',
        server: { name: 'broken', transport: 'stdio', config: 'claude_desktop_config.json' },
      },
      {
        file: 'mcp:keyless',
        message: 'mcp:keyless: claude_desktop_config.json, mcpServers.keyless needs the environment variable NOT_SET_KEY, which is not set.',
        server: { name: 'keyless', config: 'claude_desktop_config.json' },
      },
    ]);
    const files = new Set(out.findings.map((f: JsonFinding) => f.file));
    expect(files).toEqual(new Set(['mcp:weather', 'mcp:weather-2']));
  });

  it('lists a config it cannot read as a failure', async () => {
    const cwd = project({ 'broken.json': '{"mcpServers": {', 'other.json': '{"tools": []}' });
    const r = await runCli(['lint', '--no-config', '-f', 'json', '--mcp-config', 'broken.json', '--mcp-config', 'other.json', '--mcp-config', 'missing.json'], {
      cwd,
    });
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout).failures).toEqual([
      { file: 'broken.json', message: expect.stringMatching(/^broken\.json: not a valid MCP client config: /) },
      { file: 'missing.json', message: 'missing.json: cannot read the file (no such file).' },
      {
        file: 'other.json',
        message: 'other.json: no MCP servers: expected an "mcpServers" object (Claude Desktop, Cursor) or a "servers" object (.vscode/mcp.json).',
      },
    ]);
  });
});

describe('a published MCP server', { timeout: 30_000 }, () => {
  // The reference server the MCP project publishes, installed as a devDependency.
  const entry = path.join(path.dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/package.json')), 'dist/index.js');

  it('@modelcontextprotocol/server-everything over stdio: every tool linted and located', async () => {
    const r = await runCli(
      [
        'lint',
        '--no-config',
        '--rule',
        'schema-additional-properties:error',
        '--rule',
        'tool-name-verb:warn',
        '-f',
        'json',
        '--mcp-stdio',
        `'${process.execPath}' '${entry}' stdio`,
      ],
      { cwd: project({}) },
    );
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.failures).toEqual([]);
    expect(out.files).toMatchObject([
      {
        file: 'mcp:server-everything',
        dialect: 'mcp',
        tools: expect.any(Number),
        server: { name: 'server-everything', transport: 'stdio', serverInfo: { name: expect.stringContaining('everything'), version: expect.any(String) } },
      },
    ]);
    expect(out.files[0].tools).toBeGreaterThan(5);
    const echo = out.findings.filter((f: JsonFinding) => f.tool === 'echo');
    expect(echo).toContainEqual(
      expect.objectContaining({
        ruleId: 'tool-name-verb',
        file: 'mcp:server-everything',
        pointer: expect.stringMatching(/^\/tools\/\d+\/name$/),
        line: expect.any(Number),
      }),
    );
  });
});
