import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createConfigResolver, type ConfigFs } from '../../src/config/index.js';
import { nodeConfigFs } from '../../src/config/fs.js';
import { FAKE_RULES, FIXTURES, resolver, severities, thrown } from './helpers.js';
import { tempDir } from '../helpers/cli.js';

describe('config discovery', () => {
  it('finds the nearest .toolslintrc upward from the linted file', () => {
    const r = resolver();
    expect(r.forFile('discovery/plain/deeper/tools.yaml').sources).toEqual(['discovery/.toolslintrc.yaml']);
    expect(r.forFile(path.join(FIXTURES, 'discovery/tools.yaml')).sources).toEqual(['discovery/.toolslintrc.yaml']);
    expect(r.forFile('discovery/yml/tools.yaml').sources).toEqual(['discovery/yml/.toolslintrc.yml']);
  });

  it('stops at the nearest one: a parent config is not merged in', () => {
    const config = resolver().forFile('discovery/nested/deeper/tools.yaml');
    expect(config.sources).toEqual(['discovery/nested/.toolslintrc.json']);
    // The parent sets schema-additional-properties to warn; the nearest file does not, so the
    // preset's severity stands.
    expect(severities(config.engine.rules)).toMatchObject({ 'tool-name-verb': 'off', 'schema-additional-properties': 'error' });
  });

  it('reads package.json#toolslint, and passes over a package.json without the key', () => {
    const r = resolver();
    const config = r.forFile('package/tools.yaml');
    expect(config.sources).toEqual(['package/package.json']);
    expect(severities(config.engine.rules)).toMatchObject({ 'tool-name-verb': 'info', 'destructive-needs-confirmation': 'error' });
    expect(r.configFileFor('package-no-key/inner/tools.yaml')).toBe(path.join(FIXTURES, 'package-no-key/.toolslintrc.yaml'));
  });

  it('takes .toolslintrc.yaml over .toolslintrc.json in one folder, with a warning', () => {
    const r = resolver();
    expect(severities(r.forFile('discovery/both/tools.yaml').engine.rules)['tool-name-verb']).toBe('info');
    expect(r.warnings.map((w) => w.message)).toEqual([
      'discovery/both/.toolslintrc.yaml and discovery/both/.toolslintrc.json are in the same folder; discovery/both/.toolslintrc.yaml is used and the others are not read.',
    ]);
  });

  it('--config replaces discovery for every file', () => {
    const r = resolver({ configPath: 'precedence/.toolslintrc.yaml' });
    expect(r.forFile('discovery/nested/tools.yaml').sources).toEqual(['precedence/a.yaml', 'precedence/b.yaml', 'precedence/.toolslintrc.yaml']);
    expect(thrown(() => resolver({ configPath: 'nowhere.yaml' }).forFile('tools.yaml'))).toEqual({
      code: 'config',
      message: 'nowhere.yaml: no such config file.',
    });
  });

  it('noConfig uses toolslint:recommended and --rule flags only', () => {
    const config = resolver({ noConfig: true, cliRules: ['tool-name-verb:off'] }).forFile('discovery/tools.yaml');
    expect(config.sources).toEqual([]);
    expect(severities(config.engine.rules)).toEqual({
      'tool-name-verb': 'off',
      'param-description-required': 'error',
      'schema-additional-properties': 'error',
      'tool-description-length': 'off',
      'destructive-needs-confirmation': 'off',
    });
    expect(thrown(() => resolver({ noConfig: true, configPath: 'x.yaml' })).code).toBe('usage');
  });

  it('falls back to toolslint:recommended when no config is found', () => {
    const cwd = tempDir('toolslint-config-');
    const r = createConfigResolver({ cwd, rules: FAKE_RULES });
    expect(r.configFileFor('tools.yaml')).toBeUndefined();
    expect(severities(r.forFile('tools.yaml').engine.rules)['tool-name-verb']).toBe('warn');
  });

  it('reads a config once for a thousand files in one folder, and searches each folder once', () => {
    const reads: string[] = [];
    let stats = 0;
    const fs: ConfigFs = {
      isFile: (f) => (stats++, nodeConfigFs.isFile(f)),
      readFile: (f) => (reads.push(f), nodeConfigFs.readFile(f)),
    };
    const r = resolver({ fs });
    const first = r.forFile('project/tools/0.yaml');
    const statsAfterFirst = stats;
    for (let i = 1; i < 1000; i++) expect(r.forFile(`project/tools/${i}.yaml`)).toBe(first);
    expect(stats).toBe(statsAfterFirst);
    expect(reads.filter((f) => f.endsWith('.toolslintrc.yaml'))).toEqual([path.join(FIXTURES, 'project/.toolslintrc.yaml')]);
    expect(reads.filter((f) => f.endsWith('base.yaml'))).toHaveLength(1);
    // A sibling folder under the same config reuses the answer found on the way up.
    r.forFile('project/other/tools.yaml');
    expect(reads.filter((f) => f.endsWith('.toolslintrc.yaml'))).toHaveLength(1);
  });
});
