import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESERVED_RULE_IDS } from '../../src/config/plugins.js';
import { SUPPRESSION_CHECKS } from '../../src/engine/index.js';
import { BASELINE_STALE } from '../../src/cli/lint/baseline.js';
import { FAILURE_CHECK } from '../../src/reporters/index.js';
import { WORKFLOW_RULE_INFOS } from '../../src/cli/lint/workflow.js';
import { project, runCli } from '../helpers/cli.js';

const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'bin/toolslint.js');

const tools = JSON.stringify([{ name: 'get_customer', description: 'Gets one customer by id.', inputSchema: { type: 'object', properties: {} } }]);

/** A CommonJS plugin with one rule "team/x", whose `create` body is `body`. */
const withCreate = (body: string, meta = "messages: { m: 'seen', need: 'needs {{prefix}}' }") =>
  `module.exports = { rules: [{ meta: { id: 'team/x', fixable: true, ${meta} }, create(context) { ${body} } }] };`;

const config = 'plugins: [./p.cjs]\nrules:\n  team/x: warn\n';

/** Lints tools.json (and t2.json) of a project whose plugin is `plugin`, as JSON. */
async function lintWith(plugin: string, ...args: string[]) {
  const cwd = project({ 'p.cjs': plugin, '.toolslintrc.yaml': config, 'tools.json': tools, 't2.json': tools });
  const r = await runCli(['lint', 'tools.json', '-f', 'json', ...args], { cwd });
  return { code: r.code, stderr: r.stderr, out: r.stdout ? JSON.parse(r.stdout) : undefined, cwd };
}

describe('a plugin rule is held to what the engine and the reports can take', () => {
  it.each([
    ['returns a promise from a visitor', "return { async tool() { throw new Error('later'); } };", 'the visitor returned a promise'],
    ['reports after an await', "return { async tool(t) { await null; context.report({ messageId: 'm' }); } };", 'the visitor returned a promise'],
    ['returns a promise from create', 'return Promise.resolve({});', '`create` returned a promise'],
    ['has a visitor that is not a function', 'return { tool: 42 };', 'its `tool` visitor is not a function'],
    [
      'reports a message id its table lacks',
      "return { tool() { context.report({ messageId: 'nope' }); } };",
      'it reported messageId "nope", which its meta.messages does not have',
    ],
    [
      'reports data that cannot be printed',
      "return { tool() { context.report({ messageId: 'm', data: { x: {} } }); } };",
      'its report `data.x` is not a string, number or boolean',
    ],
    [
      'reports a place outside the run',
      "return { tool() { context.report({ messageId: 'm', at: { file: '/etc/passwd', pointer: '' } }); } };",
      'its report `at` names "/etc/passwd"',
    ],
    [
      'reports a pointer that is not one',
      "return { tool() { context.report({ messageId: 'm', at: { file: context.registry.files[0], pointer: 'x' } }); } };",
      'pointer "x" is not a JSON pointer',
    ],
    [
      'reports a line below 1',
      "return { tool() { context.report({ messageId: 'm', position: { line: -5, column: 'a' } }); } };",
      'its report `position` is not a line and column counted from 1',
    ],
    [
      'reports a tool that is not one',
      "return { tool() { context.report({ messageId: 'm', tool: { name: {} } }); } };",
      'its report `tool` is not a tool of the registry',
    ],
    [
      'fixes a file outside the run',
      "return { tool() { context.report({ messageId: 'm', fix: { file: 'package.json', pointer: '', op: 'set', key: 'x', value: 1 } }); } };",
      'its fix edits "package.json", which is not a file of the registry being linted',
    ],
    [
      'fixes with a value that is not data',
      "return { tool() { context.report({ messageId: 'm', fix: { pointer: '', op: 'set', key: 'x', value: { f() {} } } }); } };",
      'its fix sets a value that is not JSON data',
    ],
    ['throws something that is not an Error', 'return { tool() { throw Object.create(null); } };', 'failed on tool "get_customer": [object Object].'],
    ['returns visitors of other names', 'return { tools() {}, Schema() {} };', 'its visitors "tools", "Schema" are none of tool, schema and registry'],
    ['reports without the data its message needs', "return { tool() { context.report({ messageId: 'need' }); } };", 'its message "need" needs `data.prefix`'],
    [
      'reports, from the registry visitor, a tool made to look like one of the registry',
      "return { registry() { context.report({ messageId: 'm', tool: { name: 'x', source: { file: 'package.json', pointer: '' } } }); } };",
      'its report `tool` is not a tool of the registry',
    ],
  ])('a rule that %s fails its file in one sentence, the same on worker threads', async (_, body, message) => {
    const { code, out, stderr, cwd } = await lintWith(withCreate(body));
    expect(stderr).not.toMatch(/internal error|\n\s+at /);
    expect(code).toBe(2);
    expect(out.failures).toHaveLength(1);
    expect(out.failures[0].message).toContain(`tools.json: rule "team/x" of plugin "./p.cjs" failed`);
    expect(out.failures[0].message).toContain(message);
    const threads = spawnSync(process.execPath, [bin, 'lint', 'tools.json', 't2.json', '-f', 'json', '--concurrency', '2'], { cwd, encoding: 'utf8' });
    expect(threads.status).toBe(2);
    expect(JSON.parse(threads.stdout).failures.map((f: { message: string }) => f.message.includes(message))).toEqual([true, true]);
  });

  it('checks a report once and hands the engine what it checked, whatever getters it has', async () => {
    const plugin = withCreate(
      "return { tool() { let reads = 0; context.report({ messageId: 'm', fix: { get file() { return reads++ === 0 ? undefined : 'package.json'; }, pointer: '', op: 'set', key: 'x', value: 1 } }); } };",
    );
    const cwd = project({ 'p.cjs': plugin, '.toolslintrc.yaml': config, 'tools.json': tools, 'package.json': '{"name": "x"}\n' });
    await runCli(['lint', 'tools.json', '--fix'], { cwd });
    expect(readFileSync(path.join(cwd, 'package.json'), 'utf8')).toBe('{"name": "x"}\n');
  });

  it('refuses a report through a context kept from another file', async () => {
    const plugin = `let kept; module.exports = { rules: [{ meta: { id: 'team/x', messages: { m: 'seen' } }, create(context) { kept ??= context; return { tool() { kept.report({ messageId: 'm' }); } }; } }] };`;
    const cwd = project({ 'p.cjs': plugin, '.toolslintrc.yaml': config, 'tools.json': tools, 't2.json': tools });
    const out = JSON.parse((await runCli(['lint', 'tools.json', 't2.json', '-f', 'json'], { cwd })).stdout);
    expect(out.findings.filter((f: { ruleId: string }) => f.ruleId === 'team/x').map((f: { file: string }) => f.file)).toEqual(['tools.json']);
    expect(out.failures).toEqual([{ file: 't2.json', message: expect.stringContaining('failed to report: it reported outside its own visitor') }]);
  });

  it('fails the run in one sentence when a rule reports after its visitor returned', () => {
    const cwd = project({
      'p.cjs': withCreate("return { tool() { setTimeout(() => context.report({ messageId: 'm' }), 0); } };"),
      '.toolslintrc.yaml': config,
      'tools.json': tools,
    });
    const r = spawnSync(process.execPath, [bin, 'lint', 'tools.json'], { cwd, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('rule "team/x" of plugin "./p.cjs" failed to report: it reported outside its own visitor');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('fails the run in the same sentence when the late report is made on a worker thread', () => {
    const cwd = project({
      'p.cjs': withCreate("return { tool() { setTimeout(() => context.report({ messageId: 'm' }), 0); } };"),
      '.toolslintrc.yaml': config,
      'tools.json': tools,
      't2.json': tools,
    });
    const one = spawnSync(process.execPath, [bin, 'lint', 'tools.json', 't2.json', '--concurrency', 'off'], { cwd, encoding: 'utf8' });
    const pool = spawnSync(process.execPath, [bin, 'lint', 'tools.json', 't2.json', '--concurrency', '2', '--verbose'], { cwd, encoding: 'utf8' });
    // --verbose says the files were linted on worker threads, so the late reports were made there.
    expect(pool.stderr).toContain('files linted on 2 worker threads');
    for (const r of [one, pool]) {
      expect(r.status).toBe(2);
      expect(r.stderr.match(/failed to report: it reported outside its own visitor/g)).toHaveLength(2);
    }
    expect(pool.stdout).toBe(one.stdout);
  });

  it('writes a terminal escape from a thrown message as a visible escape', async () => {
    const { out } = await lintWith(withCreate("return { tool() { throw new Error('bad \\u001b[2J name'); } };"));
    expect(out.failures[0].message).toContain('bad \\u001b[2J name');
  });

  it.each([
    ['an $async options schema', "messages: {}, schema: { $async: true, type: 'object' }", 'has an asynchronous options schema'],
    [
      'defaults that fail its own schema',
      "messages: {}, schema: { type: 'object', properties: { n: { type: 'integer', default: 'x' } } }",
      'has option defaults that fail its own options schema',
    ],
    [
      'a schema that holds a function',
      "messages: {}, schema: { type: 'object', properties: { n: { default() {} } } }",
      'has a `meta.schema` that is not JSON data',
    ],
    ['an id toolslint reports itself', "id: 'suppression-unused', messages: {}", 'takes an id toolslint reports itself'],
    ['an empty message id', "messages: { '': 'x' }", 'has no `meta.messages` table of strings by non-empty ids'],
  ])('a rule with %s is a config error at its plugin', async (_, meta, message) => {
    const plugin = `module.exports = { rules: [{ meta: { id: 'team/x', ${meta} }, create() { return {}; } }] };`.replace("id: 'team/x', id:", 'id:');
    const { code, stderr } = await lintWith(plugin);
    expect(code).toBe(2);
    expect(stderr).toMatch(/\.toolslintrc\.yaml:1:11: plugins\[0\]: "\.\/p\.cjs" rule /);
    expect(stderr).toContain(message);
  });

  it('reads a module whose exports throw when read as a config error, not a crash', async () => {
    const { code, stderr } = await lintWith("Object.defineProperty(module.exports, 'rules', { get() { throw new Error('nope'); } });");
    expect(code).toBe(2);
    expect(stderr).toContain('"./p.cjs" exports rules that cannot be read: nope.');
  });

  it('keeps its reserved ids equal to the ids the CLI reports itself', () => {
    const reported = [...Object.values(SUPPRESSION_CHECKS), BASELINE_STALE, FAILURE_CHECK, ...WORKFLOW_RULE_INFOS.map((i) => i.id)];
    expect([...RESERVED_RULE_IDS].sort()).toEqual([...new Set(reported)].sort());
  });
});

describe('a plugin reached twice', () => {
  it('is one plugin when a shared base and the file extending it both list it, or two bases share one', async () => {
    const plugin = withCreate("return { tool() { context.report({ messageId: 'm' }); } };");
    const cwd = project({
      'p.cjs': plugin,
      'base.yaml': 'plugins: [./p.cjs]\nrules:\n  team/x: warn\n',
      'a.yaml': 'extends: ./base.yaml\n',
      'b.yaml': 'extends: ./base.yaml\n',
      '.toolslintrc.yaml': 'extends: [toolslint:recommended, ./a.yaml, ./b.yaml]\nplugins: [./p.cjs]\nrules:\n  team/x: error\n',
      'tools.json': tools,
    });
    const r = await runCli(['lint', 'tools.json', '-f', 'json'], { cwd });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).findings.filter((f: { ruleId: string }) => f.ruleId === 'team/x')).toMatchObject([{ severity: 'error' }]);
  });
});

describe('--cache and a plugin package', () => {
  it('forgets what a plugin found when its package is upgraded, though its entry file is unchanged', async () => {
    const cwd = project({
      'node_modules/plug/package.json': JSON.stringify({ name: 'plug', version: '1.0.0', main: 'index.js' }),
      'node_modules/plug/index.js': "module.exports = require('./lib/rules.js');",
      'node_modules/plug/lib/rules.js': withCreate("return { tool() { context.report({ messageId: 'm' }); } };"),
      '.toolslintrc.yaml': 'plugins: [plug]\nrules:\n  team/x: error\n',
      'tools.json': tools,
    });
    const run = () => spawnSync(process.execPath, [bin, 'lint', 'tools.json', '--cache'], { cwd, encoding: 'utf8' });
    expect(run().status).toBe(1);
    writeFileSync(path.join(cwd, 'node_modules/plug/lib/rules.js'), withCreate('return {};'));
    expect(run().status).toBe(0);
  });
});
