// The tables of a benchmark run: one for the terminal, one in markdown for bench/results.md.
//
//   node bench/report.mjs bench/.work/last-run.json    render the last run again into bench/results.md

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fmt = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

function version(root, pkg) {
  try {
    return JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch {
    return 'not installed';
  }
}

const timedOut = (m) => m.runs === 0 && /^timed out/.test(m.failure ?? '');

/**
 * toolslint's time over another's; for a peer stopped at the time limit, an upper bound. A peer
 * that failed (crashed, ran out of memory) gives no ratio: its time says nothing of the work.
 */
function ratio(tl, other) {
  if (!tl || !other || tl.runs === 0) return '–';
  if (other.runs === 0 && !timedOut(other)) return 'failed';
  const r = tl.wall / other.wall;
  return other.runs === 0 ? `< ${fmt(r, 3)}` : fmt(r, 3);
}

function targets(results, growth, ruleShares) {
  const out = [];
  const by = (id) => results.find((r) => r.id === id)?.rows;
  const check = (name, ok, measured) => out.push({ name, ok, measured });
  const fast = (tl, peer, factor) => tl && peer && tl.runs > 0 && (peer.runs > 0 || timedOut(peer)) && tl.wall * factor <= peer.wall;
  /** How many times faster than a peer: a lower bound when the peer was stopped, nothing when it failed. */
  const times = (tl, peer) => {
    if (peer.runs === 0 && !timedOut(peer)) return `peer failed: ${peer.failure}`;
    return `${peer.runs === 0 ? '> ' : ''}${fmt(peer.wall / tl.wall, 1)} ×`;
  };
  const versus = (name, tl, peer, factor) => {
    if (peer.runs === 0 && !timedOut(peer)) check(name, undefined, times(tl, peer));
    else check(name, fast(tl, peer, factor), times(tl, peer));
  };
  const pre = by('pre-commit');
  if (pre) {
    check('pre-commit: at most 2 × the `node -e 0` floor', pre.toolslint.wall <= 2 * pre.floor.wall, `${fmt(pre.toolslint.wall / pre.floor.wall)} ×`);
    if (pre.spectral) versus('pre-commit: at least 10 × faster than Spectral', pre.toolslint, pre.spectral, 10);
  }
  const servers = by('servers');
  if (servers?.spectral) versus('servers: at least 10 × faster than Spectral', servers.toolslint, servers.spectral, 10);
  const corpus = by('corpus');
  if (corpus) {
    if (corpus.spectral) versus('corpus: at least 10 × faster than Spectral', corpus.toolslint, corpus.spectral, 10);
    check('corpus: peak RSS under 300 MB', corpus.toolslint.rss < 300, `${fmt(corpus.toolslint.rss, 0)} MB`);
  }
  const huge = by('huge');
  if (huge) {
    check('huge registry: under 5 s', huge.toolslint.runs > 0 && huge.toolslint.wall < 5, `${fmt(huge.toolslint.wall)} s`);
    check('huge registry: under 1 GiB peak RSS', huge.toolslint.rss < 1024, `${fmt(huge.toolslint.rss, 0)} MB`);
    if (huge.spectral) versus('huge registry: at least 5 × faster than Spectral', huge.toolslint, huge.spectral, 5);
  }
  for (const id of ['array-100k', 'registry-50mb']) {
    const rows = by(id);
    if (!rows) continue;
    check(
      `${id}: under 10 s`,
      rows.toolslint.runs > 0 && rows.toolslint.wall < 10,
      rows.toolslint.runs > 0 ? `${fmt(rows.toolslint.wall)} s` : rows.toolslint.failure,
    );
    check(`${id}: under 1 GiB peak RSS`, rows.toolslint.runs > 0 && rows.toolslint.rss < 1024, `${fmt(rows.toolslint.rss, 0)} MB`);
  }
  if (ruleShares?.rows.length) {
    const top = ruleShares.rows[0];
    check(
      'corpus: no rule takes more than 5 % of all rule time',
      top.share <= 5,
      `largest: ${top.rule} ${fmt(top.share, 1)} % of ${fmt(ruleShares.total / 1000, 2)} s${ruleShares.runs > 1 ? ` (medians of ${ruleShares.runs} runs)` : ''}` +
        (ruleShares.shared ? ` (the shared view, no rule's: ${fmt(ruleShares.shared.share, 1)} %)` : ''),
    );
  }
  for (const r of results.filter((x) => x.id.startsWith('openapi-'))) {
    const { toolslint: tl, redocly, spectral } = r.rows;
    if (redocly) versus(`${r.id}: faster than Redocly`, tl, redocly, 1);
    if (spectral) versus(`${r.id}: at least 10 × faster than Spectral`, tl, spectral, 10);
  }
  if (growth.length > 1) {
    // RSS over input falls as the fixed cost of Node and the code is spread over more bytes;
    // what must stay flat is the cost of each further MB, between one size and the next.
    const per = growth.map((g) => g.rssMB / g.inputMB);
    const marginal = growth.slice(1).map((g, i) => (g.rssMB - growth[i].rssMB) / (g.inputMB - growth[i].inputMB));
    const grows = Math.max(...marginal) / Math.min(...marginal);
    const ok = growth.every((g) => !g.failure) && marginal.every((m) => m > 0) && (marginal.length < 2 || marginal.at(-1) <= 1.5 * marginal[0]);
    check(
      'memory grows linearly with input: the MB of RSS each further MB of input costs does not grow from 1×→4× to 4×→16× (within 1.5 ×)',
      ok,
      `per further MB ${marginal.map((m) => fmt(m, 1)).join(' → ')} (spread ${fmt(grows, 2)} ×); RSS per MB ${per.map((p) => fmt(p, 1)).join(' → ')}`,
    );
  }
  return out;
}

export function renderResults({ machine, results, growth, ruleShares, timeoutSeconds, peerTimeoutSeconds, root }) {
  // The peers are installed into bench/.cache by run.mjs, not as devDependencies.
  const peerRoot = path.join(root, 'bench/.cache');
  const rows = [];
  for (const r of results) {
    for (const [tool, m] of Object.entries(r.rows)) {
      rows.push({
        workload: r.id,
        input: `${(r.bytes / 2 ** 20).toFixed(2)} MB`,
        tool: tool === 'floor' ? `floor (${r.floorKind})` : tool,
        runs: String(m.runs),
        wall: m.runs === 0 ? `${m.failure}` : fmt(m.wall),
        rss: m.runs === 0 ? '–' : fmt(m.rss, 0),
        vs: tool === 'toolslint' ? '' : ratio(r.rows.toolslint, m),
      });
    }
  }
  const head = ['workload', 'input', 'tool', 'runs', 'wall s (median)', 'peak RSS MB', 'toolslint / this'];
  const cells = rows.map((x) => [x.workload, x.input, x.tool, x.runs, x.wall, x.rss, x.vs]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((v, i) => v.padEnd(widths[i])).join('  ');
  const checks = targets(results, growth, ruleShares);
  const verdict = (c) => (c.ok === undefined ? 'no comparison' : c.ok ? 'met' : 'not met');
  const table = [line(head), ...cells.map(line), '', ...checks.map((c) => `${verdict(c).padEnd(13)}  ${c.name}: ${c.measured}`)].join('\n');

  const md = [];
  md.push(`## Run of ${machine.date}`, '');
  md.push(`- Machine: ${machine.cpus}, ${machine.memory}, ${machine.os}; Node ${machine.node}.`);
  md.push(`- Load average (1, 5, 15 min) at the start ${machine.load}, at the end ${machine.loadAfter}.`);
  md.push(
    `- Peers: @stoplight/spectral-cli ${version(peerRoot, '@stoplight/spectral-cli')} with \`bench/spectral-ruleset.yaml\`; @redocly/cli ${version(peerRoot, '@redocly/cli')} with its recommended ruleset. toolslint ${version(root, '..')} (\`${machine.bin}\`) with its recommended preset.`,
  );
  md.push(
    `- Whole processes, output discarded; each figure is the median of the runs shown. A toolslint run is stopped after ${timeoutSeconds} s, a peer's after ${peerTimeoutSeconds} s. "toolslint / this" is toolslint's median wall time over this row's (below 1: toolslint is faster; \`<\` when this row was stopped at the time limit, so the true ratio is smaller; \`failed\` when the tool crashed, so there is nothing to compare).`,
    '',
  );
  md.push(`| ${head.join(' | ')} |`, `|${head.map((h, i) => (i >= 3 ? '---:' : '---')).join('|')}|`);
  for (const c of cells) md.push(`| ${c.join(' | ')} |`);
  md.push('', '### Targets', '', '| target | measured | |', '|---|---|---|');
  for (const c of checks) md.push(`| ${c.name} | ${c.measured} | ${c.ok === false ? '**not met**' : verdict(c)} |`);
  if (growth.length > 0) {
    md.push(
      '',
      '### Memory against input size (generated registries)',
      '',
      '| scale | tools | input MB | peak RSS MB | MB RSS per MB input | wall s |',
      '|---|---:|---:|---:|---:|---:|',
    );
    for (const g of growth)
      md.push(`| ${g.scale} | ${g.tools} | ${fmt(g.inputMB, 1)} | ${fmt(g.rssMB, 0)} | ${fmt(g.rssMB / g.inputMB, 1)} | ${g.failure ?? fmt(g.wall)} |`);
  }
  if (ruleShares?.rows.length) {
    md.push(
      '',
      `### Rule time on the corpus (\`--stats\`, one thread${ruleShares.runs > 1 ? `, medians of ${ruleShares.runs} runs` : ''})`,
      '',
      '| rule | ms | share |',
      '|---|---:|---:|',
    );
    for (const r of ruleShares.rows) md.push(`| ${r.rule} | ${fmt(r.ms, 0)} | ${fmt(r.share, 1)} % |`);
    // What rules read in common (a description's words and phrase hits, a tool's properties), made once for all of them.
    if (ruleShares.shared) md.push(`| (shared view) | ${fmt(ruleShares.shared.ms, 0)} | ${fmt(ruleShares.shared.share, 1)} % |`);
  }
  md.push('', '### Commands', '', 'Run from the repository root (`node` is the Node.js named above):', '', '```sh');
  const shown = new Set();
  const show = (argv) => {
    const text = argv.map((a) => (a === process.execPath ? 'node' : /[\s*]/.test(a) ? `'${a}'` : a)).join(' ');
    if (!shown.has(text)) md.push(text);
    shown.add(text);
  };
  for (const r of results) {
    md.push(`# ${r.title}`);
    for (const m of Object.values(r.rows)) {
      const steps = Array.isArray(m.command[0]) ? m.command : [m.command];
      steps.slice(0, 2).forEach(show);
      if (steps.length > 2 && !shown.has(`${steps.length}:${steps[2].join(' ')}`)) md.push(`# … and ${steps.length - 2} more, one per pair`);
      shown.add(`${steps.length}:${steps[2]?.join(' ')}`);
    }
  }
  for (const g of growth) show(g.command);
  md.push('```');
  return { table, markdown: md.join('\n') };
}

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** Puts a run's markdown between the bench markers of the results file, keeping what is around them. */
export function writeResults(file, markdown) {
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : `# Benchmark results\n\n${START}\n${END}\n`;
  const [before, rest] = previous.includes(START) ? previous.split(START) : [`${previous}\n`, `${END}\n`];
  const after = rest.includes(END) ? rest.slice(rest.indexOf(END) + END.length) : '\n';
  writeFileSync(file, `${before}${START}\n${markdown}\n${END}${after}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const run = JSON.parse(readFileSync(process.argv[2] ?? path.join(root, 'bench/.work/last-run.json'), 'utf8'));
  const report = renderResults({ ...run, root });
  console.log(report.table);
  writeResults(path.join(root, 'bench/results.md'), report.markdown);
}
