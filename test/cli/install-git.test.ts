import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { tempDir } from '../helpers/cli.js';

const root = path.resolve(import.meta.dirname, '../..');
const hook = (parse(readFileSync(path.join(root, '.pre-commit-hooks.yaml'), 'utf8')) as { id: string; entry: string }[]).find((h) => h.id === 'toolslint')!;
// TOOLSLINT_PRE_COMMIT=0 runs the steps by hand even where pre-commit is installed.
const preCommit = process.env.TOOLSLINT_PRE_COMMIT !== '0' && spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;

/** A git repository with one bad registry staged, as a user's would be. */
function userRepo(): string {
  const dir = tempDir('toolslint-user-');
  execFileSync('git', ['init', '-q'], { cwd: dir });
  writeFileSync(
    path.join(dir, 'tools.yaml'),
    'tools:\n  - name: get_weather\n    description: Weather.\n    parameters: {type: object, properties: {city: {type: strin}}}\n',
  );
  execFileSync('git', ['add', '.'], { cwd: dir });
  return dir;
}

// These install toolslint from git as users do, which takes npm some seconds (the dependencies
// come from the registry or npm's cache; nothing is built). TOOLSLINT_SKIP_INSTALL=1 leaves them out
// while iterating; CI runs them.
describe.skipIf(process.env.TOOLSLINT_SKIP_INSTALL === '1')('installing from git, with Node and no devDependencies', () => {
  // pre-commit installs the committed HEAD (or, in a clone with uncommitted changes to tracked files, a copy with them).
  it.runIf(preCommit)(
    'pre-commit try-repo installs the hook and runs it',
    () => {
      const repo = userRepo();
      const r = spawnSync('pre-commit', ['try-repo', root, hook.id, '--all-files', '--verbose'], {
        cwd: repo,
        encoding: 'utf8',
        env: { ...process.env, PRE_COMMIT_HOME: tempDir('toolslint-pre-commit-home-'), NO_COLOR: '1' },
        timeout: 300_000,
      });
      const out = r.stdout + r.stderr;
      expect(out).not.toContain('preparation failed');
      expect(r.status, out).toBe(1);
      expect(out).toContain('tools.yaml');
      expect(out).toMatch(/4:\d+\s+error\s.*schema-type-valid/);
    },
    320_000,
  );

  // What pre-commit's `language: node` does (pre_commit/languages/node.py): npm installs the
  // clone globally, into the hook's own prefix, and the hook's entry runs from there.
  it.skipIf(preCommit)(
    'a git clone, npm install -g of it into a scratch prefix, then the hook entry',
    () => {
      const scratch = tempDir('toolslint-git-install-');
      const clone = path.join(scratch, 'clone');
      const prefix = path.join(scratch, 'prefix');
      execFileSync('git', ['clone', '-q', '--no-hardlinks', root, clone]);
      const env = { ...process.env, NPM_CONFIG_PREFIX: prefix, npm_config_prefix: prefix };
      const install = spawnSync('npm', ['install', '--allow-git=root', '--install-links', '-g', `git+file://${clone}`, '--no-audit', '--no-fund'], {
        env,
        encoding: 'utf8',
        timeout: 300_000,
      });
      expect(install.status, install.stderr).toBe(0);
      const [command, ...args] = hook.entry.split(/\s+/);
      const repo = userRepo();
      const r = spawnSync(path.join(prefix, 'bin', command), [...args, 'tools.yaml'], {
        cwd: repo,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${path.join(prefix, 'bin')}${path.delimiter}${process.env.PATH}` },
      });
      expect(r.status, r.stderr).toBe(1);
      expect(r.stdout).toMatch(/4:\d+\s+error\s.*schema-type-valid/);
      // The library came too, although nothing was built: it is committed as dist/index.cjs.
      const installed = path.join(prefix, process.platform === 'win32' ? '' : 'lib', 'node_modules', 'toolslint');
      const library = spawnSync(process.execPath, ['-e', `const m = require(${JSON.stringify(installed)}); console.log(typeof m.lintRegistry)`], {
        encoding: 'utf8',
      });
      expect(library.stdout.trim(), library.stderr).toBe('function');
    },
    320_000,
  );
});
