import { describe, expect, it } from 'vitest';
import rule from '../../rules/target-limits/index.js';
import lengthRule from '../../rules/tool-description-length/index.js';
import { lintRegistry, type AnyRule } from '../../src/engine/index.js';
import { combineRegistries, loadSource } from '../../src/loaders/index.js';
import { findTarget, PORTABLE_TARGET, TARGETS, type Target } from '../../src/targets/index.js';
import { manyTools as tools, withDescriptions as described } from '../helpers/registries.js';
import { lintWith, ruleTester } from '../helpers/rule-tester.js';

const API = 'https://platform.openai.com/docs/api-reference/chat/create';
const cap = (t: Target, key: 'descriptionMaxLength' | 'maxTools') => t.limits[key]?.value;
const PORTABLE_DESCRIPTION = cap(PORTABLE_TARGET, 'descriptionMaxLength')!;
const PORTABLE_TOOLS = cap(PORTABLE_TARGET, 'maxTools')!;
const source = (t: Target, key: 'descriptionMaxLength' | 'maxTools') => {
  const s = t.limits[key]!.source;
  return Array.isArray(s) ? s[0] : s;
};

/** Who a target's cap says rejects, and the source it cites: the portable target cites OpenAI's cap as OpenAI's. */
const rejecter = (t: Target, key: 'descriptionMaxLength' | 'maxTools') => t.limits[key]!.enforcedBy ?? t.id;
const cited = (t: Target, key: 'descriptionMaxLength' | 'maxTools') => {
  const by = t.limits[key]!.enforcedBy;
  return by === undefined ? source(t, key) : `${source(t, key)}; the ${t.id} target, used when none is selected, applies ${by}'s cap`;
};
const PORTABLE_SOURCE = cited(PORTABLE_TARGET, 'descriptionMaxLength');

const vscodeTool = (description: string) => ({
  contributes: { languageModelTools: [{ name: 'copilot_find', toolReferenceName: 'find', modelDescription: description, inputSchema: { type: 'object' } }] },
});

ruleTester(rule).run({
  valid: [
    { name: 'a VS Code tool reaches models through the editor: no provider cap without a target', code: vscodeTool('x'.repeat(PORTABLE_DESCRIPTION + 500)) },
    { name: 'the portable default: a description exactly at the cap', code: described('x'.repeat(PORTABLE_DESCRIPTION)) },
    { name: 'the portable default: exactly as many tools as the cap', code: tools(PORTABLE_TOOLS) },
    { name: 'characters, not UTF-16 units: emoji up to the cap', code: described('😀'.repeat(PORTABLE_DESCRIPTION)), targets: ['openai'] },
    {
      name: "missing and blank descriptions are tool-description-required's",
      code: { tools: [{ name: 'get_a' }, { name: 'get_b', description: ' '.repeat(5000) }] },
    },
    {
      name: 'targets without either cap accept long descriptions',
      code: described('x'.repeat(5000)),
      targets: ['anthropic', 'anthropic-strict', 'gemini', 'mcp'],
    },
    { name: 'targets without either cap accept many tools', code: tools(300), targets: ['anthropic', 'gemini', 'mcp@2024-11-05'] },
  ],
  invalid: [
    {
      name: 'a VS Code tool under a target the user selects is held to its cap',
      code: vscodeTool('x'.repeat(2000)),
      targets: ['openai'],
      errors: [{ messageId: 'descriptionTooLong' }],
    },
    {
      name: 'the portable default: one character over the cap',
      code: 'tools:\n  - name: get_order\n    description: ' + 'x'.repeat(PORTABLE_DESCRIPTION + 1) + '\n',
      errors: [
        {
          messageId: 'descriptionTooLong',
          pointer: '/tools/0/description',
          line: 3,
          column: 18,
          tool: 'get_order',
          data: { tool: 'get_order', length: PORTABLE_DESCRIPTION + 1, max: PORTABLE_DESCRIPTION, rejectedBy: 'OpenAI rejects', source: PORTABLE_SOURCE },
        },
      ],
    },
    {
      name: 'the portable default: one tool over the cap, one finding at the list',
      code: tools(PORTABLE_TOOLS + 1),
      errors: [
        {
          messageId: 'tooManyTools',
          pointer: '/tools',
          line: 2,
          column: 3,
          data: { count: PORTABLE_TOOLS + 1, max: PORTABLE_TOOLS, rejectedBy: 'OpenAI rejects', source: PORTABLE_SOURCE },
        },
      ],
    },
    {
      name: 'several targets: each one that rejects the description is named once, the others not',
      code: described('y'.repeat(1500), 'Reads one item.'),
      targets: ['openai', 'anthropic', 'openai-strict', 'mcp', 'openai-responses', 'openai'],
      errors: [
        {
          messageId: 'descriptionTooLong',
          pointer: '/tools/0/description',
          data: { tool: 'get_item_0', length: 1500, max: 1024, rejectedBy: 'openai, openai-strict and openai-responses reject', source: API },
        },
      ],
    },
    {
      name: 'several targets: too many tools for the OpenAI ones',
      code: tools(129),
      targets: ['gemini', 'openai-strict', 'openai'],
      errors: [{ messageId: 'tooManyTools', pointer: '/tools', data: { count: 129, max: 128, rejectedBy: 'openai-strict and openai reject', source: API } }],
    },
    {
      name: 'characters, not UTF-16 units: one emoji over the cap',
      code: described('😀'.repeat(1025)),
      targets: ['openai'],
      errors: [{ messageId: 'descriptionTooLong', data: { tool: 'get_item_0', length: 1025, max: 1024, rejectedBy: 'openai rejects', source: API } }],
    },
    {
      name: 'an OpenAPI operation: at its description, and the paths for the count',
      code: `openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n${Array.from({ length: 129 }, (_, i) => `  /things/${i}:\n    get:\n      operationId: get_thing_${i}\n${i === 0 ? `      description: ${'z'.repeat(1100)}\n` : ''}      responses: {"200": {description: ok}}\n`).join('')}`,
      errors: [
        { messageId: 'tooManyTools', pointer: '/paths', data: { count: 129, max: 128, rejectedBy: 'OpenAI rejects', source: PORTABLE_SOURCE } },
        {
          messageId: 'descriptionTooLong',
          pointer: '/paths/~1things~10/get/description',
          tool: 'get_thing_0',
          data: { tool: 'get_thing_0', length: 1100, max: 1024, rejectedBy: 'OpenAI rejects', source: PORTABLE_SOURCE },
        },
      ],
    },
  ],
});

/** Runs rules together over a loaded registry, as the CLI does, with these targets. */
function lintAll(rules: AnyRule[], code: string, targets: readonly Target[], options: Record<string, object> = {}) {
  const registry = loadSource(code, 'tools.yaml');
  const settings = new Map(rules.map((r) => [r.meta.id, { severity: 'error' as const, options: options[r.meta.id] }]));
  return lintRegistry(registry, new Map(rules.map((r) => [r.meta.id, r])), { rules: settings, overrides: [], targets });
}
const oneTool = (description: string) => `tools:\n  - name: get_order\n    description: ${description}\n`;

describe('target-limits, for every target that has a cap', () => {
  for (const target of [...TARGETS.values(), PORTABLE_TARGET]) {
    const description = cap(target, 'descriptionMaxLength');
    const maxTools = cap(target, 'maxTools');
    if (description !== undefined) {
      it(`${target.id}: a description of ${description} characters passes, one more is reported with the cap and its source`, () => {
        expect(lintWith(rule, described('d'.repeat(description)), undefined, undefined, [target.id])).toEqual([]);
        const [f, ...rest] = lintWith(rule, described('d'.repeat(description + 1)), undefined, undefined, [target.id]);
        expect(rest).toEqual([]);
        expect(f.message).toBe(
          `The description of tool "get_item_0" has ${description + 1} characters, over the cap of ${description}: ${rejecter(target, 'descriptionMaxLength')} rejects it (${cited(target, 'descriptionMaxLength')}). Move details into the parameter descriptions, which have no such cap.`,
        );
      });
    } else {
      it(`${target.id}: has no description cap, so a long description passes`, () => {
        expect(lintWith(rule, described('d'.repeat(20_000)), undefined, undefined, [target.id])).toEqual([]);
      });
    }
    if (maxTools !== undefined) {
      it(`${target.id}: ${maxTools} tools pass, one more is one finding at the list`, () => {
        expect(lintWith(rule, tools(maxTools), undefined, undefined, [target.id])).toEqual([]);
        const found = lintWith(rule, tools(maxTools + 1), undefined, undefined, [target.id]);
        expect(found.map((f) => [f.pointer, f.tool, f.message])).toEqual([
          [
            '/tools',
            undefined,
            `This registry has ${maxTools + 1} tools, over the cap of ${maxTools} in one request: ${rejecter(target, 'maxTools')} rejects a request that sends them all (${cited(target, 'maxTools')}). Offer them in toolsets loaded by task.`,
          ],
        ]);
      });
    } else {
      it(`${target.id}: has no tool cap, so a long list passes`, () => {
        expect(lintWith(rule, tools(500), undefined, undefined, [target.id])).toEqual([]);
      });
    }
  }

  it('MCP targets have no tool cap', () => {
    for (const t of TARGETS.values()) if (t.family === 'mcp') expect(t.limits.maxTools, t.id).toBeUndefined();
  });
});

describe('target-limits with targets whose caps differ', () => {
  const openai = findTarget('openai')!;
  const wide: Target = {
    ...openai,
    id: 'wide',
    limits: { descriptionMaxLength: { value: 2000, source: 'https://example.com/wide' }, maxTools: { value: 200, source: 'https://example.com/wide' } },
  };

  it('gives the smallest cap the description is over, shows a larger one beside its target, and cites both pages', () => {
    const [f, ...rest] = lintAll([rule], oneTool('w'.repeat(2001)), [wide, openai]);
    expect(rest).toEqual([]);
    expect(f.message).toBe(
      `The description of tool "get_order" has 2001 characters, over the cap of 1024: wide (cap 2000) and openai reject it (https://example.com/wide, ${API}). Move details into the parameter descriptions, which have no such cap.`,
    );
  });

  it('names only the targets the value is over', () => {
    expect(lintAll([rule], oneTool('w'.repeat(1500)), [wide, openai]).map((f) => f.message)).toEqual([expect.stringContaining(': openai rejects it (')]);
    expect(lintAll([rule], tools(150), [wide, openai]).map((f) => f.message)).toEqual([
      expect.stringContaining('over the cap of 128 in one request: openai rejects'),
    ]);
  });
});

describe('target-limits and tool-description-length report a long description once', () => {
  const portable = [PORTABLE_TARGET];
  const anthropic = [findTarget('anthropic')!];
  const ids = (found: Array<{ ruleId: string; messageId: string }>) => found.map((f) => `${f.ruleId}/${f.messageId}`);

  it("over a selected target's cap: target-limits only", () => {
    expect(ids(lintAll([rule, lengthRule], oneTool('Reads one order. '.repeat(70)), portable))).toEqual(['target-limits/descriptionTooLong']);
  });

  it('over maxCharacters with no target cap: tool-description-length only', () => {
    expect(ids(lintAll([rule, lengthRule], oneTool('Reads one order. '.repeat(70)), anthropic))).toEqual(['tool-description-length/tooLong']);
  });

  it('over a lowered maxCharacters but under the cap: tool-description-length only', () => {
    const found = lintAll([rule, lengthRule], oneTool('Reads one order. '.repeat(40)), portable, { 'tool-description-length': { maxCharacters: 500 } });
    expect(ids(found)).toEqual(['tool-description-length/tooLong']);
  });

  it("too short is still tool-description-length's, whatever the target", () => {
    expect(ids(lintAll([rule, lengthRule], oneTool('Reads it.'), portable))).toEqual(['tool-description-length/tooShort']);
  });
});

describe('target-limits on a folder of single-tool files', () => {
  it('counts the folder as one registry, reported once at the first file', () => {
    const files = Array.from({ length: PORTABLE_TOOLS + 1 }, (_, i) =>
      loadSource(
        JSON.stringify({ name: `get_${i}`, description: 'Reads one thing.', inputSchema: { type: 'object' } }),
        `tools/${String(i).padStart(3, '0')}.json`,
      ),
    );
    const registry = combineRegistries(files, 'server');
    const found = lintRegistry(registry, new Map([[rule.meta.id, rule]]), { rules: new Map([[rule.meta.id, { severity: 'error' }]]), overrides: [] });
    expect(found.map((f) => [f.file, f.pointer, f.tool, f.messageId])).toEqual([['tools/000.json', '', undefined, 'tooManyTools']]);
    expect(found[0].message).toContain(`has ${PORTABLE_TOOLS + 1} tools, over the cap of ${PORTABLE_TOOLS}`);
  });
});
