import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchTools } from '../../src/mcp/index.js';
import { FIXTURES, isAlive, pidFile, readPid } from './servers.js';

const silent = (pid: string, ...flags: string[]) => ({
  transport: 'stdio' as const,
  command: process.execPath,
  args: [path.join(FIXTURES, 'silent-server.mjs'), pid, ...flags],
});
const ctx = { env: process.env, cwd: FIXTURES, name: 'silent', clientVersion: '0.0.0' };

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
}

describe('fetchTools ends the server process', { timeout: 20_000 }, () => {
  const keepAlive = () => {};
  afterEach(() => {
    process.off('SIGINT', keepAlive);
  });

  it('on Ctrl-C: the SIGINT listener ends every running server first', async () => {
    const before = process.listeners('SIGINT');
    const pid = pidFile();
    const pending = fetchTools(silent(pid), { ...ctx, limits: { startupMs: 20_000 } });
    pending.catch(() => {});
    await until(() => existsSync(pid) && readPid(pid) > 0);
    const added = process.listeners('SIGINT').filter((l) => !before.includes(l));
    expect(added).toHaveLength(1);
    // Another listener stands in for the default action, so that the test process lives on.
    process.on('SIGINT', keepAlive);
    (added[0] as (s: NodeJS.Signals) => void)('SIGINT');
    await expect(pending).rejects.toThrow(/before it answered initialize/);
    expect(isAlive(readPid(pid))).toBe(false);
    expect(process.listeners('SIGINT').filter((l) => !before.includes(l) && l !== keepAlive)).toEqual([]);
  });

  it('with SIGKILL when the server ignores SIGTERM', async () => {
    const pid = pidFile();
    const started = Date.now();
    await expect(fetchTools(silent(pid, '--ignore-term'), { ...ctx, limits: { startupMs: 1_500, killGraceMs: 300 } })).rejects.toThrow(
      /did not answer initialize within 1\.5 s/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(isAlive(readPid(pid))).toBe(false);
  });
});
