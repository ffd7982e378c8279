import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';

const CONFIG = 'extends: []\nrules:\n  schema-additional-properties: error\n';
const TOOLS = `tools:\n  - name: get_a\n    description: Gets A.\n    parameters:\n      type: object\n      properties:\n        id: {$ref: 'defs.yaml#/Id'}\n`;
const DEFS = 'Id: {type: object, properties: {value: {type: string}}}\n';

/**
 * Marks every cached finding's message, so that a run shows whether it replayed the cache
 * (marked) or linted the file again (not marked).
 */
function markCache(file: string): void {
  const cache = JSON.parse(readFileSync(file, 'utf8'));
  for (const entry of Object.values(cache.entries) as Array<{ result: { findings: Array<{ message: string }> } }>) {
    for (const f of entry.result.findings) f.message = `CACHED ${f.message}`;
  }
  writeFileSync(file, JSON.stringify(cache));
}

const messages = (stdout: string): string[] => JSON.parse(stdout).findings.map((f: { message: string }) => f.message);

describe('--cache', () => {
  const setup = () => project({ '.toolslintrc.yaml': CONFIG, 'tools.yaml': TOOLS, 'defs.yaml': DEFS, 'other.yaml': TOOLS.replace(/get_a/g, 'get_b') });
  const lint = (cwd: string, ...flags: string[]) => runCli(['lint', 'tools.yaml', 'other.yaml', '-f', 'json', '--cache', ...flags], { cwd });

  it('replays the findings of unchanged files, with the same report and exit code', async () => {
    const cwd = setup();
    const first = await lint(cwd);
    expect(first.code).toBe(1);
    expect(existsSync(path.join(cwd, '.toolslintcache'))).toBe(true);
    const second = await lint(cwd);
    expect(second.stdout).toBe(first.stdout);
    expect(second.code).toBe(1);
    markCache(path.join(cwd, '.toolslintcache'));
    const third = await lint(cwd);
    expect(messages(third.stdout).every((m) => m.startsWith('CACHED '))).toBe(true);
  });

  it('lints a file again when it, a file it references, or the config changes', async () => {
    const cwd = setup();
    await lint(cwd);
    markCache(path.join(cwd, '.toolslintcache'));
    writeFileSync(path.join(cwd, 'tools.yaml'), `# edited\n${TOOLS}`);
    const edited = messages((await lint(cwd)).stdout);
    expect(edited.filter((m) => !m.startsWith('CACHED')).length).toBe(2);
    expect(edited.filter((m) => m.startsWith('CACHED')).length).toBe(2);

    markCache(path.join(cwd, '.toolslintcache'));
    writeFileSync(path.join(cwd, 'defs.yaml'), DEFS.replace('value', 'val'));
    expect(messages((await lint(cwd)).stdout).some((m) => m.startsWith('CACHED'))).toBe(false);

    markCache(path.join(cwd, '.toolslintcache'));
    writeFileSync(path.join(cwd, '.toolslintrc.yaml'), 'extends: []\nrules:\n  schema-additional-properties: warn\n');
    const reconfigured = await lint(cwd);
    expect(messages(reconfigured.stdout).some((m) => m.startsWith('CACHED'))).toBe(false);
    expect(reconfigured.code).toBe(0);
  });

  it('command-line settings are part of the key', async () => {
    const cwd = setup();
    await lint(cwd);
    markCache(path.join(cwd, '.toolslintcache'));
    expect(messages((await lint(cwd, '--rule', 'tool-name-verb:warn')).stdout).some((m) => m.startsWith('CACHED'))).toBe(false);
  });

  it('--cache-location names the file, or a folder to keep .toolslintcache in', async () => {
    const cwd = setup();
    await runCli(['lint', 'tools.yaml', '--cache-location', 'build/lint.cache'], { cwd });
    expect(existsSync(path.join(cwd, 'build/lint.cache'))).toBe(true);
    await runCli(['lint', 'tools.yaml', '--cache', '--cache-location', 'build/'], { cwd });
    expect(existsSync(path.join(cwd, 'build/.toolslintcache'))).toBe(true);
    expect(existsSync(path.join(cwd, '.toolslintcache'))).toBe(false);
  });

  it('--cache-location never overwrites a file that is not a cache, nor the registry being linted', async () => {
    const cwd = setup();
    writeFileSync(path.join(cwd, 'notes.json'), '{"mine": true}\n');
    for (const [location, shown] of [
      ['notes.json', 'notes.json'],
      ['tools.yaml', 'tools.yaml'],
    ]) {
      const before = readFileSync(path.join(cwd, location), 'utf8');
      const r = await runCli(['lint', 'tools.yaml', '--cache-location', location], { cwd });
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(
        `toolslint: ${shown} is not a toolslint cache, so --cache-location does not overwrite it; name another file, or delete it if it is a damaged cache.\n`,
      );
      expect(readFileSync(path.join(cwd, location), 'utf8')).toBe(before);
    }
  });

  it('a damaged cache is started afresh', async () => {
    const cwd = setup();
    writeFileSync(path.join(cwd, '.toolslintcache'), '{not json');
    const r = await lint(cwd);
    expect(r.code).toBe(1);
    expect(JSON.parse(readFileSync(path.join(cwd, '.toolslintcache'), 'utf8')).format).toBe(2);
  });

  it("lints again when a module a plugin's code reaches changes: required, imported, imported by an import, or a package's version", async () => {
    const rule = (id: string, from: string) =>
      `{ meta: { id: '${id}', messages: { m: 'Saw {{name}}.' } }, create: (context) => ({ tool(tool) { context.report({ messageId: 'm', data: { name: tool.name + ${from} } }); } }) }`;
    const cwd = project({
      '.toolslintrc.yaml': "extends: []\nplugins: ['./esm/rules.mjs', './cjs/rules.cjs']\nrules:\n  esm/seen: warn\n  cjs/seen: warn\n",
      'tools.yaml': TOOLS,
      'esm/rules.mjs': `import { suffix } from './helper.mjs';\nimport { word } from '@acme/words';\nexport const rules = [${rule('esm/seen', 'suffix + word')}];\n`,
      'esm/helper.mjs': "export { suffix } from './deep.mjs';\n",
      'esm/deep.mjs': "export const suffix = '!';\n",
      'node_modules/@acme/words/package.json': JSON.stringify({ name: '@acme/words', version: '1.0.0', type: 'module', exports: { import: './index.js' } }),
      'node_modules/@acme/words/index.js': "export const word = 'w';\n",
      'cjs/rules.cjs': `const { suffix } = require('./helper.cjs');\nmodule.exports = { rules: [${rule('cjs/seen', 'suffix')}] };\n`,
      'cjs/helper.cjs': "exports.suffix = '?';\n",
    });
    const run = async () => {
      markCache(path.join(cwd, '.toolslintcache'));
      return messages((await runCli(['lint', 'tools.yaml', '-f', 'json', '--cache'], { cwd })).stdout);
    };
    const first = await runCli(['lint', 'tools.yaml', '-f', 'json', '--cache'], { cwd });
    expect(messages(first.stdout).sort()).toEqual(['Saw get_a!w.', 'Saw get_a?.']);
    expect((await run()).every((m) => m.startsWith('CACHED'))).toBe(true);
    for (const [file, text] of [
      ['cjs/helper.cjs', "exports.suffix = '??';\n"],
      ['esm/helper.mjs', "export { suffix } from './deep.mjs';\n// edited\n"],
      ['esm/deep.mjs', "export const suffix = '!!';\n"],
      ['node_modules/@acme/words/package.json', JSON.stringify({ name: '@acme/words', version: '1.1.0', type: 'module', exports: { import: './index.js' } })],
    ]) {
      writeFileSync(path.join(cwd, file), text);
      expect(
        (await run()).filter((m) => m.startsWith('CACHED')),
        file,
      ).toEqual([]);
    }
  });

  it('follows the imports of a plugin installed as a package, within the package only', async () => {
    const cwd = project({
      '.toolslintrc.yaml': "extends: []\nplugins: ['@acme/toolslint-plugin']\nrules:\n  acme/seen: warn\n",
      'tools.yaml': TOOLS,
      'node_modules/@acme/toolslint-plugin/package.json': JSON.stringify({
        name: '@acme/toolslint-plugin',
        version: '1.0.0',
        type: 'module',
        exports: './index.js',
      }),
      'node_modules/@acme/toolslint-plugin/index.js':
        "import { suffix } from './lib/suffix.js';\nexport const rules = [{ meta: { id: 'acme/seen', messages: { m: 'Saw {{n}}.' } }, create: (c) => ({ tool(t) { c.report({ messageId: 'm', data: { n: t.name + suffix } }); } }) }];\n",
      'node_modules/@acme/toolslint-plugin/lib/suffix.js': "export const suffix = '!';\n",
    });
    const run = async () => messages((await runCli(['lint', 'tools.yaml', '-f', 'json', '--cache'], { cwd })).stdout);
    expect(await run()).toEqual(['Saw get_a!.']);
    markCache(path.join(cwd, '.toolslintcache'));
    expect(await run()).toEqual(['CACHED Saw get_a!.']);
    writeFileSync(path.join(cwd, 'node_modules/@acme/toolslint-plugin/lib/suffix.js'), "export const suffix = '?';\n");
    expect((await run()).filter((m) => m.startsWith('CACHED'))).toEqual([]);
  });

  it('files linted together as one registry (a folder of single-tool files) are not cached', async () => {
    const one = (name: string) =>
      JSON.stringify({ name, description: `Gets ${name}.`, inputSchema: { type: 'object', properties: { id: { type: 'string' } } } });
    const cwd = project({ '.toolslintrc.yaml': CONFIG, 'snaps/get_a.json': one('get_a'), 'snaps/get_b.json': one('get_b') });
    const r = await runCli(['lint', 'snaps', '--cache'], { cwd });
    expect(r.code).toBe(1);
    expect(existsSync(path.join(cwd, '.toolslintcache'))).toBe(false);
  });
});
