import { describe, expect, it } from 'vitest';
import { PRESET_NAMES, presetRules } from '../../src/config/index.js';
import type { AnyRule, SeverityOrOff } from '../../src/engine/index.js';
import { FAKE_RULES, resolver, severities } from './helpers.js';

describe('presets are computed from the rules', () => {
  it('recommended: each rule at meta.recommended', () => {
    expect(severities(presetRules('toolslint:recommended', FAKE_RULES))).toEqual({
      'tool-name-verb': 'warn',
      'param-description-required': 'error',
      'schema-additional-properties': 'error',
      'tool-description-length': 'off',
      'destructive-needs-confirmation': 'off',
    });
  });

  it('strict: meta.strict, else recommended, else warn for a rule recommended off', () => {
    expect(severities(presetRules('toolslint:strict', FAKE_RULES))).toEqual({
      'tool-name-verb': 'warn',
      'param-description-required': 'error',
      'schema-additional-properties': 'error',
      'tool-description-length': 'warn',
      'destructive-needs-confirmation': 'error',
    });
  });

  it('all: every rule on, at its strict severity, and none below warn', () => {
    expect(severities(presetRules('toolslint:all', FAKE_RULES))).toEqual({
      'tool-name-verb': 'warn',
      'param-description-required': 'error',
      'schema-additional-properties': 'error',
      'tool-description-length': 'warn',
      // strict makes it an error: all does not make it quieter.
      'destructive-needs-confirmation': 'error',
    });
  });

  it('all: a rule info in recommended and strict, or off and info, is a warning', () => {
    const rule = (recommended: SeverityOrOff, strict?: SeverityOrOff) => {
      const r = FAKE_RULES.get('tool-name-verb')!;
      return { ...r, meta: { ...r.meta, recommended, strict } } as AnyRule;
    };
    const all = (r: AnyRule) => presetRules('toolslint:all', new Map([['r', r]])).get('r')!.severity;
    expect(all(rule('info', 'info'))).toBe('warn');
    expect(all(rule('off', 'info'))).toBe('warn');
    expect(all(rule('info', 'warn'))).toBe('warn');
    expect(all(rule('hint'))).toBe('warn');
    expect(all(rule('warn', 'error'))).toBe('error');
    expect(all(rule('error'))).toBe('error');
  });

  it('each preset names every rule, so none is left to chance', () => {
    for (const name of PRESET_NAMES) expect([...presetRules(name, FAKE_RULES).keys()]).toEqual([...FAKE_RULES.keys()]);
  });

  it('a config without extends starts from recommended; extends: [] starts from nothing', () => {
    const fs = (text: string) => ({ isFile: () => false, readFile: () => new TextEncoder().encode(text) });
    const withText = (text: string) => resolver({ configPath: 'c.yaml', fs: fs(text) }).forFile('tools.yaml').engine.rules;
    expect(severities(withText('rules: { tool-name-verb: info }'))).toEqual({
      ...severities(presetRules('toolslint:recommended', FAKE_RULES)),
      'tool-name-verb': 'info',
    });
    expect(severities(withText('extends: []\nrules: { tool-name-verb: info }'))).toEqual({ 'tool-name-verb': 'info' });
  });
});
