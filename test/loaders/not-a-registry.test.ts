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
});
