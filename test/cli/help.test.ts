import { describe, expect, it } from 'vitest';
import { columns } from '../../src/cli/output/help.js';
import { project, runCli } from '../helpers/cli.js';

const COMMANDS = ['lint', 'diff', 'rules', 'explain', 'init', 'targets', 'snapshot', 'stats'];
const TOOLS = 'tools:\n  - name: get_weather\n    description: Weather.\n    parameters: {type: object, properties: {city: {type: strin}}}\n';

const widest = (text: string) => Math.max(...text.split('\n').map(columns));

describe('--help', () => {
  it('fits 80 columns, for every command, when standard output is not a terminal or COLUMNS=80', async () => {
    const cwd = project({});
    for (const env of [{}, { COLUMNS: '80' }] as Array<Record<string, string>>) {
      for (const command of [[], ...COMMANDS.map((c) => [c])]) {
        const r = await runCli([...command, '--help'], { cwd, env });
        expect(r.code).toBe(0);
        const over = r.stdout.split('\n').filter((l) => columns(l) > 80);
        expect(over, `toolslint ${command.join(' ')} --help`).toEqual([]);
      }
    }
  });

  it("wraps to a terminal's width: wider lines in a wide one, none past it", async () => {
    const cwd = project({});
    const wide = await runCli(['lint', '--help'], { cwd, terminal: { columns: 140 } });
    expect(widest(wide.stdout)).toBeGreaterThan(100);
    expect(widest(wide.stdout)).toBeLessThanOrEqual(140);
    // A narrow terminal still wraps every option's description to it.
    const narrow = await runCli(['lint', '--help'], { cwd, terminal: { columns: 60 } });
    const options = narrow.stdout.slice(narrow.stdout.indexOf('Options:'), narrow.stdout.indexOf('Exit codes:'));
    expect(options.split('\n').filter((l) => columns(l) > 60)).toEqual([]);
  });

  it('at the top teaches by example and says that lint is the default command', async () => {
    const help = (await runCli(['--help'], { cwd: project({}) })).stdout;
    expect(help).toContain('lint is the default command');
    expect(help).toContain('Examples:');
    expect(help).toContain('$ toolslint lint tools/');
    expect(help).toContain('$ toolslint init --preset strict');
    expect(help).toMatch(/\$ toolslint diff \S+:\S+ \S+:\S+/);
    expect(help).toContain('$ toolslint lint --mcp-stdio');
  });

  it('is right that lint is the default command', async () => {
    const cwd = project({ 'tools.yaml': TOOLS });
    const bare = await runCli(['tools.yaml', '-f', 'json'], { cwd });
    const lint = await runCli(['lint', 'tools.yaml', '-f', 'json'], { cwd });
    expect(bare.code).toBe(1);
    expect(bare).toEqual(lint);
  });

  it('gives examples with flags the command has', async () => {
    const cwd = project({});
    const optionsOf = new Map<string, string>();
    for (const c of COMMANDS) optionsOf.set(c, (await runCli([c, '--help'], { cwd })).stdout);
    const unknown: string[] = [];
    let checked = 0;
    for (const command of [[], ...COMMANDS.map((c) => [c])]) {
      const help = (await runCli([...command, '--help'], { cwd })).stdout;
      // An example is a `$ toolslint` line and the lines that continue it.
      const examples = help
        .replace(/\\\n\s+/g, ' ')
        .split('\n')
        .flatMap((l) => l.split('&&'))
        .map((l) => l.trim().replace(/^\$ /, ''))
        .filter((l) => l.startsWith('toolslint '));
      for (const example of examples) {
        const words = example.split(/\s+/).slice(1);
        const name = COMMANDS.includes(words[0]) ? words[0] : 'lint';
        for (const flag of words.filter((w) => /^--?[a-z]/.test(w)).map((w) => w.replace(/=.*/, ''))) {
          checked++;
          if (!new RegExp(`(^|[ ,])${flag.replace(/-/g, '\\-')}[ ,]`, 'm').test(optionsOf.get(name)!)) unknown.push(`${example}: ${flag}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(unknown).toEqual([]);
  });
});
