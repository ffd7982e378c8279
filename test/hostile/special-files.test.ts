import { execFileSync } from 'node:child_process';
import { symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';

const GOOD =
  '{"tools": [{"name": "get_x", "description": "Gets x by its id.", "parameters": {"type": "object", "additionalProperties": false, "properties": {}}}]}';
const posix = process.platform !== 'win32';

describe('files that are not regular files, and input without end, fail at once with a sentence', () => {
  it('standard input over --max-file-size stops being read there', async () => {
    const r = await runCli(['lint', '-', '--max-file-size', '0.001'], { cwd: project({}), stdin: 'x'.repeat(5_000) });
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toMatch(/<stdin>\n\s+error\s+standard input is over the 0\.00 MB limit \(raise it with --max-file-size\)/);
  });

  it.runIf(posix)('a FIFO or a device named on the command line is not read, and the other files are linted', async () => {
    const cwd = project({ 'good.json': GOOD });
    execFileSync('mkfifo', [path.join(cwd, 'pipe.json')]);
    const r = await runCli(['lint', 'pipe.json', '/dev/zero', 'good.json', '-f', 'json'], { cwd });
    expect(r.code).toBe(2);
    const report = JSON.parse(r.stdout);
    expect(report.files.map((f: { file: string }) => f.file)).toEqual(['good.json']);
    expect(report.failures.map((f: { file: string; message: string }) => f.message)).toEqual([
      '/dev/zero: not a regular file or a folder, so it is not read.',
      'pipe.json: not a regular file or a folder, so it is not read.',
    ]);
  });

  it.runIf(posix)('a link that leads back to itself or to nothing says so, in lint and in diff, and a FIFO in diff is not read', async () => {
    const cwd = project({ 'good.json': GOOD });
    symlinkSync('l2.json', path.join(cwd, 'l1.json'));
    symlinkSync('l1.json', path.join(cwd, 'l2.json'));
    symlinkSync('gone.json', path.join(cwd, 'dangling.json'));
    execFileSync('mkfifo', [path.join(cwd, 'pipe.json')]);
    const r = await runCli(['lint', 'l1.json', 'dangling.json', 'good.json', '-f', 'json'], { cwd });
    expect(r.code).toBe(2);
    const report = JSON.parse(r.stdout);
    expect(report.files.map((f: { file: string }) => f.file)).toEqual(['good.json']);
    expect(report.failures.map((f: { message: string }) => f.message)).toEqual([
      'dangling.json: a symbolic link to a file that does not exist.',
      'l1.json: a symbolic link that leads back to itself, so it is not read.',
    ]);
    for (const [side, message] of [
      ['l1.json', 'a symbolic link that leads back to itself, so it is not read.'],
      ['pipe.json', 'not a regular file or a folder, so it is not read.'],
    ]) {
      const d = await runCli(['diff', 'good.json', side], { cwd });
      expect(d.code).toBe(2);
      expect(d.stderr).toBe(`toolslint: ${side}: ${message}\n`);
    }
  });

  it.runIf(posix)('a `$ref` to a FIFO, a folder, a link loop, a missing or unparsable file, or one outside the project says why, at the `$ref`', async () => {
    const refs = ['pipe.json', 'folder.json', 'l1.json', 'missing.json', 'bad.json', '../outside.json', 'big.json'];
    const tools = refs.map((ref, i) => ({
      name: `get_x${i}`,
      description: 'Gets x by its id.',
      parameters: { type: 'object', additionalProperties: false, properties: { x: { $ref: ref } } },
    }));
    const root = project({
      'outside.json': '{"type": "string"}',
      'p/tools.json': JSON.stringify({ tools }, null, 1),
      'p/folder.json/a.json': '{}',
      'p/bad.json': '{"type": ',
      'p/big.json': `{"description": "${'x'.repeat(20_000)}"}`,
    });
    const cwd = path.join(root, 'p');
    execFileSync('mkfifo', [path.join(cwd, 'pipe.json')]);
    symlinkSync('l2.json', path.join(cwd, 'l1.json'));
    symlinkSync('l1.json', path.join(cwd, 'l2.json'));
    const r = await runCli(['lint', 'tools.json', '-f', 'json', '--max-file-size', '0.01'], { cwd });
    expect(r.code).toBe(1);
    const findings = JSON.parse(r.stdout).findings.filter((f: { ruleId: string }) => f.ruleId === 'ref-resolvable');
    expect(findings.map((f: { ruleId: string; message: string }) => `${f.ruleId}: ${f.message}`)).toEqual([
      'ref-resolvable: `$ref` "pipe.json" names pipe.json, which is not a regular file (a FIFO, a device or a socket), so it is not read.',
      'ref-resolvable: `$ref` "folder.json" names folder.json, which is a folder, not a file.',
      'ref-resolvable: `$ref` "l1.json" names l1.json, which is a symbolic link that leads back to itself.',
      'ref-resolvable: `$ref` "missing.json" names missing.json, which does not exist.',
      'ref-resolvable: `$ref` "bad.json" names bad.json, which could not be parsed: bad.json:1:10: invalid JSON: expected a value.',
      'ref-resolvable: `$ref` "../outside.json" names ../outside.json, which is outside the project: references are followed only to files inside the project or beside the registry.',
      'ref-resolvable: `$ref` "big.json" names big.json, which is 0.02 MB, over the 0.01 MB limit (raise it with --max-file-size).',
    ]);
  });

  it.runIf(posix)('a config that extends a link to /dev/zero, or is a FIFO, is refused before a byte is read', async () => {
    const cwd = project({ 'good.json': GOOD, 'cfg.yaml': 'extends: ./base.yaml\n' });
    symlinkSync('/dev/zero', path.join(cwd, 'base.yaml'));
    const linked = await runCli(['lint', 'good.json', '-c', 'cfg.yaml'], { cwd });
    expect(linked.code).toBe(2);
    expect(linked.stderr).toMatch(/base\.yaml: cannot read the config file \(not a regular file\)/);
    execFileSync('mkfifo', [path.join(cwd, 'fifo.yaml')]);
    const fifo = await runCli(['lint', 'good.json', '-c', 'fifo.yaml'], { cwd });
    expect(fifo.code).toBe(2);
    expect(fifo.stderr).toMatch(/fifo\.yaml: cannot read the config file \(not a regular file\)/);
  });

  it('a config over 4 MB is refused, not read', async () => {
    const cwd = project({ 'good.json': GOOD });
    writeFileSync(path.join(cwd, 'big.yaml'), `# ${'x'.repeat(5 * 1024 * 1024)}\nrules: {}\n`);
    const r = await runCli(['lint', 'good.json', '-c', 'big.yaml'], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/big\.yaml: cannot read the config file \(over 4 MB\)/);
  });
});

describe('a bad config found for one folder', () => {
  it('fails the files it governs, once, and the other folders are still linted', async () => {
    const cwd = project({ 'a/good.json': GOOD, 'a/second.json': GOOD, 'a/.toolslintrc.yaml': 'rules: [\n', 'b/good.json': GOOD });
    const r = await runCli(['lint', 'a', 'b', '-f', 'json'], { cwd });
    expect(r.code).toBe(2);
    const report = JSON.parse(r.stdout);
    expect(report.files.map((f: { file: string }) => f.file)).toEqual(['b/good.json']);
    expect(report.failures).toEqual([
      expect.objectContaining({ file: 'a/.toolslintrc.yaml', message: expect.stringMatching(/^a\/\.toolslintrc\.yaml:2:1: invalid YAML/) }),
    ]);
    // When it governs every file named, it is the run's error, printed alone.
    const alone = await runCli(['lint', 'a', '-f', 'json'], { cwd });
    expect(alone.code).toBe(2);
    expect(alone.stdout).toBe('');
    expect(alone.stderr).toMatch(/a\/\.toolslintrc\.yaml:2:1: invalid YAML/);
  });
});
