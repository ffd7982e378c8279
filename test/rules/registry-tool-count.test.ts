import { describe, expect, it } from 'vitest';
import rule from '../../rules/registry-tool-count/index.js';
import { lintRegistry } from '../../src/engine/index.js';
import { combineRegistries, loadSource } from '../../src/loaders/index.js';
import { manyTools as tools } from '../helpers/registries.js';
import { ruleTester } from '../helpers/rule-tester.js';

/** An OpenAPI document with `n` operations. */
const openapi = (n: number) =>
  `openapi: 3.0.3\ninfo: {title: t, version: "1.0.0"}\npaths:\n${Array.from({ length: n }, (_, i) => `  /things/${i}:\n    get:\n      operationId: get_thing_${i}\n      responses: {"200": {description: ok}}\n`).join('')}`;

ruleTester(rule).run({
  valid: [
    { name: 'exactly 20 tools', code: tools(20) },
    { name: 'max raised', code: tools(30), options: { max: 30 } },
    { name: 'an OpenAPI document with few operations', code: openapi(3) },
  ],
  invalid: [
    {
      name: 'one finding for the registry, at its tools list',
      code: tools(21),
      errors: [{ messageId: 'tooMany', pointer: '/tools', line: 2, column: 3, data: { count: 21, max: 20 } }],
    },
    {
      name: 'max lowered',
      code: tools(6),
      options: { max: 5 },
      errors: [{ messageId: 'tooMany', pointer: '/tools', data: { count: 6, max: 5 } }],
    },
    {
      name: 'a bare array: the top of the file',
      code: JSON.stringify(Array.from({ length: 3 }, (_, i) => ({ type: 'function', function: { name: `get_${i}`, description: 'x' } }))),
      options: { max: 2 },
      errors: [{ messageId: 'tooMany', pointer: '', line: 1, column: 1, data: { count: 3, max: 2 } }],
    },
    {
      name: 'an OpenAPI document: at its paths, operations reached through $ref path items counted too',
      code: `${openapi(2)}  /others:\n    $ref: "#/components/pathItems/Others"\ncomponents:\n  pathItems:\n    Others:\n      get:\n        operationId: list_others\n        responses: {"200": {description: ok}}\n`,
      options: { max: 2 },
      errors: [{ messageId: 'tooMany', pointer: '/paths', line: 4, column: 3, data: { count: 3, max: 2 } }],
    },
  ],
});

describe('registry-tool-count', () => {
  it('a folder of single-tool files counts as one registry, reported once at the first file', () => {
    const files = ['a', 'b', 'c'].map((n) => loadSource(JSON.stringify({ name: `get_${n}`, inputSchema: { type: 'object' } }), `tools/${n}.json`));
    const registry = combineRegistries(files, 'server');
    const findings = lintRegistry(registry, new Map([[rule.meta.id, rule]]), {
      rules: new Map([[rule.meta.id, { severity: 'warn', options: { max: 2 } }]]),
      overrides: [],
    });
    expect(findings.map((f) => [f.file, f.pointer, f.tool, f.messageId])).toEqual([['tools/a.json', '', undefined, 'tooMany']]);
  });
});
