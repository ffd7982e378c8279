import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { main } from '../../src/cli/main.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process, as bin/ would, with captured output; `terminal` makes standard output a terminal that wide. */
export async function runCli(
  argv: string[],
  options: { cwd: string; stdin?: string; env?: Record<string, string>; terminal?: { columns: number } },
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const stdin =
    options.stdin === undefined
      ? undefined
      : (async function* () {
          yield options.stdin!;
        })();
  const code = await main(argv, {
    stdout: {
      write: (s: string) => {
        stdout += s;
      },
      isTTY: options.terminal !== undefined,
      columns: options.terminal?.columns,
    },
    stderr: {
      write: (s: string) => {
        stderr += s;
      },
      isTTY: false,
    },
    stdin,
    cwd: options.cwd,
    env: options.env ?? {},
  });
  return { code, stdout, stderr };
}

/** Every scratch folder made by this test file, removed when its tests are done. */
const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An empty scratch folder named with `prefix`; removed after the test file's tests. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A scratch project folder holding the given files; removed after the test file's tests. */
export function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolslint-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    const p = path.join(dir, name);
    mkdirSync(path.dirname(p), { recursive: true });
    writeFileSync(p, text);
  }
  return dir;
}
