import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';

const schema = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../schemas/diff-output.schema.json'), 'utf8'));
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);

const BASE = `version: 1.0.0
tools:
  - name: search_issues
    description: Search issues in a repository.
    inputSchema:
      type: object
      required: [query]
      properties:
        query: { type: string, maxLength: 100 }
        repo: { type: string }
  - name: get_issue
    description: Get one issue.
    inputSchema: { type: object, properties: { id: { type: integer } } }
`;
const HEAD = `version: 1.1.0
tools:
  - name: search_issues
    description: Search issues in one repository.
    inputSchema:
      type: object
      required: [query, repo]
      properties:
        query: { type: string, maxLength: 50 }
        repo: { type: string }
`;

describe('diff -f json on real runs', () => {
  it('validates against schemas/diff-output.schema.json, with before/after, both places, migration and exitCode', async () => {
    const cwd = project({ 'v1.yaml': BASE, 'v2.yaml': HEAD });
    const r = await runCli(['diff', 'v1.yaml', 'v2.yaml', '-f', 'json'], { cwd });
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(validate(out), JSON.stringify(validate.errors)).toBe(true);
    expect(out.exitCode).toBe(1);
    const byId = (id: string) => out.changes.find((c: { id: string }) => c.id === id);
    expect(byId('max-length-tightened')).toMatchObject({
      pointer: '/properties/query/maxLength',
      before: 100,
      after: 50,
      base: { file: 'v1.yaml', pointer: '/tools/0/inputSchema/properties/query/maxLength', line: 9, column: 43 },
      head: { file: 'v2.yaml', pointer: '/tools/0/inputSchema/properties/query/maxLength', line: 9, column: 43 },
    });
    expect(byId('param-became-required')).toMatchObject({ before: false, after: true, migration: 'Always pass `repo`: it is now required.' });
    const removed = byId('tool-removed');
    expect(removed.before).toMatchObject({ name: 'get_issue' });
    expect(removed).not.toHaveProperty('after');
    expect(removed).not.toHaveProperty('head');
    expect(removed.base).toMatchObject({ file: 'v1.yaml', line: 11 });
    expect(byId('tool-description-changed')).toMatchObject({ before: 'Search issues in a repository.', after: 'Search issues in one repository.' });
  });

  it('names a git side as REV:path in every place', async () => {
    const cwd = project({ 'tools.yaml': BASE });
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', '-c', 'init.defaultBranch=main', ...args], { cwd, stdio: 'pipe' });
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'v1');
    writeFileSync(path.join(cwd, 'tools.yaml'), HEAD);
    const out = JSON.parse((await runCli(['diff', 'HEAD:tools.yaml', 'tools.yaml', '-f', 'json'], { cwd })).stdout);
    expect(validate(out), JSON.stringify(validate.errors)).toBe(true);
    const c = out.changes.find((x: { id: string }) => x.id === 'max-length-tightened');
    expect([c.base.file, c.head.file]).toEqual(['HEAD:tools.yaml', 'tools.yaml']);
  });

  it('the schema refuses a place without a file, or a line without a column', () => {
    const good = { schemaVersion: 1, base: { source: 'a' }, head: { source: 'b' }, verdict: { required: 'none', declared: 'none', ok: true } };
    const change = { id: 'x-y', level: 'info', direction: 'tool', tool: 't', pointer: '', message: 'm', bump: 'none' };
    expect(validate({ ...good, changes: [{ ...change, head: { file: 'b', pointer: '', line: 1, column: 1 } }] })).toBe(true);
    expect(validate({ ...good, changes: [{ ...change, head: { pointer: '' } }] })).toBe(false);
    expect(validate({ ...good, changes: [{ ...change, head: { file: 'b', pointer: '', line: 1 } }] })).toBe(false);
    expect(validate({ ...good, changes: [], exitCode: 2 })).toBe(false);
  });
});
