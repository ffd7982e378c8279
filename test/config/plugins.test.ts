import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { project, runCli, tempDir } from '../helpers/cli.js';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(root, 'fixtures/plugins');
const bin = path.join(root, 'bin/toolslint.js');

const tools = JSON.stringify([
  { name: 'get_customer', description: 'Gets one customer by id. TODO: say what it returns.', inputSchema: { type: 'object', properties: {} } },
]);

/** A CommonJS plugin with one rule, `<id>`, that reports every tool. */
const plugin = (id: string) => `module.exports = { rules: [{
  meta: { id: ${JSON.stringify(id)}, messages: { seen: 'Saw "{{name}}".' } },
  create(context) { return { tool(tool) { context.report({ messageId: 'seen', data: { name: tool.name } }); } }; },
}] };`;

const lint = (cwd: string, ...args: string[]) => runCli(['lint', 'tools.json', ...args], { cwd });

describe('plugins', () => {
  it('loads an ES module and a CommonJS plugin, and runs the rules the config names with their options', async () => {
    const r = await runCli(['lint', 'tools.json', '-f', 'json'], { cwd: fixture });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const found = JSON.parse(r.stdout).findings.map((f: { ruleId: string; severity: string; message: string }) => [f.ruleId, f.severity, f.message]);
    expect(found).toEqual([
      ['acme/tool-name-prefix', 'warn', 'Tool "get_customer" does not start with "acme_".'],
      ['legacy/no-todo', 'error', 'The description of "get_customer" still says TODO.'],
    ]);
  });

  it('runs a plugin rule only where a config names it, whatever the rule says it recommends', async () => {
    const cwd = project({ 'p.cjs': plugin('team/seen'), '.toolslintrc.yaml': 'plugins: [./p.cjs]\n', 'tools.json': tools });
    const r = await lint(cwd, '-f', 'json');
    expect(JSON.parse(r.stdout).findings.filter((f: { ruleId: string }) => f.ruleId === 'team/seen')).toEqual([]);
  });

  it('lends the plugins of an extended file to the file that extends it, and --rule may name their rules', async () => {
    const cwd = project({
      'shared/p.cjs': plugin('team/seen'),
      'shared/base.yaml': 'plugins: [./p.cjs]\nrules:\n  team/seen: warn\n',
      '.toolslintrc.yaml': 'extends: [toolslint:recommended, ./shared/base.yaml]\nrules:\n  team/seen: error\n',
      'tools.json': tools,
    });
    const seen = async (...args: string[]) =>
      JSON.parse((await lint(cwd, '-f', 'json', ...args)).stdout)
        .findings.filter((f: { ruleId: string }) => f.ruleId === 'team/seen')
        .map((f: { severity: string }) => f.severity);
    expect(await seen()).toEqual(['error']);
    expect(await seen('--rule', 'team/seen:off')).toEqual([]);
  });

  it('loads a package that exports ES modules to import only, as Node would find it', async () => {
    const rule = (id: string) =>
      `export const rules = [{ meta: { id: '${id}', messages: { seen: 'Saw {{name}}.' } }, create: (context) => ({ tool(tool) { context.report({ messageId: 'seen', data: { name: tool.name } }); } }) }];\n`;
    const cwd = project({
      'node_modules/@acme/toolslint-plugin/package.json': JSON.stringify({
        name: '@acme/toolslint-plugin',
        type: 'module',
        exports: { '.': { import: './index.js' }, './extra': { import: './extra.js' } },
      }),
      'node_modules/@acme/toolslint-plugin/index.js': rule('acme/seen'),
      'node_modules/@acme/toolslint-plugin/extra.js': rule('acme/extra'),
      'sub/.toolslintrc.yaml': 'plugins: ["@acme/toolslint-plugin", "@acme/toolslint-plugin/extra"]\nrules:\n  acme/seen: warn\n  acme/extra: error\n',
      'sub/tools.json': tools,
    });
    const r = await runCli(['lint', 'sub/tools.json', '-f', 'json'], { cwd });
    expect(r.stderr).toBe('');
    const ids = JSON.parse(r.stdout).findings.map((f: { ruleId: string }) => f.ruleId);
    expect(ids).toEqual(expect.arrayContaining(['acme/seen', 'acme/extra']));
  });

  it('keeps a misspelt --rule a usage error, with the plugin rules among the suggestions', async () => {
    const cwd = project({ 'p.cjs': plugin('team/seen'), '.toolslintrc.yaml': 'plugins: [./p.cjs]\n', 'tools.json': tools });
    const r = await lint(cwd, '--rule', 'team/sen:off');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--rule "team/sen:off": unknown rule "team/sen" (did you mean "team/seen"?).');
  });

  it('applies --rule for a plugin rule where a config loads the plugin, and passes it over in folders whose configs do not', async () => {
    const cwd = project({
      'with/p.cjs': plugin('team/seen'),
      'with/.toolslintrc.yaml': 'plugins: [./p.cjs]\nrules:\n  team/seen: error\n',
      'with/tools.json': tools,
      'without/.toolslintrc.yaml': 'rules:\n  tool-description-required: error\n',
      'without/tools.json': tools,
    });
    const run = (...flags: string[]) => runCli(['lint', 'without/tools.json', 'with/tools.json', '-f', 'json', ...flags], { cwd });
    const seenIn = (stdout: string) =>
      JSON.parse(stdout)
        .findings.filter((f: { ruleId: string }) => f.ruleId === 'team/seen')
        .map((f: { file: string; severity: string }) => `${f.file} ${f.severity}`);
    expect(seenIn((await run()).stdout)).toEqual(['with/tools.json error']);
    const off = await run('--rule', 'team/seen:off');
    expect(off.stderr).toBe('');
    expect(seenIn(off.stdout)).toEqual([]);
    expect(JSON.parse(off.stdout).files.map((f: { file: string }) => f.file)).toEqual(['with/tools.json', 'without/tools.json']);
    const warn = await run('--rule', 'team/seen:warn');
    expect(seenIn(warn.stdout)).toEqual(['with/tools.json warn']);
    // Known in no folder, it is still a misspelling.
    const typo = await run('--rule', 'team/sen:off');
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('--rule "team/sen:off": unknown rule "team/sen" (did you mean "team/seen"?).');
  });

  it.each([
    ['cannot be found', { '.toolslintrc.yaml': 'plugins: [./nowhere.cjs]\n' }, '"./nowhere.cjs" cannot be found from .toolslintrc.yaml'],
    ['throws while loading', { 'p.cjs': 'throw new Error("boom")', '.toolslintrc.yaml': 'plugins: [./p.cjs]\n' }, '"./p.cjs" failed to load: boom'],
    ['exports no rules', { 'p.cjs': 'module.exports = { helpers: {} };', '.toolslintrc.yaml': 'plugins: [./p.cjs]\n' }, '"./p.cjs" exports no rules'],
    [
      'has a rule without create',
      { 'p.cjs': 'module.exports = { rules: [{ meta: { id: "team/x", messages: {} } }] };', '.toolslintrc.yaml': 'plugins: [./p.cjs]\n' },
      '"./p.cjs" rule "team/x" has no `create` function',
    ],
    [
      'names a rule under another id',
      {
        'p.cjs': 'module.exports = { rules: { "team/a": { meta: { id: "team/b", messages: {} }, create() { return {}; } } } };',
        '.toolslintrc.yaml': 'plugins: [./p.cjs]\n',
      },
      '"./p.cjs" rule "team/a" is exported as "team/a" but its `meta.id` is "team/b"',
    ],
    [
      'has a broken options schema',
      {
        'p.cjs': 'module.exports = { rules: [{ meta: { id: "team/x", schema: { type: "no-such-type" }, messages: {} }, create() { return {}; } }] };',
        '.toolslintrc.yaml': 'plugins: [./p.cjs]\n',
      },
      'has an options schema that is not valid JSON Schema',
    ],
    [
      'takes the id of a built-in rule',
      { 'p.cjs': plugin('tool-name-verb'), '.toolslintrc.yaml': 'plugins: [./p.cjs]\n' },
      '"./p.cjs" exports rule "tool-name-verb", which a built-in rule already names',
    ],
    [
      "takes the id of another plugin's rule",
      { 'a.cjs': plugin('team/seen'), 'b.cjs': plugin('team/seen'), '.toolslintrc.yaml': 'plugins: [./a.cjs, ./b.cjs]\n' },
      '"./b.cjs" exports rule "team/seen", which plugin "./a.cjs" already names',
    ],
  ])('a plugin that %s is a config error naming the file, the place and the plugin', async (_, files, message) => {
    const cwd = project({ ...files, 'tools.json': tools });
    const r = await lint(cwd);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
    expect(r.stderr).toMatch(/\.toolslintrc\.yaml:1:\d+: plugins\[\d\]: /);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('fails the run with one sentence when a plugin rule throws, naming the rule, the plugin and the tool', async () => {
    const crash = `module.exports = { rules: [{ meta: { id: 'team/crash', messages: {} }, create() { return { tool() { throw new TypeError('x is undefined'); } }; } }] };`;
    const cwd = project({
      'p.cjs': crash,
      '.toolslintrc.yaml': 'plugins: [./p.cjs]\nrules:\n  team/crash: warn\n',
      'tools.json': tools,
      'other/.toolslintrc.yaml': 'rules:\n  tool-name-verb: error\n',
      'other/tools.json': JSON.stringify([{ name: 'customer', description: 'A customer.', inputSchema: { type: 'object' } }]),
    });
    const r = await runCli(['lint', 'tools.json', 'other/tools.json', '-f', 'json'], { cwd });
    expect(r.code).toBe(2);
    // The file the rule was reading cannot be linted; the others are, as on worker threads.
    const out = JSON.parse(r.stdout);
    expect(out.failures).toEqual([
      { file: 'tools.json', message: 'tools.json: rule "team/crash" of plugin "./p.cjs" failed on tool "get_customer": x is undefined.' },
    ]);
    expect(out.findings.map((f: { file: string; ruleId: string }) => f.file)).toContain('other/tools.json');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('checks the options a config gives a plugin rule against the rule schema', async () => {
    const cwd = tempDir('toolslint-plugin-');
    cpSync(fixture, cwd, { recursive: true });
    // Outside the package, `import 'toolslint'` has nothing to find: the CommonJS plugin stands alone.
    writeFileSync(path.join(cwd, '.toolslintrc.yaml'), "plugins: ['./legacy-rules.cjs']\nrules:\n  legacy/no-todo: [warn, { strict: true }]\n");
    const r = await lint(cwd);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/rule "legacy\/no-todo": has no option "strict"/);
  });

  it('describes plugin rules in SARIF with their own description, not a built-in rule page', async () => {
    const r = await runCli(['lint', 'tools.json', '-f', 'sarif'], { cwd: fixture });
    const rules = JSON.parse(r.stdout).runs[0].tool.driver.rules as Array<{ id: string; shortDescription: { text: string }; helpUri?: string }>;
    expect(rules.find((x) => x.id === 'acme/tool-name-prefix')).toMatchObject({ shortDescription: { text: 'Every tool name starts with the team prefix.' } });
    expect(rules.find((x) => x.id === 'legacy/no-todo')).toEqual(expect.objectContaining({ shortDescription: { text: 'legacy/no-todo' } }));
    expect(rules.find((x) => x.id === 'legacy/no-todo')?.helpUri).toBeUndefined();
  });

  it('links a plugin rule from SARIF by its docsUrl only when that is a web address', async () => {
    const rule = (id: string, url: string) =>
      `{ meta: { id: '${id}', docsUrl: ${JSON.stringify(url)}, messages: { seen: 'Saw {{name}}.' } }, create: (context) => ({ tool(tool) { context.report({ messageId: 'seen', data: { name: tool.name } }); } }) }`;
    const cwd = project({
      'p.cjs': `module.exports = { rules: [${rule('team/linked', 'https://docs.example/rules/linked')}, ${rule('team/script', 'javascript:alert(1)')}, ${rule('team/spaced', 'https://docs.example/a b')}] };`,
      '.toolslintrc.yaml': 'plugins: [./p.cjs]\nrules:\n  team/linked: warn\n  team/script: warn\n  team/spaced: warn\n',
      'tools.json': tools,
    });
    const r = await lint(cwd, '-f', 'sarif');
    const rules = JSON.parse(r.stdout).runs[0].tool.driver.rules as Array<{ id: string; helpUri?: string }>;
    expect(rules.find((x) => x.id === 'team/linked')?.helpUri).toBe('https://docs.example/rules/linked');
    expect(rules.find((x) => x.id === 'team/script')?.helpUri).toBeUndefined();
    expect(rules.find((x) => x.id === 'team/spaced')?.helpUri).toBeUndefined();
  });

  it('explain describes a rule of a plugin the config loads, in text, and in JSON when it gives a documentation address', async () => {
    const text = await runCli(['explain', 'acme/tool-name-prefix'], { cwd: fixture });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('acme/tool-name-prefix: a rule of a plugin the config loads.');
    expect(text.stdout).toContain('Every tool name starts with the team prefix.');
    expect(text.stdout).toContain('  missing: Tool "{{name}}" does not start with "{{prefix}}".');
    expect(text.stdout).toContain('Default options: {"prefix":"acme_"}.');
    const noAddress = await runCli(['explain', 'legacy/no-todo', '-f', 'json'], { cwd: fixture });
    expect(noAddress.code).toBe(2);
    expect(noAddress.stderr).toMatch(/gives no documentation address \(meta\.docsUrl\), which explain's JSON needs; the text format describes it/);

    const cwd = project({
      'p.cjs': `module.exports = { rules: [{ meta: { id: 'team/seen', description: 'Sees tools.', docsUrl: 'https://docs.example/seen', messages: { seen: 'Saw {{name}}.' } }, create: () => ({}) }] };`,
      '.toolslintrc.yaml': 'plugins: [./p.cjs]\n',
      'tools.json': tools,
    });
    const json = await runCli(['explain', 'team/seen', '-f', 'json'], { cwd });
    expect(json.code).toBe(0);
    const out = JSON.parse(json.stdout);
    expect(out).toMatchObject({
      schemaVersion: 1,
      kind: 'rule',
      id: 'team/seen',
      docsUrl: 'https://docs.example/seen',
      presets: { recommended: 'off', strict: 'off', all: 'off' },
    });
    const schema = JSON.parse(readFileSync(path.join(root, 'schemas/explain-output.schema.json'), 'utf8'));
    const validate = new Ajv2020({ strict: false }).compile(schema);
    expect(validate(out), JSON.stringify(validate.errors)).toBe(true);
  });

  it("rules lists a config's plugin rules after toolslint's own in text, and JSON keeps to toolslint's own", async () => {
    const text = await runCli(['rules'], { cwd: fixture });
    expect(text.code).toBe(0);
    const after = text.stdout.slice(text.stdout.indexOf('Rules of the plugins .toolslintrc.yaml loads, which no preset turns on:'));
    expect(after).toMatch(/acme\/tool-name-prefix\s+off\s+off\s+off\s+Every tool name starts with the team prefix\./);
    expect(after).toContain('legacy/no-todo');
    expect(after).toContain('2 rules. toolslint explain <rule>');
    const one = project({ 'p.cjs': plugin('team/seen'), '.toolslintrc.yaml': 'plugins: [./p.cjs]\n', 'tools.json': tools });
    expect((await runCli(['rules'], { cwd: one })).stdout).toContain('\n1 rule. toolslint explain <rule>');
    const json = JSON.parse((await runCli(['rules', '-f', 'json'], { cwd: fixture })).stdout);
    expect(json.rules.some((r: { id: string }) => r.id.includes('/'))).toBe(false);
  });

  it('a config that cannot be read still leaves toolslint its own rules to list and explain, and says why the plugins were not', async () => {
    const cwd = project({ '.toolslintrc.yaml': 'plugins: [./missing.cjs]\n', 'tools.json': tools });
    const rules = await runCli(['rules'], { cwd });
    expect(rules.code).toBe(2);
    expect(rules.stdout).toContain('tool-name-verb');
    expect(rules.stderr).toMatch(/^toolslint: plugin rules not listed: .*missing\.cjs.*cannot be found/);
    const explain = await runCli(['explain', 'tool-name-verbb'], { cwd });
    expect(explain.code).toBe(2);
    expect(explain.stderr).toMatch(/unknown id "tool-name-verbb"; did you mean "tool-name-verb"\?.* The config's plugins were not looked in: .*missing\.cjs/);
    expect((await runCli(['explain', 'tool-name-verb'], { cwd })).code).toBe(0);
  });

  it('gives the same report on worker threads as in one thread', () => {
    const cwd = tempDir('toolslint-plugin-');
    cpSync(fixture, cwd, { recursive: true, filter: (src) => !src.endsWith('.mjs') });
    writeFileSync(path.join(cwd, '.toolslintrc.yaml'), "plugins: ['./legacy-rules.cjs']\nrules:\n  legacy/no-todo: error\n");
    writeFileSync(path.join(cwd, 'more.json'), tools);
    const run = (c: string) => spawnSync(process.execPath, [bin, 'lint', '.', '-f', 'json', '--concurrency', c], { cwd, encoding: 'utf8' });
    const one = run('off');
    const pool = run('2');
    expect(one.status).toBe(1);
    expect(JSON.parse(one.stdout).findings.filter((f: { ruleId: string }) => f.ruleId === 'legacy/no-todo')).toHaveLength(2);
    expect(pool.status).toBe(one.status);
    expect(pool.stdout).toBe(one.stdout);
    expect(spawnSync(process.execPath, [bin, 'lint', '.', '--concurrency', '2', '--verbose'], { cwd, encoding: 'utf8' }).stderr).toMatch(/worker threads/);
  });
});
