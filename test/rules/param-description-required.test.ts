import rule from '../../rules/param-description-required/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

const tool = (parameters: string) => `tools:\n  - name: search_tickets\n    description: Searches tickets.\n    parameters: ${parameters}\n`;
const P = '/tools/0/parameters';

ruleTester(rule).run({
  valid: [
    {
      name: 'a list described on its items',
      code: tool('{type: object, properties: {price: {type: array, items: {type: number, description: The price of each product.}}}}'),
    },
    { code: tool('{type: object, properties: {query: {type: string, description: Words to look for.}}}') },
    { name: 'no parameters at all', code: 'tools:\n  - name: ping_server\n    description: Checks the server.\n' },
    {
      name: 'nested objects and array items, all described',
      code: tool(`
      type: object
      properties:
        filters:
          type: object
          description: Narrows the search.
          properties:
            status: {type: string, description: Open or closed.}
        tags:
          type: array
          description: Labels to match.
          items:
            type: object
            properties:
              name: {type: string, description: The label name.}`),
    },
    {
      name: 'a pure $ref property takes its description from the target',
      code: tool(`
      type: object
      properties:
        assignee: {$ref: '#/$defs/User'}
        reviewer: {allOf: [{$ref: '#/$defs/User'}]}
      $defs:
        User:
          type: object
          description: A person, by login.
          properties:
            login: {type: string, description: The GitHub login.}`),
    },
    {
      name: 'a property that pins one value (a discriminator) leaves nothing to describe: const, or a one-value enum, with only type or title beside it',
      code: tool(
        '{type: object, properties: {parent: {description: Where the page goes., oneOf: [{type: object, properties: {type: {const: page_id}, page_id: {type: string, description: The parent page.}}}, {type: object, properties: {type: {type: string, enum: [database_id], title: Database}, database_id: {type: string, description: The parent database.}}}]}}}',
      ),
    },
    {
      name: 'an object, or a list of objects, whose fields are all described says what goes in it; a pinned field (a discriminator) needs no description',
      code: tool(
        '{type: object, properties: {pointA: {type: object, properties: {lat: {type: number, description: Latitude.}, lng: {type: number, description: Longitude.}}}, deck: {type: array, items: {type: object, properties: {kind: {const: card}, rank: {type: string, description: "Rank, e.g. K."}}}}}}',
      ),
    },
    {
      name: 'a tool description that explains its parameters by name: in backticks, quoted, or in a list of parameters',
      code: 'tools:\n  - name: search_files\n    description: "Finds files. `pattern` is a glob relative to the working directory.\\n\\nPARAMETERS:\\n- input: Text or command to send.\\n- **port** (number) - The port to try when none is found. Set \\"mode\\" to chat for a dialogue."\n    parameters: {type: object, properties: {pattern: {type: string}, input: {type: string}, port: {type: number}, mode: {type: string}}}\n',
    },
    { name: 'a pinned top-level parameter too', code: tool('{type: object, properties: {version: {type: string, const: "2"}}}') },
    { name: "an unresolvable $ref is another rule's business", code: tool('{type: object, properties: {a: {$ref: "#/$defs/Missing"}}}') },
    { name: 'the root schema is not a parameter', code: tool('{type: object, properties: {}}') },
    {
      name: 'minLength counts trimmed characters',
      code: tool('{type: object, properties: {q: {type: string, description: "  Query text  "}}}'),
      options: { minLength: 10 },
    },
    {
      name: 'output schemas are not checked by default',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {id: {type: string}}}\n',
    },
    {
      name: 'conditions (if/not) restate parameters declared elsewhere',
      code: tool(
        '{type: object, properties: {kind: {type: string, description: The kind.}}, if: {properties: {kind: {const: bug}}}, then: {required: [kind]}, not: {properties: {x: {}}}}',
      ),
    },
  ],
  invalid: [
    {
      name: 'a list whose items have a blank description',
      code: tool('{type: object, properties: {price: {type: array, items: {type: number, description: " "}}}}'),
      errors: [{ messageId: 'missing', data: { path: 'price' } }],
    },
    {
      name: 'a top-level parameter without a description',
      code: tool('\n      type: object\n      properties:\n        terms: {type: string}'),
      errors: [{ messageId: 'missing', pointer: `${P}/properties/terms`, line: 7, column: 16, tool: 'search_tickets', data: { path: 'terms' } }],
    },
    {
      name: 'two findings: a nested property and an array item property',
      code: tool(`
      type: object
      properties:
        filters:
          type: object
          description: Narrows the search.
          properties:
            status: {type: string}
        tags:
          type: array
          description: Labels to match.
          items:
            type: object
            properties:
              name: {type: string}`),
      errors: [
        { messageId: 'missingNested', severity: 'info', pointer: `${P}/properties/filters/properties/status`, line: 11, data: { path: 'filters.status' } },
        { messageId: 'missingNested', severity: 'info', pointer: `${P}/properties/tags/items/properties/name`, line: 18, data: { path: 'tags[].name' } },
      ],
    },
    {
      name: 'a name the tool description only uses as a word, or inside another name, does not explain the parameter',
      code: 'tools:\n  - name: crawl_site\n    description: "Crawls a site up to the page limit. Use `limit_pages` for more; the timeout: none."\n    parameters: {type: object, properties: {limit: {type: number}, time: {type: number}}}\n',
      errors: [
        { messageId: 'missingPlain', data: { path: 'limit' } },
        { messageId: 'missing', data: { path: 'time' } },
      ],
    },
    {
      name: 'a name every API uses for the same thing, for a plain value, is information; the same name for an object is not plain, nor a path',
      code: tool(
        '{type: object, properties: {owner: {type: string}, per_page: {type: integer}, path: {type: string}, query: {type: object, properties: {q: {type: string, description: Words.}, f: {type: string}}}}}',
      ),
      errors: [
        { messageId: 'missingPlain', severity: 'info', data: { path: 'owner' } },
        { messageId: 'missingPlain', severity: 'info', data: { path: 'per_page' } },
        { messageId: 'missing', severity: 'error', data: { path: 'path' } },
        { messageId: 'missing', severity: 'error', data: { path: 'query' } },
        { messageId: 'missingNested', severity: 'info', data: { path: 'query.f' } },
      ],
    },
    {
      name: 'blank and non-string descriptions are missing',
      code: tool('{type: object, properties: {a: {type: string, description: "   "}, b: {type: string, description: 3}}}'),
      errors: [
        { messageId: 'missing', pointer: `${P}/properties/a`, data: { path: 'a' } },
        { messageId: 'missing', pointer: `${P}/properties/b`, data: { path: 'b' } },
      ],
    },
    {
      name: 'reached through $ref: a target without a description, and a property inside it',
      code: tool(`
      type: object
      properties:
        assignee: {$ref: '#/$defs/User'}
      $defs:
        User:
          type: object
          properties:
            login: {type: string}`),
      errors: [
        { messageId: 'missing', severity: 'error', pointer: `${P}/properties/assignee`, line: 7, column: 19, data: { path: 'assignee' } },
        { messageId: 'missingNested', severity: 'info', pointer: `${P}/$defs/User/properties/login`, line: 12, data: { path: 'assignee.login' } },
      ],
    },
    {
      name: 'a chain of $refs ending without a description',
      code: tool('{type: object, properties: {a: {$ref: "#/$defs/B"}}, $defs: {B: {$ref: "#/$defs/C"}, C: {type: string}}}'),
      errors: [{ messageId: 'missing', pointer: `${P}/properties/a`, data: { path: 'a' } }],
    },
    {
      name: 'properties of anyOf branches are parameters too',
      code: tool(
        '{type: object, properties: {target: {description: What to act on., anyOf: [{type: object, properties: {id: {type: string}}}, {type: "null"}]}}}',
      ),
      errors: [{ messageId: 'missingNested', pointer: `${P}/properties/target/anyOf/0/properties/id`, data: { path: 'target.id' } }],
    },
    {
      name: "the properties of the root's anyOf branches are top-level parameters, not nested fields",
      code: tool('{type: object, anyOf: [{properties: {key: {type: string}}}, {properties: {url: {type: string, description: The page URL.}}}]}'),
      errors: [{ messageId: 'missing', severity: 'error', pointer: `${P}/anyOf/0/properties/key`, data: { path: 'key' } }],
    },
    {
      name: 'an object with a field left undescribed is not described by its fields; nor is one without fields, or with only a pinned field',
      code: tool(
        '{type: object, properties: {headers: {type: object, properties: {accept: {type: string, description: The media type.}, token: {type: string}}}, opts: {type: object}, kind: {type: object, properties: {type: {const: page}}}}}',
      ),
      errors: [
        { messageId: 'missing', pointer: `${P}/properties/headers`, data: { path: 'headers' } },
        { messageId: 'missingNested', pointer: `${P}/properties/headers/properties/token`, data: { path: 'headers.token' } },
        { messageId: 'missing', pointer: `${P}/properties/opts`, data: { path: 'opts' } },
        { messageId: 'missing', pointer: `${P}/properties/kind`, data: { path: 'kind' } },
      ],
    },
    {
      name: 'a property that pins a value but also constrains it, or offers two values, is still described',
      code: tool('{type: object, properties: {kind: {type: string, enum: [page, database]}, id: {const: abc, pattern: "^a"}}}'),
      errors: [
        { messageId: 'missing', pointer: `${P}/properties/kind`, data: { path: 'kind' } },
        { messageId: 'missing', pointer: `${P}/properties/id`, data: { path: 'id' } },
      ],
    },
    {
      name: 'minLength: a description that is too short',
      code: tool('{type: object, properties: {q: {type: string, description: " Text "}}}'),
      options: { minLength: 10 },
      errors: [{ messageId: 'tooShort', pointer: `${P}/properties/q`, data: { path: 'q', length: 4, minLength: 10 } }],
    },
    {
      name: 'checkOutput: true checks output properties',
      code: 'tools:\n  - name: get_a\n    description: A.\n    inputSchema: {type: object}\n    outputSchema: {type: object, properties: {id: {type: string}}}\n',
      options: { checkOutput: true },
      errors: [{ messageId: 'missingPlain', pointer: '/tools/0/outputSchema/properties/id', data: { path: 'id' } }],
    },
    {
      name: 'JSON: line and column',
      code: '[\n  {\n    "type": "function",\n    "function": {\n      "name": "get_a",\n      "parameters": {"type": "object", "properties": {"id": {"type": "string"}}}\n    }\n  }\n]',
      errors: [{ messageId: 'missingPlain', pointer: '/0/function/parameters/properties/id', line: 6, column: 61 }],
    },
    {
      name: 'OpenAPI: a parameter without a description points at where it is written',
      code: 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /tickets:\n    get:\n      operationId: list_tickets\n      parameters:\n        - {name: status, in: query, schema: {type: string}}\n      responses: {"200": {description: ok}}\n',
      errors: [{ messageId: 'missing', line: 8, data: { path: 'status' } }],
    },
  ],
});
