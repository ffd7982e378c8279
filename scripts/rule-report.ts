/**
 * The rule report: how often each rule fires on each corpus of real tool definitions, and a
 * sample of findings on the GitHub MCP server and VS Code tools with a reviewed verdict on each.
 *
 *   npm run build && node dist/scripts/rule-report.js            writes docs/rule-report.md
 *   node dist/scripts/rule-report.js --print --rules a,b --sample 40   prints findings to review
 *
 * Verdicts live in docs/rule-verdicts/<rule-id>.json (`{"<tool> <pointer>": "right: why" |
 * "false positive: why" | "debatable: why"}`); a sampled finding without one is shown as unreviewed.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULES } from '../rules/index.js';
import { lintRegistry, type Finding, type RuleSetting } from '../src/engine/index.js';
import { combineRegistries, loadSource } from '../src/loaders/index.js';
import type { Registry } from '../src/model/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const corpusDir = process.env.TOOLSLINT_CORPUS ?? path.resolve(root, '../shared/corpus');

interface Corpus {
  id: string;
  title: string;
  sampled: boolean;
  load(): Registry[];
}

function jsonFiles(dir: string): string[] {
  return readdirSync(path.join(corpusDir, dir)).filter((f) => f.endsWith('.json')).sort().map((f) => `${dir}/${f}`);
}

function loadFile(rel: string): Registry {
  return loadSource(readFileSync(path.join(corpusDir, rel)), rel);
}

const CORPORA: Corpus[] = [
  { id: 'bfcl', title: 'BFCL function docs', sampled: false, load: () => jsonFiles('bfcl').map(loadFile) },
  {
    id: 'github',
    title: 'GitHub MCP server (toolsnaps)',
    sampled: true,
    load: () => [combineRegistries(jsonFiles('github-mcp-server/toolsnaps').map(loadFile), 'github-mcp-server')],
  },
  { id: 'vscode', title: 'VS Code Copilot tools (HEAD)', sampled: true, load: () => [loadFile('vscode-copilot-chat/versions/HEAD.json')] },
  { id: 'docker', title: 'Docker MCP catalog', sampled: false, load: () => jsonFiles('docker-mcp-registry').map(loadFile) },
];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

const only = arg('--rules')?.split(',');
const sampleSize = Number(arg('--sample') ?? 8);
const ids = [...RULES.keys()].filter((id) => !only || only.includes(id));
// Every rule runs, at warn, so that off-by-default rules are measured too.
const settings = new Map<string, RuleSetting>(ids.map((id) => [id, { severity: 'warn' }]));
const NOW = new Date('2026-11-22T00:00:00Z');

const counts = new Map<string, Map<string, number>>();
const tools = new Map<string, number>();
const samples = new Map<string, Finding[]>();
for (const corpus of CORPORA) {
  const registries = corpus.load();
  tools.set(corpus.id, registries.reduce((n, r) => n + r.tools.length, 0));
  for (const registry of registries) {
    for (const f of lintRegistry(registry, RULES, { rules: settings, overrides: [] }, { now: () => NOW })) {
      const perRule = counts.get(f.ruleId) ?? new Map<string, number>();
      perRule.set(corpus.id, (perRule.get(corpus.id) ?? 0) + 1);
      counts.set(f.ruleId, perRule);
      if (corpus.sampled) samples.set(`${f.ruleId}\u0000${corpus.id}`, [...(samples.get(`${f.ruleId}\u0000${corpus.id}`) ?? []), f]);
    }
  }
}

/** An even spread over the findings, so that a sample is not all from the first tools. */
function spread<T>(list: T[], n: number): T[] {
  if (list.length <= n) return list;
  return Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]);
}

const verdictsDir = path.join(root, 'docs/rule-verdicts');
function verdictsOf(id: string): Record<string, string> {
  const file = path.join(verdictsDir, `${id}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ');

if (process.argv.includes('--print')) {
  for (const id of ids) {
    for (const corpus of CORPORA.filter((c) => c.sampled)) {
      for (const f of spread(samples.get(`${id}\u0000${corpus.id}`) ?? [], sampleSize)) {
        console.log(`${id}\t${corpus.id}\t${f.tool ?? '(registry)'} ${f.pointer}\t${f.message}`);
      }
    }
  }
} else {
  const lines = [
    '# Rule report',
    '',
    'Made by `scripts/rule-report.ts` (`npm run build && node dist/scripts/rule-report.js`); do not edit by hand.',
    'Each rule ran on its own at `warn` with default options over the corpora of real tool',
    'definitions in `shared/corpus`. Verdicts come from `docs/rule-verdicts/<rule-id>.json`.',
    '',
    `| rule | recommended | ${CORPORA.map((c) => `${c.title} (${tools.get(c.id)} tools)`).join(' | ')} |`,
    `|---|---|${CORPORA.map(() => '---:').join('|')}|`,
  ];
  for (const id of ids) {
    const perRule = counts.get(id);
    lines.push(`| \`${id}\` | ${RULES.get(id)!.meta.recommended} | ${CORPORA.map((c) => perRule?.get(c.id) ?? 0).join(' | ')} |`);
  }
  lines.push('', '## Sampled findings', '');
  for (const id of ids) {
    const rows: string[] = [];
    for (const corpus of CORPORA.filter((c) => c.sampled)) {
      for (const f of spread(samples.get(`${id}\u0000${corpus.id}`) ?? [], sampleSize)) {
        const verdict = verdictsOf(id)[`${f.tool ?? '(registry)'} ${f.pointer}`] ?? 'unreviewed';
        rows.push(`| ${corpus.id} | \`${cell(f.tool ?? '(registry)')}\` | \`${cell(f.pointer)}\` | ${cell(f.message)} | ${cell(verdict)} |`);
      }
    }
    if (rows.length === 0) continue;
    lines.push(`### ${id}`, '', '| corpus | tool | pointer | message | verdict |', '|---|---|---|---|---|', ...rows, '');
  }
  const out = arg('--out') ?? path.join(root, 'docs/rule-report.md');
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}
