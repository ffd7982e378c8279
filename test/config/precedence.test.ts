import { describe, expect, it } from 'vitest';
import { lintRegistry } from '../../src/engine/index.js';
import { FAKE_RULES, fakeRegistry, resolver, severities } from './helpers.js';

/** The severity each rule reports for one tool, through the real engine. */
function reported(config: ReturnType<ReturnType<typeof resolver>['forFile']>, file: string, tool: string): Record<string, string> {
  const findings = lintRegistry(fakeRegistry(file, [tool]), FAKE_RULES, config.engine);
  return Object.fromEntries(findings.map((f) => [f.ruleId, f.severity]));
}

describe("precedence: --rule > the file's rules > its extends (later entries first) > presets", () => {
  it('the file beats what it extends, and later extends beat earlier ones', () => {
    const config = resolver().forFile('precedence/tools.yaml');
    expect(severities(config.engine.rules)).toEqual({
      // strict says warn, a.yaml hint, the file info: the file wins.
      'tool-name-verb': 'info',
      // a.yaml says hint, b.yaml (later) warn.
      'schema-additional-properties': 'warn',
      // b.yaml gives a severity only, so the options a.yaml set are kept.
      'param-description-required': 'error {"minWords":7}',
      // only strict speaks of these.
      'tool-description-length': 'warn',
      'destructive-needs-confirmation': 'error',
    });
  });

  it('--rule beats the file', () => {
    const config = resolver({ cliRules: ['tool-name-verb:off', 'param-description-required:hint'] }).forFile('precedence/tools.yaml');
    expect(severities(config.engine.rules)).toMatchObject({ 'tool-name-verb': 'off', 'param-description-required': 'hint {"minWords":7}' });
  });

  it('overrides beat the file for what they match, and --rule still beats overrides', () => {
    const fromFile = resolver().forFile('precedence/tools.yaml');
    expect(reported(fromFile, 'precedence/special/a.yaml', 'get_x')).toMatchObject({ 'tool-name-verb': 'error', 'schema-additional-properties': 'error' });
    expect(reported(fromFile, 'precedence/plain/a.yaml', 'get_x')).toMatchObject({ 'tool-name-verb': 'info', 'schema-additional-properties': 'warn' });

    const withFlag = resolver({ cliRules: ['tool-name-verb:hint'] }).forFile('precedence/tools.yaml');
    const special = reported(withFlag, 'precedence/special/a.yaml', 'get_x');
    expect(special).toMatchObject({ 'tool-name-verb': 'hint', 'schema-additional-properties': 'error' });
  });
});
