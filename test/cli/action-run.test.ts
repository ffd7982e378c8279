import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkout } from '../helpers/checkout.js';
import { tempDir } from '../helpers/cli.js';

const root = path.resolve(import.meta.dirname, '../..');

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
}
const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
  runs: { steps: Step[] };
};

interface ActionRun {
  /** The step's outcome as GitHub would show it: the exit code of the last step that ran. */
  failed: boolean;
  output: string;
  exitCode?: string;
  sarif: boolean;
  summary: string;
}

/**
 * Runs the action's shell steps as a runner would, off GitHub: each `run` script through
 * `bash --noprofile --norc -eo pipefail`, with its `env` expressions filled in from the inputs,
 * `github.action_path` and the outputs of earlier steps, and the files GitHub hands a step
 * (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY). `uses:` steps (setup-node, the SARIF upload) need
 * GitHub and are passed over: the machine's Node stands in for the first.
 */
function runAction(actionPath: string, workspace: string, inputs: Record<string, string>, searchPath: string): ActionRun {
  const values = { ...Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, v.default ?? ''])), ...inputs };
  const outputs: Record<string, Record<string, string>> = {};
  const summary = path.join(workspace, '..', `summary-${path.basename(workspace)}.md`);
  let failed = false;
  let output = '';
  for (const step of action.runs.steps) {
    if (step.run === undefined) continue;
    if (failed && !step.if?.includes('always()')) continue;
    const outputFile = path.join(workspace, '..', `output-${step.id ?? 'step'}-${path.basename(workspace)}`);
    writeFileSync(outputFile, '');
    const env: Record<string, string> = {
      PATH: searchPath,
      HOME: process.env.HOME ?? '',
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_ACTION_PATH: actionPath,
      ...Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expression(v, values, actionPath, outputs)])),
    };
    const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run], { cwd: workspace, env, encoding: 'utf8', timeout: 240_000 });
    output += r.stdout + r.stderr;
    failed = r.status !== 0;
    if (step.id)
      outputs[step.id] = Object.fromEntries(
        readFileSync(outputFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
      );
  }
  const sarif = existsSync(path.join(workspace, values['sarif-file']));
  return { failed, output, exitCode: outputs.lint?.['exit-code'], sarif, summary: existsSync(summary) ? readFileSync(summary, 'utf8') : '' };
}

/** The few expressions the action's `env` uses. */
function expression(text: string, inputs: Record<string, string>, actionPath: string, outputs: Record<string, Record<string, string>>): string {
  return text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expr: string) => {
    if (expr === 'github.action_path') return actionPath;
    const input = /^inputs\.([a-z-]+)$/.exec(expr);
    if (input) return inputs[input[1]];
    const out = /^steps\.([a-z-]+)\.outputs\.([a-z-]+)$/.exec(expr);
    if (out) return outputs[out[1]]?.[out[2]] ?? '';
    throw new Error(`the test does not know the expression ${expr}`);
  });
}

const GOOD =
  'tools:\n  - name: get_weather\n    description: Get the current weather for one city. Use it when the user asks about the weather; returns the temperature in Celsius.\n    parameters: {type: object, additionalProperties: false, required: [city], properties: {city: {type: string, description: The city, e.g. Paris.}}}\n';
const BAD = 'tools:\n  - name: get_weather\n    description: Weather.\n    parameters: {type: object, properties: {city: {type: strin}}}\n';

// The action installs the dependencies the bundle leaves out with npm ci, which takes a while;
// TOOLSLINT_SKIP_INSTALL=1 leaves this out while iterating.
describe.skipIf(process.env.TOOLSLINT_SKIP_INSTALL === '1')('action.yml, its steps run as a runner would', () => {
  let actionPath: string;
  let trapped: string;
  beforeAll(() => {
    actionPath = checkout(path.join(tempDir('toolslint-action-'), 'toolslint'));
    // npx and a toolslint on PATH that fail loudly: the action must run its own checkout.
    const trap = tempDir('toolslint-trap-');
    for (const name of ['npx', 'toolslint']) {
      writeFileSync(path.join(trap, name), `#!/bin/sh\necho "${name} was called" >&2\nexit 1\n`);
      chmodSync(path.join(trap, name), 0o755);
    }
    trapped = [trap, process.env.PATH].join(path.delimiter);
  });

  function workspace(files: Record<string, string>): string {
    const dir = path.join(tempDir('toolslint-workspace-'), 'repo');
    mkdirSync(dir);
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return dir;
  }

  it('lints with the checkout it came in, writes SARIF and the summary, and fails on findings', () => {
    const run = runAction(actionPath, workspace({ 'tools.yaml': BAD }), { paths: 'tools.yaml' }, trapped);
    expect(run.output).not.toContain('was called');
    expect(run.exitCode, run.output).toBe('1');
    expect(run.output).toMatch(/::error file=tools\.yaml,line=4/);
    expect(run.sarif).toBe(true);
    expect(run.summary).toContain('schema-type-valid');
    expect(run.failed).toBe(true);
  }, 300_000);

  it('passes on findings with fail-on-findings: false, and on a clean registry', () => {
    expect(runAction(actionPath, workspace({ 'tools.yaml': BAD }), { paths: 'tools.yaml', 'fail-on-findings': 'false' }, trapped)).toMatchObject({
      exitCode: '1',
      failed: false,
    });
    expect(runAction(actionPath, workspace({ 'tools.yaml': GOOD }), { paths: 'tools.yaml' }, trapped)).toMatchObject({ exitCode: '0', failed: false });
  }, 300_000);

  it('fails when the run could not complete (exit 2), whatever fail-on-findings says', () => {
    const run = runAction(actionPath, workspace({ 'tools.yaml': GOOD }), { paths: 'missing.yaml', 'fail-on-findings': 'false' }, trapped);
    expect(run.exitCode).toBe('2');
    expect(run.failed).toBe(true);
    expect(run.output).toContain('::error title=toolslint::the run could not complete (exit 2)');
  }, 300_000);

  it('fails when toolslint could not start at all, whatever fail-on-findings says', () => {
    // No node on PATH: the lint step's command is not found, and nothing was linted.
    const noNode = tempDir('toolslint-no-node-');
    for (const tool of ['bash', 'cat', 'rm', 'npm']) {
      const found = spawnSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
      if (found && tool !== 'npm') writeFileSync(path.join(noNode, tool), `#!/bin/sh\nexec ${found} "$@"\n`, { mode: 0o755 });
    }
    const run = runAction(actionPath, workspace({ 'tools.yaml': BAD }), { paths: 'tools.yaml', 'fail-on-findings': 'false' }, noNode);
    expect(run.failed).toBe(true);
    expect(run.output).toContain('the run could not complete');
  }, 300_000);

  it('reads an exit code of 1 without a report as a crash, not as findings', () => {
    const bin = path.join(actionPath, 'bin', 'toolslint.js');
    const real = readFileSync(bin, 'utf8');
    writeFileSync(bin, "throw new Error('broken install');\n");
    try {
      const run = runAction(actionPath, workspace({ 'tools.yaml': BAD }), { paths: 'tools.yaml', 'fail-on-findings': 'false' }, trapped);
      expect(run.exitCode).toBe('2');
      expect(run.failed).toBe(true);
      expect(run.output).toContain('broken install');
    } finally {
      writeFileSync(bin, real);
    }
  }, 300_000);
});
