import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workflowOptions } from '../../src/cli/lint/workflow.js';
import { project, runCli } from '../helpers/cli.js';

const docs = path.resolve(import.meta.dirname, '../../docs');
const read = (page: string): string => readFileSync(path.join(docs, page), 'utf8');
/** The pages that document these flags: suppressions and baseline, fixes and cache, and hooks (--skip-non-registries). */
const pages = ['suppressions-and-baseline.md', 'fixes-and-cache.md', 'ci.md'].map(read).join('\n');

describe('suppression, baseline, fix and cache flags', () => {
  const flags = workflowOptions().map((o) => o.long!);

  it('are each in `toolslint lint --help` and in the docs', async () => {
    const help = (await runCli(['lint', '--help'], { cwd: project({}) })).stdout;
    expect(flags.length).toBe(9);
    for (const flag of flags) {
      expect(help, flag).toContain(flag);
      expect(pages, flag).toContain(`\`${flag}`);
    }
    for (const id of ['suppression-reason-required', 'suppression-unused', 'suppression-invalid', 'baseline-stale'])
      expect(read('suppressions-and-baseline.md')).toContain(`| \`${id}\` |`);
  });
});
