import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../rules/index.js';
import { CHECK_INFOS } from '../../src/differ/index.js';
import { runCli } from '../helpers/cli.js';

const root = path.resolve(import.meta.dirname, '../..');
const validator = (name: string) => new Ajv2020({ strict: true, allErrors: true }).compile(JSON.parse(readFileSync(path.join(root, 'schemas', name), 'utf8')));
const jsonOf = async (args: string[]) => {
  const r = await runCli(args, { cwd: root });
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Record<string, unknown>;
};

describe('the JSON of rules, targets and explain is what the shipped schemas say', () => {
  it('rules --format json', async () => {
    const validate = validator('rules-output.schema.json');
    expect(validate(await jsonOf(['rules', '-f', 'json'])), JSON.stringify(validate.errors)).toBe(true);
  });

  it('targets --format json', async () => {
    const validate = validator('targets-output.schema.json');
    expect(validate(await jsonOf(['targets', '-f', 'json'])), JSON.stringify(validate.errors)).toBe(true);
  });

  it('diff --list-checks --format json: every check, in the order of the table', async () => {
    const validate = validator('checks-output.schema.json');
    const out = await jsonOf(['diff', '--list-checks', '-f', 'json']);
    expect(validate(out), JSON.stringify(validate.errors)).toBe(true);
    expect((out.checks as Array<{ id: string }>).map((c) => c.id)).toEqual(CHECK_INFOS.map((c) => c.id));
    expect(validator('checks-output.schema.json')({ schemaVersion: 1, checks: [{ id: 'x', level: 'fatal' }] })).toBe(false);
  });

  it('explain --format json, for every rule, target, diff check and id toolslint reports itself', async () => {
    const validate = validator('explain-output.schema.json');
    const targets = ((await jsonOf(['targets', '-f', 'json'])).targets as Array<{ id: string }>).map((t) => t.id);
    const ids = [...RULES.keys(), ...targets, ...CHECK_INFOS.map((c) => c.id), 'baseline-stale', 'file-not-linted'];
    for (const id of ids) {
      const out = await jsonOf(['explain', id, '-f', 'json']);
      expect(validate(out), `${id}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(out.id).toBe(id);
    }
  });

  it('a schema that cannot fail proves nothing: a wrong kind and a missing field are refused', () => {
    const validate = validator('explain-output.schema.json');
    expect(validate({ schemaVersion: 1, kind: 'rule', id: 'x', text: 'x' })).toBe(false);
    expect(validate({ schemaVersion: 1, kind: 'nothing', id: 'x', text: 'x', description: 'x', defaultSeverity: 'warn', docsUrl: 'https://x' })).toBe(false);
    expect(validate({ schemaVersion: 1, kind: 'reserved', id: 'x', text: 'x', description: 'x', defaultSeverity: 'warn', docsUrl: 'https://x' })).toBe(true);
  });
});
