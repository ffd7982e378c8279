// Bundles what installs run, so that no install has to build: the CLI into one CommonJS file,
// dist/cli.cjs, which src/cli/start.ts loads with V8's code cache; that loader into
// dist/start.cjs, which bin/ requires; the worker threads' task (src/cli/lint/lint-worker.ts, which
// --concurrency runs) into dist/lint-worker.cjs, which its loader, dist/lint-worker-start.cjs,
// loads with a cache of its own; and the library (src/index.ts) into dist/index.cjs, with its
// types rolled into dist/index.d.ts. All are committed, and package.json has no build or prepare
// script that npm would run: npm prepares a git dependency that has one (the pre-commit
// framework installs hooks that way) by installing all its devDependencies first. A test builds
// them again and compares, so the committed files cannot go stale.
//
// One file instead of several hundred modules is most of what a short run (a pre-commit hook)
// spends starting; CommonJS because Node 20 caches compiled code only for scripts it is handed,
// not for ES modules. Dynamic imports stay lazy: esbuild wraps their modules so that they are
// evaluated only when imported (the MCP client, json-schema-diff).
//
//   node scripts/bundle.mjs [outdir]   (npm run compile runs it after tsc; outdir defaults to dist)

import { generateDtsBundle } from 'dts-bundle-generator';
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.resolve(process.argv[2] ?? path.join(root, 'dist'));

/**
 * Writes esbuild's output with every non-ASCII character escaped. esbuild leaves them in regular
 * expression literals (the text rules' Chinese punctuation), and one such character makes Node
 * decode the whole file on its slow UTF-8 path: 45 ms for the CLI bundle on each start, against
 * 2 ms for ASCII. `\uXXXX` means the same code unit in strings, templates, identifiers and
 * regular expressions with or without the u flag.
 */
function writeAscii(result) {
  const written = {};
  for (const file of result.outputFiles) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    written[file.path] = file.text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    writeFileSync(file.path, written[file.path]);
  }
  return written;
}

const common = {
  write: false,
  // Paths in the output's comments are relative to this, so the files are the same wherever they are built.
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  // Lines are kept: the files are committed, and a change to the sources then changes a few
  // lines of them rather than one line of two megabytes. Names stay, so stack traces read.
  legalComments: 'none',
  logLevel: 'warning',
};

/**
 * commander requires `node:child_process` as it loads, for executable subcommands, which
 * toolslint has none of; loading it (with `net` and `dgram`) takes about 5 ms of every run. In
 * the bundle commander gets a stand-in that loads the real module on first use.
 */
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(build) {
    build.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      /[\\/]node_modules[\\/]commander[\\/]/.test(args.importer) ? { path: 'child_process', namespace: 'lazy-builtin' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy-builtin' }, () => ({
      contents: "let real;\nmodule.exports = new Proxy({}, { get: (_, key) => (real ??= require('node:child_process'))[key] });\n",
      loader: 'js',
    }));
  },
};

// CommonJS output. The sources find package.json and schema.json from their own URL; in a bundle
// that is the bundle's.
const commonJs = {
  ...common,
  format: 'cjs',
  define: { 'import.meta.url': '__bundleUrl' },
  banner: { js: "var __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  plugins: [lazyChildProcess],
};

const bundles = {};
for (const [entry, name] of [
  ['src/cli/main.ts', 'cli.cjs'],
  ['src/cli/lint/lint-worker.ts', 'lint-worker.cjs'],
])
  Object.assign(
    bundles,
    writeAscii(
      await build({
        ...commonJs,
        entryPoints: [entry],
        outfile: path.join(outdir, name),
        // jsonc-parser's default entry is a UMD build that requires its parts at run time.
        mainFields: ['module', 'main'],
        // Modules only some runs import (json-schema-diff for `diff`, the MCP SDK for live servers,
        // markdown-it for HTML release notes)
        // stay in node_modules: in the bundle they would be read and parsed on every start. They are
        // dependencies, so every install has them. piscina finds its own worker script beside its
        // code, so it stays there too.
        external: ['json-schema-diff', '@modelcontextprotocol/sdk', '@modelcontextprotocol/sdk/*', 'piscina', 'markdown-it'],
      }),
    ),
  );

// The loaders name the code caches by their bundle's digest (see cachePath in src/cli/code-cache.ts).
const digestOf = (name) => createHash('sha256').update(bundles[path.join(outdir, name)]).digest('hex');

// The workers' loader, CommonJS as piscina requires it; it loads dist/lint-worker.cjs with its cache.
writeAscii(
  await build({
    ...commonJs,
    entryPoints: ['src/cli/lint/worker-start.ts'],
    outfile: path.join(outdir, 'lint-worker-start.cjs'),
    define: { ...commonJs.define, __TOOLSLINT_WORKER_DIGEST__: JSON.stringify(digestOf('lint-worker.cjs')) },
  }),
);

// CommonJS like bin/, which requires it: a start through ES modules sets up Node's ES module
// loader first, 20 to 40 ms of a pre-commit run.
writeAscii(
  await build({
    ...commonJs,
    entryPoints: ['src/cli/start.ts'],
    outfile: path.join(outdir, 'start.cjs'),
    define: { ...commonJs.define, __TOOLSLINT_BUNDLE_DIGEST__: JSON.stringify(digestOf('cli.cjs')) },
  }),
);

// The library, for `import ... from 'toolslint'` (ES modules load it through Node's CommonJS
// interop, which finds the names esbuild lists). Its dependencies stay in node_modules, where a
// project that also uses yaml or ajv shares them.
writeAscii(
  await build({
    ...commonJs,
    entryPoints: ['src/index.ts'],
    outfile: path.join(outdir, 'index.cjs'),
    packages: 'external',
  }),
);
// Its types, one file: what src/index.ts exports and everything those types name.
const [types] = generateDtsBundle([{ filePath: path.join(root, 'src/index.ts'), output: { noBanner: true } }], {
  preferredConfigPath: path.join(root, 'tsconfig.build.json'),
});
writeFileSync(path.join(outdir, 'index.d.ts'), types);
