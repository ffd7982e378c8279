import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';

const root = path.resolve(import.meta.dirname, '../..');

const BAD = 'tools:\n  - name: get_weather\n    description: Weather.\n    parameters: {type: object, properties: {city: {type: strin}}}\n';

// npm installs the tarball's dependencies from its cache or the registry, which takes a while;
// TOOLSLINT_SKIP_INSTALL=1 leaves this out while iterating. It packs the build `npm test` made.
describe.skipIf(process.env.TOOLSLINT_SKIP_INSTALL === '1')('npm pack', () => {
  it('makes a tarball that installs into an empty project, where npx toolslint works', () => {
    const scratch = tempDir('toolslint-pack-');
    // --ignore-scripts: pack the build as it is, rather than build again under the other tests.
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], { cwd: root, encoding: 'utf8' }),
    ) as { filename: string; files: { path: string }[] }[];
    const files = packed.files.map((f) => f.path);
    for (const f of [
      'bin/toolslint.js',
      'dist/cli.cjs',
      'dist/start.cjs',
      'dist/index.cjs',
      'dist/index.d.ts',
      'schema.json',
      'schemas/lint-output.schema.json',
      'rules/tool-name-verb/README.md',
      'package.json',
      'README.md',
    ])
      expect(files, f).toContain(f);
    for (const f of files) expect(f, 'sources, tests and fixtures stay out').not.toMatch(/^(src|test|fixtures|scripts|bench)\/|\.ts$(?<!\.d\.ts)/);
    // tsc's output, which only a build with devDependencies makes, is not what the package runs.
    for (const f of files) expect(f, 'only the committed bundles of dist/').not.toMatch(/^dist\/(src|rules|scripts)\//);

    const project = path.join(scratch, 'project');
    execFileSync('mkdir', [project]);
    writeFileSync(path.join(project, 'package.json'), '{"name": "consumer", "private": true}\n');
    writeFileSync(path.join(project, 'tools.yaml'), BAD);
    const install = spawnSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', path.join(scratch, packed.filename)], {
      cwd: project,
      encoding: 'utf8',
      timeout: 300_000,
    });
    expect(install.status, install.stderr).toBe(0);

    const npx = (...args: string[]) => spawnSync('npx', ['--no-install', 'toolslint', ...args], { cwd: project, encoding: 'utf8' });
    const lint = npx('lint', 'tools.yaml');
    expect(lint.status, lint.stderr).toBe(1);
    expect(lint.stdout).toMatch(/4:\d+\s+error\s.*schema-type-valid/);
    // diff imports json-schema-diff, which the bundle leaves to node_modules.
    writeFileSync(path.join(project, 'head.yaml'), BAD.replace('type: strin', 'type: string').replace('properties:', 'required: [city], properties:'));
    const diff = npx('diff', 'tools.yaml', 'head.yaml', '-f', 'json');
    expect(diff.status, diff.stderr).toBe(1);
    expect(JSON.parse(diff.stdout).changes.map((c: { id: string }) => c.id)).toContain('param-became-required');
    // The library, as `import ... from 'toolslint'`.
    const library = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "import { lintRegistry, loadSource } from 'toolslint'; console.log(typeof lintRegistry, typeof loadSource)"],
      { cwd: project, encoding: 'utf8' },
    );
    expect(library.stdout.trim(), library.stderr).toBe('function function');
    // HTML release notes load markdown-it, which the bundle also leaves to node_modules.
    const html = npx('diff', 'tools.yaml', 'head.yaml', '-f', 'html');
    expect(html.stdout, html.stderr).toMatch(/^<!doctype html>[\s\S]*<h2>Changes by tool<\/h2>/);
    // A plugin, as a team writes one: an ES module that imports defineRule from the installed package.
    writeFileSync(
      path.join(project, 'team-rules.mjs'),
      `import { defineRule } from 'toolslint';
export const rules = [defineRule({
  meta: { id: 'team/prefix', description: 'Names start with team_.', recommended: 'warn', schema: { type: 'object', properties: {} }, messages: { missing: '{{name}} lacks team_.' } },
  create: (context) => ({ tool(tool) { if (!tool.name.startsWith('team_')) context.report({ messageId: 'missing', data: { name: tool.name } }); } }),
})];
`,
    );
    writeFileSync(path.join(project, '.toolslintrc.yaml'), 'plugins: [./team-rules.mjs]\nrules:\n  team/prefix: error\n');
    const withPlugin = npx('lint', 'tools.yaml');
    expect(withPlugin.status, withPlugin.stderr).toBe(1);
    expect(withPlugin.stdout).toMatch(/get_weather lacks team_\.\s+\[get_weather\]\s+team\/prefix/);
  }, 300_000);
});
