import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../rules/index.js';
import { project, runCli } from '../helpers/cli.js';

const root = path.resolve(import.meta.dirname, '../..');

describe('toolslint rules', () => {
  it('prints one row per registered rule with its preset severities', async () => {
    const r = await runCli(['rules'], { cwd: root });
    expect(r.code).toBe(0);
    for (const id of RULES.keys()) expect(r.stdout).toMatch(new RegExp(`^${id}\\s`, 'm'));
    expect(r.stdout).toContain(`${RULES.size} rules.`);
  });

  it('--format json gives id, severity per preset, description, fixable and docs URL', async () => {
    const out = JSON.parse((await runCli(['rules', '-f', 'json'], { cwd: root })).stdout);
    expect(out.schemaVersion).toBe(1);
    expect(out.rules.map((r: { id: string }) => r.id)).toEqual([...RULES.keys()]);
    expect(out.rules[0]).toEqual({
      id: expect.any(String),
      description: expect.any(String),
      presets: { recommended: expect.any(String), strict: expect.any(String), all: expect.any(String) },
      fixable: expect.any(Boolean),
      docsUrl: expect.stringMatching(/^https:\/\/github\.com\/toolslint\/toolslint\/blob\/main\/rules\/.+\/README\.md$/),
    });
  });

  it('docs/rules.md is what `toolslint rules -f markdown` prints (run `npm run docs` after changing a rule)', async () => {
    const r = await runCli(['rules', '-f', 'markdown'], { cwd: root });
    expect(readFileSync(path.join(root, 'docs/rules.md'), 'utf8')).toBe(r.stdout);
  });
});

describe('toolslint explain', () => {
  it("prints the rule's README and its presets", async () => {
    const r = await runCli(['explain', 'tool-name-verb'], { cwd: root });
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith(readFileSync(path.join(root, 'rules/tool-name-verb/README.md'), 'utf8').trimEnd())).toBe(true);
    expect(r.stdout).toContain('Presets: toolslint:recommended: off, toolslint:strict: info');
  });

  it('an unknown id is a usage error with a suggestion', async () => {
    const r = await runCli(['explain', 'name-verb'], { cwd: root });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown id "name-verb"; did you mean "tool-name-verb"/);
    expect((await runCli(['explain', 'tool-remved'], { cwd: root })).stderr).toMatch(/did you mean "tool-removed"/);
  });

  it('knows every id toolslint can print: diff checks and their mirrors, and the ids it reports itself', async () => {
    const { CHECK_INFOS } = await import('../../src/differ/index.js');
    const ids = [
      ...CHECK_INFOS.map((c) => c.id),
      'baseline-stale',
      'suppression-unused',
      'suppression-invalid',
      'suppression-reason-required',
      'file-not-linted',
    ];
    for (const id of ids) {
      const r = await runCli(['explain', id], { cwd: root });
      expect(r.code, `${id}: ${r.stderr}`).toBe(0);
      expect(r.stdout.startsWith(`${id}: `), id).toBe(true);
    }
    const removed = await runCli(['explain', 'tool-removed'], { cwd: root });
    expect(removed.stdout).toContain('a check of toolslint diff, not a lint rule');
    expect(removed.stdout).toContain('It reports a tool was removed.');
    expect(removed.stdout).not.toMatch(/collection-tool-limit|did you mean/);
    expect((await runCli(['explain', 'param-removed'], { cwd: root })).stdout).toContain('`output-property-removed`');
    expect((await runCli(['explain', 'baseline-stale'], { cwd: root })).stdout).toContain('reported by toolslint itself, not by a rule');
  });
});

describe('toolslint explain --format json and -o', () => {
  it('gives a rule its options schema, defaults, messages and caps as fields, with the same text', async () => {
    const r = await runCli(['explain', 'enum-valid', '-f', 'json'], { cwd: root });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    const rule = RULES.get('enum-valid')!;
    expect(out).toMatchObject({ schemaVersion: 1, kind: 'rule', id: 'enum-valid', presets: { recommended: 'error' }, defaultOptions: rule.meta.defaults });
    expect(out.optionsSchema).toEqual(rule.meta.schema);
    expect(out.messages).toEqual(rule.meta.messages);
    expect(out.maxSeverity.quoted).toBe('warn');
    expect(out.text).toBe((await runCli(['explain', 'enum-valid'], { cwd: root })).stdout);
  });

  it('gives targets, diff checks and reserved ids their own kind', async () => {
    const kinds = await Promise.all(
      ['anthropic-strict', 'param-became-required', 'baseline-stale'].map(async (id) =>
        JSON.parse((await runCli(['explain', id, '-f', 'json'], { cwd: root })).stdout),
      ),
    );
    expect(kinds.map((k) => [k.kind, k.id])).toEqual([
      ['target', 'anthropic-strict'],
      ['check', 'param-became-required'],
      ['reserved', 'baseline-stale'],
    ]);
    expect(kinds[0].limits).toBeTypeOf('object');
    expect(kinds[1]).toMatchObject({ level: 'breaking', bump: 'major' });
  });

  it('writes to -o instead of standard output', async () => {
    const cwd = project({});
    const r = await runCli(['explain', 'tool-name-verb', '-o', 'explained.md'], { cwd });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(readFileSync(path.join(cwd, 'explained.md'), 'utf8')).toBe((await runCli(['explain', 'tool-name-verb'], { cwd: root })).stdout);
  });
});

describe('toolslint init', () => {
  it('-f json writes .toolslintrc.json, which lints with; -o - prints the config; -o never overwrites', async () => {
    const cwd = project({ 'tools.yaml': 'tools:\n  - name: get_x\n    description: Gets x.\n' });
    const json = await runCli(['init', '-f', 'json', '--preset', 'strict'], { cwd });
    expect(json.code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(cwd, '.toolslintrc.json'), 'utf8'))).toEqual({
      $schema: './node_modules/toolslint/schema.json',
      extends: ['toolslint:strict'],
      rules: {},
    });
    expect((await runCli(['lint', 'tools.yaml'], { cwd })).code).not.toBe(2);
    const printed = await runCli(['init', '-o', '-'], { cwd });
    expect(printed.code).toBe(0);
    expect(printed.stdout).toMatch(/^# yaml-language-server: \$schema=/);
    const named = await runCli(['init', '-o', 'team.yaml', '--preset', 'all'], { cwd });
    expect(named.code).toBe(0);
    expect(named.stdout).toContain('toolslint lint --config team.yaml');
    const text = readFileSync(path.join(cwd, 'team.yaml'), 'utf8');
    const again = await runCli(['init', '-o', 'team.yaml'], { cwd });
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/team\.yaml already exists; toolslint init never overwrites/);
    expect(readFileSync(path.join(cwd, 'team.yaml'), 'utf8')).toBe(text);
  });

  it('writes a commented config that lints with, and refuses to overwrite it', async () => {
    const cwd = project({ 'tools.yaml': 'tools:\n  - name: get_x\n    description: Gets x.\n' });
    const first = await runCli(['init'], { cwd });
    expect(first.code).toBe(0);
    expect(existsSync(path.join(cwd, '.toolslintrc.yaml'))).toBe(true);
    const text = readFileSync(path.join(cwd, '.toolslintrc.yaml'), 'utf8');
    const lint = await runCli(['lint', 'tools.yaml'], { cwd });
    expect(lint.code).not.toBe(2);
    const second = await runCli(['init'], { cwd });
    expect(second.code).toBe(2);
    expect(second.stderr).toMatch(/\.toolslintrc\.yaml already exists/);
    expect(readFileSync(path.join(cwd, '.toolslintrc.yaml'), 'utf8')).toBe(text);
  });
});
