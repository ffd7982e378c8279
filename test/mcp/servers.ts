import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../helpers/cli.js';

export const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/mcp');

/** A --mcp-stdio command running a fixture server with this Node, paths quoted. */
export function nodeCommand(script: string, ...args: string[]): string {
  return [process.execPath, path.join(FIXTURES, script), ...args].map((w) => `'${w}'`).join(' ');
}

/** A file a fixture server will write its pid to. */
export function pidFile(): string {
  return path.join(tempDir('toolslint-pid-'), 'pid');
}

export function readPid(file: string): number {
  return Number(readFileSync(file, 'utf8'));
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts fixtures/mcp/http-server.mjs and resolves with its base URL once it listens. */
export function startHttpServer(token?: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(FIXTURES, 'http-server.mjs'), ...(token ? [token] : [])], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n')) resolve({ url: line.trim(), child });
    });
    child.once('exit', (code) => reject(new Error(`http fixture exited with ${code}`)));
  });
}
