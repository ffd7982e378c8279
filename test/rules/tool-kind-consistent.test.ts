import rule from '../../rules/tool-kind-consistent/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

/** A plain registry; each tool is [name, description, extra YAML lines]. */
const reg = (...tools: Array<[string, string, string?]>) =>
  `tools:\n${tools.map(([name, d, extra]) => `  - name: ${name}\n${extra ? `    ${extra}\n` : ''}    description: ${JSON.stringify(d)}\n`).join('')}`;

/** One operation; `x` is extra YAML for it (at 6 spaces). */
const op = (method: string, id: string, summary: string, x = '') => `openapi: 3.0.3
info: {title: t, version: "1"}
paths:
  /pets/{id}:
    ${method}:
      operationId: ${id}
      summary: ${JSON.stringify(summary)}
${x}      responses: {"200": {description: ok}}
`;

ruleTester(rule).run({
  valid: [
    {
      name: 'name, flag and description agree',
      code: reg(
        ['delete_user', 'Deletes a user. This cannot be undone.', 'destructive: true'],
        ['list_branches', 'Lists branches. Read-only.'],
        ['update_record', 'Overwrites a record. This cannot be undone.', 'destructive: true'],
        ['create_issue', 'Creates an issue: a write operation.'],
      ),
    },
    { name: 'destructive: true on a write verb: an update can destroy', code: reg(['update_schema', 'Alters a table.', 'destructive: true']) },
    {
      name: 'negated and object phrases are not claims',
      code: reg(
        ['get_config', 'Reads the config. This is a non-destructive call.'],
        ['lock_branch', 'Makes the branch read-only.'],
        ['set_readonly', '将仓库设为只读。'],
        ['validate_prop', 'Checks the object has no methods with side effects.'],
      ),
    },
    { name: 'a description that claims both claims nothing', code: reg(['list_files', 'Read-only unless apply is set, then it permanently deletes them.']) },
    {
      name: 'simplified and traditional Chinese that agree',
      code: reg(['query_orders', '查询订单（只读操作）。'], ['get_invoice', '讀取發票，唯讀。'], ['drop_table', '删除表，此操作不可逆。']),
    },
    { name: 'tools of unknown kind', code: reg(['copilot_memory', 'Read-only view of memory.'], ['ui_panel', 'DESTRUCTIVE.']) },
    {
      name: 'the verb after a service namespace or inside the name agrees with the description',
      code: reg(
        ['compute_disk_delete', 'Deletes a disk. This cannot be undone.'],
        ['compute_instance_list', 'Lists instances. Read-only.'],
        ['API-get-page', 'Reads a page. Read-only.'],
      ),
    },
    {
      name: 'x-toolslint-kind overrides the name and is not reported against it',
      code: reg(['send_digest', 'Queues a digest; a write operation.', 'x-toolslint-kind: write']),
    },
    {
      name: "MCP tools with annotations are tool-annotations-consistent's",
      code: '{"tools": [{"name": "get_user", "description": "DESTRUCTIVE", "inputSchema": {"type": "object"}, "annotations": {"readOnlyHint": true}}]}',
    },
    { name: 'OpenAPI: a read verb on POST is a search endpoint', code: op('post', 'searchPets', 'Searches pets by name.') },
    {
      name: 'OpenAPI: a name derived from the method',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /pets:\n    get:\n      summary: Lists pets. Read-only.\n      responses: {"200": {description: ok}}\n',
    },
    {
      name: 'readOnlyPhrases replaces the built-in list',
      code: reg(['delete_user', 'Deletes a user; read-only mirror excluded.']),
      options: { readOnlyPhrases: ['[ro]'] },
    },
  ],
  invalid: [
    {
      name: 'destructive: true on a read verb',
      code: reg(['get_user', 'Get a user profile.', 'destructive: true']),
      errors: [
        {
          messageId: 'flagVsName',
          pointer: '/tools/0/destructive',
          line: 3,
          column: 18,
          tool: 'get_user',
          data: { name: 'get_user', flag: true, verb: 'get', nameKind: 'read' },
        },
      ],
    },
    {
      name: 'destructive: false on a destructive verb',
      code: reg(['delete_draft', 'Deletes a draft.', 'destructive: false']),
      errors: [{ messageId: 'flagVsName', data: { name: 'delete_draft', flag: false, verb: 'delete', nameKind: 'destructive' } }],
    },
    {
      name: 'two findings: a read tool that says it destroys, a write tool that says it is read-only',
      code: reg(['list_branches', 'Lists branches. DESTRUCTIVE, cannot be undone.'], ['create_report', 'Creates a report. Read-only.']),
      errors: [
        {
          messageId: 'descriptionVsKind',
          pointer: '/tools/0/description',
          line: 3,
          column: 18,
          data: { name: 'list_branches', phrase: 'destructive', evidence: 'its name\'s verb "list"', kind: 'read' },
        },
        {
          messageId: 'descriptionVsKind',
          pointer: '/tools/1/description',
          line: 5,
          data: { name: 'create_report', phrase: 'read-only', evidence: 'its name\'s verb "create"', kind: 'write' },
        },
      ],
    },
    {
      name: 'a destructive description on a write tool',
      code: reg(['update_record', 'Overwrites a record. This cannot be undone.']),
      errors: [
        {
          messageId: 'destructiveUnmarked',
          data: { name: 'update_record', phrase: 'cannot be undone', evidence: 'its name\'s verb "update"', kind: 'write', fix: '`destructive: true`' },
        },
      ],
    },
    {
      name: 'Chinese: 写操作 on a read tool, 只讀 on a destructive one',
      code: reg(['query_orders', '查询订单，写操作。'], ['delete_invoice', '刪除發票（只讀）。']),
      errors: [
        { messageId: 'descriptionVsKind', data: { name: 'query_orders', phrase: '写操作', evidence: 'its name\'s verb "query"', kind: 'read' } },
        { messageId: 'descriptionVsKind', data: { name: 'delete_invoice', phrase: '只讀', evidence: 'its name\'s verb "delete"', kind: 'destructive' } },
      ],
    },
    {
      name: 'the verb is found after a word that is not one: ui_write is a write tool',
      code: reg(['ui_write', 'DESTRUCTIVE.']),
      errors: [
        {
          messageId: 'destructiveUnmarked',
          pointer: '/tools/0/description',
          data: { name: 'ui_write', phrase: 'destructive', evidence: 'its name\'s verb "write"', kind: 'write', fix: '`destructive: true`' },
        },
      ],
    },
    {
      name: 'the verb after a service namespace: compute_disk_delete is destructive and compute_instance_list reads, whatever `compute` says',
      code: reg(['compute_disk_delete', 'Deletes a disk. Read-only.'], ['compute_instance_list', 'Lists instances.', 'destructive: true']),
      errors: [
        {
          messageId: 'descriptionVsKind',
          pointer: '/tools/0/description',
          data: { name: 'compute_disk_delete', phrase: 'read-only', evidence: 'its name\'s verb "delete"', kind: 'destructive' },
        },
        { messageId: 'flagVsName', pointer: '/tools/1/destructive', data: { name: 'compute_instance_list', flag: true, verb: 'list', nameKind: 'read' } },
      ],
    },
    {
      name: 'the verb inside a kebab-case name: API-delete-page is destructive',
      code: reg(['API-delete-page', 'Deletes a page.', 'destructive: false']),
      errors: [
        { messageId: 'flagVsName', pointer: '/tools/0/destructive', data: { name: 'API-delete-page', flag: false, verb: 'delete', nameKind: 'destructive' } },
      ],
    },
    {
      name: 'the flag decides the kind the description is compared with',
      code: reg(['archive_logs', 'Archives logs. Read-only.', 'destructive: true']),
      errors: [
        {
          messageId: 'descriptionVsKind',
          pointer: '/tools/0/description',
          data: { name: 'archive_logs', phrase: 'read-only', evidence: '`destructive: true`', kind: 'destructive' },
        },
      ],
    },
    {
      name: 'x-toolslint-kind is compared with the description',
      code: reg(['send_digest', 'Queues a digest. Read-only.', 'x-toolslint-kind: write']),
      errors: [{ messageId: 'descriptionVsKind', data: { name: 'send_digest', phrase: 'read-only', evidence: '`x-toolslint-kind: write`', kind: 'write' } }],
    },
    {
      name: 'OpenAPI: a GET named like a delete',
      code: op('get', 'deletePet', 'Deletes a pet.'),
      errors: [
        {
          messageId: 'methodVsName',
          pointer: '/paths/~1pets~1{id}/get/operationId',
          line: 6,
          column: 20,
          data: { name: 'deletePet', method: 'GET', kind: 'read', verb: 'delete', nameKind: 'destructive' },
        },
      ],
    },
    {
      name: "OpenAPI: a DELETE named like a read, described through a $ref'd path item",
      code: 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths:\n  /pets/{id}:\n    $ref: \'#/components/pathItems/Pet\'\ncomponents:\n  pathItems:\n    Pet:\n      delete:\n        operationId: getPet\n        summary: Gets a pet. Read-only.\n        responses: {"204": {description: gone}}\n',
      errors: [
        {
          messageId: 'methodVsName',
          pointer: '/components/pathItems/Pet/delete/operationId',
          line: 10,
          data: { name: 'getPet', method: 'DELETE', kind: 'destructive', verb: 'get', nameKind: 'read' },
        },
        {
          messageId: 'descriptionVsKind',
          pointer: '/components/pathItems/Pet/delete/summary',
          line: 11,
          data: { name: 'getPet', phrase: 'read-only', evidence: 'its HTTP method DELETE', kind: 'destructive' },
        },
      ],
    },
    {
      name: 'OpenAPI: a POST that says it is read-only is classified write by its method, so the kind should be declared',
      code: op('post', 'searchPets', 'Searches pets. Read-only.'),
      errors: [{ messageId: 'descriptionVsKind', data: { name: 'searchPets', phrase: 'read-only', evidence: 'its HTTP method POST', kind: 'write' } }],
    },
    {
      name: 'OpenAPI: a destructive description on a POST suggests the extension',
      code: op('post', 'resetPet', 'Resets a pet; irreversible.'),
      errors: [
        {
          messageId: 'destructiveUnmarked',
          data: { name: 'resetPet', phrase: 'irreversible', evidence: 'its HTTP method POST', kind: 'write', fix: '`x-toolslint-kind: destructive`' },
        },
      ],
    },
    {
      name: 'writePhrases and destructivePhrases replace the built-in lists',
      code: reg(['get_user', 'Reads a user. Mutates the cache.'], ['list_users', 'Lists users. DESTRUCTIVE.']),
      options: { writePhrases: ['mutates'], destructivePhrases: [] },
      errors: [
        {
          messageId: 'descriptionVsKind',
          pointer: '/tools/0/description',
          data: { name: 'get_user', phrase: 'mutates', evidence: 'its name\'s verb "get"', kind: 'read' },
        },
      ],
    },
    {
      name: 'negations can be narrowed: "makes … read-only" is then a claim',
      code: reg(['lock_branch', 'Makes the branch read-only.']),
      options: { negations: ['not'] },
      errors: [{ messageId: 'descriptionVsKind', data: { name: 'lock_branch', phrase: 'read-only', evidence: 'its name\'s verb "lock"', kind: 'write' } }],
    },
  ],
});
