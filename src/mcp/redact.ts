import type { McpServer } from './types.js';

/**
 * What must never reach output even when a server echoes it back (a 401 page quoting the
 * token, a crash printing its environment): header and env values, and what a URL carries
 * besides its address.
 */
export function secretsOf(server: McpServer): string[] {
  const values = server.transport === 'stdio' ? Object.values(server.env ?? {}) : Object.values(server.headers);
  const out = values.flatMap((v) => [v, ...v.split(/\s+/)]);
  if (server.transport !== 'stdio') {
    try {
      const u = new URL(server.url);
      out.push(u.username, u.password, u.search.slice(1), ...[...u.searchParams.values()]);
    } catch {
      // An invalid URL fails before anything is sent.
    }
  }
  // Short values (`1`, `true`) would blank out ordinary words and say nothing secret.
  return [...new Set(out)].filter((v) => v.length >= 6).sort((a, b) => b.length - a.length);
}

export function redact(text: string, hidden: string[]): string {
  let out = text;
  for (const h of hidden) out = out.split(h).join('***');
  return out;
}
