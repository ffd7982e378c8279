import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { project, runCli } from '../helpers/cli.js';

const CONFIG = 'extends: []\nrules:\n  schema-additional-properties: error\n  param-description-required: warn\n';
const tool = (name: string) => `  - name: ${name}\n    description: Does ${name}.\n    parameters: {type: object, properties: {id: {type: string}}}\n`;

/** Each SARIF result's fingerprint, by the tool, rule and pointer it is about. */
async function prints(cwd: string): Promise<Map<string, string>> {
  const r = await runCli(['lint', 'tools.yaml', '-f', 'sarif'], { cwd });
  const results = JSON.parse(r.stdout).runs[0].results as {
    ruleId: string;
    properties: { tool: string; pointer: string };
    partialFingerprints: Record<string, string>;
  }[];
  return new Map(
    results.map((x) => [`${x.properties.tool} ${x.ruleId} ${x.properties.pointer.replace(/^\/tools\/\d+/, '')}`, x.partialFingerprints['toolslint/v2']]),
  );
}

describe('SARIF partialFingerprints', () => {
  it('inserting, removing and reordering tools keeps the fingerprint of every other finding', async () => {
    const cwd = project({ '.toolslintrc.yaml': CONFIG, 'tools.yaml': `tools:\n${tool('get_a')}${tool('get_b')}${tool('get_c')}` });
    const before = await prints(cwd);
    expect(before.size).toBe(6);
    writeFileSync(path.join(cwd, 'tools.yaml'), `tools:\n${tool('get_new')}${tool('get_c')}${tool('get_a')}`);
    const after = await prints(cwd);
    for (const [key, print] of after) if (!key.startsWith('get_new')) expect(before.get(key), key).toBe(print);
    expect([...after.keys()].filter((k) => !before.has(k)).sort()).toEqual([
      'get_new param-description-required /parameters/properties/id',
      'get_new schema-additional-properties /parameters',
    ]);
  });
});
