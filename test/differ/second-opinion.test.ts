import { describe, expect, it } from 'vitest';
import { exactlyForJsonSchemaDiff, forJsonSchemaDiff, jsonSchemaDiffOpinion } from '../../src/differ/second-opinion.js';
import { declaredKeysOnly } from '../../src/differ/opinion.js';
import { diffFixture, diffTexts, toolWith } from './helpers.js';

const obj = (extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { owner: { type: 'string' }, org: { type: 'string' } },
  additionalProperties: false,
  ...extra,
});

describe('json-schema-diff as a second opinion', () => {
  it('reports a shrink no named check explains: a oneOf branch widened until values match both', async () => {
    const r = await diffFixture('input-schema-narrowed');
    expect(r.changes.map((c) => [c.id, c.level, c.pointer])).toEqual([
      ['input-schema-narrowed', 'breaking', '/properties/query'],
      ['max-length-relaxed', 'info', '/properties/query/oneOf/0/maxLength'],
    ]);
    expect(r.verdict.required).toBe('major');
  });

  it('needs no second opinion for a required key that no property declares: a named check reports it', async () => {
    const r = await diffFixture('required-undeclared-added', { secondOpinion: false });
    expect(r.changes.map((c) => [c.id, c.level])).toEqual([['required-undeclared-added', 'breaking']]);
  });

  it('says nothing when a named check already explains the shrink, and is not asked', async () => {
    let asked = 0;
    // Only the search for an unexplained shrink counts; the exact sameness question may be asked.
    const opinion = async (_b: unknown, _h: unknown, _q: unknown, exact?: boolean) => (exact ? undefined : ((asked += 1), true));
    const r = await diffTexts(
      toolWith('type: object\nproperties:\n  q: { type: string }'),
      toolWith('type: object\nrequired: [q]\nproperties:\n  q: { type: string }'),
      { secondOpinion: opinion },
    );
    expect(r.changes.map((c) => c.id)).toEqual(['param-became-required']);
    expect(asked).toBe(0);
  });

  it('turns a named breaking change into a warning when the library proves both schemas accept the same values', async () => {
    // `not: {type: string}` is every type but string, written the other way round.
    const base = toolWith('type: object\nrequired: [v]\nproperties:\n  v: { type: [array, boolean, integer, "null", number, object] }');
    const head = toolWith('type: object\nrequired: [v]\nproperties:\n  v: { not: { type: string } }');
    const r = await diffTexts(base, head);
    expect(r.changes.length).toBeGreaterThan(0);
    expect(r.changes.every((c) => c.level !== 'breaking')).toBe(true);
    expect(r.changes.some((c) => c.message.endsWith('accept exactly the same values, so this is a warning, not a breaking change.'))).toBe(true);
    expect(r.verdict.required).not.toBe('major');
  });

  it('keeps a change breaking when a keyword the library does not read is involved', async () => {
    const base = toolWith('type: object\nrequired: [v]\nproperties:\n  v: { type: string }');
    const head = toolWith('type: object\nrequired: [v]\nproperties:\n  v: { type: string, enum: [a] }');
    expect((await diffTexts(base, head)).changes.map((c) => [c.id, c.level])).toContainEqual(['enum-introduced', 'breaking']);
  });

  it('keeps a removed output property breaking though the output accepts fewer values', async () => {
    expect((await diffFixture('param-removed')).changes[0].level).toBe('breaking');
    expect(await jsonSchemaDiffOpinion(obj(), obj({ properties: { owner: { type: 'string' } } }), 'narrowed', true)).toBe(true);
  });

  it('is not consulted with --no-second-opinion (secondOpinion: false)', async () => {
    expect((await diffFixture('input-schema-narrowed', { secondOpinion: false })).changes.map((c) => c.id)).toEqual(['max-length-relaxed']);
  });

  it('answers the question it is asked, with a quick no when the edit plainly goes the other way', async () => {
    expect(await jsonSchemaDiffOpinion(obj(), obj({ maxProperties: 1 }), 'narrowed')).toBe(true);
    expect(await jsonSchemaDiffOpinion(obj({ maxProperties: 1 }), obj(), 'narrowed')).toBe(false);
    expect(await jsonSchemaDiffOpinion(obj({ maxProperties: 1 }), obj(), 'widened')).toBe(true);
    expect(await jsonSchemaDiffOpinion(obj({ required: ['owner'] }), obj(), 'narrowed')).toBe(false);
    // A property only the head declares narrows an open object.
    expect(await jsonSchemaDiffOpinion({ type: 'object' }, { type: 'object', properties: { a: { type: 'string' } } }, 'narrowed')).toBe(true);
  });

  it('has no opinion rather than let the library resolve a $ref or read an unknown type', async () => {
    expect(forJsonSchemaDiff({ type: 'object', properties: { a: { $ref: 'https://example.com/a.json' } } })).toBeUndefined();
    expect(forJsonSchemaDiff({ type: 'HashMap' })).toBeUndefined();
    expect(await jsonSchemaDiffOpinion({ type: 'HashMap' }, { type: 'string' }, 'narrowed')).toBeUndefined();
  });

  it('keeps only what the library reasons about, and drops a `not` that would lose a keyword', () => {
    expect(forJsonSchemaDiff({ type: 'string', enum: ['a'], description: 'x', maxLength: 3 })).toEqual({ type: 'string', maxLength: 3 });
    // Leaving `enum` out of a `not` would make it reject every string: the whole `not` goes.
    expect(forJsonSchemaDiff({ type: 'string', not: { enum: ['a'] } })).toEqual({ type: 'string' });
    expect(forJsonSchemaDiff({ type: 'object', not: { required: ['a'] } })).toEqual({ type: 'object', not: { required: ['a'] } });
  });

  it('gives an exact copy only when nothing but annotations is left out', () => {
    expect(exactlyForJsonSchemaDiff({ type: 'string', description: 'x', 'x-order': 1, maxLength: 3 })).toEqual({ type: 'string', maxLength: 3 });
    expect(exactlyForJsonSchemaDiff({ type: 'string', pattern: '^a' })).toBeUndefined();
  });

  it('compares inputs as callers use them: only the keys a schema names', () => {
    expect(declaredKeysOnly({ type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'string' } } } } })).toEqual({
      type: 'object',
      properties: { a: { type: 'object', properties: { b: { type: 'string' } }, additionalProperties: false } },
      additionalProperties: false,
    });
    // A free-form object (no declared properties) stays open.
    expect(declaredKeysOnly({ type: 'object', properties: {} })).toEqual({ type: 'object', properties: {} });
  });
});
