import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';

/**
 * The README is the front door and the docs/ pages hold the rest: the README stays short, every
 * link between them leads somewhere, and no page is left where no reader can find it.
 */
const root = path.resolve(import.meta.dirname, '..');
const README_MAX_BYTES = 12 * 1024;
/**
 * docs/api.md is written by a change of its own; until it lands, the README and the index may
 * link it. Once it exists it is checked like every other page.
 */
const ALLOWED_MISSING = new Set(['docs/api.md']);

const read = (rel: string): string => readFileSync(path.join(root, rel), 'utf8');
/** The top-level pages of docs/; generated subfolders (docs/precision) are not pages to link. */
const pages = readdirSync(path.join(root, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`);
const documents = ['README.md', 'CONTRIBUTING.md', ...pages];

/** Markdown without fenced code, whose `#` lines and `](` are not headings or links. */
function prose(doc: string): string {
  return doc.replace(/^```[\s\S]*?^```$/gm, '');
}

/** Relative link targets, as written (`../schema.json`, `lint.md#exit-codes`, `#precedence`). */
function links(doc: string): string[] {
  return [...prose(doc).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((t) => !/^[a-z]+:/i.test(t));
}

/** GitHub's heading anchors: lower case, punctuation dropped, each space a hyphen, repeats numbered. */
function anchors(doc: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, text] of prose(doc).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

/** What is wrong with a link from `from` (a path from the root) to `target`, or undefined. */
function broken(from: string, target: string): string | undefined {
  const [file, anchor] = target.split('#') as [string, string | undefined];
  const rel = file === '' ? from : path.posix.normalize(path.posix.join(path.posix.dirname(from), file));
  if (!existsSync(path.join(root, rel))) return ALLOWED_MISSING.has(rel) ? undefined : `${from}: ${target} does not exist`;
  if (anchor !== undefined && rel.endsWith('.md') && !anchors(read(rel)).has(anchor)) return `${from}: ${target} names no heading of ${rel}`;
  return undefined;
}

describe('the README and docs/', () => {
  it(`keep the README at most ${README_MAX_BYTES} bytes`, () => {
    expect(Buffer.byteLength(read('README.md'))).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it('link only to files and headings that exist', () => {
    const problems: string[] = [];
    let count = 0;
    for (const doc of documents) {
      for (const target of links(read(doc))) {
        count++;
        const problem = broken(doc, target);
        if (problem) problems.push(problem);
      }
    }
    expect(count).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it('link every docs page from the README or from docs/index.md, which the README links', () => {
    const target = (from: string, t: string) => path.posix.normalize(path.posix.join(path.posix.dirname(from), t.split('#')[0]));
    const readme = links(read('README.md')).map((t) => target('README.md', t));
    const index = links(read('docs/index.md')).map((t) => target('docs/index.md', t));
    expect(readme).toContain('docs/index.md');
    expect(readme).toContain('CONTRIBUTING.md');
    const linked = new Set([...readme, ...index]);
    expect(pages.filter((p) => p !== 'docs/index.md' && !linked.has(p))).toEqual([]);
    for (const missing of ALLOWED_MISSING) expect(linked.has(missing), `${missing} is allowed to be missing only while it is linked`).toBe(true);
  });

  it('are where the command line sends readers: each docs URL in src/ names a file and heading that exist', () => {
    const problems: string[] = [];
    let count = 0;
    for (const file of fg.sync('src/**/*.ts', { cwd: root })) {
      for (const [, target] of read(file).matchAll(/https:\/\/github\.com\/toolslint\/toolslint\/blob\/main\/([^\s'"`)]+)/g)) {
        if (target.includes('${')) continue;
        count++;
        const problem = broken('README.md', target);
        if (problem) problems.push(`${file}: ${problem}`);
      }
    }
    expect(count).toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([]);
  });
});
