import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** `required` names `country`, which is not declared: open, a call can still send it. */
const UNCALLABLE_IF_CLOSED = `tools:
  - name: get_weather
    description: Get the current weather for one city, in degrees Celsius. Read-only.
    parameters:
      type: object
      required: [city, country]
      properties:
        city: { type: string, description: The city name, e.g. Paris. }
  - name: get_forecast
    description: Get the forecast for one city for the next days, in degrees Celsius.
    parameters:
      type: object
      required: [city]
      properties:
        city: { type: string, description: The city name, e.g. Paris. }
`;

describe('--fix never makes a definition worse', () => {
  it('leaves out a fix that would leave no valid call, says why, and makes the others', async () => {
    const cwd = project({ 'tools.yaml': UNCALLABLE_IF_CLOSED, '.toolslintrc.yaml': 'rules:\n  schema-additional-properties: warn\n' });
    dirs.push(cwd);
    const r = await runCli(['lint', '--fix', 'tools.yaml'], { cwd });
    const text = readFileSync(path.join(cwd, 'tools.yaml'), 'utf8');
    // get_forecast is closed; get_weather is not, since closing it would reject every call.
    expect(text.match(/additionalProperties: false/g)).toHaveLength(1);
    expect(text.indexOf('additionalProperties: false')).toBeGreaterThan(text.indexOf('get_forecast'));
    expect(r.stderr).toContain(
      'tools.yaml: not fixed at /tools/0/parameters (set additionalProperties): it would make the definition worse: The `required` list of the input schema names "country"',
    );
    expect(r.stderr).toContain('made 1 fix in 1 file');
  });

  it('--fix-dry-run shows the same choice', async () => {
    const cwd = project({ 'tools.yaml': UNCALLABLE_IF_CLOSED, '.toolslintrc.yaml': 'rules:\n  schema-additional-properties: warn\n' });
    dirs.push(cwd);
    const r = await runCli(['lint', '--fix-dry-run', 'tools.yaml'], { cwd });
    expect(r.stdout.match(/^\+.*additionalProperties: false/gm)).toHaveLength(1);
    expect(r.stderr).toContain('it would make the definition worse');
    expect(readFileSync(path.join(cwd, 'tools.yaml'), 'utf8')).toBe(UNCALLABLE_IF_CLOSED);
  });
});
