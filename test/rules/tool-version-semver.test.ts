import rule from '../../rules/tool-version-semver/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const registry = (version: string, toolVersion?: string) =>
  `version: ${version}\ntools:\n  - name: get_user\n    description: Reads a user.\n${toolVersion === undefined ? '' : `    version: ${toolVersion}\n`}`;
const openapi = (version: string) =>
  `openapi: 3.0.3\ninfo: {title: t, version: ${version}}\npaths:\n  /pets:\n    get:\n      operationId: list_pets\n      responses: {"200": {description: ok}}\n`;

ruleTester(rule).run({
  valid: [
    { code: registry('"1.4.0"', '"2.0.1"') },
    { name: 'pre-release and build metadata are semver', code: registry('"1.0.0-beta.2+build.7"', '"0.1.0-rc.1"') },
    { name: 'no version at all', code: 'tools:\n  - name: get_user\n    description: Reads a user.\n' },
    { name: 'an OpenAPI document with a semver info.version', code: openapi('"2.3.1"') },
    { name: 'checkRegistry: false', code: registry('1.2', '"1.0.0"'), options: { checkRegistry: false } },
    { name: 'checkTools: false', code: registry('"1.0.0"', 'v2'), options: { checkTools: false } },
  ],
  invalid: [
    {
      name: 'a number as the registry version',
      code: registry('1.2'),
      errors: [
        { messageId: 'number', pointer: '/version', line: 1, column: 10, tool: undefined, data: { what: 'registry', value: '1.2', suggestion: '1.2.0' } },
      ],
    },
    {
      name: 'two findings: the registry and a tool',
      code: registry('"v1.4.0"', '3'),
      errors: [
        { messageId: 'incomplete', pointer: '/version', data: { what: 'registry', value: 'v1.4.0', suggestion: '1.4.0' } },
        {
          messageId: 'number',
          pointer: '/tools/0/version',
          line: 5,
          column: 14,
          tool: 'get_user',
          data: { what: '"get_user" tool', value: '3', suggestion: '3.0.0' },
        },
      ],
    },
    {
      name: 'a version with parts missing or leading zeros',
      code: registry('"2"', '"01.2.3-beta"'),
      errors: [
        { messageId: 'incomplete', data: { what: 'registry', value: '2', suggestion: '2.0.0' } },
        { messageId: 'incomplete', data: { what: '"get_user" tool', value: '01.2.3-beta', suggestion: '1.2.3-beta' } },
      ],
    },
    {
      name: 'something else entirely',
      code: registry('latest', '{major: 1}'),
      errors: [
        { messageId: 'notSemver', pointer: '/version', data: { what: 'registry', value: '"latest"' } },
        { messageId: 'notSemver', pointer: '/tools/0/version', data: { what: '"get_user" tool', value: '{"major":1}' } },
      ],
    },
    {
      name: 'a date is not semver',
      code: registry('"2024-06-20"'),
      errors: [{ messageId: 'notSemver', data: { what: 'registry', value: '"2024-06-20"' } }],
    },
    {
      name: 'an empty version',
      code: registry('""', 'null'),
      errors: [
        { messageId: 'notSemver', data: { what: 'registry', value: '""' } },
        { messageId: 'notSemver', data: { what: '"get_user" tool', value: 'null' } },
      ],
    },
    {
      name: 'OpenAPI: info.version written as a number',
      code: openapi('1.0'),
      errors: [{ messageId: 'number', pointer: '/info/version', line: 2, column: 27, data: { what: 'registry', value: '1', suggestion: '1.0.0' } }],
    },
    {
      name: 'OpenAPI: info.version that is not complete',
      code: openapi('"1.0"'),
      errors: [{ messageId: 'incomplete', pointer: '/info/version', data: { what: 'registry', value: '1.0', suggestion: '1.0.0' } }],
    },
    {
      name: "YAML reads 1.10 as the number 1.1, whatever $refs the tool's schema holds",
      code: 'tools:\n  - name: get_user\n    description: Reads a user.\n    version: 1.10\n    parameters: {type: object, properties: {id: {$ref: "#/$defs/Id"}}, $defs: {Id: {type: string}}}\n',
      errors: [{ messageId: 'number', pointer: '/tools/0/version', line: 4, column: 14, data: { what: '"get_user" tool', value: '1.1', suggestion: '1.1.0' } }],
    },
    {
      name: 'JSON: a number in a registry file',
      code: '{\n  "version": 2,\n  "tools": [{"name": "get_user", "description": "x", "parameters": {"type": "object"}}]\n}',
      errors: [{ messageId: 'number', pointer: '/version', line: 2, column: 14, data: { what: 'registry', value: '2', suggestion: '2.0.0' } }],
    },
  ],
});
