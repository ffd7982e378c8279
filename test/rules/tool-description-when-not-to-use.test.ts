import rule from '../../rules/tool-description-when-not-to-use/index.js';
import { describedTools as reg } from '../helpers/registries.js';
import { ruleTester } from '../helpers/rule-tester.js';

/** Two operations; the second sits in a path item reached through `$ref`. */
const OPENAPI = (list: string, search: string) => `openapi: 3.1.0
info: {title: t, version: "1"}
paths:
  /pets:
    get:
      operationId: listPets
      summary: ${JSON.stringify(list)}
      responses: {"200": {description: ok}}
  /pets/search:
    $ref: '#/components/pathItems/Search'
components:
  pathItems:
    Search:
      post:
        operationId: searchPets
        summary: ${JSON.stringify(search)}
        responses: {"200": {description: ok}}
`;

ruleTester(rule).run({
  valid: [
    {
      name: 'another tool offered for another case: use `list_pipelines` for …',
      code: reg(['get_pipeline', 'Gets one pipeline of a project. Use `list_pipelines` for project-wide runs.']),
    },
    { code: reg(['list_pull_requests', 'List pull requests. If the user specifies an author, DO NOT use this tool and use search instead.']) },
    {
      name: 'not for, never use, prefer, only if, unless, rather than',
      code: reg(
        ['create_workspace', 'Sets up whole projects, not for creating individual files.'],
        ['create_file', 'Creates a file. Never use this tool to edit a file that already exists.'],
        ['read_file', 'Reads a file. Prefer reading larger ranges over many small reads.'],
        ['add_issue_comment', 'Adds a comment, but only if the user is not asking about review comments.'],
        ['create_notebook', 'Creates a notebook, unless the user asks for a plain script.'],
        ['fetch_page', 'Fetches the page as text rather than HTML.'],
      ),
    },
    { name: 'a sentence that ends in "only."', code: reg(['install_extension', 'Installs an extension as part of creating a new workspace only.']) },
    { name: '"do not need to use"', code: reg(['create_directory', 'Creates a directory. You do not need to use this tool before create_file.']) },
    {
      name: 'a word of the name right after a negation',
      code: reg(['copilot_switchAgent', 'Switch to the Plan agent.\n✗ Do NOT switch to Plan when the user gave a spec.']),
    },
    {
      name: 'another tool of the registry is named',
      code: reg(
        ['list_pull_requests', 'Lists pull requests. For authors, see search_pull_requests.'],
        ['search_pull_requests', 'Searches pull requests; for one repository list_pull_requests is simpler.'],
      ),
    },
    {
      name: '"use the <name> tool", even for a tool not in the registry',
      code: reg(['label_write', "Writes labels. To set labels on issues, use the 'update_issue' tool."]),
    },
    { name: 'curly apostrophes', code: reg(['run_command', 'Runs a command. Don\u2019t use it for long-running servers.']) },
    {
      name: 'simplified and traditional Chinese',
      code: reg(
        ['query_orders', '查询订单。不适用于退款，请用 query_refunds。'],
        ['get_invoice', '讀取發票。不要用於查詢收據。'],
        ['get_stock', '查询库存，仅用于内部仓库。'],
      ),
    },
    { name: 'additionalPhrases', code: reg(['deploy_app', 'Deploys the app. Out of scope: rollbacks.']), options: { additionalPhrases: ['out of scope'] } },
    { name: "a missing or empty description is another rule's finding", code: 'tools:\n  - name: get_user\n  - name: get_team\n    description: ""\n' },
    { name: 'OpenAPI summaries', code: OPENAPI('Lists pets. To search by name, use searchPets instead.', 'Searches pets by name; not for listing them all.') },
  ],
  invalid: [
    {
      name: 'a description that only says what the tool does',
      code: reg(['list_branches', 'List branches in a GitHub repository.']),
      errors: [{ messageId: 'missing', pointer: '/tools/0/description', line: 3, column: 18, tool: 'list_branches', data: { name: 'list_branches' } }],
    },
    {
      name: 'two findings, one of them in Chinese',
      code: reg(
        ['create_file', 'Creates a file with the given content.'],
        ['get_user', 'Reads a user. Do not use it for teams.'],
        ['query_orders', '查询订单列表。适用于用户询问订单状态时。'],
      ),
      errors: [
        { messageId: 'missing', pointer: '/tools/0/description', line: 3 },
        { messageId: 'missing', pointer: '/tools/2/description', line: 7 },
      ],
    },
    {
      name: 'toolMentions: false ignores names of other tools',
      code: reg(
        ['list_pull_requests', 'Lists pull requests. For authors, see search_pull_requests.'],
        ['search_pull_requests', 'Searches pull requests. Not for listing one repository.'],
      ),
      options: { toolMentions: false },
      errors: [{ messageId: 'missing', pointer: '/tools/0/description' }],
    },
    {
      name: "a one-word name and the tool's own name are not mentions",
      code: reg(['search', 'Searches everything.'], ['get_user', 'Reads a user; search is faster. get_user needs an id.']),
      errors: [
        { messageId: 'missing', pointer: '/tools/0/description' },
        { messageId: 'missing', pointer: '/tools/1/description' },
      ],
    },
    {
      name: 'phrases replaces the built-in list',
      code: reg(['get_user', 'Reads a user. Do not use it for teams.'], ['get_team', 'Reads a team. Out of scope: users.']),
      options: { phrases: ['out of scope'] },
      errors: [{ messageId: 'missing', pointer: '/tools/0/description' }],
    },
    {
      name: 'negations decides which words negate the name',
      code: reg(['copilot_switchAgent', 'Switch to the Plan agent. Never switch when the user gave a spec.']),
      options: { negations: ['not'] },
      errors: [{ messageId: 'missing', data: { name: 'copilot_switchAgent' } }],
    },
    {
      name: "OpenAPI: found directly and through a $ref'd path item, reported where each summary is written",
      code: OPENAPI('Lists pets.', 'Searches pets by name.'),
      errors: [
        { messageId: 'missing', pointer: '/paths/~1pets/get/summary', line: 7, column: 16, tool: 'listPets' },
        { messageId: 'missing', pointer: '/components/pathItems/Search/post/summary', line: 16, column: 18, tool: 'searchPets' },
      ],
    },
  ],
});
