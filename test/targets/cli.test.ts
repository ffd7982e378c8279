import { describe, expect, it } from 'vitest';
import { createConfigResolver } from '../../src/config/index.js';
import { RULES } from '../../rules/index.js';
import { TARGETS } from '../../src/targets/index.js';
import { project, runCli } from '../helpers/cli.js';

/** Only the rules that read targets, so that what a target changes is all there is to see. */
const RC = `extends: []
rules:
  tool-name-pattern: error
  target-keyword-supported: error
  strict-mode-compatible: error
  schema-valid: error
  mcp-tool-schema-valid: error
  target-limits: error
`;
/** The example in docs/targets.md: fine for OpenAI, three findings for Anthropic's strict mode. */
const ORDERS = `tools:
  - name: search_orders
    description: Searches orders by text. Use it when the user asks about an order.
    parameters:
      type: object
      additionalProperties: false
      properties:
        query: {type: string, minLength: 1, description: Text to search for.}
        limit: {type: integer, minimum: 1, maximum: 50, description: Most results to return.}
      required: [query]
`;
const STRICT = 'https://docs.claude.com/en/docs/build-with-claude/structured-outputs';

describe('--target', () => {
  it('passes the same tool for openai and fails it for anthropic-strict, with the messages', async () => {
    const cwd = project({ '.toolslintrc.yaml': RC, 'orders.yaml': ORDERS });
    const ok = await runCli(['lint', 'orders.yaml', '--target', 'openai'], { cwd });
    expect(ok.code).toBe(0);
    const bad = await runCli(['lint', 'orders.yaml', '--target', 'anthropic-strict', '-f', 'json'], { cwd });
    expect(bad.code).toBe(1);
    const findings = JSON.parse(bad.stdout).findings as Array<{ line: number; message: string; ruleId: string }>;
    expect(findings.map((f) => `${f.line} ${f.ruleId}: ${f.message}`)).toEqual([
      `8 strict-mode-compatible: Tool "search_orders" uses \`minLength\` in \`query\`, which anthropic-strict rejects (${STRICT}): remove it, or state the constraint in the description.`,
      `9 strict-mode-compatible: Tool "search_orders" uses \`minimum\` in \`limit\`, which anthropic-strict rejects (${STRICT}): remove it, or state the constraint in the description.`,
      `9 strict-mode-compatible: Tool "search_orders" uses \`maximum\` in \`limit\`, which anthropic-strict rejects (${STRICT}): remove it, or state the constraint in the description.`,
    ]);
  });

  it('is repeatable, and replaces the target of the config', async () => {
    const cwd = project({ '.toolslintrc.yaml': `${RC}target: anthropic-strict\n`, 'orders.yaml': ORDERS });
    expect((await runCli(['lint', 'orders.yaml'], { cwd })).code).toBe(1);
    expect((await runCli(['lint', 'orders.yaml', '--target', 'openai', '--target', 'mcp'], { cwd })).code).toBe(0);
  });

  it('names the targets when one is unknown', async () => {
    const r = await runCli(['lint', 'orders.yaml', '--target', 'open-ai'], { cwd: project({ 'orders.yaml': ORDERS }) });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--target: unknown target "open-ai" \(did you mean "openai"\?\); the targets are openai, openai-strict, /);
  });
});

describe('target: in config', () => {
  it('several targets, and an override with its own', async () => {
    const cwd = project({
      '.toolslintrc.yaml': `${RC}target: [openai, gemini]\noverrides:\n  - files: strict/**\n    target: anthropic-strict\n    rules: {}\n`,
      'orders.yaml': ORDERS,
      'strict/orders.yaml': ORDERS,
    });
    const resolver = createConfigResolver({ cwd, rules: RULES });
    const config = resolver.forFile('orders.yaml');
    expect(config.targets).toEqual(['openai', 'gemini']);
    expect(config.engine.targets?.map((t) => t.id)).toEqual(['openai', 'gemini']);
    expect(config.engine.overrides[0].targets?.map((t) => t.id)).toEqual(['anthropic-strict']);
    const r = await runCli(['lint', '.', '-f', 'json'], { cwd });
    const findings = JSON.parse(r.stdout).findings as Array<{ file: string; ruleId: string; message: string }>;
    // Gemini refuses `additionalProperties` in the top file; the override's file is held to Anthropic's strict mode alone.
    expect(new Set(findings.map((f) => `${f.file} ${f.ruleId}`))).toEqual(
      new Set(['orders.yaml target-keyword-supported', 'strict/orders.yaml strict-mode-compatible']),
    );
    expect(findings.find((f) => f.file === 'orders.yaml')!.message).toMatch(/`additionalProperties` at the root of its input schema, which gemini rejects/);
  });

  it('an unknown target is a config error at its place', () => {
    const cwd = project({ '.toolslintrc.yaml': 'target: [openai, gemni]\n' });
    expect(() => createConfigResolver({ cwd, rules: RULES }).forFile('x.yaml')).toThrow(
      /\.toolslintrc\.yaml:1:18: target\[1\]: unknown target "gemni" \(did you mean "gemini"\?\)/,
    );
  });

  it("--target beats an override's target too", () => {
    const cwd = project({ '.toolslintrc.yaml': 'target: openai\noverrides:\n  - tools: "*"\n    target: gemini\n    rules: {}\n' });
    const config = createConfigResolver({ cwd, rules: RULES, cliTargets: ['mcp@2025-06-18'] }).forFile('x.yaml');
    expect(config.engine.targets?.map((t) => t.id)).toEqual(['mcp@2025-06-18']);
    expect(config.engine.overrides[0].targets).toBeUndefined();
  });
});

describe('toolslint targets and explain <target>', () => {
  it('lists every target with its date', async () => {
    const r = await runCli(['targets'], { cwd: project({}) });
    expect(r.code).toBe(0);
    for (const t of TARGETS.values())
      expect(r.stdout).toMatch(new RegExp(`^${t.id.replace(/[.@]/g, '\\$&')}( \\(mcp\\))? +checked ${t.checked}  ${t.title.replace(/[()]/g, '\\$&')}$`, 'm'));
    expect(r.stdout).toMatch(/^portable +checked 2026-11-22/m);
  });

  it('lists them as JSON', async () => {
    const r = await runCli(['targets', '-f', 'json'], { cwd: project({}) });
    const out = JSON.parse(r.stdout);
    expect(out.schemaVersion).toBe(1);
    expect(out.targets.map((t: { id: string }) => t.id)).toEqual([...TARGETS.keys(), 'portable']);
    expect(out.targets.find((t: { id: string }) => t.id === 'mcp@2026-07-28').aliases).toEqual(['mcp']);
    expect(out.targets[0].limits.maxTools).toEqual({ value: 128, source: 'https://platform.openai.com/docs/api-reference/chat/create' });
  });

  it("explain shows a target's limits with their sources", async () => {
    const r = await runCli(['explain', 'openai-strict'], { cwd: project({}) });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('# openai-strict\n');
    expect(r.stdout).toContain('Checked 2026-11-22.');
    expect(r.stdout).toContain(
      '- most properties in one schema: 5,000\n  source: https://platform.openai.com/docs/guides/structured-outputs#supported-schemas\n',
    );
    const mcp = await runCli(['explain', 'mcp'], { cwd: project({}) });
    expect(mcp.stdout).toContain('# mcp@2026-07-28 (also: mcp)');
  });

  it('explain openai-responses says its tools are strict unless they opt out, with the source', async () => {
    const r = await runCli(['explain', 'openai-responses'], { cwd: project({}) });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('# openai-responses\n\nOpenAI Responses API function calling, strict mode on by default\n');
    expect(r.stdout).toContain('Checked 2026-11-22. Tools are held to openai-strict unless they set strict: false.\n');
    expect(r.stdout).toContain(
      '- strict mode on by default: yes\n  a function tool is strict unless it sets `strict: false`\n  source: https://platform.openai.com/docs/api-reference/responses/create\n',
    );
    // Its other limits are OpenAI's.
    expect(r.stdout).toContain('- most tools in one request: 128\n  source: https://platform.openai.com/docs/api-reference/chat/create\n');
    const openai = await runCli(['explain', 'openai'], { cwd: project({}) });
    expect(openai.stdout).toContain('Tools with strict: true are held to openai-strict.');
  });

  it('--target openai-responses holds a tool without strict to openai-strict, and not one with strict: false', async () => {
    const tool = (strict: string) =>
      `tools:\n  - name: search_orders\n    description: Searches orders by text.\n${strict}    parameters: {type: object, additionalProperties: false, required: [q], properties: {q: {type: string, minLength: 1}}}\n`;
    const cwd = project({ '.toolslintrc.yaml': RC, 'on.yaml': tool(''), 'off.yaml': tool('    strict: false\n') });
    const on = await runCli(['lint', 'on.yaml', '--target', 'openai-responses', '-f', 'json'], { cwd });
    expect(on.code).toBe(1);
    expect(JSON.parse(on.stdout).findings.map((f: { ruleId: string; message: string }) => `${f.ruleId}: ${f.message}`)).toEqual([
      'strict-mode-compatible: Tool "search_orders" uses `minLength` in `q`, which openai-strict rejects (https://platform.openai.com/docs/guides/structured-outputs#supported-schemas): remove it, or state the constraint in the description.',
    ]);
    expect((await runCli(['lint', 'off.yaml', '--target', 'openai-responses'], { cwd })).code).toBe(0);
  });
});
