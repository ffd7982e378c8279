import rule from '../../rules/tool-annotations-consistent/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

/** An MCP tools/list result, one tool per line: tool i is on line 2 + i. */
const mcp = (...tools: Array<[string, string, object]>) =>
  `{"tools": [\n${tools.map(([name, d, a]) => `  {"name": "${name}", "description": ${JSON.stringify(d)}, "inputSchema": {"type": "object"}, "annotations": ${JSON.stringify(a)}}`).join(',\n')}\n]}`;

const WRITE = { readOnlyHint: false, destructiveHint: false, idempotentHint: false };

/** An MCP tools/list result whose tools have no `annotations` at all. */
const bare = (...names: string[]) =>
  `{"tools": [\n${names.map((n) => `  {"name": "${n}", "description": "Does one thing.", "inputSchema": {"type": "object"}}`).join(',\n')}\n]}`;

ruleTester(rule).run({
  valid: [
    {
      name: 'no annotations on a lone compute_disk_delete: the name may compute or delete, so it is not told to be read-only',
      code: bare('compute_disk_delete', 'calculate_pressure_drop'),
    },
    {
      name: "no annotations, a read verb, but a description that says it writes: the hint is the maintainer's call",
      code: '{"tools": [{"name": "verify_domain", "description": "Verifies the domain. This is a write operation: it installs a certificate.", "inputSchema": {"type": "object"}}]}',
    },
    {
      name: 'hints that agree with the names (GitHub MCP server style)',
      code: mcp(
        ['get_commit', 'Get a commit.', { readOnlyHint: true, idempotentHint: false, title: 'Get commit' }],
        ['create_issue', 'Create an issue.', WRITE],
        ['delete_file', 'Delete a file.', { readOnlyHint: false, destructiveHint: true, idempotentHint: false }],
        ['resolve_review_thread', 'Resolve a review thread; a no-op when resolved.', WRITE],
        ['actions_run_trigger', 'Runs or deletes workflow runs.', { readOnlyHint: false, destructiveHint: true, idempotentHint: false }],
      ),
    },
    { name: 'a read tool needs no idempotentHint', code: mcp(['get_job_logs', 'Download job logs.', { readOnlyHint: true }]) },
    {
      name: 'readOnlyHint: true on a verb that often only computes and returns: the hint the maintainer wrote stands',
      code: mcp(
        ['generate_bar_chart', 'Generate a bar chart and return its URL.', { readOnlyHint: true }],
        ['runAccessibilityAudit', 'Run an accessibility audit on the current page.', { readOnlyHint: true }],
        ['start_search', 'Start a file search in the background and return its id.', { readOnlyHint: true }],
      ),
    },
    {
      name: 'destructiveHint: true on a read verb that may write: the caution the maintainer wrote stands',
      code: mcp(
        ['parse_prd', 'Parse a PRD into tasks.', { destructiveHint: true, idempotentHint: false }],
        ['analyze_project_complexity', 'Analyze task complexity.', { destructiveHint: true, idempotentHint: false }],
        ['download_usage_data', 'Download usage data to a file.', { destructiveHint: true, idempotentHint: false }],
        ['format_excel_range', 'Format a range of cells.', { destructiveHint: true, idempotentHint: false }],
      ),
    },
    {
      name: 'readOnlyHint: true on a write verb whose description says it only reads',
      code: mcp(['link_board_items_workflow', 'Returns the steps to link board items. This tool is read-only: it calls no API.', { readOnlyHint: true }]),
    },
    {
      name: 'destructiveHint: false on a destructive verb that erases nothing: MCP calls sending and stopping additive',
      code: mcp(['mobile_terminate_app', 'Stop an app on the device.', WRITE], ['send_message', 'Send a chat message.', WRITE]),
    },
    { name: "a destructive MCP tool without annotations: the spec's defaults already make clients ask", code: bare('delete_file', 'send_email') },
    { name: 'an MCP tool without annotations whose verb tells no kind', code: bare('frobnicate_widget', 'copilot_memory') },
    {
      name: "an MCP tool without annotations whose verb overwrites: MCP's destructive default is right for it",
      code: bare('update_group', 'replace_brand', 'upsert_certificate', 'upload_logo', 'set_status'),
    },
    {
      name: 'an MCP tool without annotations whose read verb may also change things (verify_domain marks it verified)',
      code: bare('verify_email_domain', 'resolve_review_thread', 'validate_config'),
    },
    { name: 'requireAnnotations: false', code: bare('list_branches', 'create_issue'), options: { requireAnnotations: false } },
    {
      name: 'only MCP tools need annotations: a plain registry has no client acting on them',
      code: 'tools:\n  - name: list_branches\n    description: Lists branches.\n  - name: create_issue\n    description: Creates an issue.\n',
    },
    {
      name: 'annotated read and write tools are not asked for annotations',
      code: mcp(['list_branches', 'Lists branches.', { readOnlyHint: true }], ['create_issue', 'Creates an issue.', WRITE]),
    },
    {
      name: 'negated phrases are not claims',
      code: mcp(['get_config', 'Reads the config; non-destructive.', { readOnlyHint: true }], ['set_mode', '将仓库设为只读。', WRITE]),
    },
    {
      name: 'Chinese descriptions that agree',
      code: mcp(
        ['query_orders', '查询订单（只读）。', { readOnlyHint: true }],
        ['drop_table', '删除表，不可逆。', { readOnlyHint: false, destructiveHint: true, idempotentHint: true }],
      ),
    },
    {
      name: 'requireDestructiveHint: false',
      code: mcp(['remove_sub_issue', 'Removes a sub-issue.', { readOnlyHint: false, idempotentHint: false }]),
      options: { requireDestructiveHint: false },
    },
    {
      name: 'requireIdempotentHint: false',
      code: mcp(['create_build', 'Triggers a build.', { title: 'Create build' }]),
      options: { requireIdempotentHint: false },
    },
    { name: 'checkDescription: false', code: mcp(['ui_panel', 'UI data. Write operation.', { readOnlyHint: true }]), options: { checkDescription: false } },
    {
      name: 'OpenAPI operations have no annotations',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /pets/{id}:\n    delete:\n      operationId: getPet\n      summary: Read-only.\n      responses: {"204": {description: gone}}\n',
    },
    {
      name: 'hints lists the annotations that must be booleans',
      code: mcp(['get_user', 'Reads a user.', { readOnlyHint: true, openWorldHint: 'yes' }]),
      options: { hints: ['readOnlyHint'] },
    },
  ],
  invalid: [
    {
      name: 'readOnlyHint: true on a delete tool',
      code: mcp(['delete_branch', 'Deletes a branch.', { readOnlyHint: true }]),
      errors: [
        {
          messageId: 'readOnlyOnWrite',
          pointer: '/tools/0/annotations/readOnlyHint',
          line: 2,
          column: 131,
          tool: 'delete_branch',
          data: { name: 'delete_branch', because: 'its name\'s verb is "delete"' },
        },
      ],
    },
    {
      name: 'a hint that is not a boolean, and destructiveHint left out of a remove tool: two findings',
      code: mcp(['remove_sub_issue', 'Removes a sub-issue.', { readOnlyHint: false, idempotentHint: 'false' }]),
      errors: [
        { messageId: 'destructiveNotSet', pointer: '/tools/0/annotations', data: { name: 'remove_sub_issue', because: 'its name\'s verb is "remove"' } },
        {
          messageId: 'notBoolean',
          pointer: '/tools/0/annotations/idempotentHint',
          data: { key: 'idempotentHint', name: 'remove_sub_issue', value: '"false"' },
        },
      ],
    },
    {
      name: 'non-boolean hints of every kind, in YAML',
      code: 'tools:\n  - name: delete_file\n    description: Deletes a file.\n    annotations:\n      readOnlyHint: "false"\n      destructiveHint: 1\n      idempotentHint: null\n      openWorldHint: [true]\n',
      errors: [
        {
          messageId: 'notBoolean',
          pointer: '/tools/0/annotations/readOnlyHint',
          line: 5,
          column: 21,
          data: { key: 'readOnlyHint', name: 'delete_file', value: '"false"' },
        },
        {
          messageId: 'notBoolean',
          pointer: '/tools/0/annotations/destructiveHint',
          line: 6,
          data: { key: 'destructiveHint', name: 'delete_file', value: '1' },
        },
        {
          messageId: 'notBoolean',
          pointer: '/tools/0/annotations/idempotentHint',
          line: 7,
          data: { key: 'idempotentHint', name: 'delete_file', value: 'null' },
        },
        {
          messageId: 'notBoolean',
          pointer: '/tools/0/annotations/openWorldHint',
          line: 8,
          data: { key: 'openWorldHint', name: 'delete_file', value: '[true]' },
        },
      ],
    },
    {
      name: 'destructiveHint: true on a read tool, and with readOnlyHint: true',
      code: mcp(
        ['get_issue', '读取一个 issue（只读）。', { destructiveHint: true }],
        ['list_tags', 'Lists tags.', { readOnlyHint: true, destructiveHint: true }],
      ),
      errors: [
        {
          messageId: 'destructiveOnRead',
          pointer: '/tools/0/annotations/destructiveHint',
          line: 2,
          data: { name: 'get_issue', because: 'its name\'s verb is "get"' },
        },
        {
          messageId: 'destructiveOnRead',
          pointer: '/tools/1/annotations/destructiveHint',
          line: 3,
          data: { name: 'list_tags', because: 'it also has `readOnlyHint: true`' },
        },
      ],
    },
    {
      name: 'a weak verb is still contradicted by the description',
      code: mcp(['generate_report', 'Generates a report and saves it. This is a write operation.', { readOnlyHint: true }]),
      errors: [{ messageId: 'readOnlyOnWrite', data: { name: 'generate_report', because: 'its description says "write operation"' } }],
    },
    {
      name: 'destructiveHint: false on a tool whose description says it cannot be undone',
      code: mcp(['labels_tool', 'Replaces every label. This cannot be undone.', WRITE]),
      errors: [
        {
          messageId: 'destructiveFalse',
          pointer: '/tools/0/annotations/destructiveHint',
          data: { name: 'labels_tool', because: 'its description says "cannot be undone"' },
        },
      ],
    },
    {
      name: 'readOnlyHint: true on a tool whose Chinese description says it writes',
      code: mcp(['ui_state', '同步界面数据（写操作）。', { readOnlyHint: true }]),
      errors: [{ messageId: 'readOnlyOnWrite', data: { name: 'ui_state', because: 'its description says "写操作"' } }],
    },
    {
      name: 'the verb is found after a word that is not one (ui_sync), and the name comes before the description',
      code: mcp(['ui_sync', '同步界面数据（写操作）。', { readOnlyHint: true }]),
      errors: [{ messageId: 'readOnlyOnWrite', data: { name: 'ui_sync', because: 'its name\'s verb is "sync"' } }],
    },
    {
      name: 'the verb after a service namespace (compute_disk_delete beside compute_instance_list) and inside a kebab-case name (API-delete-page)',
      code: mcp(
        ['compute_disk_delete', 'Removes a disk.', { readOnlyHint: true }],
        ['compute_instance_list', 'Instances.', { readOnlyHint: true }],
        ['API-delete-page', 'Removes a page.', WRITE],
      ),
      errors: [
        {
          messageId: 'readOnlyOnWrite',
          pointer: '/tools/0/annotations/readOnlyHint',
          data: { name: 'compute_disk_delete', because: 'its name\'s verb is "delete"' },
        },
        {
          messageId: 'destructiveFalse',
          pointer: '/tools/2/annotations/destructiveHint',
          data: { name: 'API-delete-page', because: 'its name\'s verb is "delete"' },
        },
      ],
    },
    {
      name: 'an MCP read tool and an MCP write tool without annotations: clients take both as destructive',
      code: bare('list_branches', 'create_issue', 'delete_file'),
      errors: [
        {
          messageId: 'noAnnotations',
          pointer: '/tools/0/name',
          line: 2,
          tool: 'list_branches',
          data: { name: 'list_branches', because: 'its name\'s verb "list" says it only reads', hints: '`readOnlyHint: true`' },
        },
        {
          messageId: 'noAnnotations',
          pointer: '/tools/1/name',
          line: 3,
          tool: 'create_issue',
          data: {
            name: 'create_issue',
            because: 'its name\'s verb "create" says it only adds things',
            hints: '`readOnlyHint: false` and `destructiveHint: false` (and `idempotentHint`)',
          },
        },
      ],
    },
    {
      name: 'a write tool whose annotations only give a title (Buildkite style)',
      code: mcp(['update_pipeline', 'Modify a pipeline.', { title: 'Update Pipeline' }]),
      errors: [{ messageId: 'idempotentMissing', pointer: '/tools/0/annotations', line: 2, data: { name: 'update_pipeline' } }],
    },
    {
      name: '`destructive: true` metadata is evidence too',
      code: 'tools:\n  - name: archive_project\n    destructive: true\n    description: Archives a project.\n    annotations: {readOnlyHint: false, idempotentHint: true}\n',
      errors: [
        {
          messageId: 'destructiveNotSet',
          pointer: '/tools/0/annotations',
          line: 5,
          column: 18,
          data: { name: 'archive_project', because: '`destructive: true`' },
        },
      ],
    },
    {
      name: 'x-toolslint-kind is evidence too',
      code: 'tools:\n  - name: sync_cache\n    x-toolslint-kind: write\n    description: Syncs the cache.\n    annotations: {readOnlyHint: true}\n',
      errors: [
        { messageId: 'readOnlyOnWrite', pointer: '/tools/0/annotations/readOnlyHint', data: { name: 'sync_cache', because: '`x-toolslint-kind: write`' } },
      ],
    },
    {
      name: 'destructivePhrases and negations are options',
      code: mcp(['labels_tool', 'Replaces every label. Not reversible.', WRITE]),
      options: { destructivePhrases: ['reversible'], negations: [] },
      errors: [{ messageId: 'destructiveFalse', data: { name: 'labels_tool', because: 'its description says "reversible"' } }],
    },
    {
      name: 'readOnlyPhrases and writePhrases are options',
      code: mcp(
        ['ui_panel', 'UI data. [ro]', { destructiveHint: true, idempotentHint: true }],
        ['ui_widget', 'UI data. Mutates state.', { readOnlyHint: true }],
      ),
      options: { readOnlyPhrases: ['[ro]'], writePhrases: ['mutates'] },
      errors: [
        { messageId: 'destructiveOnRead', data: { name: 'ui_panel', because: 'its description says "[ro]"' } },
        { messageId: 'readOnlyOnWrite', data: { name: 'ui_widget', because: 'its description says "mutates"' } },
      ],
    },
  ],
});
