import { readFileSync } from 'node:fs';
import path from 'node:path';
import { diffRegistries, type DiffOptions, type DiffResult } from '../../src/differ/index.js';
import { loadSource } from '../../src/loaders/index.js';

export const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/diff');

/** A fixed clock for sunset dates. */
export const NOW = new Date('2026-06-01T00:00:00Z');

/** Diffs two documents given as text (YAML or JSON by name). */
export function diffTexts(base: string, head: string, options: DiffOptions = {}, names = ['base.yaml', 'head.yaml']): Promise<DiffResult> {
  return diffRegistries(
    { source: names[0], registry: loadSource(base, names[0]) },
    { source: names[1], registry: loadSource(head, names[1]) },
    { now: NOW, ...options },
  );
}

/** Reads fixtures/diff/<id>/{base,head}.yaml. */
export function fixture(id: string): { base: string; head: string } {
  const dir = path.join(FIXTURES, id);
  return { base: readFileSync(path.join(dir, 'base.yaml'), 'utf8'), head: readFileSync(path.join(dir, 'head.yaml'), 'utf8') };
}

export function diffFixture(id: string, options: DiffOptions = {}): Promise<DiffResult> {
  const { base, head } = fixture(id);
  return diffTexts(base, head, options);
}

/** One tool's input schema as a registry document. */
export function toolWith(schema: string, extra = ''): string {
  return `tools:\n  - name: t\n    description: d\n${extra}    inputSchema:\n${schema.replace(/^/gm, '      ')}\n`;
}
