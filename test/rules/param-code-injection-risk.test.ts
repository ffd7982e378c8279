import rule from '../../rules/param-code-injection-risk/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (props: string, name = 'run_query', description = 'Runs a query.') =>
  `tools:\n  - name: ${name}\n    description: ${description}\n    parameters: {type: object, properties: ${props}}\n`;
const P = '/tools/0/parameters/properties';

ruleTester(rule).run({
  valid: [
    { code: tool('{sql: {type: string, description: A read-only SELECT statement; run in a read-only transaction.}}') },
    {
      name: 'constrained by enum, pattern or format',
      code: tool('{command: {type: string, enum: [start, stop]}, script: {type: string, pattern: "^[a-z_]+$"}, path: {type: string, format: uri-reference}}'),
    },
    { name: 'a path confined by its description', code: tool('{path: {type: string, description: File path relative to the repository root.}}') },
    {
      name: "a path confined by the tool's description",
      code: tool('{path: {type: string, description: The file to read.}}', 'read_memory', 'Reads a memory file. The path must start with /memories/.'),
    },
    { name: 'Chinese safe phrase', code: tool('{sql: {type: string, description: 只读查询，使用参数化执行。}}') },
    {
      name: 'a parameter that names code is not code',
      code: tool('{command_id: {type: string, description: The ID of the command to execute.}, name: {type: string, description: A name for the SQL query.}}'),
    },
    {
      name: 'names that merely contain a listed word',
      code: tool('{country_code: {type: string}, description: {type: string, description: What the SQL transformation does.}}'),
    },
    {
      name: 'output schemas are not checked',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {sql: {type: string}}}\n',
    },
    { name: 'pathNames: [] turns path checks off', code: tool('{path: {type: string}}'), options: { pathNames: [] } },
  ],
  invalid: [
    {
      name: 'two findings: a code name and a path',
      code: tool('{sql: {type: string, description: The query.}, path: {type: string, description: Where to write the result.}}'),
      errors: [
        { messageId: 'byName', pointer: `${P}/sql`, line: 4, column: 50, tool: 'run_query', data: { path: 'sql', tool: 'run_query', match: 'sql' } },
        { messageId: 'path', pointer: `${P}/path`, data: { path: 'path', tool: 'run_query' } },
      ],
    },
    {
      name: 'the description calls the value code (English and Chinese)',
      code: tool(
        '{query: {type: string, description: The SQL query to run against the warehouse.}, formula: {type: string, description: 要计算的数学表达式，例如 2*x+1}}',
      ),
      errors: [
        { messageId: 'byDescription', pointer: `${P}/query`, data: { path: 'query', tool: 'run_query', match: 'SQL query' } },
        { messageId: 'byDescription', pointer: `${P}/formula`, data: { path: 'formula', tool: 'run_query', match: '数学表达式' } },
      ],
    },
    {
      name: 'reached through $ref: a nested command in a definition',
      code: `tools:
  - name: run_job
    description: Runs a job.
    parameters:
      type: object
      properties:
        step: {$ref: '#/$defs/Step'}
      $defs:
        Step:
          type: object
          properties:
            shell_command: {type: string, description: What to run.}
`,
      errors: [
        {
          messageId: 'byName',
          pointer: '/tools/0/parameters/$defs/Step/properties/shell_command',
          line: 12,
          data: { path: 'step.shell_command', tool: 'run_job', match: '*_command' },
        },
      ],
    },
    {
      name: 'names, pathNames, phrases, labelWords and safePhrases replace the lists',
      code: tool(
        '{macro: {type: string}, dir: {type: string}, template_name: {type: string, description: A Jinja template.}, sql: {type: string, description: read-only}}',
      ),
      options: { names: ['macro', 'sql'], pathNames: ['dir'], phrases: ['Jinja template'], labelWords: [], safePhrases: ['vetted'] },
      errors: [
        { messageId: 'byName', pointer: `${P}/macro`, data: { path: 'macro', tool: 'run_query', match: 'macro' } },
        { messageId: 'path', pointer: `${P}/dir`, data: { path: 'dir', tool: 'run_query' } },
        { messageId: 'byDescription', pointer: `${P}/template_name`, data: { path: 'template_name', tool: 'run_query', match: 'Jinja template' } },
        { messageId: 'byName', pointer: `${P}/sql`, data: { path: 'sql', tool: 'run_query', match: 'sql' } },
      ],
    },
    {
      name: 'OpenAPI: a request body field',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /exec:\n    post:\n      operationId: exec_command\n      requestBody:\n        content:\n          application/json:\n            schema:\n              type: object\n              properties:\n                cmd: {type: string, description: Shell command line.}\n      responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'byName',
          pointer: '/paths/~1exec/post/requestBody/content/application~1json/schema/properties/cmd',
          line: 13,
          tool: 'exec_command',
          data: { path: 'body.cmd', tool: 'exec_command', match: 'cmd' },
        },
      ],
    },
  ],
});
