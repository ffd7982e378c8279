import rule from '../../rules/param-description-informative/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (props: string) => `tools:\n  - name: get_pod\n    description: Reads a pod.\n    parameters: {type: object, properties: ${props}}\n`;
const P = '/tools/0/parameters/properties';

ruleTester(rule).run({
  valid: [
    { code: tool('{pod_name: {type: string, description: "Pod name as kubectl shows it, e.g. web-7d4b9c."}}') },
    { name: 'Chinese with more than the name', code: tool('{pod_name: {type: string, description: Pod 名称，形如 web-7d4b9c}}') },
    { name: 'words the name does not hold', code: tool('{owner: {type: string, description: Repository owner}}') },
    {
      name: 'the schema shows the value',
      code: tool('{state: {type: string, enum: [open, closed], description: The state}, since: {type: string, format: date-time, description: Since}}'),
    },
    { name: "no description is another rule's matter", code: tool('{pod_name: {type: string}}') },
    {
      name: 'output schemas are not checked',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {pod_name: {type: string, description: Pod name}}}\n',
    },
    { name: 'filler: [] makes "the" informative', code: tool('{repo: {type: string, description: The repository}}'), options: { filler: [] } },
  ],
  invalid: [
    {
      name: 'two findings: English and Chinese restatements',
      code: tool('{pod_name: {type: string, description: Pod 名称}, repo: {type: string, description: The name of the repository.}}'),
      errors: [
        {
          messageId: 'restated',
          pointer: `${P}/pod_name`,
          line: 4,
          column: 55,
          tool: 'get_pod',
          data: { path: 'pod_name', tool: 'get_pod', description: 'Pod 名称' },
        },
        { messageId: 'restated', pointer: `${P}/repo`, data: { path: 'repo', tool: 'get_pod', description: 'The name of the repository.' } },
      ],
    },
    {
      name: 'translations: built-in (traditional) and added ones; plurals and abbreviations',
      code: tool(
        '{user_id: {type: string, description: 用戶 ID}, namespaces: {type: array, description: Namespace}, env_dir: {type: string, description: 环境目录}}',
      ),
      options: { translations: { 环境: ['env'], 目录: ['directory'] } },
      errors: [
        { messageId: 'restated', pointer: `${P}/user_id`, data: { path: 'user_id', tool: 'get_pod', description: '用戶 ID' } },
        { messageId: 'restated', pointer: `${P}/namespaces`, data: { path: 'namespaces', tool: 'get_pod', description: 'Namespace' } },
        { messageId: 'restated', pointer: `${P}/env_dir`, data: { path: 'env_dir', tool: 'get_pod', description: '环境目录' } },
      ],
    },
    {
      name: 'acceptSchemaDetail: false reports even with an enum',
      code: tool('{state: {type: string, enum: [open, closed], description: The state}}'),
      options: { acceptSchemaDetail: false },
      errors: [{ messageId: 'restated', pointer: `${P}/state`, data: { path: 'state', tool: 'get_pod', description: 'The state' } }],
    },
    {
      name: "reached through $ref: the reference's description counts, and a nested one is reported once",
      code: `tools:
  - name: get_pod
    description: Reads a pod.
    parameters:
      type: object
      properties:
        target: {$ref: '#/$defs/Target', description: "Which pod to read, by name and namespace."}
        other: {$ref: '#/$defs/Target', description: "Another pod, by name and namespace."}
      $defs:
        Target:
          type: object
          properties:
            namespace: {type: string, description: The namespace}
`,
      errors: [
        {
          messageId: 'restated',
          pointer: '/tools/0/parameters/$defs/Target/properties/namespace',
          line: 13,
          data: { path: 'target.namespace', tool: 'get_pod', description: 'The namespace' },
        },
      ],
    },
    {
      name: 'OpenAPI: a path parameter described by its own name',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /pods/{pod_id}:\n    get:\n      operationId: get_pod\n      parameters:\n        - {name: pod_id, in: path, required: true, description: Pod ID, schema: {type: string}}\n      responses: {"200": {description: ok}}\n',
      errors: [
        {
          messageId: 'restated',
          pointer: '/paths/~1pods~1{pod_id}/get/parameters/0/schema',
          line: 8,
          tool: 'get_pod',
          data: { path: 'pod_id', tool: 'get_pod', description: 'Pod ID' },
        },
      ],
    },
  ],
});
