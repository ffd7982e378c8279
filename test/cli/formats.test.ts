import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolslintVersion } from '../../src/cli/version.js';
import { ruleDocsUrl } from '../../src/engine/index.js';
import { RULES } from '../../rules/index.js';
import { project, runCli } from '../helpers/cli.js';
import { BAD_REGISTRY, GOOD_REGISTRY } from '../helpers/registries.js';

const read = (cwd: string, file: string) => readFileSync(path.join(cwd, file), 'utf8');

/** A config with every rule off, so that a clean run stays clean whatever rules are added. */
const ALL_OFF = JSON.stringify({ rules: Object.fromEntries([...RULES.keys()].map((id) => [id, 'off'])) });

describe('toolslint lint with several formats', () => {
  it('-f stylish -f sarif -o FILE: stylish on stdout, SARIF in the file, the usual exit code', async () => {
    const cwd = project({ 'tools.yaml': BAD_REGISTRY });
    const alone = await runCli(['lint', 'tools.yaml'], { cwd });
    const r = await runCli(['lint', 'tools.yaml', '-f', 'stylish', '-f', 'sarif', '-o', 'toolslint.sarif'], { cwd });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(alone.stdout);
    const log = JSON.parse(read(cwd, 'toolslint.sarif'));
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0].results.length).toBeGreaterThan(0);
  });

  it('each -o takes the -f before it, in any number, and -f json prints exactly what it prints alone', async () => {
    const cwd = project({ 'tools.yaml': BAD_REGISTRY, 'good.yaml': GOOD_REGISTRY });
    const alone = await runCli(['lint', 'tools.yaml', 'good.yaml', '-f', 'json'], { cwd });
    const r = await runCli(
      [
        'lint',
        'tools.yaml',
        'good.yaml',
        '-f',
        'junit',
        '-o',
        'junit.xml',
        '--format=json',
        '-f',
        'markdown',
        '--output',
        'summary.md',
        '-fgithub',
        '-oannotations.txt',
      ],
      { cwd },
    );
    expect(r.code).toBe(alone.code);
    expect(r.stdout).toBe(alone.stdout);
    expect(read(cwd, 'junit.xml')).toMatch(/^<\?xml/);
    expect(read(cwd, 'junit.xml')).toMatch(/<testcase classname="good\.yaml" name="get_weather"/);
    expect(read(cwd, 'summary.md')).toMatch(/^### toolslint\n/);
    expect(read(cwd, 'annotations.txt')).toMatch(/^::error file=tools\.yaml,line=\d+/m);
  });

  it('a single -f and -o pair in either order, as before', async () => {
    const cwd = project({ 'tools.yaml': BAD_REGISTRY });
    const r = await runCli(['lint', '-o', 'report.json', 'tools.yaml', '-f', 'json'], { cwd });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(JSON.parse(read(cwd, 'report.json')).schemaVersion).toBe(1);
    const plain = await runCli(['lint', 'tools.yaml', '-o', 'report.txt', '--color'], { cwd });
    expect(plain.stdout).toBe('');
    expect(read(cwd, 'report.txt')).not.toContain('\u001b');
    expect(read(cwd, 'report.txt')).toContain('param-description-required');
  });

  it.each([
    [['-f', 'stylish', '-f', 'json'], /-f stylish and -f json would all print to standard output/],
    [['-o', 'a.sarif', '-f', 'sarif', '-f', 'json'], /-o a\.sarif comes before any -f/],
    [['-f', 'sarif', '-o', 'a.sarif', '-o', 'b.sarif', '-f', 'json'], /-f sarif is followed by two files, -o a\.sarif and -o b\.sarif/],
    [['-f', 'sarif', '-o', 'out', '-f', 'json', '-o', './out'], /-o \.\/out is named for two formats/],
    [['-f', 'github', '--max-annotations', 'ten'], /--max-annotations must be a whole number/],
  ])('a usage error exits 2 with one sentence and writes nothing: %j', async (flags, message) => {
    const cwd = project({ 'tools.yaml': BAD_REGISTRY });
    const r = await runCli(['lint', 'tools.yaml', ...flags], { cwd });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    for (const f of ['a.sarif', 'b.sarif', 'out']) expect(existsSync(path.join(cwd, f))).toBe(false);
  });

  it('an unknown format is rejected as before, naming every format', async () => {
    const r = await runCli(['lint', 'x.yaml', '-f', 'stylish', '-f', 'nope'], { cwd: project({}) });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      "argument 'nope' is invalid. Allowed choices are stylish, json, sarif, github, junit, markdown, codeclimate (also github-actions, code-climate, gitlab).",
    );
  });

  it('accepts the names Spectral and Redocly give the same formats', async () => {
    const cwd = project({ 'tools.yaml': BAD_REGISTRY });
    for (const [alias, format] of [
      ['github-actions', 'github'],
      ['code-climate', 'codeclimate'],
      ['gitlab', 'codeclimate'],
    ]) {
      const viaAlias = await runCli(['lint', 'tools.yaml', '-f', alias], { cwd });
      const direct = await runCli(['lint', 'tools.yaml', '-f', format], { cwd });
      expect(viaAlias.stderr, alias).toBe('');
      expect(viaAlias.code, alias).toBe(direct.code);
      expect(viaAlias.stdout, alias).toBe(direct.stdout);
    }
    // Paired with -o as the names they stand for are.
    const paired = await runCli(['lint', 'tools.yaml', '-f', 'stylish', '-f', 'code-climate', '-o', 'cq.json'], { cwd });
    expect(paired.stderr).toBe('');
  });

  it('a report file that cannot be written fails the run before anything is printed', async () => {
    const cwd = project({ 'tools.yaml': BAD_REGISTRY });
    const r = await runCli(['lint', 'tools.yaml', '-f', 'stylish', '-f', 'sarif', '-o', 'no/such/dir/x.sarif'], { cwd });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/cannot write the report to no\/such\/dir\/x\.sarif/);
  });

  it('--help documents the pairing and the formats', async () => {
    const help = (await runCli(['lint', '--help'], { cwd: project({}) })).stdout;
    expect(help).toContain('Several reports:');
    expect(help).toContain('-f stylish -f sarif -o toolslint.sarif');
    expect(help.replace(/\s+/g, ' ')).toContain('choices: "stylish", "json", "sarif", "github", "junit", "markdown", "codeclimate"');
    expect(help).toContain('--max-annotations <n>');
  });
});

describe('formats through the CLI', () => {
  it('sarif describes every built-in rule with its doc link and places results where -f json does', async () => {
    const cwd = project({ 'tools.yaml': BAD_REGISTRY });
    const run = JSON.parse((await runCli(['lint', 'tools.yaml', '-f', 'sarif'], { cwd })).stdout).runs[0];
    const json = JSON.parse((await runCli(['lint', 'tools.yaml', '-f', 'json'], { cwd })).stdout);
    expect(run.tool.driver.version).toBe(toolslintVersion());
    expect(run.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual([...RULES.keys()]);
    for (const rule of run.tool.driver.rules) {
      expect(rule.helpUri).toBe(ruleDocsUrl(rule.id));
      expect(rule.shortDescription.text).toBe(RULES.get(rule.id)!.meta.description);
    }
    expect(run.tool.driver.rules.find((r: { id: string }) => r.id === 'tool-name-verb').fullDescription.text).toMatch(
      /^A model picks a tool by its name first/,
    );
    const places = (xs: Array<{ ruleId: string; line?: number; column?: number }>) => xs.map((x) => `${x.ruleId}@${x.line}:${x.column}`);
    expect(
      places(
        run.results.map((r: { ruleId: string; locations: Array<{ physicalLocation: { region: { startLine: number; startColumn: number } } }> }) => ({
          ruleId: r.ruleId,
          line: r.locations[0].physicalLocation.region.startLine,
          column: r.locations[0].physicalLocation.region.startColumn,
        })),
      ),
    ).toEqual(places(json.findings));
  });

  it('github annotates at most --max-annotations of each level', async () => {
    const cwd = project({ 'tools.yaml': BAD_REGISTRY });
    const all = (await runCli(['lint', 'tools.yaml', '-f', 'github'], { cwd })).stdout.trimEnd().split('\n');
    const capped = await runCli(['lint', 'tools.yaml', '-f', 'github', '--max-annotations', '0'], { cwd });
    expect(capped.code).toBe(1);
    expect(capped.stdout).toBe(
      `toolslint: ${all.length} more problem${all.length === 1 ? ' was' : 's were'} not annotated (at most 0 of each level are printed); run another format, such as -f stylish, to see all of them.\n`,
    );
  });

  it('a clean run gives valid empty-ish reports and exit 0 in every format', async () => {
    const cwd = project({ 'good.yaml': GOOD_REGISTRY, '.toolslintrc.json': ALL_OFF });
    const outs: Record<string, string> = {};
    for (const f of ['sarif', 'github', 'junit', 'markdown', 'codeclimate']) {
      const r = await runCli(['lint', 'good.yaml', '-f', f], { cwd });
      expect(r.code, f).toBe(0);
      outs[f] = r.stdout;
    }
    expect(JSON.parse(outs.sarif).runs[0].results).toEqual([]);
    expect(outs.github).toBe('');
    expect(outs.junit).toContain('<testsuites name="toolslint" tests="1" failures="0" errors="0">');
    expect(outs.junit).toContain('<testcase classname="good.yaml" name="get_weather"/>');
    expect(outs.markdown).toBe('### toolslint\n\n✔ No problems in 1 file (1 tool).\n');
    expect(outs.codeclimate).toBe('[]\n');
  });
});
