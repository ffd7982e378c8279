import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';

const root = path.resolve(import.meta.dirname, '../..');
const BUNDLES = ['cli.cjs', 'lint-worker.cjs', 'lint-worker-start.cjs', 'start.cjs', 'index.cjs'];
/** Everything committed in dist/: the bundles and the library's types. */
const COMMITTED = [...BUNDLES, 'index.d.ts'];

// The bundles and the library's types are committed (no install builds them), so they must be
// exactly what the sources make. CI also checks that the build leaves them as
// committed (.ci/run).
describe('the committed bundle', () => {
  it('is what scripts/bundle.mjs makes from the sources now', () => {
    const out = tempDir('toolslint-bundle-');
    execFileSync(process.execPath, [path.join(root, 'scripts/bundle.mjs'), out], { cwd: root });
    for (const file of COMMITTED) {
      const fresh = readFileSync(path.join(out, file), 'utf8');
      const committed = readFileSync(path.join(root, 'dist', file), 'utf8');
      expect(committed === fresh, `dist/${file} is stale: run npm run compile and commit it`).toBe(true);
    }
  });

  // One non-ASCII character sends Node's reading of the whole file down its slow UTF-8 path,
  // on every start; scripts/bundle.mjs escapes them.
  it('is ASCII, so that each start reads it on the fast path', () => {
    for (const file of BUNDLES) {
      const bytes = readFileSync(path.join(root, 'dist', file));
      const at = bytes.findIndex((b) => b > 0x7f);
      expect(at, `dist/${file} has a non-ASCII byte at ${at}`).toBe(-1);
    }
  });

  it('is tracked by git, and the rest of dist/ is not', () => {
    const tracked = execFileSync('git', ['ls-files', 'dist'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(tracked.sort()).toEqual(COMMITTED.map((f) => `dist/${f}`).sort());
  });

  // commander requires child_process as it loads; the bundle hands it a stand-in (see
  // scripts/bundle.mjs), so that a lint, which starts no process, does not pay for loading it.
  it('loads node:child_process only when a command starts a process', () => {
    const loaded = (args: string[]) =>
      execFileSync(
        process.execPath,
        [
          '-e',
          `require(${JSON.stringify(path.join(root, 'dist/cli.cjs'))}).main(${JSON.stringify(args)}, { stdout: { write() {} }, stderr: process.stderr, stdin: process.stdin, cwd: ${JSON.stringify(root)}, env: process.env }).then((code) => console.log(JSON.stringify({ code, loaded: process.moduleLoadList.includes('NativeModule child_process') })))`,
        ],
        { cwd: root, encoding: 'utf8' },
      );
    expect(JSON.parse(loaded(['lint', 'examples/openai-tools.json']))).toEqual({ code: 1, loaded: false });
    // A git revision is read with git, through the real module.
    expect(JSON.parse(loaded(['diff', 'HEAD:examples/openai-tools.json', 'examples/openai-tools.json', '-f', 'json']))).toEqual({ code: 0, loaded: true });
  });

  // npm prepares a git dependency with any of these scripts by installing its devDependencies
  // first (pacote's git fetcher), which is what the pre-commit framework's install runs into.
  it('leaves npm nothing to build when it installs toolslint from git', () => {
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    for (const name of ['build', 'prepare', 'prepack', 'preinstall', 'install', 'postinstall']) expect(scripts, name).not.toHaveProperty(name);
  });
});
