import type { Finding } from '../../src/engine/index.js';
import type { LintResults } from '../../src/reporters/index.js';

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
    finding({ ruleId: 'tool-name-verb', severity: 'error', messageId: 'noVerb', message: 'Tool name "doStuff" does not start with a verb.', tool: 'doStuff', file: 'tools/a.yaml', pointer: '/tools/0/name', line: 4, column: 11 }),
    finding({ ruleId: 'param-description-required', severity: 'warn', tool: 'doStuff', file: 'tools/a.yaml', pointer: '/tools/0/parameters/properties/id', line: 12, column: 9 }),
    finding({ ruleId: 'schema-additional-properties', severity: 'info', tool: 'get_user', file: 'tools/a.yaml', pointer: '/tools/1/parameters', line: 120, column: 5 }),
    finding({ ruleId: 'registry-version-required', severity: 'hint', file: 'tools/a.yaml', pointer: '' }),
    finding({ ruleId: 'tool-description-required', severity: 'error', tool: 'list_items', file: 'tools/b.json', pointer: '/tools/2' }),
    finding({ ruleId: 'tool-name-length', severity: 'warn', tool: 'list_items', file: 'tools/b.json', pointer: '/tools/2/name', line: 9, column: 15 }),
  ],
};

export const CLEAN: LintResults = { files: RESULTS.files, failures: [], findings: [] };

export const EMPTY: LintResults = { files: [], failures: [], findings: [] };

/** ANSI escapes made visible, so coloured snapshots are readable and diffable. */
export const showAnsi = (s: string): string => s.replace(/\u001b\[(\d+)m/g, '<$1>');
