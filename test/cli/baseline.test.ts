import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';

const CONFIG = 'extends: []\nrules:\n  schema-additional-properties: error\n  param-description-required: warn\n';

const tool = (name: string, open: boolean) => `  - name: ${name}
    description: Does ${name}.
    parameters:
      type: object
${open ? '' : '      additionalProperties: false\n'}      required: [id]
      properties:
        id: {type: string}
`;

const setup = () =>
  project({
    '.toolslintrc.yaml': CONFIG,
    'tools/a.yaml': `tools:\n${tool('get_a', true)}`,
    'tools/b.yaml': `tools:\n${tool('get_b', true)}${tool('get_c', false)}`,
  });

const read = (cwd: string, file: string) => JSON.parse(readFileSync(path.join(cwd, file), 'utf8'));
const lint = (cwd: string, ...flags: string[]) => runCli(['lint', 'tools', '-f', 'json', '--baseline', 'toolslint-baseline.json', ...flags], { cwd });
const ruleIds = (stdout: string) =>
  JSON.parse(stdout).findings.map((f: { ruleId: string; file: string; pointer: string }) => `${f.ruleId} ${f.file} ${f.pointer}`);

describe('--baseline', () => {
  it('--update-baseline writes every finding, keyed by file, tool, rule and pointer, sorted; the run then passes', async () => {
    const cwd = setup();
    const r = await lint(cwd, '--update-baseline');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).findings).toEqual([]);
    expect(r.stderr).toBe('toolslint: wrote toolslint-baseline.json: 5 entries for 5 findings.\n');
    expect(readFileSync(path.join(cwd, 'toolslint-baseline.json'), 'utf8')).toBe(
      `${JSON.stringify(
        {
          version: 2,
          entries: [
            { file: 'tools/a.yaml', tool: 'get_a', ruleId: 'param-description-required', pointer: '/parameters/properties/id', count: 1 },
            { file: 'tools/a.yaml', tool: 'get_a', ruleId: 'schema-additional-properties', pointer: '/parameters', count: 1 },
            { file: 'tools/b.yaml', tool: 'get_b', ruleId: 'param-description-required', pointer: '/parameters/properties/id', count: 1 },
            { file: 'tools/b.yaml', tool: 'get_b', ruleId: 'schema-additional-properties', pointer: '/parameters', count: 1 },
            { file: 'tools/b.yaml', tool: 'get_c', ruleId: 'param-description-required', pointer: '/parameters/properties/id', count: 1 },
          ],
        },
        null,
        2,
      )}\n`,
    );
  });

  it('reuse: the listed findings are left out, even after edits move them to other lines; new ones are reported', async () => {
    const cwd = setup();
    await lint(cwd, '--update-baseline');
    // Lines move (a comment on top) and a new tool brings a new finding.
    writeFileSync(path.join(cwd, 'tools/a.yaml'), `# moved down\n\ntools:\n${tool('get_a', true)}${tool('get_d', true)}`);
    const r = await lint(cwd);
    expect(ruleIds(r.stdout)).toEqual([
      'schema-additional-properties tools/a.yaml /tools/1/parameters',
      'param-description-required tools/a.yaml /tools/1/parameters/properties/id',
    ]);
    expect(r.stderr).toBe('toolslint: 5 findings are in the baseline toolslint-baseline.json and not shown.\n');
    expect(r.code).toBe(1);
  });

  it('a stale entry (its problem was fixed) is reported and fails the run', async () => {
    const cwd = setup();
    await lint(cwd, '--update-baseline');
    writeFileSync(path.join(cwd, 'tools/a.yaml'), `tools:\n${tool('get_a', false)}`);
    const r = await lint(cwd, '--fail-severity', 'error');
    const out = JSON.parse(r.stdout);
    expect(out.findings).toEqual([
      {
        ruleId: 'baseline-stale',
        severity: 'error',
        messageId: 'stale',
        message:
          'The baseline expects a "schema-additional-properties" finding at /parameters in the definition of tool "get_a", and none was found: the problem was fixed or moved; run with --prune-baseline to drop the entry.',
        tool: 'get_a',
        file: 'tools/a.yaml',
        pointer: '/parameters',
      },
    ]);
    expect(r.code).toBe(1);
  });

  it('--prune-baseline removes stale entries and passes; entries for files not linted are kept', async () => {
    const cwd = setup();
    await lint(cwd, '--update-baseline');
    writeFileSync(path.join(cwd, 'tools/a.yaml'), `tools:\n${tool('get_a', false)}`);
    const r = await runCli(['lint', 'tools/a.yaml', '--baseline', 'toolslint-baseline.json', '--prune-baseline'], { cwd });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('toolslint: wrote toolslint-baseline.json: 4 entries for 4 findings, 1 stale entry pruned.\n');
    const entries = read(cwd, 'toolslint-baseline.json').entries;
    expect(entries.map((e: { file: string; ruleId: string }) => `${e.file} ${e.ruleId}`)).toEqual([
      'tools/a.yaml param-description-required',
      'tools/b.yaml param-description-required',
      'tools/b.yaml schema-additional-properties',
      'tools/b.yaml param-description-required',
    ]);
    // Pruned: the run after it is clean.
    expect((await lint(cwd)).code).toBe(0);
  });

  it('entries of a deleted file are stale', async () => {
    const cwd = setup();
    await lint(cwd, '--update-baseline');
    rmSync(path.join(cwd, 'tools/a.yaml'));
    const r = await lint(cwd);
    expect(ruleIds(r.stdout)).toEqual(['baseline-stale tools/a.yaml /parameters', 'baseline-stale tools/a.yaml /parameters/properties/id']);
    expect(r.code).toBe(1);
  });

  it('a count: two findings with one key need an entry counting two', async () => {
    const cwd = setup();
    await lint(cwd, '--update-baseline');
    const baseline = read(cwd, 'toolslint-baseline.json');
    baseline.entries[1].count = 2;
    writeFileSync(path.join(cwd, 'toolslint-baseline.json'), JSON.stringify(baseline));
    const r = await lint(cwd);
    expect(JSON.parse(r.stdout).findings[0].message).toContain(
      'expects 2 "schema-additional-properties" findings at /parameters in the definition of tool "get_a", and only 1 was found',
    );
  });

  it('paths in the baseline are relative to its own folder, so it works from another working folder', async () => {
    const cwd = setup();
    await runCli(['lint', 'tools', '--baseline', 'ci/baseline.json', '--update-baseline'], { cwd });
    expect(read(cwd, 'ci/baseline.json').entries[0].file).toBe('../tools/a.yaml');
    const r = await runCli(['lint', 'a.yaml', 'b.yaml', '--baseline', '../ci/baseline.json', '-c', '../.toolslintrc.yaml'], { cwd: path.join(cwd, 'tools') });
    expect(r.code).toBe(0);
  });

  it('usage errors: a missing or damaged file, and the writing flags without --baseline', async () => {
    const cwd = setup();
    const missing = await lint(cwd);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--baseline toolslint-baseline.json: cannot read the file (ENOENT); write one with --update-baseline.');
    writeFileSync(path.join(cwd, 'toolslint-baseline.json'), '{"version": 1, "entries": [{"file": "a"}]}');
    expect((await lint(cwd)).stderr).toContain('not a toolslint baseline: entry 0 needs file, ruleId and pointer');
    const alone = await runCli(['lint', 'tools', '--update-baseline'], { cwd });
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain('--update-baseline needs --baseline FILE');
    expect(existsSync(path.join(cwd, '.toolslintcache'))).toBe(false);
  });

  it('inserting, removing and reordering tools turns no other entry stale', async () => {
    const cwd = setup();
    await lint(cwd, '--update-baseline');
    // A new tool at the top of b.yaml, get_b removed from it, and a.yaml's tool moved below a new one.
    writeFileSync(path.join(cwd, 'tools/b.yaml'), `tools:\n${tool('get_new', true)}${tool('get_c', false)}`);
    writeFileSync(path.join(cwd, 'tools/a.yaml'), `tools:\n${tool('get_d', false)}${tool('get_a', true)}`);
    const r = await lint(cwd);
    expect(ruleIds(r.stdout).sort()).toEqual([
      // get_b's entries are stale (it is gone), and get_new and get_d bring their own findings: nothing else.
      'baseline-stale tools/b.yaml /parameters',
      'baseline-stale tools/b.yaml /parameters/properties/id',
      'param-description-required tools/a.yaml /tools/0/parameters/properties/id',
      'param-description-required tools/b.yaml /tools/0/parameters/properties/id',
      'schema-additional-properties tools/b.yaml /tools/0/parameters',
    ]);
    expect(
      JSON.parse(r.stdout)
        .findings.filter((f: { ruleId: string }) => f.ruleId === 'baseline-stale')
        .map((f: { tool: string }) => f.tool),
    ).toEqual(['get_b', 'get_b']);
    // Reordering alone changes nothing.
    await lint(cwd, '--prune-baseline');
    writeFileSync(path.join(cwd, 'tools/a.yaml'), `tools:\n${tool('get_a', true)}${tool('get_d', false)}`);
    const reordered = await lint(cwd);
    expect(ruleIds(reordered.stdout).sort()).toEqual([
      'param-description-required tools/a.yaml /tools/1/parameters/properties/id',
      'param-description-required tools/b.yaml /tools/0/parameters/properties/id',
      'schema-additional-properties tools/b.yaml /tools/0/parameters',
    ]);
  });

  it('a version 1 baseline (pointers from the top of the file) still matches, and --prune-baseline rewrites it keyed by tool', async () => {
    const cwd = setup();
    const v1 = {
      version: 1,
      entries: [
        { file: 'tools/a.yaml', tool: 'get_a', ruleId: 'param-description-required', pointer: '/tools/0/parameters/properties/id', count: 1 },
        { file: 'tools/a.yaml', tool: 'get_a', ruleId: 'schema-additional-properties', pointer: '/tools/0/parameters', count: 1 },
        { file: 'tools/b.yaml', tool: 'get_c', ruleId: 'param-description-required', pointer: '/tools/1/parameters/properties/id', count: 1 },
      ],
    };
    writeFileSync(path.join(cwd, 'toolslint-baseline.json'), JSON.stringify(v1));
    const r = await lint(cwd);
    expect(ruleIds(r.stdout)).toEqual([
      'schema-additional-properties tools/b.yaml /tools/0/parameters',
      'param-description-required tools/b.yaml /tools/0/parameters/properties/id',
    ]);
    expect(r.stderr).toContain(
      "toolslint-baseline.json is a version 1 baseline, whose pointers hold each tool's position in its list, so adding or moving a tool turns entries stale; run once with --prune-baseline to rewrite it keyed by tool name.",
    );
    // Over part of the files it cannot be rewritten: entries of the others would be lost or wrong.
    const part = await runCli(['lint', 'tools/a.yaml', '--baseline', 'toolslint-baseline.json', '--prune-baseline'], { cwd });
    expect(part.code).toBe(2);
    expect(part.stderr).toContain('this run did not read tools/b.yaml, whose entries it cannot rewrite in version 2');
    const pruned = await lint(cwd, '--prune-baseline');
    expect(pruned.stderr).toContain('wrote toolslint-baseline.json: 3 entries for 3 findings, 0 stale entries pruned.');
    expect(read(cwd, 'toolslint-baseline.json')).toEqual({
      version: 2,
      entries: [
        { file: 'tools/a.yaml', tool: 'get_a', ruleId: 'param-description-required', pointer: '/parameters/properties/id', count: 1 },
        { file: 'tools/a.yaml', tool: 'get_a', ruleId: 'schema-additional-properties', pointer: '/parameters', count: 1 },
        { file: 'tools/b.yaml', tool: 'get_c', ruleId: 'param-description-required', pointer: '/parameters/properties/id', count: 1 },
      ],
    });
    expect((await lint(cwd)).stderr).not.toContain('version 1');
  });
});
