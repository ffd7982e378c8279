import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { project, runCli } from '../helpers/cli.js';

const root = path.resolve(import.meta.dirname, '../..');

interface Hook {
  id: string;
  entry: string;
  language: string;
  files: string;
}

const hooks = parse(readFileSync(path.join(root, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];

/** A fixed rule set, so that rules added later do not change what these tests see. */
const CONFIG = 'extends: []\nrules:\n  schema-additional-properties: error\n  param-description-required: error\n  tool-name-verb: warn\n';

const GOOD = {
  name: 'get_weather',
  description:
    'Get the current weather for one city. Use it when the user asks about the weather. Returns the temperature in Celsius; read-only, changes nothing.',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['city'],
    properties: { city: { type: 'string', minLength: 1, maxLength: 80, description: 'The city, e.g. "Paris".' } },
  },
};

/** Runs the hook the way pre-commit does: its entry, then every staged file its `files` pattern matches. */
async function runHook(hook: Hook, cwd: string) {
  const staged = execFileSync('git', ['diff', '--cached', '--name-only', '--diff-filter=ACMR'], { cwd, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f !== '');
  const files = staged.filter((f) => new RegExp(hook.files).test(f));
  const [command, ...args] = hook.entry.split(/\s+/);
  expect(command).toBe('toolslint');
  return { files, run: await runCli([...args, ...files], { cwd }) };
}

describe('.pre-commit-hooks.yaml', () => {
  const hook = hooks.find((h) => h.id === 'toolslint')!;

  it('declares a node hook whose entry is toolslint lint, for JSON and YAML files', () => {
    expect(hook).toMatchObject({ language: 'node' });
    expect(hook.entry.startsWith('toolslint lint')).toBe(true);
    for (const f of ['a.json', 'a.jsonc', 'a.yaml', 'dir/a.yml']) expect(new RegExp(hook.files).test(f), f).toBe(true);
    for (const f of ['a.ts', 'README.md']) expect(new RegExp(hook.files).test(f), f).toBe(false);
  });

  it('its entry lints three staged files in a git repository, passing over a staged package.json', async () => {
    const cwd = project({
      '.toolslintrc.yaml': CONFIG,
      'tools/weather.json': JSON.stringify(GOOD, null, 2),
      'tools/forecast.yaml': `name: get_forecast\ndescription: ${GOOD.description.replace('current weather', 'forecast')}\ninputSchema: ${JSON.stringify(GOOD.inputSchema)}\n`,
      'tools/bad.yml': 'tools:\n  - name: weather\n    description: Weather.\n    parameters: {type: object, properties: {city: {type: string}}}\n',
      'package.json': '{"name": "app", "private": true}\n',
      'notes.md': '# not linted\n',
      'unstaged.yaml': 'tools: [{name: x}]\n',
    });
    execFileSync('git', ['init', '-q'], { cwd });
    execFileSync('git', ['add', 'tools', 'package.json', 'notes.md'], { cwd });
    const { files, run } = await runHook(hook, cwd);
    expect(files).toEqual(['package.json', 'tools/bad.yml', 'tools/forecast.yaml', 'tools/weather.json']);
    // The bad file fails the commit; the two good ones are clean.
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('tools/bad.yml');
    expect(run.stdout).not.toContain('tools/weather.json');
    expect(run.stdout).not.toContain('tools/forecast.yaml');
    // package.json is passed over, never a failure (which would exit 2).
    expect(run.stdout).not.toContain('could not be linted');
    expect(run.stdout).not.toContain('unstaged.yaml');
  });

  it('passes when the staged files are clean, even if none is a registry', async () => {
    const cwd = project({ '.toolslintrc.yaml': CONFIG, 'tools/weather.json': JSON.stringify(GOOD, null, 2), 'package.json': '{"name": "app"}\n' });
    execFileSync('git', ['init', '-q'], { cwd });
    execFileSync('git', ['add', '.'], { cwd });
    expect((await runHook(hook, cwd)).run.code).toBe(0);
    execFileSync('git', ['rm', '-q', '--cached', 'tools/weather.json'], { cwd });
    expect((await runHook(hook, cwd)).run.code).toBe(0);
  });
});
