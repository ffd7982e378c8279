// The "servers" workload: real MCP servers' tool lists, one file per server, linted in one run.
// Docker's MCP catalog in the corpus gives most of them; the reference servers published on npm
// as @modelcontextprotocol/server-* add more. Each of those is installed into bench/.cache and
// started once with `toolslint snapshot`, which writes the tools it lists; the snapshots are kept
// in bench/.work/servers/ and made again only when the pinned versions change. Servers that need
// a service (a database, an API key) are given placeholders: they list their tools without
// reaching it. A server that does not start is left out, and said so.

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const NPM_SERVERS = {
  '@modelcontextprotocol/server-filesystem': { version: '2026.8.31', args: ['/tmp'] },
  '@modelcontextprotocol/server-memory': { version: '2026.8.31' },
  '@modelcontextprotocol/server-sequential-thinking': { version: '2026.8.31' },
  '@modelcontextprotocol/server-everything': { version: '2026.8.31' },
  '@modelcontextprotocol/server-github': { version: '2025.4.8' },
  '@modelcontextprotocol/server-slack': { version: '2025.4.25' },
  '@modelcontextprotocol/server-gitlab': { version: '2025.4.25' },
  '@modelcontextprotocol/server-brave-search': { version: '0.6.2' },
  '@modelcontextprotocol/server-postgres': { version: '0.6.2', args: ['postgresql://localhost/none'] },
  '@modelcontextprotocol/server-google-maps': { version: '0.6.2' },
  '@modelcontextprotocol/server-aws-kb-retrieval': { version: '0.6.2' },
  '@modelcontextprotocol/server-everart': { version: '0.6.2' },
};

/** Placeholders for the keys servers check at start; no request ever reaches a service. */
const PLACEHOLDER_ENV = {
  GITHUB_PERSONAL_ACCESS_TOKEN: 'placeholder', SLACK_BOT_TOKEN: 'placeholder', SLACK_TEAM_ID: 'T0', GITLAB_PERSONAL_ACCESS_TOKEN: 'placeholder',
  BRAVE_API_KEY: 'placeholder', GOOGLE_MAPS_API_KEY: 'placeholder', EVERART_API_KEY: 'placeholder',
  AWS_ACCESS_KEY_ID: 'placeholder', AWS_SECRET_ACCESS_KEY: 'placeholder', AWS_REGION: 'us-east-1',
};

/**
 * Installs every package the bench fetches into bench/.cache, listed in its own package.json:
 * one install for all, since `npm install` removes what its package.json does not list.
 * Scripts stay off: none of them needs its own.
 */
export function installCache(cache, packages) {
  mkdirSync(cache, { recursive: true });
  writeFileSync(path.join(cache, 'package.json'), `${JSON.stringify({ private: true, dependencies: packages }, null, 2)}\n`);
  console.log(`installing ${Object.keys(packages).length} packages into ${cache} …`);
  execFileSync('npm', ['install', '--prefix', cache, '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts'], { stdio: 'inherit' });
}

/** Starts each server and writes its snapshot, once per set of pinned versions; returns the snapshot folder. */
export function serverSnapshots({ root, cache, work, bin, install }) {
  const dir = path.join(work, 'servers');
  const stamp = path.join(dir, '.versions');
  const wanted = JSON.stringify(NPM_SERVERS);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return dir;
  mkdirSync(dir, { recursive: true });
  if (!Object.keys(NPM_SERVERS).every((name) => existsSync(path.join(cache, 'node_modules', name, 'package.json')))) install();
  for (const [name, s] of Object.entries(NPM_SERVERS)) {
    const pkgDir = path.join(cache, 'node_modules', name);
    const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    const main = path.join(pkgDir, typeof pkg.bin === 'string' ? pkg.bin : Object.values(pkg.bin)[0]);
    const out = path.join(dir, `${name.split('/').pop()}.json`);
    const command = [process.execPath, main, ...(s.args ?? [])].map((a) => (a.includes(' ') ? `"${a}"` : a)).join(' ');
    const r = spawnSync(process.execPath, [bin, 'snapshot', '--mcp-stdio', command, '--mcp-timeout', '20', '-o', out], { cwd: root, env: { ...process.env, ...PLACEHOLDER_ENV }, encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) console.log(`  ${name} did not list its tools, left out: ${(r.stderr || r.error?.message || '').trim().split('\n')[0]}`);
  }
  writeFileSync(stamp, wanted);
  return dir;
}
