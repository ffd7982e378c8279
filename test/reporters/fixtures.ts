import { ruleDocsUrl, type Finding } from '../../src/engine/index.js';
import type { LintResults, RuleInfo } from '../../src/reporters/index.js';

const finding = (f: Partial<Finding> & Pick<Finding, 'ruleId' | 'severity' | 'file'>): Finding => ({
  messageId: 'msg',
  message: `${f.ruleId} message`,
  pointer: '/tools/0',
  ...f,
});

/** Several files, every severity, a finding without a position, failures with and without one. */
export const RESULTS: LintResults = {
  files: [
    { file: 'tools/a.yaml', dialect: 'openai-chat', tools: 12 },
    { file: 'tools/b.json', dialect: 'mcp', tools: 3 },
  ],
  failures: [
    { file: 'bad.json', message: 'bad.json:3:7: invalid JSON: expected a value.', line: 3, column: 7 },
    { file: 'missing.yaml', message: 'missing.yaml: no such file or folder.' },
  ],
  findings: [
    finding({
      ruleId: 'tool-name-verb',
      severity: 'error',
      messageId: 'noVerb',
      message: 'Tool name "doStuff" does not start with a verb.',
      tool: 'doStuff',
      file: 'tools/a.yaml',
      pointer: '/tools/0/name',
      line: 4,
      column: 11,
    }),
    finding({
      ruleId: 'param-description-required',
      severity: 'warn',
      tool: 'doStuff',
      file: 'tools/a.yaml',
      pointer: '/tools/0/parameters/properties/id',
      line: 12,
      column: 9,
    }),
    finding({
      ruleId: 'schema-additional-properties',
      severity: 'info',
      tool: 'get_user',
      file: 'tools/a.yaml',
      pointer: '/tools/1/parameters',
      line: 120,
      column: 5,
    }),
    finding({ ruleId: 'registry-version-required', severity: 'hint', file: 'tools/a.yaml', pointer: '' }),
    finding({ ruleId: 'tool-description-required', severity: 'error', tool: 'list_items', file: 'tools/b.json', pointer: '/tools/2' }),
    finding({ ruleId: 'tool-name-length', severity: 'warn', tool: 'list_items', file: 'tools/b.json', pointer: '/tools/2/name', line: 9, column: 15 }),
  ],
};

export const CLEAN: LintResults = { files: RESULTS.files, failures: [], findings: [] };

export const EMPTY: LintResults = { files: [], failures: [], findings: [] };

/** An empty file and an empty folder, each linted as a registry with no tools and said so. */
export const EMPTY_REGISTRIES: LintResults = {
  files: [
    { file: 'e/bare.json', dialect: 'registry', tools: 0 },
    { file: 'e/none', dialect: 'registry', tools: 0 },
  ],
  failures: [],
  findings: [],
  notes: [
    { file: 'e/bare.json', message: 'e/bare.json: the registry holds no tools.' },
    { file: 'e/none', message: 'e/none: the folder holds no tool definitions; it is read as an empty registry.' },
  ],
};

/** ANSI escapes made visible, so coloured snapshots are readable and diffable. */
export const showAnsi = (s: string): string => s.replace(/\u001b\[(\d+)m/g, '<$1>');

/** What the CLI gives reporters about rules, for the rules RESULTS names (one left out, as a plugin's would be). */
export const RULE_INFOS: RuleInfo[] = [
  {
    id: 'param-description-required',
    description: 'Parameters have descriptions.',
    fullDescription: 'The model sees only the schema.',
    defaultSeverity: 'error',
    docsUrl: ruleDocsUrl('param-description-required'),
  },
  { id: 'registry-version-required', description: 'Registries declare a version.', defaultSeverity: 'off', docsUrl: ruleDocsUrl('registry-version-required') },
  {
    id: 'schema-additional-properties',
    description: 'Object schemas say whether other keys are allowed.',
    defaultSeverity: 'warn',
    docsUrl: ruleDocsUrl('schema-additional-properties'),
  },
  { id: 'tool-description-required', description: 'Tools have descriptions.', defaultSeverity: 'error', docsUrl: ruleDocsUrl('tool-description-required') },
  {
    id: 'tool-name-verb',
    description: 'Tool names start with a verb.',
    fullDescription: 'A model picks a tool by its name first.',
    defaultSeverity: 'warn',
    docsUrl: ruleDocsUrl('tool-name-verb'),
  },
];

/** Text with everything a terminal would act on or hide, and what Markdown, XML and GitHub commands treat specially. */
export const HOSTILE = 'ok\u001b[31mred\r\nforged, 100% <b>bold</b> & | `x` :: \u202Eevil\u200Bhidden\u0085\u{e0041}\ufffe';

/** Everything a terminal would act on or hide, except the newline that ends lines. */
export const RAW_UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\u2028\u2029\u{e0000}-\u{e007f}]/u;
