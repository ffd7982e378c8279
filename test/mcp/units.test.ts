import { describe, expect, it } from 'vitest';
import { expandVars, nameFromCommand, readClientConfig, splitCommandLine, toolsDocument } from '../../src/mcp/index.js';
import { loadSource } from '../../src/loaders/index.js';

describe('splitCommandLine', () => {
  it('splits like a shell for quotes and backslashes, and interprets nothing else', () => {
    expect(splitCommandLine(`node "my server.js" --name 'a b' x\\ y $HOME`)).toEqual(['node', 'my server.js', '--name', 'a b', 'x y', '$HOME']);
    expect(splitCommandLine(`a "" b`)).toEqual(['a', '', 'b']);
  });

  it('refuses an unclosed quote and an empty command', () => {
    expect(() => splitCommandLine(`node "server.js`)).toThrow(/unclosed " quote/);
    expect(() => splitCommandLine('   ')).toThrow(/needs a command/);
  });
});

describe('expandVars', () => {
  const env = { TOKEN: 's3cret', EMPTY: '' };
  it('reads ${VAR}, ${env:VAR} and ${VAR:-default}', () => {
    expect(expandVars('Bearer ${TOKEN}', { env }).value).toBe('Bearer s3cret');
    expect(expandVars('${env:TOKEN}', { env }).value).toBe('s3cret');
    expect(expandVars('${NOPE:-fallback}', { env }).value).toBe('fallback');
  });

  it('names what is not set, and the editor prompts it cannot answer', () => {
    expect(expandVars('${NOPE} ${EMPTY}', { env }).missing).toEqual(['NOPE', 'EMPTY']);
    expect(expandVars('${input:api-key}', { env }).inputs).toEqual(['api-key']);
  });
});

describe('readClientConfig', () => {
  const env = { TOKEN: 't', HOME_DIR: '/h' };

  it('reads mcpServers (Claude Desktop, Cursor): stdio and URL servers, skipping disabled ones', () => {
    const text = JSON.stringify({
      mcpServers: {
        local: { command: 'node', args: ['server.js', '${HOME_DIR}'], env: { KEY: '${TOKEN}', N: 3 } },
        remote: { url: 'https://example.com/mcp', headers: { Authorization: 'Bearer ${env:TOKEN}' } },
        old: { type: 'sse', url: 'https://example.com/sse' },
        off: { command: 'x', disabled: true },
      },
    });
    const servers = readClientConfig(text, 'claude.json', '/p/claude.json', { env });
    expect(servers).toEqual([
      {
        name: 'local',
        server: { transport: 'stdio', name: 'local', command: 'node', args: ['server.js', '/h'], env: { KEY: 't', N: '3' }, cwd: '/p', config: 'claude.json' },
      },
      {
        name: 'remote',
        server: { transport: 'http', name: 'remote', url: 'https://example.com/mcp', headers: { Authorization: 'Bearer t' }, config: 'claude.json' },
      },
      { name: 'old', server: { transport: 'sse', name: 'old', url: 'https://example.com/sse', headers: {}, config: 'claude.json' } },
    ]);
  });

  it('reads servers (.vscode/mcp.json) with comments, ${workspaceFolder} and problems per server', () => {
    const text = `{
      // VS Code allows comments and trailing commas
      "inputs": [],
      "servers": {
        "weather": { "type": "stdio", "command": "node", "args": ["\${workspaceFolder}/server.js"], },
        "needs-key": { "type": "stdio", "command": "node", "env": { "KEY": "\${env:MISSING_KEY}" } },
        "prompted": { "type": "http", "url": "https://x.dev/mcp", "headers": { "Authorization": "\${input:token}" } },
        "odd": { "type": "stdio" },
      },
    }`;
    const servers = readClientConfig(text, '.vscode/mcp.json', '/repo/.vscode/mcp.json', { env });
    expect(servers[0]).toMatchObject({ name: 'weather', server: { args: ['/repo/server.js'], cwd: '/repo' } });
    expect(servers[1]).toEqual({
      name: 'needs-key',
      problem: '.vscode/mcp.json, servers.needs-key needs the environment variable MISSING_KEY, which is not set.',
    });
    expect(servers[2]).toMatchObject({ name: 'prompted', problem: expect.stringContaining('editor input token') });
    expect(servers[3]).toMatchObject({ name: 'odd', problem: expect.stringContaining('no "command"') });
  });

  it('says what it expected of a file that lists no servers', () => {
    expect(() => readClientConfig('{"tools": []}', 'x.json', '/x.json', { env })).toThrow(/expected an "mcpServers" object/);
    expect(() => readClientConfig('{"mcpServers": ', 'x.json', '/x.json', { env })).toThrow(/not a valid MCP client config/);
  });
});

describe('toolsDocument', () => {
  const tool = (name: string, extra: object = {}) => ({
    inputSchema: { type: 'object', properties: { b: { type: 'string' }, a: { type: 'number' } } },
    description: `${name} things.`,
    name,
    ...extra,
  });

  it('is the same text whatever order the server sends tools and keys in', () => {
    const one = toolsDocument({
      name: 's',
      transport: 'stdio',
      serverInfo: { name: 'srv', version: '1.0.0' },
      tools: [tool('b_tool'), tool('a_tool')],
      warnings: [],
    });
    const two = toolsDocument({
      name: 's',
      transport: 'stdio',
      serverInfo: { name: 'srv', version: '1.0.0' },
      tools: [tool('a_tool'), tool('b_tool')].reverse().reverse(),
      warnings: [],
    });
    expect(one).toBe(two);
    const doc = JSON.parse(one);
    expect(doc.tools.map((t: { name: string }) => t.name)).toEqual(['a_tool', 'b_tool']);
    expect(Object.keys(doc)).toEqual(['serverInfo', 'tools']);
    expect(Object.keys(doc.tools[0])).toEqual(['name', 'description', 'inputSchema']);
    expect(Object.keys(doc.tools[0].inputSchema.properties)).toEqual(['a', 'b']);
    expect(one.endsWith('}\n')).toBe(true);
  });

  it('keeps a __proto__ key as data, and reads back as the mcp dialect', () => {
    const evil = JSON.parse('{"name": "get_x", "inputSchema": {"type": "object", "properties": {"__proto__": {"type": "string"}}}}');
    const text = toolsDocument({ name: 's', transport: 'stdio', serverInfo: { name: 'srv', version: '2.0.0' }, tools: [evil], warnings: [] });
    expect(text).toContain('"__proto__"');
    const registry = loadSource(text, 'tools.snapshot.json');
    expect(registry.dialect).toBe('mcp');
    expect(registry.version).toBe('2.0.0');
  });
});

describe('nameFromCommand', () => {
  it.each([
    ['node dist/server.js', 'server'],
    ['node node_modules/@modelcontextprotocol/server-everything/dist/index.js stdio', 'server-everything'],
    ['npx -y @scope/weather-mcp@1.2.0', 'weather-mcp'],
    ['uvx mcp-server-git --repository .', 'mcp-server-git'],
    ['docker run -i --rm ghcr.io/github/github-mcp-server', 'github-mcp-server'],
    [`sh -c 'cd srv && API=1 exec node main.js; true'`, 'main'],
    ['/opt/bin/my-server --stdio', 'my-server'],
  ])('%s → %s', (line, name) => {
    expect(nameFromCommand(splitCommandLine(line))).toBe(name);
  });
});
