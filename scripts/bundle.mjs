// Bundles the CLI into one CommonJS file, dist/cli.cjs, which src/cli/start.ts loads with V8's
// code cache. One file instead of several hundred modules is most of what a short run (a
// pre-commit hook) spends starting; CommonJS because Node 20 caches compiled code only for
// scripts it is handed, not for ES modules. Dynamic imports stay lazy: esbuild wraps their
// modules so that they are evaluated only when imported (the MCP client). json-schema-diff is
// loaded with require (src/differ/second-opinion.ts): the bundle runs in a vm.Script, where
// Node 20 refuses an import() of a module outside it.
//
//   node scripts/bundle.mjs        (npm run build runs it after tsc)

import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await build({
  // The CLI, and the worker threads' task (src/cli/lint-worker.ts), which --concurrency runs beside it.
  entryPoints: { cli: path.join(root, 'src/cli/main.ts'), 'lint-worker': path.join(root, 'src/cli/lint-worker.ts') },
  outdir: path.join(root, 'dist'),
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // jsonc-parser's default entry is a UMD build that requires its parts at run time.
  mainFields: ['module', 'main'],
  // The sources find package.json and schema.json from their own URL; in the bundle that is the bundle's.
  define: { 'import.meta.url': '__bundleUrl' },
  banner: { js: "var __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  // Modules only some runs import (json-schema-diff for `diff`, the MCP SDK for live servers)
  // stay in node_modules: in the bundle they would be read and parsed on every start.
  // piscina finds its own worker script beside its code, so it stays there too.
  external: ['json-schema-diff', '@modelcontextprotocol/sdk', '@modelcontextprotocol/sdk/*', 'piscina'],
  // Whitespace only: names stay, so that a stack trace under --debug still reads.
  // TOOLSLINT_BUNDLE_READABLE=1 keeps the lines too, for a CPU profile that names them.
  minifyWhitespace: process.env.TOOLSLINT_BUNDLE_READABLE !== "1",
  logLevel: 'warning',
});
