import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/engine/index.js';
import { stylish } from '../../src/reporters/stylish.js';
import type { LintResults } from '../../src/reporters/index.js';
import { project, runCli } from '../helpers/cli.js';

const LONG =
  'The description of tool "get_weather" does not say what it returns: add "Returns …" naming the result and its shape, so the model knows what it gets back.';
const finding = (line: number, message: string): Finding => ({
  ruleId: 'tool-description-returns',
  severity: 'warn',
  messageId: 'noReturns',
  message,
  tool: 'get_weather',
  file: 'tools.yaml',
  pointer: '/tools/0/description',
  line,
  column: 18,
});
const RESULTS: LintResults = {
  files: [{ file: 'tools.yaml', dialect: 'registry', tools: 1 }],
  failures: [],
  findings: [finding(3, LONG), finding(12, 'Short.')],
};
const ctx = { color: false, version: '0.0.0' };

describe('stylish on a terminal and in a pipe', () => {
  it('wraps long messages to the terminal width, under their column, keeping the rule on the first line', () => {
    const out = stylish(RESULTS, { ...ctx, width: 80 });
    const lines = out.split('\n');
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(80);
    const first = lines.findIndex((l) => l.includes('3:18'));
    expect(lines[first]).toMatch(/^ {3}3:18 {2}warn {2}The description .*tool-description-returns$/);
    // Continuation lines start at the message column, and nothing of the message is lost.
    const column = lines[first].indexOf('The description');
    const continued = lines.slice(first + 1).filter((l) => l.startsWith(' '.repeat(column)) && l.trim() !== '' && !/^\s+\d+:\d+/.test(l));
    expect(continued.length).toBeGreaterThan(0);
    const text = [lines[first].slice(column).replace(/\s+tool-description-returns$/, ''), ...continued.map((l) => l.trim())]
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(text).toBe(`${LONG} [get_weather]`);
  });

  it('keeps one line per finding without a width (a pipe, a file)', () => {
    const lines = stylish(RESULTS, ctx)
      .split('\n')
      .filter((l) => /^\s+\d+:\d+/.test(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(LONG);
  });

  it('the CLI wraps on a terminal only', async () => {
    const cwd = project({
      'tools.yaml': `tools:\n  - name: get_weather\n    description: Gets weather.\n    parameters: {type: object, properties: {city: {type: string}}}\n`,
    });
    const { main } = await import('../../src/cli/main.js');
    let tty = '';
    await main(['lint', 'tools.yaml'], {
      stdout: {
        write: (s: string) => {
          tty += s;
        },
        isTTY: true,
        columns: 100,
      },
      stderr: { write: () => undefined },
      cwd,
      env: {},
    });
    for (const l of tty.split('\n')) expect(l.replace(/\u001b\[[0-9;]*m/g, '').length, l).toBeLessThanOrEqual(100);
    const piped = await runCli(['lint', 'tools.yaml'], { cwd });
    expect(piped.stdout.split('\n').some((l) => l.length > 100)).toBe(true);
  });
});
