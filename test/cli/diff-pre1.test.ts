import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';

/** The pre-1.0 table in docs/diff.md, row by row: the documentation the command line must agree with. */
function documentedRows(): string[][] {
  const doc = readFileSync(path.resolve(import.meta.dirname, '../../docs/diff.md'), 'utf8');
  const block = doc.split('<!-- pre-1.0 verdicts -->')[1]?.split('<!-- /pre-1.0 verdicts -->')[0] ?? '';
  return block
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('|') && !l.startsWith('|---') && !l.startsWith('| base'))
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
}

const BASE = 'tools:\n  - name: t\n    description: Find things.\n    inputSchema: { type: object, properties: { q: { type: string } } }\n';
const HEAD: Record<string, string> = {
  breaking: BASE.replace('properties:', 'required: [q], properties:'),
  addition: BASE.replace('q: { type: string }', 'q: { type: string }, page: { type: integer }'),
  description: BASE.replace('Find things.', 'Find things by name.'),
};

describe('the documented verdicts below and across 1.0.0', () => {
  const rows = documentedRows();

  it('docs/diff.md has the table', () => {
    expect(rows.length).toBeGreaterThanOrEqual(8);
  });

  it.each(rows)('%s → %s, %s: %s needed, %s declared, ok %s', async (base, head, change, required, declared, ok) => {
    const cwd = project({ 'a.yaml': BASE, 'b.yaml': HEAD[change] });
    const r = await runCli(['diff', 'a.yaml', 'b.yaml', '-f', 'json', '--base-version', base, '--head-version', head, '--check-version'], { cwd });
    const out = JSON.parse(r.stdout);
    expect(out.verdict).toEqual({ required, declared, ok: ok === '✔' });
    // --check-version: the run fails on a breaking change or on a declared bump that is too low.
    expect(r.code).toBe(change === 'breaking' || ok === '✖' ? 1 : 0);
  });
});
