import { describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';

// Findings that readers judged true but unlikely to make a model misuse a tool
// (docs/precision/servers/servers-findings-round4/ and round5/): `info`, or left to `strict`,
// in `recommended`; warnings in `strict`.

const param = (description: string) => ({ type: 'string', description });
const manyParams = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`filter_${i + 1}`, param(`Only items whose field ${i + 1} matches.`)]));
const described = 'Reads one record by its number and returns its fields, links and the time it last changed.';

const registry = JSON.stringify({
  tools: [
    // 16 top-level parameters: param-count.
    { name: 'list_records', description: described, inputSchema: { type: 'object', properties: manyParams } },
    // Required with a default: required-with-default.
    {
      name: 'get_record',
      description: described,
      inputSchema: {
        type: 'object',
        properties: {
          record_id: param('The number of the record, as list_records returns it.'),
          view: { ...param('Which fields to return.'), default: 'full' },
          // No description: param-description-required.
          locale: { type: 'string' },
        },
        required: ['record_id', 'view'],
      },
    },
    // Under 8 units: tool-description-length's tooShort.
    { name: 'archive_record', description: 'Hides it from lists.', inputSchema: { type: 'object', properties: {} } },
    // Only the name restated: tool-description-vague's restatesName.
    { name: 'delete_record', description: 'Deletes the specified existing record.', inputSchema: { type: 'object', properties: {} } },
    // A schema that nests without end: schema-depth's recursive.
    {
      name: 'rebuild_tree',
      description: 'Rebuilds the category tree from the nodes given, replacing the one there was.',
      inputSchema: {
        type: 'object',
        properties: { root: { $ref: '#/$defs/Node', description: 'The top of the tree.' } },
        $defs: {
          Node: {
            type: 'object',
            properties: {
              label: param('The name shown for the category.'),
              children: { type: 'array', items: { $ref: '#/$defs/Node' }, description: 'The categories under this one.' },
            },
          },
        },
      },
    },
    // 21 tools in all: registry-tool-count.
    ...Array.from({ length: 16 }, (_, i) => ({
      name: `report_${i + 1}`,
      description: `Builds report number ${i + 1} of the month as a PDF and returns its link.`,
      inputSchema: { type: 'object', properties: {} },
    })),
  ],
});

// list_records and get_record read, and say so by no annotation: tool-annotations-consistent.
const RULES = [
  'param-count',
  'required-with-default',
  'registry-tool-count',
  'tool-description-length',
  'tool-description-vague',
  'param-description-required',
  'tool-annotations-consistent',
  'schema-depth',
];

async function findings(preset?: string, rules = ''): Promise<string[]> {
  const files: Record<string, string> = { 'tools.json': registry };
  if (preset) files['.toolslintrc.yaml'] = `extends: ${preset}\n${rules}`;
  const run = await runCli(['lint', 'tools.json', '-f', 'json'], { cwd: project(files) });
  const all = JSON.parse(run.stdout).findings as { ruleId: string; messageId: string; severity: string }[];
  return all
    .filter((f) => RULES.includes(f.ruleId))
    .map((f) => `${f.ruleId} ${f.messageId} ${f.severity}`)
    .sort();
}

describe('findings readers judged unlikely to cause misuse', () => {
  it('recommended: counts and the unused default are info; short and restated descriptions are not checked', async () => {
    expect(await findings()).toEqual([
      'param-count tooMany info',
      'param-description-required missing info',
      'registry-tool-count tooMany info',
      'required-with-default requiredWithDefault info',
      'schema-depth recursive info',
      'tool-annotations-consistent noAnnotations info',
      'tool-annotations-consistent noAnnotations info',
    ]);
  });

  it("a severity set in config replaces recommended's setting, its caps too", async () => {
    const set = await findings('toolslint:recommended', 'rules:\n  tool-annotations-consistent: warn\n');
    expect(set.filter((f) => f.startsWith('tool-annotations-consistent'))).toEqual([
      'tool-annotations-consistent noAnnotations warn',
      'tool-annotations-consistent noAnnotations warn',
    ]);
  });

  it('strict: every one of them is a warning', async () => {
    expect(await findings('toolslint:strict')).toEqual([
      'param-count tooMany warn',
      'param-description-required missing warn',
      'registry-tool-count tooMany warn',
      'required-with-default requiredWithDefault warn',
      'schema-depth recursive warn',
      'tool-annotations-consistent noAnnotations warn',
      'tool-annotations-consistent noAnnotations warn',
      'tool-description-length tooShort warn',
      'tool-description-vague restatesName warn',
    ]);
  });
});
