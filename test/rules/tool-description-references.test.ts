import rule from '../../rules/tool-description-references/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

/** A registry of several tools; each entry is [name, description, properties?]. */
const registry = (...tools: Array<[string, string, string?]>) =>
  `tools:\n${tools.map(([name, description, props]) => `  - name: ${name}\n    description: ${JSON.stringify(description)}\n${props ? `    parameters: {type: object, properties: ${props}}\n` : ''}`).join('')}`;
const BASE: Array<[string, string, string?]> = [
  ['search_issues', 'Searches issues by text.', '{query: {type: string}, state: {type: string, enum: [open, closed]}}'],
  ['get_user', 'Reads one user by login.', '{login: {type: string}}'],
];

ruleTester(rule).run({
  valid: [
    {
      name: 'a VS Code tool naming a tool of the editor or another extension',
      code: {
        contributes: {
          languageModelTools: [
            {
              name: 'copilot_getChangedFiles',
              toolReferenceName: 'changes',
              modelDescription: 'Lists changed files. To run them, use the run_in_terminal tool.',
              inputSchema: { type: 'object' },
            },
          ],
        },
      },
    },
    { code: registry(...BASE, ['list_labels', 'Lists labels. To find issues, use search_issues; CHAIN AFTER get_user. 也可请用 get_user 工具。']) },
    {
      name: 'a quoted example of what a user asks, ending with "function", names no tool (Desktop Commander start_search)',
      code: registry(...BASE, ['search_code', 'Searches code. Looking for functions/variables: "getUserData function", "useState hook".']),
    },
    {
      name: 'two sentences run together are not a tool name (Azure quota: "quota and usageThis tool is a router")',
      code: registry(...BASE, ['quota', 'Checks quota and usageThis tool is a hierarchical command router.']),
    },
    {
      name: 'a key of an open-map parameter: `deleteSubtasks=true` goes in queryParams (Jira jira_delete)',
      code: registry(...BASE, [
        'jira_delete',
        'Deletes a Jira resource. Use `path` and set `deleteSubtasks=true` in queryParams.',
        '{path: {type: string}, queryParams: {type: object, additionalProperties: {type: string}}}',
      ]),
    },
    {
      name: '`x=…` after a tool that is not in the registry is that tool\'s parameter, which is unknown (monday.com: "use manage_columns with `action=deactivate`")',
      code: registry(...BASE, [
        'delete_columns',
        'Deletes columns. To keep the data, use manage_columns with `action=deactivate` instead.',
        '{ids: {type: array}}',
      ]),
      options: { knownTools: ['manage_columns'] },
    },
    {
      name: 'a trigger word at the end of a hyphenated compound is not a verb (Firecrawl: "a paid-call pendingApproval")',
      code: registry(...BASE, ['run_agent', 'Runs the agent. End the turn with a paid-call pendingApproval before any paid provider call.']),
    },
    {
      name: 'a parameter named with where it goes: "the sectionName query parameter" (MS Graph create-onenote-page)',
      code: registry(...BASE, [
        'create_page',
        'Creates a page. To create it in another section, you can use the sectionName query parameter, or use the pageId path parameter.',
      ]),
    },
    {
      name: 'the `x` tool, quoted or not',
      code: registry(...BASE, ['list_labels', "Lists labels. Then call the 'search_issues' tool or the `get_user` function."]),
    },
    {
      name: 'a prefix the host adds, and an alias in toolReferenceName',
      code: 'tools:\n  - name: copilot_readFile\n    toolReferenceName: readFile\n    description: Reads a file.\n  - name: copilot_findFiles\n    description: Finds files. Then use read_file, or use readFile, or call copilot_readFile.\n',
    },
    {
      name: 'nested fields and their values are not tools: the operations a parameter takes (monday.com update_doc)',
      code: {
        tools: [
          {
            name: 'update_doc',
            description:
              'Update a document.\n\nOPERATIONS:\n- create_block: Create a new block. Use parent_block_id to nest inside a notice box.\n- text → update_block. Use replace_block to change subtype.\n\nIMAGE WITH ASSET: For asset-based images, use create_block with block_type "image".',
            inputSchema: {
              type: 'object',
              properties: {
                operations: {
                  type: 'array',
                  items: {
                    anyOf: ['update_block', 'create_block', 'replace_block'].map((op) => ({
                      type: 'object',
                      properties: {
                        operation_type: { const: op },
                        parent_block_id: { type: 'string' },
                        block: { type: 'object', properties: { block_type: { enum: ['text', 'notice_box'] } } },
                      },
                    })),
                  },
                },
              },
            },
          },
        ],
      },
    },
    {
      name: 'parameters and enum values are not tools',
      code: registry(...BASE, [
        'list_labels',
        'Lists labels. Use label_filter to narrow; use get_diff for diffs.',
        '{label_filter: {type: string}, method: {type: string, enum: [get, get_diff]}}',
      ]),
    },
    {
      name: 'data and plain words are not tool names',
      code: registry(...BASE, [
        'list_labels',
        "Lists labels. To page, use the `nextPage` value from the response. Call the edit tool. Use snake_case keys. If unsure, use 'code_hotspots'. Use JavaScript or GitHub.",
      ]),
    },
    { name: 'a parameter of another tool in the registry', code: registry(...BASE, ['list_labels', 'Lists labels. Use login to pick the owner.']) },
    {
      name: 'param=value naming an existing parameter, in code or after a tool',
      code: registry(...BASE, [
        'list_labels',
        'Lists labels. Call search_issues with state=open, or set `label_filter=bug`.',
        '{label_filter: {type: string}}',
      ]),
    },
    {
      name: 'URLs, environment variables and prose with = are not parameters',
      code: registry(...BASE, [
        'list_labels',
        'Lists labels from https://x.example/labels?page=2&per_page=5. Set OPENAI_API_KEY=… first; links carry utm_source=docs.',
      ]),
    },
    {
      name: 'knownTools: tools defined elsewhere',
      code: registry(...BASE, ['list_labels', 'Lists labels. Use run_in_terminal for git.']),
      options: { knownTools: ['run_in_terminal'] },
    },
    {
      name: 'checkParameters: false',
      code: registry(['get_user', 'Reads one user.', '{login: {type: string, description: Use find_login_name first.}}']),
      options: { checkParameters: false },
    },
    {
      name: 'a name in backticks far from any tool name is not a reference',
      code: registry(...BASE, ['list_labels', 'Lists labels; the response has `total_count` and `has_more`.']),
    },
  ],
  invalid: [
    {
      name: 'two tools, each reported where its description is: a typo with a suggestion, and an unknown name',
      code: registry(
        ...BASE,
        ['list_labels', 'Lists labels. Use search_issue to find issues.'],
        ['add_label', 'Adds a label. CHAIN AFTER create_label_group.'],
      ),
      errors: [
        {
          messageId: 'unknownTool',
          pointer: '/tools/2/description',
          line: 9,
          column: 18,
          tool: 'list_labels',
          data: { where: 'The description of "list_labels"', name: 'search_issue', suggestion: 'search_issues' },
        },
        {
          messageId: 'unknownToolNoSuggestion',
          pointer: '/tools/3/description',
          line: 11,
          tool: 'add_label',
          data: { where: 'The description of "add_label"', name: 'create_label_group' },
        },
      ],
    },
    {
      name: 'the suggestion is ranked by the words around the reference',
      code: registry(
        ['update_issue_title', 'Renames an issue.'],
        ['update_issue_labels', 'Sets labels.'],
        ['label_write', "Writes labels. To set labels on issues, use the 'update_issue' tool."],
      ),
      errors: [
        {
          messageId: 'unknownTool',
          pointer: '/tools/2/description',
          tool: 'label_write',
          data: { where: 'The description of "label_write"', name: 'update_issue', suggestion: 'update_issue_labels' },
        },
      ],
    },
    {
      name: 'one wrong name in two sentences is ranked by each sentence, though rankings are remembered',
      code: registry(
        ['update_issue_title', 'Renames an issue.'],
        ['update_issue_labels', 'Sets labels.'],
        ['label_write', "Writes labels. To set labels on issues, use the 'update_issue' tool."],
        ['title_write', "Writes titles. To set the title of issues, use the 'update_issue' tool."],
        ['label_check', "Checks labels. To set labels on issues, use the 'update_issue' tool."],
      ),
      errors: [
        ['label_write', 'update_issue_labels'],
        ['title_write', 'update_issue_title'],
        ['label_check', 'update_issue_labels'],
      ].map(([tool, suggestion], i) => ({
        messageId: 'unknownTool',
        pointer: `/tools/${i + 2}/description`,
        data: { where: `The description of "${tool}"`, name: 'update_issue', suggestion },
      })),
    },
    {
      name: 'Chinese triggers and tool words, and a backticked typo',
      code: registry(...BASE, ['list_labels', '列出标签。请用 search_isues 工具搜索；也可以先看 `get_usr`。']),
      errors: [
        {
          messageId: 'unknownTool',
          pointer: '/tools/2/description',
          data: { where: 'The description of "list_labels"', name: 'get_usr', suggestion: 'get_user' },
        },
        {
          messageId: 'unknownTool',
          pointer: '/tools/2/description',
          data: { where: 'The description of "list_labels"', name: 'search_isues', suggestion: 'search_issues' },
        },
      ],
    },
    {
      name: 'param=value naming a parameter the tool does not have, in its own and in a referenced tool',
      code: registry(...BASE, ['list_labels', 'Lists labels. Call search_issues with status=open. Pass `colour=red` to filter.', '{color: {type: string}}']),
      errors: [
        {
          messageId: 'unknownParam',
          pointer: '/tools/2/description',
          data: { where: 'The description of "list_labels"', param: 'colour', target: 'list_labels', params: 'color' },
        },
        {
          messageId: 'unknownParam',
          pointer: '/tools/2/description',
          data: { where: 'The description of "list_labels"', param: 'status', target: 'search_issues', params: 'query, state' },
        },
      ],
    },
    {
      name: 'reached through $ref: a parameter description in a definition',
      code: `tools:\n  - name: get_user\n    description: Reads one user.\n    parameters:\n      type: object\n      properties:\n        login: {$ref: '#/$defs/Login'}\n      $defs:\n        Login: {type: string, description: Use find_login_name first.}\n`,
      errors: [
        {
          messageId: 'unknownToolNoSuggestion',
          pointer: '/tools/0/parameters/$defs/Login/description',
          line: 9,
          data: { where: 'The description of parameter "login" of "get_user"', name: 'find_login_name' },
        },
      ],
    },
    {
      name: 'triggers, toolWords, valueWords and aliasKeys replace the lists',
      code: 'tools:\n  - name: get_user\n    alias: fetch_person\n    description: "Reads a user. Afterwards run_next list_teams. The `kick_user` action exists. Prefer fetch_person."\n',
      options: { triggers: ['run_next', 'prefer'], toolWords: ['action'], valueWords: [], aliasKeys: [] },
      errors: [
        { messageId: 'unknownToolNoSuggestion', pointer: '/tools/0/description', data: { where: 'The description of "get_user"', name: 'fetch_person' } },
        { messageId: 'unknownToolNoSuggestion', pointer: '/tools/0/description', data: { where: 'The description of "get_user"', name: 'kick_user' } },
        { messageId: 'unknownToolNoSuggestion', pointer: '/tools/0/description', data: { where: 'The description of "get_user"', name: 'list_teams' } },
      ],
    },
    {
      name: 'OpenAPI: an operation that sends the model to an operationId that does not exist',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /pets:\n    get:\n      operationId: list_pets\n      description: Lists pets. Use get_pett for one pet.\n      responses: {"200": {description: ok}}\n  /pets/{id}:\n    get:\n      operationId: get_pet\n      parameters:\n        - {name: id, in: path, required: true, schema: {type: string}}\n      responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'unknownTool',
          pointer: '/paths/~1pets/get/description',
          line: 7,
          tool: 'list_pets',
          data: { where: 'The description of "list_pets"', name: 'get_pett', suggestion: 'get_pet' },
        },
      ],
    },
  ],
});
