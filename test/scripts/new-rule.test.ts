import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run new:rule`, run in a scratch copy of what it and the meta-test read, so the
 * repository itself is never written. The id sorts between two existing rules.
 */
const root = path.resolve(import.meta.dirname, '../..');
const ID = 'tool-thing-check';
const COPIED = ['package.json', 'tsconfig.json', 'rules', 'src', 'scripts/new-rule.mjs', 'scripts/templates', 'test/helpers', 'test/rules/meta.test.ts'];
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'toolslint-new-rule-'));
  for (const p of COPIED) cpSync(path.join(root, p), path.join(dir, p), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
});

afterAll(() => {
  if (!dir) return;
  // The link first, so that removing the copy cannot reach the real node_modules.
  if (existsSync(path.join(dir, 'node_modules'))) unlinkSync(path.join(dir, 'node_modules'));
  rmSync(dir, { recursive: true, force: true });
});

const file = (p: string) => path.join(dir, p);
const read = (p: string) => readFileSync(file(p), 'utf8');

/** Runs the copied script from another folder, as `npm run new:rule -- ...args` would. */
function scaffold(...args: string[]) {
  const r = spawnSync(process.execPath, [file('scripts/new-rule.mjs'), ...args], { cwd: os.tmpdir(), encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** What a refusal must leave alone: the rule folders, the rule tests and the registry. */
function tree(): string {
  return JSON.stringify([readdirSync(file('rules')), readdirSync(file('test/rules')), read('rules/index.ts')]);
}

function childEnv(): NodeJS.ProcessEnv {
  // The outer run's worker settings must not leak into the inner run.
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_OPTIONS'));
}

/** The meta-test for the new rule and the rule's own test, in the copy: failed test names, and how many passed. */
function runMetaTest(): { failed: string[]; passed: number } {
  const report = file('vitest-report.json');
  rmSync(report, { force: true });
  const args = [
    'run',
    'test/rules/meta.test.ts',
    `test/rules/${ID}.test.ts`,
    '-t',
    `rules/index\\.ts|${ID}`,
    '--no-cache',
    '--reporter=json',
    `--outputFile=${report}`,
  ];
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), ...args], { cwd: dir, encoding: 'utf8', env: childEnv() });
  expect(existsSync(report), `vitest wrote no report: ${r.stderr}`).toBe(true);
  const results = (
    JSON.parse(readFileSync(report, 'utf8')) as { testResults: Array<{ assertionResults: Array<{ fullName: string; status: string }> }> }
  ).testResults.flatMap((t) => t.assertionResults);
  return {
    failed: results
      .filter((t) => t.status === 'failed')
      .map((t) => t.fullName)
      .sort(),
    passed: results.filter((t) => t.status === 'passed').length,
  };
}

describe('npm run new:rule refuses, writing nothing', () => {
  it.each(['ToolThing-check', 'toolthing', 'tool_thing-check', 'tool-', '-tool-thing', 'tool--thing', 'tool-thing.check', ''])('a bad id: %j', (id) => {
    const before = tree();
    const r = scaffold(id);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`"${id}" is not a rule id: use <thing>-<check> in kebab-case, such as tool-name-verb.\n`);
    expect(tree()).toBe(before);
  });

  it('no id, or more than one', () => {
    for (const args of [[], ['tool-thing-check', 'tool-other-check']]) {
      const r = scaffold(...args);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe('Give exactly one rule id: npm run new:rule -- <thing>-<check>\n');
    }
  });

  it('an existing rule', () => {
    const before = tree();
    const r = scaffold('param-count');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('rules/param-count already exists, so nothing was written: choose another id, or change that rule.\n');
    expect(tree()).toBe(before);
  });

  it('an id whose test file already exists: that file is kept as it was', () => {
    writeFileSync(file('test/rules/tool-other-check.test.ts'), '// written by hand\n');
    const before = tree();
    const r = scaffold('tool-other-check');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('test/rules/tool-other-check.test.ts already exists, so nothing was written: choose another id, or change that rule.\n');
    expect(tree()).toBe(before);
    expect(read('test/rules/tool-other-check.test.ts')).toBe('// written by hand\n');
    rmSync(file('test/rules/tool-other-check.test.ts'));
  });
});

describe('npm run new:rule <id>', () => {
  let before: string;

  beforeAll(() => {
    before = read('rules/index.ts');
    const r = scaffold(ID);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('writes the rule, its README and its test', () => {
    for (const f of [`rules/${ID}/index.ts`, `rules/${ID}/README.md`, `test/rules/${ID}.test.ts`]) expect(existsSync(file(f)), f).toBe(true);
    expect(read(`rules/${ID}/index.ts`)).toContain(`id: '${ID}'`);
    expect(read(`rules/${ID}/README.md`).split('\n')[0]).toBe(`# ${ID}`);
    expect(read(`test/rules/${ID}.test.ts`)).toContain(`from '../../rules/${ID}/index.js'`);
  });

  it('registers it in rules/index.ts at its sorted place, adding two lines and changing none', () => {
    const after = read('rules/index.ts');
    const imported = [...after.matchAll(/^import \w+ from '\.\/([^/]+)\/index\.js';$/gm)].map((m) => m[1]);
    expect(imported).toEqual([...imported].sort());
    expect(imported).toContain(ID);
    const listed = after
      .split('const ALL: AnyRule[] = [\n')[1]
      .split('\n];')[0]
      .split('\n')
      .map((l) => l.trim());
    expect(listed.indexOf('toolThingCheck,')).toBe(listed.indexOf('toolSinglePurpose,') + 1);
    const added = after.split('\n').filter((l) => !before.split('\n').includes(l));
    expect(added).toEqual([`import toolThingCheck from './${ID}/index.js';`, '  toolThingCheck,']);
    expect(after.split('\n').length).toBe(before.split('\n').length + 2);
  });

  it('writes TypeScript that compiles', () => {
    writeFileSync(
      file('tsconfig.scaffold.json'),
      JSON.stringify({ extends: './tsconfig.json', compilerOptions: { noEmit: true }, include: [`rules/${ID}/index.ts`, `test/rules/${ID}.test.ts`] }),
    );
    const r = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.scaffold.json'], { cwd: dir, encoding: 'utf8' });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  }, 120_000);

  it('passes every meta check but the examples it marks to fill in', () => {
    const { failed } = runMetaTest();
    expect(failed).toEqual([`rule ${ID} has README examples that behave as they say`, `${ID} invalid TODO: a definition the rule reports`]);
  }, 120_000);

  it('passes the meta-test and its own test once the check and the examples are filled in', () => {
    const code = read(`rules/${ID}/index.ts`);
    expect(code).toContain('const found = false;');
    writeFileSync(file(`rules/${ID}/index.ts`), code.replace('const found = false;', "const found = toolLabel(tool).startsWith('tmp_');"));
    for (const f of [`rules/${ID}/README.md`, `test/rules/${ID}.test.ts`]) {
      writeFileSync(file(f), read(f).replaceAll('TODO_INCORRECT', 'tmp_orders').replaceAll('TODO_CORRECT', 'list_orders'));
    }
    const { failed, passed } = runMetaTest();
    expect(failed).toEqual([]);
    // rules/index.ts: 3; the rule's meta checks: 7; its own test: a valid and an invalid case.
    expect(passed).toBe(12);
  }, 120_000);
});
