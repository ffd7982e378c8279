import { describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';

interface JsonFinding {
  ruleId: string;
  severity: string;
  message: string;
  pointer: string;
  line?: number;
  tool?: string;
}

/** One tool with an open input schema and an undescribed parameter, plus what `extra` adds. */
const registry = (extra: { tool?: string; schema?: string; property?: string } = {}) => `tools:
  - name: get_weather
    description: Get the current weather for one city. Use it when the user asks about the weather. Returns the temperature.
${extra.tool ?? ''}    parameters:
      type: object
${extra.schema ?? ''}      required: [city]
      properties:
${extra.property ?? ''}        city: {type: string, minLength: 1, maxLength: 80}
`;

/** Three rules only, so that the rule set growing does not change what these tests see. */
const CONFIG = 'extends: []\nrules:\n  schema-additional-properties: error\n  param-description-required: error\n  string-length-bounded: warn\n';

async function lint(text: string, ...flags: string[]): Promise<{ code: number; findings: JsonFinding[]; stderr: string }> {
  const cwd = project({ 'tools.yaml': text, '.toolslintrc.yaml': CONFIG });
  const r = await runCli(['lint', 'tools.yaml', '-f', 'json', ...flags], { cwd });
  return { code: r.code, findings: JSON.parse(r.stdout).findings, stderr: r.stderr };
}

const ids = (findings: JsonFinding[]) => findings.map((f) => f.ruleId);

describe('suppressions', () => {
  it('without any, the registry has the two findings the suppressions below silence', async () => {
    const { findings } = await lint(registry());
    expect(ids(findings)).toEqual(['schema-additional-properties', 'param-description-required']);
  });

  it('x-toolslint-ignore on a schema node covers it and everything under it', async () => {
    const { code, findings } = await lint(
      registry({
        schema:
          '      x-toolslint-ignore:\n        schema-additional-properties: "callers send extra keys we log"\n        param-description-required: "the name says it all"\n',
      }),
    );
    expect(findings).toEqual([]);
    expect(code).toBe(0);
  });

  it('x-toolslint-ignore on a tool covers the whole tool, and no other rule sees the key', async () => {
    const { findings } = await lint(
      registry({ tool: '    x-toolslint-ignore: {schema-additional-properties: legacy tool, param-description-required: legacy tool}\n' }),
    );
    // tool-metadata-types and the target rules would report an unknown extension field.
    expect(findings).toEqual([]);
  });

  it('the key itself trips no rule: every rule and strict target sees the registry as without it', async () => {
    const key = (indent: string) => `${indent}x-toolslint-ignore: {tool-name-case: "kept for an old client"}\n`;
    const flags = [
      '--report-unused-suppressions',
      'off',
      '--target',
      'openai-strict',
      '--target',
      'anthropic-strict',
      '--target',
      'gemini',
      '--target',
      'mcp@2025-06-18',
    ];
    const all = async (text: string) => {
      const cwd = project({ 'tools.yaml': text, '.toolslintrc.yaml': 'extends: toolslint:all\n' });
      const r = await runCli(['lint', 'tools.yaml', '-f', 'json', ...flags], { cwd });
      return (JSON.parse(r.stdout).findings as JsonFinding[]).map((f) => `${f.ruleId} ${f.pointer} ${f.message}`).sort();
    };
    const plain = await all(registry());
    expect(plain.length).toBeGreaterThan(2);
    expect(await all(registry({ tool: key('    '), schema: key('      '), property: `        other:\n  ${key('        ')}          type: string\n` }))).toEqual(
      await all(registry({ property: '        other:\n          type: string\n' })),
    );
  }, 60_000);

  it('on a tool, it also covers the findings of that tool in a schema reached through $ref', async () => {
    const text = `tools:
  - name: get_weather
    description: Get the current weather for one city. Use it when the user asks about the weather. Returns the temperature.
    x-toolslint-ignore: {param-description-required: "documented in the shared definition's owner"}
    parameters:
      type: object
      additionalProperties: false
      required: [where]
      properties:
        where: {$ref: '#/$defs/Place'}
      $defs:
        Place:
          type: object
          additionalProperties: false
          required: [city]
          properties:
            city: {type: string, minLength: 1, maxLength: 80}
`;
    const { findings } = await lint(text);
    expect(ids(findings)).toEqual([]);
  });

  it('a YAML comment covers the next line that is not a comment, for the rules it names', async () => {
    const { findings } = await lint(
      registry({
        property:
          '        # toolslint-disable-next-line param-description-required, string-length-bounded -- the name says it all\n        # (a second comment line is skipped)\n\n',
      }),
    );
    expect(ids(findings)).toEqual(['schema-additional-properties', 'suppression-unused']);
    const unused = findings[1];
    expect(unused).toMatchObject({ severity: 'warn', line: 8 });
    expect(unused.message).toContain('"string-length-bounded" suppresses nothing');
  });

  it('a # inside a string is not a directive', async () => {
    const { findings } = await lint(
      registry({ property: '        note: {type: string, maxLength: 9, description: "# toolslint-disable-next-line param-description-required"}\n' }),
    );
    expect(ids(findings)).toEqual(['schema-additional-properties', 'param-description-required']);
  });

  it('a suppression without a reason still applies, and is an error itself', async () => {
    const { code, findings } = await lint(
      registry({
        schema: '      x-toolslint-ignore: [schema-additional-properties]\n',
        property: '        # toolslint-disable-next-line param-description-required\n',
      }),
    );
    expect(ids(findings)).toEqual(['suppression-reason-required', 'suppression-reason-required']);
    expect(findings.map((f) => f.severity)).toEqual(['error', 'error']);
    expect(findings[0]).toMatchObject({ pointer: '/tools/0/parameters/x-toolslint-ignore/0', tool: 'get_weather' });
    expect(findings[1].message).toContain('# toolslint-disable-next-line param-description-required -- why');
    expect(code).toBe(1);
  });

  it('unknown rules and unreadable suppressions are suppression-invalid', async () => {
    const { findings } = await lint(
      registry({
        tool: '    x-toolslint-ignore: {tool-name-verbb: typo}\n',
        schema: '      x-toolslint-ignore: 3\n',
        property: '        # toolslint-disable param-description-required -- wrong directive\n',
      }),
    );
    const invalid = findings.filter((f) => f.ruleId === 'suppression-invalid').map((f) => f.message);
    expect(invalid).toEqual([
      '`x-toolslint-ignore` names "tool-name-verbb", which is not a rule: check the id with `toolslint rules`.',
      '`x-toolslint-ignore` must map rule ids to reasons, as in `x-toolslint-ignore: {rule-id: "why"}`.',
      'The `# toolslint-disable-next-line` comment "toolslint-disable" is not a toolslint directive; write `# toolslint-disable-next-line rule-id -- reason`.',
    ]);
  });

  it('SARIF describes the reserved ids that report something, with a link to their docs page', async () => {
    const cwd = project({ 'tools.yaml': registry({ schema: '      x-toolslint-ignore: [schema-additional-properties]\n' }), '.toolslintrc.yaml': CONFIG });
    const run = JSON.parse((await runCli(['lint', 'tools.yaml', '-f', 'sarif'], { cwd })).stdout).runs[0];
    const rule = run.tool.driver.rules.find((r: { id: string }) => r.id === 'suppression-reason-required');
    expect(rule.helpUri).toBe('https://github.com/toolslint/toolslint/blob/main/docs/suppressions-and-baseline.md#suppressions');
    expect(run.tool.driver.rules.some((r: { id: string }) => r.id === 'baseline-stale')).toBe(false);
  });

  describe('--report-unused-suppressions', () => {
    const unusedOnly = registry({
      schema:
        '      additionalProperties: false\n      x-toolslint-ignore: {schema-additional-properties: "kept from before", param-description-required: "the name says it"}\n',
    });

    it('warns by default', async () => {
      const { code, findings } = await lint(unusedOnly);
      expect(findings.map((f) => [f.ruleId, f.severity, f.pointer])).toEqual([
        ['suppression-unused', 'warn', '/tools/0/parameters/x-toolslint-ignore/schema-additional-properties'],
      ]);
      expect(code).toBe(0);
    });

    it('error fails the run; off says nothing', async () => {
      const error = await lint(unusedOnly, '--report-unused-suppressions', 'error');
      expect(error.findings.map((f) => f.severity)).toEqual(['error']);
      expect(error.code).toBe(1);
      const off = await lint(unusedOnly, '--report-unused-suppressions', 'off');
      expect(off.findings).toEqual([]);
    });

    it('rejects other values', async () => {
      const cwd = project({ 'tools.yaml': unusedOnly });
      const r = await runCli(['lint', 'tools.yaml', '--report-unused-suppressions', 'loud'], { cwd });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('Allowed choices are off, info, warn, error');
    });
  });

  it('JSON files take x-toolslint-ignore too', async () => {
    const cwd = project({
      '.toolslintrc.yaml': CONFIG,
      'tools.json': JSON.stringify(
        [
          {
            type: 'function',
            function: {
              name: 'get_weather',
              description: 'Get the current weather for one city. Use it when the user asks about the weather. Returns the temperature.',
              parameters: {
                type: 'object',
                'x-toolslint-ignore': { 'schema-additional-properties': 'extra keys are logged' },
                required: ['city'],
                properties: { city: { type: 'string', maxLength: 80, description: 'The city.' } },
              },
            },
          },
        ],
        null,
        2,
      ),
    });
    const r = await runCli(['lint', 'tools.json', '-f', 'json'], { cwd });
    expect(JSON.parse(r.stdout).findings.map((f: JsonFinding) => f.ruleId)).not.toContain('schema-additional-properties');
  });
});
