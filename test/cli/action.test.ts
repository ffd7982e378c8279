import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}

const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: Step[] };
};

describe('action.yml', () => {
  const steps = action.runs.steps;

  it('is a composite action: set up Node, run toolslint with a SARIF report, upload it', () => {
    expect(action.runs.using).toBe('composite');
    expect(steps[0].uses).toMatch(/^actions\/setup-node@v\d+$/);
    const lint = steps.find((s) => s.id === 'lint')!;
    expect(lint.run).toContain('node "$TOOLSLINT_HOME/bin/toolslint.js" lint');
    expect(lint.env?.TOOLSLINT_HOME).toBe('${{ github.action_path }}');
    expect(lint.run).toContain('-f sarif -o "$TOOLSLINT_SARIF"');
    const upload = steps.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'))!;
    expect(upload.with).toEqual({ sarif_file: '${{ inputs.sarif-file }}', category: '${{ inputs.category }}' });
    expect(upload.if).toContain('always()');
  });

  it('never runs toolslint by package name', () => {
    for (const s of steps) if (s.run) expect(s.run, s.id ?? s.run).not.toMatch(/\bnpx\b|npm (exec|x)\b|npm install\b(?!.*--omit=dev)/);
  });

  it('never pastes an input into a script: inputs reach the shell through the environment', () => {
    for (const s of steps) if (s.run) expect(s.run, s.id ?? s.run).not.toMatch(/\$\{\{/);
  });

  it('every input is described, and every input a step reads exists', () => {
    for (const [name, input] of Object.entries(action.inputs)) expect(input.description, name).not.toBe('');
    const used = JSON.stringify(steps).match(/inputs\.[a-z-]+/g) ?? [];
    for (const u of used) expect(Object.keys(action.inputs)).toContain(u.slice('inputs.'.length));
  });
});
