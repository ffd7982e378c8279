import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DiffResult } from '../../src/differ/index.js';
import { CORPUS_DIR } from '../loaders/corpus-dir.js';
import { runCli } from '../helpers/cli.js';

/** What `toolslint diff -f json` prints, read back. */
export type DiffJson = Pick<DiffResult, 'changes' | 'verdict'> & { exitCode: number };

export interface Step {
  corpus: string;
  from: string;
  to: string;
  result: DiffJson;
}

interface IndexEntry {
  version: string;
  packageVersion?: string;
}

/**
 * Runs `toolslint diff` on every consecutive pair of a corpus's version lists, as a release job
 * would. The lists carry no version of their own, so each is given the one its tag names with
 * --base-version/--head-version (HEAD: the version `git describe` or package.json gives it).
 */
export async function corpusHistory(corpus: string): Promise<Step[]> {
  const dir = path.join(CORPUS_DIR, corpus, 'versions');
  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as { headDescribe?: string; versions: IndexEntry[] };
  const declared = (v: IndexEntry) =>
    v.packageVersion ?? (v.version === 'HEAD' ? index.headDescribe?.match(/^v(\d+\.\d+\.\d+)/)?.[1] : v.version.replace(/^v/, ''));
  const steps: Step[] = [];
  for (let i = 1; i < index.versions.length; i++) {
    const [from, to] = [index.versions[i - 1], index.versions[i]];
    const versions = [from, to].flatMap((v, side) => {
      const version = declared(v);
      return version === undefined ? [] : [side === 0 ? '--base-version' : '--head-version', version];
    });
    const run = await runCli(['diff', `${from.version}.json`, `${to.version}.json`, '-f', 'json', ...versions], { cwd: dir });
    if (run.code === 2) throw new Error(`${corpus} ${from.version} → ${to.version}: ${run.stderr}`);
    const result = JSON.parse(run.stdout) as DiffJson;
    if (result.exitCode !== run.code)
      throw new Error(`${corpus} ${from.version} → ${to.version}: the report says exit ${result.exitCode}, the run exited ${run.code}`);
    steps.push({ corpus, from: from.version, to: to.version, result });
  }
  return steps;
}

const count = (r: DiffJson, ...ids: string[]) => r.changes.filter((c) => ids.includes(c.id)).length;

/** The table committed in docs/diff-history.md: one row per step. */
export function historyTable(steps: Step[]): string {
  const rows = [
    '| step | tools − / + | breaking | warning | info | changes need | required | declared | ok | exit |',
    '|---|---:|---:|---:|---:|---|---|---|---|---:|',
  ];
  for (const { from, to, result: r } of steps) {
    const need = r.changes.some((c) => c.bump === 'major')
      ? 'major'
      : r.changes.some((c) => c.bump === 'minor')
        ? 'minor'
        : r.changes.some((c) => c.bump === 'patch')
          ? 'patch'
          : 'none';
    const levels = (l: string) => r.changes.filter((c) => c.level === l).length;
    rows.push(
      `| ${from} → ${to} | ${count(r, 'tool-removed', 'tool-removed-before-sunset', 'tool-renamed')} / ${count(r, 'tool-added')} | ${levels('breaking')} | ${levels('warning')} | ${levels('info')} | ${need} | ${r.verdict.required} | ${r.verdict.declared} | ${r.verdict.ok ? '✔' : '✖'} | ${r.exitCode} |`,
    );
  }
  return rows.join('\n');
}
