// npm runs `prepare` after `npm ci` in a clone, and when it installs toolslint from git (the
// pre-commit framework does). In a clone with devDependencies this builds everything; an
// install from git leaves them out, and then there is no tsc to run: the committed bundle
// (dist/cli.cjs, dist/start.js) is the CLI, and the build is skipped.

import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let compiler;
try {
  compiler = require.resolve('typescript/package.json');
} catch {
  compiler = undefined;
}

if (compiler === undefined) {
  console.error('toolslint: devDependencies are not installed, so the build is skipped; the committed bundle dist/cli.cjs runs the CLI.');
} else {
  const npm = process.env.npm_execpath;
  const run = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build'], { stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (run.error) throw run.error;
  process.exitCode = run.status ?? 1;
}
