import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script with no types
import { DOC, OUT, PAIRS, ROOT, installed, oasdiffBin, renderSection, sideFile, toolslintArgs, withSection } from '../../scripts/compare-oasdiff.mjs';

/**
 * docs/diff-vs-oasdiff/ holds real outputs of toolslint and oasdiff side by side (written by
 * scripts/compare-oasdiff.mjs); this keeps them from going stale. toolslint's side of the
 * hand-made pair is always rerun; the GitHub pairs' inputs (13 MB each, from npm) and the
 * oasdiff binary are in bench/.cache/oasdiff only once the script has installed them.
 */
interface Side {
  package?: string;
  file: string;
}
interface Pair {
  id: string;
  base: Side;
  head: Side;
}

const run = promisify(execFile);
const pairs = PAIRS as Pair[];
const committed = (pair: Pair, name: string) => readFileSync(path.join(OUT, pair.id, name), 'utf8');
const fromNpm = (pair: Pair) => Boolean(pair.base.package || pair.head.package);
const inputs = (pair: Pair) => [sideFile(pair.base), sideFile(pair.head)] as string[];

/** Runs toolslint as the script does; exit code 1 is a verdict, not a failure. */
async function toolslint(pair: Pair, format: string): Promise<string> {
  const args = toolslintArgs(pair, format) as string[];
  try {
    return (await run(process.execPath, args, { cwd: ROOT, maxBuffer: 64 * 2 ** 20 })).stdout;
  } catch (e) {
    const err = e as { code?: number; stdout?: string };
    if (err.code === 1 && err.stdout !== undefined) return err.stdout;
    throw e;
  }
}

describe('the comparison with oasdiff (docs/diff-vs-oasdiff)', () => {
  it("the page's generated part is what the committed outputs give", () => {
    const doc = readFileSync(DOC, 'utf8');
    expect(doc).toBe(withSection(doc, renderSection()));
  });

  for (const pair of pairs.filter((p) => !fromNpm(p))) {
    it(`${pair.id}: toolslint.md and the verdict in summary.json are what toolslint gives now`, async () => {
      const [markdown, json] = await Promise.all([toolslint(pair, 'markdown'), toolslint(pair, 'json')]);
      expect(markdown).toBe(committed(pair, 'toolslint.md'));
      const summary = JSON.parse(committed(pair, 'summary.json'));
      const result = JSON.parse(json);
      expect(result.verdict).toEqual(summary.toolslint.verdict);
      const levels = { breaking: 0, warning: 0, info: 0 } as Record<string, number>;
      for (const c of result.changes as Array<{ level: string }>) levels[c.level] += 1;
      expect(levels).toEqual(summary.toolslint.changes);
    });

    it.skipIf(!installed(pair))(
      `${pair.id}: oasdiff.md is what oasdiff gives (skipped unless node scripts/compare-oasdiff.mjs has installed oasdiff)`,
      async () => {
        const [base, head] = inputs(pair);
        const { stdout } = await run(oasdiffBin(), ['changelog', base, head, '--format', 'markdown'], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
        expect(`${stdout.trimEnd()}\n`).toBe(committed(pair, 'oasdiff.md'));
      },
    );
  }

  // A GitHub pair takes toolslint about 16 s; the two are diffed side by side.
  const npmPairs = pairs.filter(fromNpm);
  const ready = npmPairs.every((p) => installed(p));
  it.skipIf(!ready)(
    `${npmPairs.map((p) => p.id).join(', ')}: toolslint.md is what toolslint gives now (skipped unless node scripts/compare-oasdiff.mjs has installed the documents)`,
    async () => {
      const outputs = await Promise.all(npmPairs.map((p) => toolslint(p, 'markdown')));
      npmPairs.forEach((p, i) => expect(outputs[i], p.id).toBe(committed(p, 'toolslint.md')));
    },
    120_000,
  );
});
