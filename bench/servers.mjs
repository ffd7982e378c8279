// The "servers" workload: real MCP servers' tool lists, one file per server, linted in one run.
// Docker's MCP catalog in the corpus gives some of them; MCP servers published on npm add the rest:
// the reference servers (@modelcontextprotocol/server-*) and servers that their vendors and
// others publish. Each is installed on its own into bench/.cache/servers/<name>, as `npx` would,
// and started once with `toolslint snapshot`, which writes the tools it lists; the snapshots are
// kept in bench/.work/servers/ and made again only when this list changes. Servers that need a
// service (a database, an API key, an OAuth client) are given placeholders: they list their tools
// without reaching it. A server that does not install or start is left out, and said so.
// bench/servers.md lists the servers, their tools, and the candidates that were left out and why.

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * name → { version, args, env, bin, startSeconds }. `bin` picks one of several commands;
 * `{home}` in args and env is the scratch folder the servers start in (their HOME and working
 * folder), which holds the placeholder files of HOME_FILES.
 */
export const NPM_SERVERS = {
  // The reference servers.
  '@modelcontextprotocol/server-filesystem': { version: '2026.8.31', args: ['/tmp'] },
  '@modelcontextprotocol/server-memory': { version: '2026.8.31' },
  '@modelcontextprotocol/server-sequential-thinking': { version: '2026.8.31' },
  '@modelcontextprotocol/server-everything': { version: '2026.8.31' },
  '@modelcontextprotocol/server-github': { version: '2025.4.8', env: { GITHUB_PERSONAL_ACCESS_TOKEN: 'placeholder' } },
  '@modelcontextprotocol/server-slack': { version: '2025.4.25', env: { SLACK_BOT_TOKEN: 'placeholder', SLACK_TEAM_ID: 'T0' } },
  '@modelcontextprotocol/server-gitlab': { version: '2025.4.25', env: { GITLAB_PERSONAL_ACCESS_TOKEN: 'placeholder' } },
  '@modelcontextprotocol/server-brave-search': { version: '0.6.2', env: { BRAVE_API_KEY: 'placeholder' } },
  '@modelcontextprotocol/server-postgres': { version: '0.6.2', args: ['postgresql://localhost/none'] },
  '@modelcontextprotocol/server-google-maps': { version: '0.6.2', env: { GOOGLE_MAPS_API_KEY: 'placeholder' } },
  '@modelcontextprotocol/server-aws-kb-retrieval': {
    version: '0.6.2',
    env: { AWS_ACCESS_KEY_ID: 'placeholder', AWS_SECRET_ACCESS_KEY: 'placeholder', AWS_REGION: 'us-east-1' },
  },
  '@modelcontextprotocol/server-everart': { version: '0.6.2', env: { EVERART_API_KEY: 'placeholder' } },
  '@modelcontextprotocol/server-puppeteer': { version: '2025.5.12' },
  '@modelcontextprotocol/server-gdrive': {
    version: '2025.1.14',
    env: { GDRIVE_OAUTH_PATH: '{home}/gcp-oauth.keys.json', GDRIVE_CREDENTIALS_PATH: '{home}/google-token.json' },
  },

  // Vendors' and others' servers.
  '@playwright/mcp': { version: '0.0.83' },
  'chrome-devtools-mcp': { version: '1.11.0' },
  '@executeautomation/playwright-mcp-server': { version: '1.0.12' },
  '@browserbasehq/mcp-server-browserbase': { version: '2.4.3', env: { BROWSERBASE_API_KEY: 'placeholder', BROWSERBASE_PROJECT_ID: 'placeholder' } },
  '@agentdeskai/browser-tools-mcp': { version: '2.0.2' },
  '@browsermcp/mcp': { version: '0.1.3' },
  '@notionhq/notion-mcp-server': { version: '2.5.2', env: { NOTION_TOKEN: 'placeholder' } },
  // Its docs tools read their schema from the service when listed: every other feature.
  '@supabase/mcp-server-supabase': {
    version: '0.13.0',
    args: ['--features=account,database,debugging,development,functions,branching,storage'],
    env: { SUPABASE_ACCESS_TOKEN: 'placeholder' },
  },
  '@sentry/mcp-server': { version: '0.39.0', args: ['--access-token=placeholder'] },
  // 0.3 only relays to Stripe's remote server; 0.2 serves its tools itself.
  '@stripe/mcp': { version: '0.2.5', args: ['--tools=all', '--api-key=sk_test_placeholder'] },
  '@azure/mcp': { version: '2.0.5', args: ['server', 'start'], env: { AZURE_MCP_COLLECT_TELEMETRY: 'false' } },
  '@hubspot/mcp-server': { version: '0.4.0', env: { PRIVATE_APP_ACCESS_TOKEN: 'placeholder' } },
  '@launchdarkly/mcp-server': { version: '0.6.2', args: ['start', '--api-key', 'placeholder'] },
  '@circleci/mcp-server-circleci': { version: '0.20.0', env: { CIRCLECI_TOKEN: 'placeholder' } },
  '@shopify/dev-mcp': { version: '1.16.0', env: { OPT_OUT_INSTRUMENTATION: 'true' } },
  '@shortcut/mcp': { version: '0.25.0', env: { SHORTCUT_API_TOKEN: 'placeholder' } },
  '@mondaydotcomorg/monday-api-mcp': { version: '3.3.0', env: { MONDAY_TOKEN: 'placeholder' } },
  '@softeria/ms-365-mcp-server': { version: '0.155.0' },
  '@zereight/mcp-gitlab': { version: '2.1.64', env: { GITLAB_PERSONAL_ACCESS_TOKEN: 'placeholder' } },
  '@aashari/mcp-server-atlassian-jira': {
    version: '3.3.0',
    env: { ATLASSIAN_SITE_NAME: 'placeholder', ATLASSIAN_USER_EMAIL: 'placeholder@example.com', ATLASSIAN_API_TOKEN: 'placeholder' },
  },
  '@cocal/google-calendar-mcp': { version: '2.6.3', env: { GOOGLE_OAUTH_CREDENTIALS: '{home}/gcp-oauth.keys.json' } },
  '@gongrzhe/server-gmail-autoauth-mcp': {
    version: '1.1.11',
    env: { GMAIL_OAUTH_PATH: '{home}/gcp-oauth.keys.json', GMAIL_CREDENTIALS_PATH: '{home}/google-token.json' },
  },
  'mongodb-mcp-server': { version: '3.0.4', env: { MDB_MCP_TELEMETRY: 'disabled' } },
  '@elastic/mcp-server-elasticsearch': { version: '0.3.1', env: { ES_URL: 'http://localhost:9200', ES_API_KEY: 'placeholder', OTEL_SDK_DISABLED: 'true' } },
  'mcp-server-kubernetes': { version: '4.1.7' },
  'argocd-mcp': { version: '0.9.0', args: ['stdio'], env: { ARGOCD_BASE_URL: 'http://localhost:8080', ARGOCD_API_TOKEN: 'placeholder' } },
  '@google-cloud/cloud-run-mcp': { version: '1.10.0' },
  '@winor30/mcp-server-datadog': { version: '1.8.0', env: { DATADOG_API_KEY: 'placeholder', DATADOG_APP_KEY: 'placeholder' } },
  '@currents/mcp': { version: '2.1.1', env: { CURRENTS_API_KEY: 'placeholder' } },
  '@instantdb/mcp': { version: '1.0.67', env: { INSTANT_ACCESS_TOKEN: 'placeholder' } },
  'n8n-mcp': {
    version: '2.87.0',
    env: { MCP_MODE: 'stdio', LOG_LEVEL: 'error', DISABLE_CONSOLE_OUTPUT: 'true', N8N_API_URL: 'http://localhost:5678', N8N_API_KEY: 'placeholder' },
  },
  'firecrawl-mcp': { version: '3.26.0', env: { FIRECRAWL_API_KEY: 'placeholder' } },
  'tavily-mcp': { version: '0.2.22', env: { TAVILY_API_KEY: 'placeholder' } },
  // Two tools by default; every tool it has.
  'exa-mcp-server': {
    version: '3.4.1',
    env: {
      EXA_API_KEY: 'placeholder',
      ENABLED_TOOLS:
        'web_search_exa,web_search_advanced_exa,get_code_context_exa,company_research_exa,web_fetch_exa,deep_researcher_start,deep_researcher_check,people_search_exa,linkedin_search_exa,deep_search_exa,crawling_exa,agent_tools',
    },
  },
  '@perplexity-ai/mcp-server': { version: '1.2.1', env: { PERPLEXITY_API_KEY: 'placeholder' } },
  '@brave/brave-search-mcp-server': { version: '2.1.4', env: { BRAVE_API_KEY: 'placeholder' } },
  '@upstash/context7-mcp': { version: '4.1.1' },
  '@kazuph/mcp-fetch': { version: '1.6.3' },
  '@mastra/mcp-docs-server': { version: '1.2.27' },
  'figma-developer-mcp': { version: '0.13.2', args: ['--stdio'], env: { FIGMA_API_KEY: 'placeholder', FRAMELINK_TELEMETRY: 'off' } },
  '@antv/mcp-server-chart': { version: '0.9.10' },
  '@amap/amap-maps-mcp-server': { version: '0.0.8', env: { AMAP_MAPS_API_KEY: 'placeholder' } },
  '@openbnb/mcp-server-airbnb': { version: '0.3.0' },
  '@mobilenext/mobile-mcp': { version: '1.0.4' },
  '@cyanheads/git-mcp-server': { version: '2.15.3' },
  '@wonderwhy-er/desktop-commander': { version: '0.2.52' },
  // Every tool, not its seven core ones; it loads slowly.
  'task-master-ai': { version: '0.43.1', bin: 'task-master-ai', env: { TASK_MASTER_TOOLS: 'all' }, startSeconds: 60 },
  'next-devtools-mcp': { version: '0.4.0' },
  '@eslint/mcp': { version: '0.3.13' },
  'mcp-server-code-runner': { version: '0.1.8' },
  'nx-mcp': { version: '0.25.0' },
};

/** Set for every server: no telemetry (nothing would reach it anyway). */
const COMMON_ENV = { DO_NOT_TRACK: '1' };

/** Placeholder OAuth client and token for the Google servers, written into the scratch HOME. */
const HOME_FILES = {
  'gcp-oauth.keys.json': {
    installed: { client_id: 'placeholder.apps.googleusercontent.com', client_secret: 'placeholder', redirect_uris: ['http://localhost'] },
  },
  'google-token.json': { access_token: 'placeholder', refresh_token: 'placeholder', token_type: 'Bearer' },
};

/** How long a tools/list page may take; a server's start gets startSeconds (30 unless said). */
const REQUEST_SECONDS = 20;

/** The snapshot's file name: server-memory for the reference servers, playwright-mcp for @playwright/mcp. */
export function snapshotName(name) {
  return name
    .replace(/^@modelcontextprotocol\//, '')
    .replace(/^@/, '')
    .replace('/', '-');
}

/**
 * Installs packages into the folder's node_modules, listed in its own package.json: `npm install`
 * removes what that package.json does not list. Scripts stay off: a server that needs its own is left out.
 */
export function installCache(cache, packages, { quiet = false } = {}) {
  mkdirSync(cache, { recursive: true });
  writeFileSync(path.join(cache, 'package.json'), `${JSON.stringify({ private: true, dependencies: packages }, null, 2)}\n`);
  if (!quiet) console.log(`installing ${Object.keys(packages).length} packages into ${cache} …`);
  execFileSync('npm', ['install', '--prefix', cache, '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts', '--loglevel', 'error'], {
    stdio: quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit',
    encoding: 'utf8',
    timeout: 600_000,
  });
}

/** Each server in a folder of its own, as `npx` would install it; the folder, or undefined if it did not install. */
function installServer(cache, name, version) {
  const dir = path.join(cache, 'servers', snapshotName(name));
  const manifest = path.join(dir, 'node_modules', name, 'package.json');
  if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === version) return dir;
  console.log(`  installing ${name}@${version} …`);
  try {
    installCache(dir, { [name]: version }, { quiet: true });
    return dir;
  } catch (e) {
    console.log(`  ${name} did not install, left out: ${(e.stderr || e.message || '').trim().split('\n').pop()}`);
    return undefined;
  }
}

/** Starts each server and writes its snapshot, once per version of NPM_SERVERS; returns the snapshot folder. */
export function serverSnapshots({ cache: cacheDir, work: workDir, bin }) {
  const [cache, work] = [path.resolve(cacheDir), path.resolve(workDir)];
  const dir = path.join(work, 'servers');
  const stamp = path.join(dir, '.versions');
  const wanted = JSON.stringify({ NPM_SERVERS, COMMON_ENV, HOME_FILES });
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return dir;
  mkdirSync(dir, { recursive: true });
  // A server left out this time must not be linted from an older run.
  for (const f of readdirSync(dir)) if (f.endsWith('.json')) rmSync(path.join(dir, f));
  const home = path.join(work, 'servers-home');
  mkdirSync(home, { recursive: true });
  for (const [f, content] of Object.entries(HOME_FILES)) writeFileSync(path.join(home, f), JSON.stringify(content));
  const fill = (v) => v.replaceAll('{home}', home);
  console.log(`snapshotting ${Object.keys(NPM_SERVERS).length} MCP servers from npm into ${dir} …`);
  let listed = 0;
  for (const [name, s] of Object.entries(NPM_SERVERS)) {
    const prefix = installServer(cache, name, s.version);
    if (!prefix) continue;
    const pkgDir = path.join(prefix, 'node_modules', name);
    const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    const main = path.join(pkgDir, typeof pkg.bin === 'string' ? pkg.bin : pkg.bin[s.bin ?? Object.keys(pkg.bin)[0]]);
    const out = path.join(dir, `${snapshotName(name)}.json`);
    const command = [process.execPath, main, ...(s.args ?? []).map(fill)].map((a) => (a.includes(' ') ? `"${a}"` : a)).join(' ');
    const env = { ...process.env, ...COMMON_ENV, HOME: home, ...Object.fromEntries(Object.entries(s.env ?? {}).map(([k, v]) => [k, fill(v)])) };
    const start = s.startSeconds ?? 30;
    const args = [bin, 'snapshot', '--mcp-stdio', command, '--mcp-timeout', String(start), '--mcp-request-timeout', String(REQUEST_SECONDS), '-o', out];
    // toolslint ends the server itself on its own time-outs; this one bounds the whole run too.
    const r = spawnSync(process.execPath, args, { cwd: home, env, encoding: 'utf8', timeout: (start + 3 * REQUEST_SECONDS) * 1000 });
    if (r.status === 0) listed++;
    else console.log(`  ${name} did not list its tools, left out: ${(r.stderr || r.error?.message || '').trim().split('\n')[0]}`);
  }
  console.log(`${listed} of ${Object.keys(NPM_SERVERS).length} servers listed their tools`);
  writeFileSync(stamp, wanted);
  return dir;
}
