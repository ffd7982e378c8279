import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';

const V1 = 'version: 1.0.0\ntools:\n  - name: t\n    description: d\n    inputSchema: { type: object, properties: { q: { type: string } } }\n';
const V2 = 'version: 1.0.1\ntools:\n  - name: t\n    description: d\n    inputSchema: { type: object, required: [q], properties: { q: { type: string } } }\n';

describe('toolslint diff -f github|sarif|junit', () => {
  it('writes each CI format, with the exit code of the run', async () => {
    const cwd = project({ 'v1.yaml': V1, 'v2.yaml': V2 });
    const r = await runCli(['diff', 'v1.yaml', 'v2.yaml', '-f', 'sarif', '-o', 'diff.sarif', '-f', 'junit', '-o', 'diff.xml', '-f', 'github'], { cwd });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('::error file=v2.yaml,line=5,');
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(/^::error title=toolslint diff::A major bump is needed/);
    expect(JSON.parse(readFileSync(path.join(cwd, 'diff.sarif'), 'utf8')).runs[0].results[0].ruleId).toBe('param-became-required');
    expect(readFileSync(path.join(cwd, 'diff.xml'), 'utf8')).toContain('<error type="param-became-required"');
  });
});
