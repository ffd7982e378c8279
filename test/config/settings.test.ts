import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLASSIFICATION } from '../../src/model/index.js';
import { createConfigResolver } from '../../src/config/index.js';
import { project } from '../helpers/cli.js';
import { FAKE_RULES, FIXTURES, resolver, thrown } from './helpers.js';

describe('ignorePatterns', () => {
  const config = () => resolver().forFile('project/tools.yaml');

  it('are globs relative to the config folder; a folder name ignores all of it', () => {
    const { isIgnored } = config();
    expect(isIgnored('project/dist/tools.json')).toBe(true);
    expect(isIgnored('project/dist/deep/tools.json')).toBe(true);
    expect(isIgnored('project/a/b/tools.generated.json')).toBe(true);
    expect(isIgnored('project/tools.json')).toBe(false);
    expect(isIgnored(path.join(FIXTURES, 'project/dist/x.json'))).toBe(true);
  });

  it('a later ! pattern brings a file back', () => {
    expect(config().isIgnored('project/dist/keep.json')).toBe(false);
  });

  it('of an extended file are relative to that file', () => {
    const { isIgnored } = config();
    expect(isIgnored('project/shared/vendored.json')).toBe(true);
    expect(isIgnored('project/vendored.json')).toBe(false);
  });

  it('never match files outside the config folder', () => {
    expect(config().isIgnored('discovery/dist/tools.json')).toBe(false);
  });
});

describe('classification and target', () => {
  it('each verb list given replaces the default of its kind; the last config to give one wins', () => {
    const { classification } = resolver().forFile('project/tools.yaml');
    // The project's read list beats the base's; the base's write list stands; destructive is
    // the project's; names are matched in lower case, so verbs are too.
    expect(classification).toEqual({ read: ['peek', 'get'], write: ['make'], destructive: ['nuke'] });
  });

  it('are the defaults without a config', () => {
    const config = resolver({ noConfig: true }).forFile('tools.yaml');
    expect(config.classification).toEqual(DEFAULT_CLASSIFICATION);
    expect(config.targets).toEqual([]);
  });

  it('target: the nearest config that names one', () => {
    expect(resolver().forFile('project/tools.yaml').targets).toEqual(['openai']);
  });

  it('provider is another name for target, at the top and in overrides; giving both is an error', () => {
    const cwd = project({
      'p/.toolslintrc.yaml': 'provider: [anthropic]\noverrides:\n  - files: ["mcp/**"]\n    provider: mcp@2025-06-18\n    rules: {}\n',
      'both/.toolslintrc.yaml': 'target: openai\nprovider: anthropic\n',
    });
    const config = createConfigResolver({ cwd, rules: FAKE_RULES }).forFile('p/tools.json');
    expect(config.targets).toEqual(['anthropic']);
    expect(config.engine.targets?.map((t) => t.id)).toEqual(['anthropic']);
    expect(config.engine.overrides[0].targets?.map((t) => t.id)).toEqual(['mcp@2025-06-18']);
    expect(thrown(() => createConfigResolver({ cwd, rules: FAKE_RULES }).forFile('both/tools.json'))).toEqual({
      code: 'config',
      message: 'both/.toolslintrc.yaml:2:1: provider: give target or provider, not both: they are one key under two names.',
    });
  });
});
