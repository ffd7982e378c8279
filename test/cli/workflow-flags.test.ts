import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workflowOptions } from '../../src/cli/lint/workflow.js';
import { project, runCli } from '../helpers/cli.js';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

describe('suppression, baseline, fix and cache flags', () => {
  const flags = workflowOptions().map((o) => o.long!);

  it('are each in `toolslint lint --help` and in the README', async () => {
    const help = (await runCli(['lint', '--help'], { cwd: project({}) })).stdout;
    expect(flags.length).toBe(9);
    for (const flag of flags) {
      expect(help, flag).toContain(flag);
      expect(readme, flag).toContain(`\`${flag}`);
    }
    for (const id of ['suppression-reason-required', 'suppression-unused', 'suppression-invalid', 'baseline-stale']) expect(readme).toContain(`| \`${id}\` |`);
  });
});
