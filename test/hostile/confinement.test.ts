import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';

describe('$refs stay inside the project', () => {
  it('a symlink inside the project that leads out of it is not followed, and the outside text never appears', async () => {
    const parent = tempDir('toolslint-confine-');
    const cwd = path.join(parent, 'project');
    mkdirSync(path.join(cwd, 'schemas'), { recursive: true });
    writeFileSync(path.join(parent, 'secret.json'), '{"type": "string", "description": "OUTSIDE-MARKER"}');
    symlinkSync(path.join(parent, 'secret.json'), path.join(cwd, 'schemas/link.json'));
    writeFileSync(path.join(cwd, 'schemas/inside.json'), '{"type": "string", "description": "An inside schema."}');
    const tools = {
      tools: [
        {
          name: 'get_x',
          description: 'Gets x.',
          parameters: { type: 'object', properties: { a: { $ref: 'schemas/link.json' }, b: { $ref: 'schemas/inside.json' } } },
        },
      ],
    };
    writeFileSync(path.join(cwd, 'tools.json'), JSON.stringify(tools));
    const r = await runCli(['lint', 'tools.json', '-f', 'json'], { cwd });
    expect(r.stdout + r.stderr).not.toContain('OUTSIDE-MARKER');
    const refs = JSON.parse(r.stdout).findings.filter((f: { ruleId: string }) => f.ruleId === 'ref-resolvable');
    expect(refs.map((f: { pointer: string; message: string }) => [f.pointer, f.message])).toEqual([
      [
        '/tools/0/parameters/properties/a',
        '`$ref` "schemas/link.json" names schemas/link.json, which is outside the project: references are followed only to files inside the project or beside the registry.',
      ],
    ]);
  });
});
