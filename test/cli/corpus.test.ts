import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, RUN_CORPUS } from '../loaders/corpus-dir.js';
import { runCli } from '../helpers/cli.js';

describe.runIf(RUN_CORPUS)('toolslint lint over the whole real corpus', () => {
  it('lints every registry in it and fails on none: only genuinely malformed files may make a run exit 2', async () => {
    const r = await runCli(['lint', '.', '-f', 'json'], { cwd: CORPUS_DIR });
    const out = JSON.parse(r.stdout);
    expect(out.failures).toEqual([]);
    expect(r.code).not.toBe(2);
    expect(out.files.length).toBeGreaterThan(200);
    // The folder of GitHub MCP toolsnaps is one registry of one-tool files.
    expect(out.files.filter((f: { file: string }) => f.file.startsWith('github-mcp-server/toolsnaps/')).length).toBeGreaterThan(100);
    for (const f of out.files) expect(f.tools, f.file).toBeGreaterThan(0);
    for (const f of out.findings) {
      expect(f.line, `${f.file}${f.pointer}`).toBeGreaterThan(0);
      expect(f.column).toBeGreaterThan(0);
    }
  }, 120_000);
});
