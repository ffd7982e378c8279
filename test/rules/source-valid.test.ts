import { describe, expect, it } from 'vitest';
import { RULES } from '../../rules/index.js';
import rule from '../../rules/source-valid/index.js';
import { lintRegistry } from '../../src/engine/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const DUPLICATE_YAML = `tools:
  - name: get_weather
    description: Gets the current weather for one city.
    description: Gets the weather.
`;

const DUPLICATE_JSON = `[
  {"type": "function", "function": {"name": "get_weather", "description": "a", "parameters": {"type": "object", "type": "string"}}}
]`;

ruleTester(rule).run({
  valid: [
    { code: 'tools:\n  - name: get_weather\n    description: Gets the weather.\n' },
    {
      name: 'a Gemini built-in tool block is ignored by default',
      code: { tools: [{ googleSearch: {} }, { functionDeclarations: [{ name: 'get_weather', description: 'x' }] }] },
    },
    { name: 'ignore turns a code off', code: DUPLICATE_YAML, options: { ignore: ['duplicate-key'] } },
  ],
  invalid: [
    {
      name: '150 duplicate keys in one file: the first 100 are listed, the rest counted in one finding',
      code: `{"tools": [{"name": "get_x", "description": "x", ${Array(151).fill('"parameters": {"type": "object"}').join(', ')}}]}`,
      errors: [...Array.from({ length: 100 }, () => ({ messageId: 'duplicateKey' })), { messageId: 'more', data: { count: '50', code: 'duplicate-key' } }],
    },
    {
      name: 'a duplicate YAML key, at the second key, naming the first',
      code: DUPLICATE_YAML,
      errors: [
        {
          messageId: 'duplicateKey',
          tool: 'get_weather',
          pointer: '/tools/0/description',
          line: 4,
          column: 5,
          message: /^Duplicate key "description" \(first at line 3, column 5\)/,
        },
      ],
    },
    {
      name: 'a duplicate JSON key inside a schema',
      code: DUPLICATE_JSON,
      file: 'tools.json',
      errors: [{ messageId: 'duplicateKey', tool: 'get_weather', pointer: '/0/function/parameters/type', line: 2, column: 113 }],
    },
    {
      name: 'two duplicate keys and a custom tag',
      code: 'tools:\n  - name: a\n    name: b\n    description: !env DESC\n    description: x\n',
      errors: [
        { messageId: 'duplicateKey', pointer: '/tools/0/name', line: 3 },
        { messageId: 'yamlTag', pointer: '/tools/0/description', line: 4, message: /^YAML tag "!env" is not part of the core schema/ },
        { messageId: 'duplicateKey', pointer: '/tools/0/description', line: 5 },
      ],
    },
    {
      name: 'numbers that overflow or lose precision, in JSON and YAML',
      code: '{"tools": [{"name": "a", "parameters": {"type": "integer", "maximum": 1e400, "default": 9007199254740993, "minimum": 1.5}}]}',
      file: 'tools.json',
      errors: [
        {
          messageId: 'number',
          pointer: '/tools/0/parameters/maximum',
          message: 'The number 1e400 is too large to represent and is read as Infinity: write it as a string, or as a number JSON can hold exactly.',
        },
        {
          messageId: 'number',
          pointer: '/tools/0/parameters/default',
          message: /^The integer 9007199254740993 is beyond 2\^53 and is read as 9007199254740992/,
        },
      ],
    },
    {
      name: 'YAML .nan and -.inf, which JSON cannot hold',
      code: 'tools:\n  - name: a\n    parameters: {type: number, maximum: .nan, minimum: -.inf}\n',
      errors: [
        {
          messageId: 'number',
          message:
            'The value .nan is not a number (NaN), which JSON cannot hold (a provider receives null): write it as a string, or as a number JSON can hold exactly.',
        },
        { messageId: 'number', message: /^The value -\.inf is infinite, which JSON cannot hold/ },
      ],
    },
    {
      name: 'a YAML number past 2^53',
      code: 'tools:\n  - name: a\n    parameters: { type: integer, maximum: 18446744073709551615 }\n',
      errors: [{ messageId: 'number', pointer: '/tools/0/parameters/maximum', line: 3 }],
    },
    {
      name: 'the Gemini block is reported when not ignored',
      code: { tools: [{ googleSearch: {} }, { functionDeclarations: [{ name: 'get_weather', description: 'x' }] }] },
      options: { ignore: [] },
      errors: [{ messageId: 'notAFunction', pointer: '/tools/0' }],
    },
    {
      name: 'malformed Docker catalog arguments',
      code: [
        { name: 'get_x', description: 'Gets x.', arguments: [{ name: 'a', type: 'string', desc: 'A.' }, { name: 'a', type: 'string', desc: 'A again.' }, 'b'] },
      ],
      file: 'tools.json',
      errors: [
        {
          messageId: 'argument',
          pointer: '/0/arguments/1',
          message: 'The Docker catalog entry is malformed: argument "a" is listed twice; the last one wins.',
        },
        { messageId: 'argument', pointer: '/0/arguments/2' },
      ],
    },
  ],
});

describe('source-valid beyond the table', () => {
  const run = (registry: ReturnType<typeof loadSource>) =>
    lintRegistry(registry, RULES, { rules: new Map([['source-valid', { severity: 'error' }]]), overrides: [] }).map((f) => ({
      messageId: f.messageId,
      file: f.file,
      line: f.line,
      message: f.message,
    }));

  it('reports a YAML parser warning at its line', () => {
    const registry = loadSource('%FOO bar\n---\ntools:\n  - name: get_x\n    description: Gets x.\n', 'tools.yaml');
    expect(run(registry)).toEqual([{ messageId: 'yamlWarning', file: 'tools.yaml', line: 1, message: 'The YAML parser warns: Unknown directive %FOO.' }]);
  });

  it("reports a notice it has no message for in the loader's own words", () => {
    const registry = loadSource('tools:\n  - name: get_x\n    description: Gets x.\n', 'tools.yaml');
    registry.notices.push({ code: 'something-new', message: 'something new happened', file: 'tools.yaml', pointer: '/tools/0/name' });
    expect(run(registry)).toEqual([{ messageId: 'other', file: 'tools.yaml', line: 2, message: 'Something new happened.' }]);
  });
});
