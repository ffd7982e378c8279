import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECK_INFOS } from '../../src/differ/index.js';
import { renderChecksMarkdown } from '../../src/reporters/diff-reporters.js';
import { replaceBetween } from './markers.js';

const DOC = path.resolve(import.meta.dirname, '../../docs/diff.md');

describe('docs/diff.md', () => {
  it('shows the checks table generated from the registry (TOOLSLINT_UPDATE_DOCS=1 rewrites it)', () => {
    const doc = readFileSync(DOC, 'utf8');
    const next = replaceBetween(doc, 'diff-checks', renderChecksMarkdown(CHECK_INFOS));
    if (process.env.TOOLSLINT_UPDATE_DOCS === '1') writeFileSync(DOC, next);
    else expect(doc).toBe(next);
  });

  it('names every check in it once', () => {
    const table = renderChecksMarkdown(CHECK_INFOS);
    for (const c of CHECK_INFOS) expect(table.split(`\`${c.id}\``).length - 1, c.id).toBe(1);
  });
});
