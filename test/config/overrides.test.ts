import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineRule, lintRegistry, type AnyRule } from '../../src/engine/index.js';
import { FAKE_RULES, FIXTURES, fakeRegistry, resolver } from './helpers.js';

const config = () => resolver().forFile('project/tools.yaml');

function reported(file: string, tool: string): Record<string, string> {
  const findings = lintRegistry(fakeRegistry(file, [tool]), FAKE_RULES, config().engine);
  return Object.fromEntries(findings.map((f) => [f.ruleId, f.severity]));
}

describe('overrides', () => {
  it("match files by globs relative to the config file's folder", () => {
    expect(reported('project/legacy/old.yaml', 'get_x')['param-description-required']).toBeUndefined();
    expect(reported('project/current.yaml', 'get_x')['param-description-required']).toBe('warn');
    // A glob of project/.toolslintrc.yaml does not match below another folder of the same name.
    expect(reported('project/sub/legacy/old.yaml', 'get_x')['param-description-required']).toBe('warn');
  });

  it('match tools by globs of their names', () => {
    expect(reported('project/current.yaml', 'admin_delete_user')['tool-name-verb']).toBe('hint');
    expect(reported('project/current.yaml', 'repo.purge')['tool-name-verb']).toBe('hint');
    expect(reported('project/current.yaml', 'delete_admin')['tool-name-verb']).toBe('error');
  });

  it('with both files and tools, apply only where both match', () => {
    expect(reported('project/legacy/old.yaml', 'legacy_get')['schema-additional-properties']).toBe('info');
    expect(reported('project/legacy/old.yaml', 'get_x')['schema-additional-properties']).toBe('warn');
    expect(reported('project/current.yaml', 'legacy_get')['schema-additional-properties']).toBe('warn');
  });

  it("of an extended file are relative to that file's folder", () => {
    // shared/base.yaml turns tool-description-length on for *.yaml in shared/ only.
    expect(reported('project/shared/tools.yaml', 'get_x')['tool-description-length']).toBe('error');
    expect(reported('project/tools.yaml', 'get_x')['tool-description-length']).toBeUndefined();
  });

  it('match absolute paths as well as paths relative to cwd', () => {
    // The extended file's override comes first: extends apply before the file itself.
    const [, legacy] = config().engine.overrides;
    expect(legacy.matches(path.join(FIXTURES, 'project/legacy/a.yaml'), 'x')).toBe(true);
    expect(legacy.matches('project/legacy/a.yaml', 'x')).toBe(true);
    expect(legacy.matches('project/a.yaml', 'x')).toBe(false);
  });
});

describe('a registry-wide rule turned on by an override', () => {
  const count = defineRule({
    meta: {
      id: 'reg-count',
      description: 'counts tools',
      recommended: 'off',
      schema: { type: 'object', additionalProperties: false, properties: {} },
      messages: { n: '{{n}} tools' },
    },
    create: (context) => ({ registry: (r) => context.report({ messageId: 'n', data: { n: r.tools.length } }) }),
  });
  const rules = new Map([[count.meta.id, count as AnyRule]]);
  const lint = (baseSeverity: 'off' | 'warn', overrideFiles: string) =>
    lintRegistry(fakeRegistry('a/tools.yaml', ['get_x', 'get_y']), rules, {
      rules: new Map([['reg-count', { severity: baseSeverity }]]),
      overrides: [{ matches: (file) => file.startsWith(overrideFiles), rules: new Map([['reg-count', { severity: 'error' }]]) }],
    }).map((f) => `${f.severity} ${f.message}`);

  it('runs once, with the override, when the override matches and the base leaves it off', () => {
    expect(lint('off', 'a/')).toEqual(['error 2 tools']);
    expect(lint('off', 'b/')).toEqual([]);
  });

  it('runs once when two overrides that match different tools both turn it on', () => {
    let visits = 0;
    const counted = defineRule({
      meta: { ...count.meta, id: 'reg-count', messages: { n: '{{n}} tools' } },
      create: (context) => ({
        registry: (r) => {
          visits++;
          context.report({ messageId: 'n', data: { n: r.tools.length } });
        },
      }),
    });
    const findings = lintRegistry(fakeRegistry('a/tools.yaml', ['get_x', 'get_y']), new Map([['reg-count', counted as AnyRule]]), {
      rules: new Map([['reg-count', { severity: 'off' }]]),
      overrides: [
        { matches: (_, name) => name === 'get_x', rules: new Map([['reg-count', { severity: 'error' }]]) },
        { matches: (_, name) => name === 'get_y', rules: new Map([['reg-count', { severity: 'warn' }]]) },
      ],
    });
    expect(findings.map((f) => `${f.severity} ${f.message}`)).toEqual(['error 2 tools']);
    expect(visits).toBe(1);
  });

  it('runs once, with the base, when the base already has it on', () => {
    expect(lint('warn', 'a/')).toEqual(['warn 2 tools']);
  });
});
