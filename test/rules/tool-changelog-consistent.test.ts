import rule from '../../rules/tool-changelog-consistent/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (extra: string, name = 'get_order') => `tools:\n  - name: ${name}\n    description: Reads one order.\n    parameters: {type: object}\n${extra}`;

ruleTester(rule).run({
  valid: [
    {
      name: 'latest entry is the version; the major entry says what broke',
      code: tool(
        '    version: 2.1.0\n    changelog:\n      "1.0.0": First release.\n      "2.0.0": Removed the `expand` parameter; use `include` instead.\n      "2.1.0": Added `currency`.\n',
      ),
    },
    {
      name: 'a list of entries',
      code: tool('    version: 1.1.0\n    changelog:\n      - {version: 1.0.0, changes: First release.}\n      - {version: 1.1.0, changes: Added paging.}\n'),
    },
    {
      name: 'a major entry with a breaking list',
      code: tool('    version: 2.0.0\n    changelog:\n      "1.4.0": Added notes.\n      "2.0.0": {breaking: [order ids are strings], added: [notes]}\n'),
    },
    {
      name: 'a major entry that says so under a "removed" key',
      code: tool('    version: 2.0.0\n    changelog:\n      "1.4.0": Added notes.\n      "2.0.0": {removed: [the legacy id parameter]}\n'),
    },
    {
      name: 'a major entry in Chinese',
      code: tool('    version: 2.0.0\n    changelog:\n      "1.0.0": 首次发布。\n      "2.0.0": 移除了 expand 参数，请改用 include。\n'),
    },
    {
      name: 'a major entry in traditional Chinese',
      code: tool('    version: 2.0.0\n    changelog:\n      "1.0.0": 首次發布。\n      "2.0.0": 參數 id 改為必填。\n'),
    },
    {
      name: '0.x → 1.0.0 declares stability and need not break anything',
      code: tool('    version: 1.0.0\n    changelog:\n      "0.3.0": Added paging.\n      "1.0.0": Stable release.\n'),
    },
    {
      name: "keys that are not semver are tool-metadata-types' to report",
      code: tool('    version: 1.0.0\n    changelog:\n      "v0.9": Beta.\n      "1.0.0": First release.\n'),
    },
    { name: "a version that is not semver is tool-version-semver's", code: tool('    version: "1.0"\n    changelog:\n      "1.0.0": First release.\n') },
    { name: 'no changelog', code: tool('    version: 1.0.0\n') },
    {
      name: "breakingPhrases: a project's own word",
      code: tool('    version: 2.0.0\n    changelog:\n      "1.0.0": First.\n      "2.0.0": Reworked ids.\n'),
      options: { breakingPhrases: ['reworked'] },
    },
    {
      name: 'checkRegistry: false',
      code: 'version: 1.0.0\nchangelog:\n  "1.1.0": Ahead.\ntools:\n  - {name: get_a, description: A.}\n',
      options: { checkRegistry: false },
    },
  ],
  invalid: [
    {
      name: 'an entry above the version',
      code: tool('    version: 1.0.0\n    changelog:\n      "1.0.0": First release.\n      "1.1.0": Added paging.\n'),
      errors: [
        {
          messageId: 'ahead',
          pointer: '/tools/0/changelog/1.1.0',
          line: 8,
          column: 16,
          tool: 'get_order',
          data: { owner: 'tool "get_order"', entry: '1.1.0', version: '1.0.0' },
        },
      ],
    },
    {
      name: 'the latest entry is below the version',
      code: tool('    version: 1.2.0\n    changelog:\n      "1.0.0": First release.\n      "1.1.0": Added paging.\n'),
      errors: [{ messageId: 'behind', pointer: '/tools/0/changelog', data: { Owner: 'Tool "get_order"', version: '1.2.0', latest: '1.1.0' } }],
    },
    {
      name: 'a changelog without a version',
      code: tool('    changelog:\n      "1.0.0": First release.\n'),
      errors: [{ messageId: 'noVersion', pointer: '/tools/0/changelog', data: { owner: 'tool "get_order"', latest: '1.0.0' } }],
    },
    {
      name: 'two findings: a major entry that does not say what broke, and one ahead',
      code: tool(
        '    version: 2.0.0\n    changelog:\n      - {version: 1.3.0, changes: Added notes.}\n      - {version: 2.0.0, changes: New version.}\n      - {version: 2.1.0, changes: Added currency.}\n',
      ),
      errors: [
        { messageId: 'majorUnexplained', pointer: '/tools/0/changelog/1', data: { owner: 'tool "get_order"', entry: '2.0.0', previous: '1.3.0' } },
        { messageId: 'ahead', pointer: '/tools/0/changelog/2', data: { owner: 'tool "get_order"', entry: '2.1.0', version: '2.0.0' } },
      ],
    },
    {
      name: 'pre-1.0: a new minor breaks callers of ^0.y',
      code: tool('    version: 0.3.0\n    changelog:\n      "0.2.0": 新增分页。\n      "0.3.0": 新版本。\n'),
      errors: [{ messageId: 'majorUnexplained', pointer: '/tools/0/changelog/0.3.0', data: { owner: 'tool "get_order"', entry: '0.3.0', previous: '0.2.0' } }],
    },
    {
      name: 'changelogKey: history, spelt x-history on an OpenAPI operation',
      code: `openapi: 3.0.3
info: {title: Shop, version: 1.0.0}
paths:
  /orders/{id}:
    get:
      operationId: getOrder
      x-version: 2.0.0
      x-history:
        "1.0.0": First release.
        "2.0.0": Faster.
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      responses: {"200": {description: OK}}
`,
      options: { changelogKey: 'history' },
      errors: [
        {
          messageId: 'majorUnexplained',
          pointer: '/paths/~1orders~1{id}/get/x-history/2.0.0',
          tool: 'getOrder',
          data: { owner: 'tool "getOrder"', entry: '2.0.0', previous: '1.0.0' },
        },
      ],
    },
    {
      name: "the registry's own changelog",
      code: 'version: 1.0.0\nchangelog:\n  "1.0.0": First.\n  "1.1.0": Ahead.\ntools:\n  - {name: get_a, description: A.}\n',
      errors: [{ messageId: 'ahead', pointer: '/changelog/1.1.0', data: { owner: 'the registry', entry: '1.1.0', version: '1.0.0' } }],
    },
  ],
});
