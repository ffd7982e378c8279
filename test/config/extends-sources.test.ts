import { describe, expect, it } from 'vitest';
import { createConfigResolver } from '../../src/config/index.js';
import { project } from '../helpers/cli.js';
import { FAKE_RULES, thrown } from './helpers.js';

const resolve = (cwd: string, file = 'tools.json') => createConfigResolver({ cwd, rules: FAKE_RULES }).forFile(file);

describe('extends: provider presets', () => {
  it('toolslint:<target> selects the target and sets no rules; alone, it starts from the recommended rules', () => {
    const alone = resolve(project({ '.toolslintrc.yaml': 'extends: toolslint:anthropic\n' }));
    expect(alone.targets).toEqual(['anthropic']);
    expect(alone.engine.rules.get('tool-name-verb')?.severity).toBe('warn');

    const withStrict = resolve(project({ '.toolslintrc.yaml': 'extends: [toolslint:all, toolslint:mcp@2025-06-18]\n' }));
    expect(withStrict.targets).toEqual(['mcp@2025-06-18']);
    // toolslint:all's severities stand: the provider preset did not lay recommended over them.
    expect(withStrict.engine.rules.get('schema-additional-properties')?.severity).toBe('error');
    expect(withStrict.engine.rules.get('tool-description-length')?.severity).toBe('warn');
  });

  it('provider presets of one list add up', () => {
    expect(resolve(project({ '.toolslintrc.yaml': 'extends: [toolslint:recommended, toolslint:openai, toolslint:mcp]\n' })).targets).toEqual(['openai', 'mcp']);
  });

  it("the file's own target beats a provider preset it extends", () => {
    expect(resolve(project({ '.toolslintrc.yaml': 'extends: toolslint:anthropic\ntarget: openai\n' })).targets).toEqual(['openai']);
  });

  it('an unknown name suggests the nearest preset or target', () => {
    const cwd = project({ '.toolslintrc.yaml': 'extends: toolslint:antropic\n' });
    expect(thrown(() => resolve(cwd)).message).toMatch(
      /^\.toolslintrc\.yaml:1:1: extends: unknown preset "toolslint:antropic" \(did you mean "toolslint:anthropic"\?\)/,
    );
  });
});

describe('extends: packages', () => {
  const base = 'rules:\n  tool-name-verb: error\ntarget: gemini\n';

  it("is found as Node finds it from the config's folder, through its main or a file named after it", () => {
    const cwd = project({
      'node_modules/acme-toolslint-config/package.json': JSON.stringify({ name: 'acme-toolslint-config', main: 'base.yaml' }),
      'node_modules/acme-toolslint-config/base.yaml': base,
      'node_modules/acme-toolslint-config/strict.yaml': 'extends: ./base.yaml\nrules:\n  schema-additional-properties: warn\n',
      'a/.toolslintrc.yaml': 'extends: [toolslint:recommended, acme-toolslint-config]\n',
      'b/.toolslintrc.yaml': 'extends: [toolslint:recommended, acme-toolslint-config/strict.yaml]\n',
    });
    const a = resolve(cwd, 'a/tools.json');
    expect(a.engine.rules.get('tool-name-verb')?.severity).toBe('error');
    expect(a.targets).toEqual(['gemini']);
    expect(a.sources).toEqual(['node_modules/acme-toolslint-config/base.yaml', 'a/.toolslintrc.yaml']);
    const b = resolve(cwd, 'b/tools.json');
    expect(b.engine.rules.get('schema-additional-properties')?.severity).toBe('warn');
    expect(b.engine.rules.get('tool-name-verb')?.severity).toBe('error');
  });

  it('is found through exports that give a config to `import` alone', () => {
    const cwd = project({
      'node_modules/esm-config/package.json': JSON.stringify({
        name: 'esm-config',
        type: 'module',
        exports: { '.': { import: './base.yaml' }, './strict': { import: './strict.yaml' }, './code': { import: './index.js' } },
      }),
      'node_modules/esm-config/base.yaml': base,
      'node_modules/esm-config/strict.yaml': 'rules:\n  schema-additional-properties: warn\n',
      'node_modules/esm-config/index.js': 'export default {};',
      'a/.toolslintrc.yaml': 'extends: [toolslint:recommended, esm-config, esm-config/strict]\n',
      'js/.toolslintrc.yaml': 'extends: [toolslint:recommended, esm-config/code]\n',
      'none/.toolslintrc.yaml': 'extends: [toolslint:recommended, esm-config/other]\n',
    });
    const a = resolve(cwd, 'a/tools.json');
    expect(a.engine.rules.get('tool-name-verb')?.severity).toBe('error');
    expect(a.engine.rules.get('schema-additional-properties')?.severity).toBe('warn');
    expect(a.sources).toEqual(['node_modules/esm-config/base.yaml', 'node_modules/esm-config/strict.yaml', 'a/.toolslintrc.yaml']);
    expect(thrown(() => resolve(cwd, 'js/tools.json')).message).toBe(
      'js/.toolslintrc.yaml:1:34: extends[1]: package "esm-config/code" leads to "index.js", not a .yaml, .yml or .json config: point its main or exports at one, or name the file (esm-config/code/config.yaml).',
    );
    expect(thrown(() => resolve(cwd, 'none/tools.json')).message).toBe(
      'none/.toolslintrc.yaml:1:34: extends[1]: cannot read "esm-config/other": its package\'s exports do not give that path.',
    );
  });

  it('a package that is not installed, or whose entry is not a YAML or JSON config, is a config error', () => {
    const cwd = project({
      'node_modules/js-config/package.json': JSON.stringify({ name: 'js-config', main: 'index.js' }),
      'node_modules/js-config/index.js': 'module.exports = {};',
      'missing/.toolslintrc.yaml': 'extends: [toolslint:recommended, no-such-config]\n',
      'js/.toolslintrc.yaml': 'extends: [toolslint:recommended, js-config]\n',
      'node_modules/cfg-exports/package.json': JSON.stringify({ name: 'cfg-exports', exports: { '.': './base.yaml' } }),
      'node_modules/cfg-exports/base.yaml': 'rules: {}\n',
      'node_modules/cfg-exports/strict.yaml': 'rules: {}\n',
      'exports/.toolslintrc.yaml': 'extends: [toolslint:recommended, cfg-exports/strict.yaml]\n',
      'node_modules/cfg-missing/package.json': JSON.stringify({ name: 'cfg-missing', main: 'gone.yaml' }),
      'main/.toolslintrc.yaml': 'extends: [toolslint:recommended, cfg-missing]\n',
    });
    expect(thrown(() => resolve(cwd, 'missing/tools.json'))).toEqual({
      code: 'config',
      message:
        'missing/.toolslintrc.yaml:1:34: extends[1]: cannot find "no-such-config": it is not a preset (toolslint:recommended, toolslint:strict, toolslint:all, toolslint:<target>), and no package of that name is installed where missing/.toolslintrc.yaml is (a file path starts with ./).',
    });
    expect(thrown(() => resolve(cwd, 'exports/tools.json')).message).toBe(
      'exports/.toolslintrc.yaml:1:34: extends[1]: cannot read "cfg-exports/strict.yaml": its package\'s exports do not give that path.',
    );
    expect(thrown(() => resolve(cwd, 'main/tools.json')).message).toBe(
      'main/.toolslintrc.yaml:1:34: extends[1]: cannot read "cfg-missing": its package.json names a main entry that does not exist.',
    );
    expect(thrown(() => resolve(cwd, 'js/tools.json')).message).toBe(
      'js/.toolslintrc.yaml:1:34: extends[1]: package "js-config" leads to "index.js", not a .yaml, .yml or .json config: point its main or exports at one, or name the file (js-config/config.yaml).',
    );
  });
});
