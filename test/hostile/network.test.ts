import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';

let server: Server;
let port = 0;
let connections = 0;

beforeAll(async () => {
  server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('no $ref makes a network connection', () => {
  it('URLs in $refs of every kind, in tool lists and OpenAPI documents, are never fetched', async () => {
    const base = `127.0.0.1:${port}`;
    const refs = [
      `http://${base}/a.json`,
      `https://${base}/b.json`,
      `//${base}/c.json`,
      `http://${base}/d.yaml#/Thing`,
      `ftp://${base}/e.json`,
      `file://${base}/etc/passwd`,
    ];
    const properties = Object.fromEntries(refs.map((ref, i) => [`p${i}`, { $ref: ref }]));
    const cwd = project({
      'tools.json': JSON.stringify({ tools: [{ name: 'get_x', description: 'Gets x.', parameters: { type: 'object', properties } }] }),
      'api.yaml': [
        'openapi: 3.1.0',
        'info: { title: t, version: "1" }',
        `servers: [{ url: "http://${base}" }]`,
        'paths:',
        '  /x:',
        `    $ref: "http://${base}/path-item.yaml"`,
        '  /y:',
        '    post:',
        '      operationId: createY',
        `      requestBody: { $ref: "http://${base}/body.yaml" }`,
        `      responses: { "200": { $ref: "https://${base}/response.yaml" } }`,
        '      parameters:',
        `        - $ref: "http://${base}/param.yaml"`,
        '',
      ].join('\n'),
    });
    const r = await runCli(['lint', 'tools.json', 'api.yaml', '-f', 'json'], { cwd });
    expect([1, 2]).toContain(r.code);
    const out = JSON.parse(r.stdout);
    const remote = out.findings.filter((f: { ruleId: string; messageId: string }) => f.ruleId === 'ref-resolvable' && f.messageId === 'remote');
    expect(remote.length).toBeGreaterThanOrEqual(5);
    // Give any stray connection time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(connections).toBe(0);
  });
});
