import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** CONTRIBUTING.md names files, scripts and tests; each must still be there, or the recipe misleads. */
const root = path.resolve(import.meta.dirname, '..');
const doc = readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');

describe('CONTRIBUTING.md', () => {
  it('names only files and folders that exist (placeholders such as <id> aside)', () => {
    const named = [...doc.matchAll(/`([\w./-]+\/[\w./-]*|[\w-]+\.(?:ts|md|json))`/g)].map((m) => m[1]);
    // A bare file name is found in the folder the recipe is about, so only paths are checked.
    const paths = named.filter((p) => p.includes('/') && !p.startsWith('http') && !p.startsWith('../'));
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((p) => !existsSync(path.join(root, p)))).toEqual([]);
  });

  it('runs only npm scripts that exist', () => {
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const used = [...doc.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]);
    expect(used).toContain('new:rule');
    expect(used.filter((s) => !(s in scripts))).toEqual([]);
  });

  it('quotes test names as the tests spell them', () => {
    const missing: string[] = [];
    let quoted = 0;
    for (const [, file, titles] of doc.matchAll(/`(test\/[\w/.-]+\.test\.ts)`[^(`]*\(([^)]*)\)/g)) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const [, title] of titles.matchAll(/"([^"<]+)"/g)) {
        quoted++;
        // The doc wraps its lines; a test name is on one.
        const name = title.replace(/\s+/g, ' ');
        if (!text.includes(name)) missing.push(`${file}: "${name}"`);
      }
    }
    expect(quoted).toBeGreaterThanOrEqual(4);
    expect(missing).toEqual([]);
  });

  it('is linked from the README', () => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toContain('[CONTRIBUTING.md](CONTRIBUTING.md)');
  });
});
