import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema, exampleConfigText, INIT_CONFIG_TEXT, INIT_SCHEMA_LINE } from '../../src/config/index.js';
import { RULES } from '../../rules/index.js';
import { resolver } from './helpers.js';

const root = path.resolve(import.meta.dirname, '../..');

describe('the init text and the example config', () => {
  it('.toolslintrc.example.yaml is the init text with the schema line pointing at schema.json', () => {
    expect(INIT_CONFIG_TEXT.split('\n')[0]).toBe(INIT_SCHEMA_LINE);
    expect(readFileSync(path.join(root, '.toolslintrc.example.yaml'), 'utf8')).toBe(exampleConfigText());
    expect(exampleConfigText().split('\n')[0]).toBe('# yaml-language-server: $schema=./schema.json');
  });

  it('the init text is a valid config that uses every kind of key it documents', () => {
    const fs = { isFile: () => false, readFile: () => new TextEncoder().encode(INIT_CONFIG_TEXT) };
    // The real rules: the options the init text sets must be ones the rules accept.
    const r = resolver({ configPath: '.toolslintrc.yaml', fs, rules: RULES });
    const config = r.forFile('tools.yaml');
    expect(r.warnings).toEqual([]);
    expect(config.engine.overrides.length).toBeGreaterThan(0);
    expect(config.isIgnored('dist/tools.json')).toBe(true);
    for (const key of ['extends', 'rules', 'overrides', 'ignorePatterns', 'classification', 'target', 'plugins']) {
      expect(INIT_CONFIG_TEXT, key).toMatch(new RegExp(`^#? ?${key}:`, 'm'));
    }
  });

  it('schema.json is the file the package ships, and is draft-07', () => {
    expect(configSchema()).toEqual(JSON.parse(readFileSync(path.join(root, 'schema.json'), 'utf8')));
    expect(configSchema().$schema).toBe('http://json-schema.org/draft-07/schema#');
  });

  it('npm run check:schemas validates the example with ajv-cli', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    const command: string = pkg.scripts['check:schemas'];
    expect(command).toContain('.toolslintrc.example.yaml');
    const out = execFileSync(
      path.join(root, 'node_modules/.bin/ajv'),
      ['validate', '--spec=draft7', '--strict=true', '--strict-required=false', '-c', 'ajv-formats', '-s', 'schema.json', '-d', '.toolslintrc.example.yaml'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(out).toContain('.toolslintrc.example.yaml valid');
  });
});
