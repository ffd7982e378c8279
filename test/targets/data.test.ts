import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MCP_REVISIONS } from '../../src/targets/mcp-schemas.js';
import { mcpSchema } from '../../rules/mcp-tool-schema-valid/validate.js';
import { findTarget, listLimits, PORTABLE_TARGET, selectTargets, TARGET_NAMES, TARGETS } from '../../src/targets/index.js';
import { CORPUS_DIR, RUN_CORPUS } from '../loaders/corpus-dir.js';

const ALL = [...TARGETS.values(), PORTABLE_TARGET];

describe('target data', () => {
  it('names the targets issue 6 asks for, with mcp as the latest revision', () => {
    expect([...TARGETS.keys()]).toEqual([
      'openai',
      'openai-strict',
      'openai-responses',
      'anthropic',
      'anthropic-strict',
      'gemini',
      'mcp@2024-11-05',
      'mcp@2025-03-26',
      'mcp@2025-06-18',
      'mcp@2025-11-25',
      'mcp@2026-07-28',
    ]);
    expect(findTarget('mcp')?.id).toBe(`mcp@${MCP_REVISIONS.at(-1)}`);
    expect(TARGET_NAMES).toContain('portable');
    expect(findTarget('openai ')).toBeUndefined();
    expect(selectTargets(['mcp', 'mcp@2026-07-28', 'openai']).map((t) => t.id)).toEqual(['mcp@2026-07-28', 'openai']);
  });

  it('dates every target and gives every limit an https source', () => {
    const problems: string[] = [];
    for (const t of ALL) {
      if (t.checked !== '2026-11-22') problems.push(`${t.id}: checked ${t.checked}`);
      for (const { key, limit } of listLimits(t.limits)) {
        const sources = Array.isArray(limit.source) ? limit.source : [limit.source];
        if (sources.length === 0 || sources.some((s) => !/^https:\/\/\S+$/.test(s))) problems.push(`${t.id}.${key}: source ${JSON.stringify(limit.source)}`);
      }
      if (listLimits(t.limits).length !== Object.keys(t.limits).length) problems.push(`${t.id}: a limit without a label`);
    }
    expect(problems).toEqual([]);
  });

  it('gives each MCP revision its own schema and each strict mode a strict variant', () => {
    for (const rev of MCP_REVISIONS) expect(findTarget(`mcp@${rev}`)?.limits.mcpRevision?.value).toBe(rev);
    for (const t of TARGETS.values()) if (t.strictVariant) expect(findTarget(t.strictVariant)?.strict, t.id).toBe(true);
  });

  it('makes the portable profile no looser than what it is the intersection of', () => {
    const basis = ['openai', 'anthropic', 'gemini', 'mcp'].map((n) => findTarget(n)!);
    const portable = PORTABLE_TARGET.limits;
    // Every name the portable pattern accepts, each basis pattern accepts.
    const names = ['a', '_a', 'A-b_c', `a${'b'.repeat(63)}`, 'get_user', 'x-1'];
    for (const name of names) {
      expect(new RegExp(portable.namePattern!.value).test(name), name).toBe(true);
      for (const t of basis) if (t.limits.namePattern) expect(new RegExp(t.limits.namePattern.value).test(name), `${t.id} ${name}`).toBe(true);
    }
    for (const name of ['1a', 'a.b', `a${'b'.repeat(64)}`, '', 'a b']) expect(new RegExp(portable.namePattern!.value).test(name), name).toBe(false);
    for (const key of ['descriptionMaxLength', 'maxTools'] as const) {
      for (const t of basis) if (t.limits[key]) expect(portable[key]!.value, `${key} ${t.id}`).toBeLessThanOrEqual(t.limits[key]!.value);
    }
    const root = new Set(portable.rootUnsupportedKeywords!.value);
    for (const t of basis) for (const k of t.limits.rootUnsupportedKeywords?.value ?? []) expect(root.has(k), `${t.id} ${k}`).toBe(true);
  });
});

describe.runIf(RUN_CORPUS)('shipped MCP schemas', () => {
  it("are the specification's schema.json files, unchanged", () => {
    for (const rev of MCP_REVISIONS) {
      const upstream = JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, 'mcp-spec-schema', rev, 'schema.json'), 'utf8'));
      expect(mcpSchema(rev), rev).toEqual(upstream);
    }
    expect(fs.readdirSync(new URL('../../schemas/mcp/', import.meta.url)).sort()).toEqual(MCP_REVISIONS.map((r) => `${r}.json`));
    expect(fs.readdirSync(path.join(CORPUS_DIR, 'mcp-spec-schema')).sort()).toEqual([...MCP_REVISIONS]);
  });
});
