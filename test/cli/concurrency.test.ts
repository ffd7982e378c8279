import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workerCount, AUTO_MIN_BYTES, AUTO_MIN_CORES } from '../../src/cli/lint/worker-pool.js';
import { project } from '../helpers/cli.js';

const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'bin/toolslint.js');
const corpus = path.resolve(root, '../shared/corpus');

const oneTool = (name: string, description: string) =>
  JSON.stringify({ name, description, inputSchema: { type: 'object', properties: { q: { type: 'string' } } } });

/** A project with every kind of file a run meets: registries, a folder of one-tool files, a shared $ref, bad and foreign files, an ignored one. */
function mixedProject(): string {
  return project({
    '.toolslintrc.yaml': 'extends: toolslint:recommended\nignorePatterns: ["ignored/**"]\n',
    'support-desk.yaml': readFileSync(path.join(root, 'examples/support-desk.yaml'), 'utf8'),
    'openai-tools.json': readFileSync(path.join(root, 'examples/openai-tools.json'), 'utf8'),
    'snaps/get_issue.json': oneTool('get_issue', 'Gets one issue by number.'),
    'snaps/get_issue_copy.json': oneTool('get_issue', 'Gets one issue.'),
    'snaps/delete_repo.json': oneTool('delete_repo', 'Deletes a repository.'),
    'shared.json': JSON.stringify({ $defs: { id: { type: 'string' } } }),
    'refs.json': JSON.stringify({
      tools: [{ name: 'fetch_user', description: 'Fetches a user.', parameters: { type: 'object', properties: { id: { $ref: 'shared.json#/$defs/id' } } } }],
    }),
    'broken.json': '{"tools": [',
    'package.json': '{"name": "x", "version": "1.0.0"}',
    'notes.yaml': 'title: not a registry\n',
    'ignored/tools.json': JSON.stringify({ tools: [{ name: 'x' }] }),
  });
}

function run(cwd: string, args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('--concurrency', () => {
  it('gives byte-identical reports and the same exit code with and without worker threads', () => {
    const cwd = mixedProject();
    for (const format of ['json', 'stylish', 'sarif']) {
      const one = run(cwd, ['lint', '.', 'support-desk.yaml', '-f', format, '--concurrency', 'off']);
      const pool = run(cwd, ['lint', '.', 'support-desk.yaml', '-f', format, '--concurrency', '2']);
      expect(one.code, format).toBe(2);
      expect(pool.code, format).toBe(one.code);
      expect(pool.stdout, format).toBe(one.stdout);
      expect(pool.stderr, format).toBe(one.stderr);
    }
  }, 120_000);

  it('says under --verbose when the files were linted on worker threads', () => {
    const cwd = mixedProject();
    expect(run(cwd, ['lint', '.', '--concurrency', '2', '--verbose']).stderr).toMatch(/files linted on 2 worker threads/);
    expect(run(cwd, ['lint', '.', '--concurrency', 'off', '--verbose']).stderr).not.toMatch(/worker threads/);
  });

  it('rejects a value that is not off, auto or a whole number', () => {
    const r = run(root, ['lint', 'examples', '--concurrency', 'many']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--concurrency.*off, auto or a whole number/);
  });

  it.skipIf(!existsSync(corpus))(
    'gives the same report on the whole corpus',
    () => {
      const one = run(root, ['lint', corpus, '-f', 'json', '--concurrency', 'off']);
      const pool = run(root, ['lint', corpus, '-f', 'json', '--concurrency', '2', '--verbose']);
      expect(pool.stderr).toMatch(/worker threads/);
      expect(pool.code).toBe(one.code);
      expect(pool.stdout).toBe(one.stdout);
      // Two whole runs of the corpus, on a machine that may be busy.
    },
    180_000,
  );
});

describe('workerCount', () => {
  it('keeps small runs, single files and machines of few cores in the main thread under auto', () => {
    expect(workerCount('auto', 1, 50 * AUTO_MIN_BYTES, 8)).toBe(0);
    expect(workerCount('auto', 3, AUTO_MIN_BYTES - 1, 8)).toBe(0);
    expect(workerCount('auto', 3, AUTO_MIN_BYTES, 8)).toBe(3);
    expect(workerCount('auto', 30, AUTO_MIN_BYTES, 8)).toBe(8);
    // Below four cores a worker's own warm-up costs more than the core it adds.
    expect(workerCount('auto', 30, 50 * AUTO_MIN_BYTES, AUTO_MIN_CORES - 1)).toBe(0);
    expect(workerCount(2, 30, 0, 2)).toBe(2);
    expect(workerCount('off', 30, 50 * AUTO_MIN_BYTES)).toBe(0);
    expect(workerCount(1, 30, 50 * AUTO_MIN_BYTES)).toBe(0);
    expect(workerCount(4, 3, 0)).toBe(3);
  });
});
