import { describe, expect, it } from 'vitest';
import { resolver, thrown } from './helpers.js';

const errorOf = (configPath: string) => thrown(() => resolver({ configPath }).forFile('tools.yaml'));

describe('a bad config is one sentence naming the file, the place and the key', () => {
  it.each([
    ['bad YAML', 'bad/bad-yaml.yaml', 'bad/bad-yaml.yaml:2:19: invalid YAML: Nested mappings are not allowed in compact mappings.'],
    ['an unknown key', 'bad/unknown-key.yaml', 'bad/unknown-key.yaml:2:1: rulez: unknown key (did you mean "rules"?).'],
    [
      'a bad severity',
      'bad/bad-severity.yaml',
      'bad/bad-severity.yaml:4:3: rules.tool-name-verb: severity must be one of error, warn, info, hint, off (got "warning").',
    ],
    ['an unknown rule', 'bad/unknown-rule.yaml', 'bad/unknown-rule.yaml:2:3: rules.tool-name-verbs: unknown rule (did you mean "tool-name-verb"?).'],
    ['a bad option', 'bad/bad-option.yaml', 'bad/bad-option.yaml:2:38: rule "param-description-required": has no option "maxWords".'],
    [
      'a bad option in an override',
      'bad/bad-option-in-override.yaml',
      'bad/bad-option-in-override.yaml:4:42: overrides[0]: rule "param-description-required": option "minWords" must be integer.',
    ],
    [
      'an extends cycle',
      'bad/cycle-a.yaml',
      'bad/cycle-b.yaml:5:5: extends[1]: "./cycle-a.yaml" makes a cycle (bad/cycle-a.yaml → bad/cycle-b.yaml → bad/cycle-a.yaml).',
    ],
    [
      'a missing extends file',
      'bad/missing-extends.yaml',
      'bad/missing-extends.yaml:3:5: extends[1]: cannot find "./nowhere/base.yaml" (no such file: bad/nowhere/base.yaml).',
    ],
    [
      'an unknown preset',
      'bad/unknown-preset.yaml',
      'bad/unknown-preset.yaml:1:1: extends: unknown preset "toolslint:recomended" (did you mean "toolslint:recommended"?); the presets are toolslint:recommended, toolslint:strict, toolslint:all, and toolslint:<target> for each target (toolslint targets lists them).',
    ],
    [
      'a preset like no other: no guess from the toolslint: they all share',
      'bad/unlike-any-preset.yaml',
      'bad/unlike-any-preset.yaml:1:1: extends: unknown preset "toolslint:nope"; the presets are toolslint:recommended, toolslint:strict, toolslint:all, and toolslint:<target> for each target (toolslint targets lists them).',
    ],
    ['an override for nothing', 'bad/override-without-target.yaml', 'bad/override-without-target.yaml:2:5: overrides[0]: needs "files" or "tools".'],
    ['a config that is not an object', 'bad/not-an-object.json', 'bad/not-an-object.json:1:1: the config must be an object, not an array.'],
  ])('%s', (_, file, message) => {
    expect(errorOf(file)).toEqual({ code: 'config', message });
  });

  it('a chain of extends too deep, or a file extended twice at every level, is a sentence in bounded time', () => {
    // Config files held in memory, by name: c0.yaml extends c1.yaml, and so on.
    const files = (text: (i: number) => string, count: number) => ({
      isFile: () => true,
      readFile: (file: string) => {
        const i = Number(/c(\d+)\.yaml$/.exec(file)?.[1]);
        return i <= count ? new TextEncoder().encode(text(i)) : undefined;
      },
    });
    const deep = files((i) => (i < 2000 ? `extends: ./c${i + 1}.yaml\n` : 'rules: {}\n'), 2000);
    expect(thrown(() => resolver({ configPath: 'c0.yaml', fs: deep }).forFile('tools.yaml'))).toEqual({
      code: 'config',
      message: 'c63.yaml:1:1: extends: "./c64.yaml" is more than 64 files deep in a chain of extends.',
    });
    const doubled = files((i) => (i < 40 ? `extends: [./c${i + 1}.yaml, ./c${i + 1}.yaml]\n` : 'rules: {}\n'), 40);
    expect(thrown(() => resolver({ configPath: 'c0.yaml', fs: doubled }).forFile('tools.yaml')).message).toMatch(
      /extends reads more than 1000 config files in all, as when a file is extended twice at each level\.$/,
    );
  });

  it('collects at most 50 unknown rules of one rules object, the first of them first', () => {
    const rules = Array.from({ length: 5_000 }, (_, i) => `  no-such-rule-${i}: warn`).join('\n');
    const fs = { isFile: () => true, readFile: () => new TextEncoder().encode(`rules:\n${rules}\n`) };
    const loaded = resolver({ configPath: 'many.yaml', fs }).load('tools.yaml');
    expect(loaded.errors).toHaveLength(50);
    expect(loaded.errors[0].message).toBe('many.yaml:2:3: rules.no-such-rule-0: unknown rule.');
  });

  it('collects every problem of a file, in file order, when asked to load rather than throw', () => {
    const loaded = resolver({ configPath: 'bad/unknown-key.yaml' }).load('tools.yaml');
    expect(loaded.config).toBeUndefined();
    expect(loaded.errors).toHaveLength(1);
    expect(loaded.errors[0]).toMatchObject({ file: 'bad/unknown-key.yaml', position: { line: 2, column: 1 } });
  });

  it('names keys inside package.json under "toolslint", and escapes control characters', () => {
    const withText = (text: string) => ({ isFile: () => false, readFile: () => new TextEncoder().encode(text) });
    const load = (text: string) =>
      resolver({ configPath: 'package.json', fs: withText(text) })
        .load('tools.yaml')
        .errors.map((e) => e.message);
    expect(load('{ "toolslint": { "target": [1] } }')).toEqual(['package.json:1:29: toolslint.target[0]: must be a string, not a number.']);
    expect(load('{ "toolslint": { "rules": { "bad\\u001bname": "warn" } } }')).toEqual(['package.json:1:46: toolslint.rules.bad\\u001bname: unknown rule.']);
    expect(load('{ "name": "x" }')).toEqual(['package.json: has no "toolslint" key to read the config from.']);
  });

  it.each([
    ['no-colon', '--rule "no-colon": expected id:severity, e.g. --rule tool-name-verb:warn.'],
    ['tool-name-verbs:warn', '--rule "tool-name-verbs:warn": unknown rule "tool-name-verbs" (did you mean "tool-name-verb"?).'],
    ['tool-name-verb:warning', '--rule "tool-name-verb:warning": severity must be one of error, warn, info, hint, off (got "warning").'],
    ['tool-name-verb:warn:{"a":1}', '--rule "tool-name-verb:warn:{"a":1}": --rule takes a severity only; set options in a config file.'],
  ])('--rule %s is a usage error', (flag, message) => {
    // The id is checked once every config (and so every plugin) of the run is known; the syntax at once.
    const checked = () => {
      const r = resolver({ cliRules: [flag] });
      r.forFile('tools.yaml');
      r.checkCliRules();
    };
    expect(thrown(checked)).toEqual({ code: 'usage', message });
    expect(thrown(() => resolver({ cliRules: [flag], noConfig: true }))).toEqual({ code: 'usage', message });
  });

  it('warns, without failing, about duplicate keys', () => {
    const dup = resolver({ configPath: 'explicit/duplicate-key.yaml' });
    dup.forFile('tools.yaml');
    expect(dup.warnings.map((w) => w.message)).toEqual([
      'explicit/duplicate-key.yaml:3:3: duplicate key "tool-name-verb" (first at line 2, column 3); the last one wins and hides the first.',
    ]);
  });

  it('names a plugin it cannot find, at its place in the file', () => {
    expect(errorOf('explicit/plugins.yaml')).toEqual({
      code: 'config',
      message:
        'explicit/plugins.yaml:1:11: plugins[0]: "toolslint-plugin-acme" cannot be found from explicit/plugins.yaml (a package name, or a path starting with ./ relative to the config file).',
    });
  });

  it('takes a YAML file holding only comments as an empty config', () => {
    expect(resolver({ configPath: 'explicit/comments-only.yaml' }).forFile('tools.yaml').sources).toEqual(['explicit/comments-only.yaml']);
  });
});
