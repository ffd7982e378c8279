import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/engine/index.js';
import { runFixes } from '../../src/cli/lint/fix/run-fixes.js';
import { tempDir } from '../helpers/cli.js';

/** A writer that fails as a read-only folder does for a user who is not root. */
const refuse = () => {
  throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
};

describe('a fix that cannot be written', () => {
  it('is a failure of that file, which is left as it was, and no file is reported as changed', () => {
    const cwd = tempDir('toolslint-fix-');
    const text = '{"tools": [{"name": "get_x", "parameters": {"type": "dict"}}]}\n';
    writeFileSync(path.join(cwd, 'tools.json'), text);
    const finding: Finding = {
      ruleId: 'schema-type-valid',
      severity: 'error',
      messageId: 'alias',
      message: 'x',
      file: 'tools.json',
      pointer: '/tools/0/parameters',
      fix: [{ file: 'tools.json', pointer: '/tools/0/parameters', op: 'set', key: 'type', value: 'object' }],
    };
    const outcome = runFixes(
      { files: [{ file: 'tools.json', dialect: 'openai-functions', tools: 1 }], failures: [], findings: [finding] },
      cwd,
      false,
      undefined,
      refuse,
    );
    expect(outcome.failures).toEqual([{ file: 'tools.json', message: 'tools.json: not fixed: cannot write the file or a temporary one beside it (EACCES).' }]);
    expect(outcome.changed).toEqual([]);
    expect(readFileSync(path.join(cwd, 'tools.json'), 'utf8')).toBe(text);
  });
});
