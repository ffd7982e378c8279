import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The shared corpus of real tool definitions, beside the repository unless TOOLSLINT_CORPUS says. */
export const CORPUS_DIR = process.env.TOOLSLINT_CORPUS ?? path.resolve(repoRoot, '../shared/corpus');
export const CORPUS_PRESENT = fs.existsSync(CORPUS_DIR);
/**
 * A missing corpus skips its tests, since a clean clone on its own does not have it;
 * TOOLSLINT_REQUIRE_CORPUS=1 turns the skip into a failure where the corpus must be present.
 */
export const RUN_CORPUS = CORPUS_PRESENT || process.env.TOOLSLINT_REQUIRE_CORPUS === '1';

/** Every file under the corpus, as paths relative to it with `/` separators, sorted. */
export function corpusFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(CORPUS_DIR, full).split(path.sep).join('/'));
    }
  };
  walk(CORPUS_DIR);
  return out.sort();
}

export function readCorpus(rel: string): Buffer {
  return fs.readFileSync(path.join(CORPUS_DIR, rel));
}
