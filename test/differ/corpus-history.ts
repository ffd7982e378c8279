import { readFileSync } from 'node:fs';
import path from 'node:path';
import { diffRegistries, type DiffResult } from '../../src/differ/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { CORPUS_DIR } from '../loaders/corpus-dir.js';

export interface Step {
  corpus: string;
  from: string;
  to: string;
  result: DiffResult;
}

interface IndexEntry {
  version: string;
  packageVersion?: string;
}

/**
 * Diffs every consecutive pair of a corpus's version lists. The lists carry no version of their
 * own, so each gets the one its tag names (HEAD: the version `git describe` or package.json
 * gives it), as a release job would declare it.
 */
export async function corpusHistory(corpus: string): Promise<Step[]> {
  const dir = path.join(CORPUS_DIR, corpus, 'versions');
  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as { headDescribe?: string; versions: IndexEntry[] };
  const declared = (v: IndexEntry) => v.packageVersion ?? (v.version === 'HEAD' ? index.headDescribe?.match(/^v(\d+\.\d+\.\d+)/)?.[1] : v.version.replace(/^v/, ''));
  const registries = index.versions.map((v) => {
    const registry = loadSource(readFileSync(path.join(dir, `${v.version}.json`)), `${v.version}.json`);
    const version = declared(v);
    if (version !== undefined) registry.version = version;
    return registry;
  });
  const steps: Step[] = [];
  for (let i = 1; i < registries.length; i++) {
    const [from, to] = [index.versions[i - 1].version, index.versions[i].version];
    const result = await diffRegistries({ source: from, registry: registries[i - 1] }, { source: to, registry: registries[i] }, { now: new Date('2026-09-01T00:00:00Z') });
    steps.push({ corpus, from, to, result });
  }
  return steps;
}

const count = (r: DiffResult, ...ids: string[]) => r.changes.filter((c) => ids.includes(c.id)).length;

/** The table committed in docs/diff-history.md: one row per step. */
export function historyTable(steps: Step[]): string {
  const rows = [
    '| step | tools − / + | breaking | warning | info | changes need | required | declared | ok |',
    '|---|---:|---:|---:|---:|---|---|---|---|',
  ];
  for (const { from, to, result: r } of steps) {
    const need = r.changes.some((c) => c.bump === 'major') ? 'major' : r.changes.some((c) => c.bump === 'minor') ? 'minor' : r.changes.some((c) => c.bump === 'patch') ? 'patch' : 'none';
    const levels = (l: string) => r.changes.filter((c) => c.level === l).length;
    rows.push(`| ${from} → ${to} | ${count(r, 'tool-removed', 'tool-removed-before-sunset', 'tool-renamed')} / ${count(r, 'tool-added')} | ${levels('breaking')} | ${levels('warning')} | ${levels('info')} | ${need} | ${r.verdict.required} | ${r.verdict.declared} | ${r.verdict.ok ? '✔' : '✖'} |`);
  }
  return rows.join('\n');
}
