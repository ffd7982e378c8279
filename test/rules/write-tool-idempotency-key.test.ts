import rule from '../../rules/write-tool-idempotency-key/index.js';
import { ruleTester } from '../helpers/rule-tester.js';

/** A plain registry with one tool of this name and these input properties (YAML, indented 8). */
const tool = (name: string, properties: string, extra = '') =>
  `tools:\n  - name: ${name}\n    description: Does one thing.\n${extra}    parameters:\n      type: object\n      properties:\n${properties.replace(/^/gm, '        ')}\n`;
const KEY = 'idempotency_key: {type: string, minLength: 16, description: A fresh UUID per ticket; reuse it when retrying.}';
const P = '/tools/0/parameters/properties';
/** An MCP tools/list result whose tools are annotated as writes that are not idempotent. */
const mcpWrites = (...names: string[]) =>
  `{"tools": [\n${names.map((n) => `  {"name": "${n}", "description": "Does one thing.", "inputSchema": {"type": "object"}, "annotations": {"readOnlyHint": false, "destructiveHint": false, "idempotentHint": false}}`).join(',\n')}\n]}`;

const openapi = (method: string, extra = '') => `openapi: 3.0.3
info: {title: t, version: "1"}
paths:
  /tickets:
    ${method}:
      operationId: create_ticket
      parameters:
        - name: Idempotency-Key
          in: header
          description: Unique per ticket; reused on retries.
          schema: {type: string${extra}}
      responses: {"200": {description: ok}}
`;

ruleTester(rule).run({
  valid: [
    { name: 'a write tool with a described key of 16 characters or more', code: tool('create_ticket', `title: {type: string, description: Title.}\n${KEY}`) },
    { name: 'read tools need none', code: tool('get_ticket', 'id: {type: string, description: Id.}') },
    { name: 'a tool whose kind cannot be told is left alone', code: tool('frobnicate_ticket', 'id: {type: string, description: Id.}') },
    { name: 'aliases: idempotencyKey', code: tool('createTicket', 'idempotencyKey: {type: string, minLength: 32, description: Unique per call.}') },
    {
      name: 'format uuid stands for the length',
      code: tool('create_ticket', 'idempotency_key: {type: string, format: uuid, description: A UUID per ticket.}'),
    },
    {
      name: 'MCP idempotentHint: true means retries are harmless already',
      code: 'tools:\n  - name: create_comment\n    description: Adds a comment.\n    inputSchema: {type: object}\n    annotations: {readOnlyHint: false, destructiveHint: false, idempotentHint: true}\n',
    },
    { name: 'OpenAPI PUT is idempotent by definition', code: openapi('put') },
    { name: 'OpenAPI: an Idempotency-Key header becomes the key', code: openapi('post', ', minLength: 16') },
    { name: 'deleting twice changes nothing more: delete_ and remove_ tools are skipped', code: mcpWrites('delete_preview_page', 'remove_member') },
    { name: 'kinds: only destructive tools', code: tool('create_ticket', 'title: {type: string, description: Title.}'), options: { kinds: ['destructive'] } },
    { name: 'a key is optional unless required is set', code: tool('create_ticket', KEY) },
    {
      name: 'minLength can be lowered',
      code: tool('create_ticket', 'idempotency_key: {type: string, minLength: 8, description: Unique.}'),
      options: { minLength: 8 },
    },
    {
      name: 'idempotentVerbs replaces the list: set alone still skips setters',
      code: tool('set_ticket_status', 'status: {type: string, enum: [open, closed], description: New status.}'),
      options: { idempotentVerbs: ['set'] },
    },
    {
      name: 'by default update_ and set_ tools are skipped: repeating them changes nothing more',
      code: tool('update_ticket', 'title: {type: string, description: Title.}'),
    },
    {
      name: 'by default set_ tools are skipped too',
      code: tool('set_ticket_status', 'status: {type: string, enum: [open, closed], description: New status.}'),
    },
    {
      name: 'the verb is found after a word that is not one: jira_update_issue updates',
      code: tool('jira_update_issue', 'title: {type: string, description: Title.}'),
    },
    {
      name: 'UI actions are idempotent by default, even where annotations make them writes',
      code: mcpWrites('scroll_page', 'click_element', 'navigate_to', 'browser_press_key'),
    },
    {
      name: 'aliases replace the list',
      code: tool('create_ticket', 'request_token: {type: string, minLength: 16, description: Unique.}'),
      options: { aliases: ['request_token'] },
    },
  ],
  invalid: [
    {
      name: 'a write tool without a key: reported at its name',
      code: tool('create_ticket', 'title: {type: string, description: Title.}'),
      errors: [
        {
          messageId: 'missing',
          pointer: '/tools/0/name',
          line: 2,
          column: 11,
          tool: 'create_ticket',
          data: { name: 'create_ticket', changes: 'changes things', param: 'idempotency_key', minLength: 16 },
        },
      ],
    },
    {
      name: 'a destructive tool without a key',
      code: tool('send_invoice', 'to: {type: string, description: Recipient.}'),
      errors: [
        { messageId: 'missing', data: { name: 'send_invoice', changes: 'has effects that a repeated call repeats', param: 'idempotency_key', minLength: 16 } },
      ],
    },
    {
      name: 'idempotentVerbs: [] checks delete_ tools too, which are skipped by default',
      code: tool('delete_preview_page', 'id: {type: string, description: The page.}'),
      options: { idempotentVerbs: [] },
      errors: [
        {
          messageId: 'missing',
          data: { name: 'delete_preview_page', changes: 'has effects that a repeated call repeats', param: 'idempotency_key', minLength: 16 },
        },
      ],
    },
    {
      name: 'idempotentVerbs: [] checks update_ tools too',
      code: tool('update_ticket', 'title: {type: string, description: Title.}'),
      options: { idempotentVerbs: [] },
      errors: [
        { messageId: 'missing', pointer: '/tools/0/name', data: { name: 'update_ticket', changes: 'changes things', param: 'idempotency_key', minLength: 16 } },
      ],
    },
    {
      name: 'a verb outside idempotentVerbs is reported in an MCP server of UI actions too',
      code: mcpWrites('scroll_page', 'submit_form'),
      errors: [
        { messageId: 'missing', pointer: '/tools/1/name', data: { name: 'submit_form', changes: 'changes things', param: 'idempotency_key', minLength: 16 } },
      ],
    },
    {
      name: 'a key that is a number',
      code: tool('create_ticket', 'idempotency_key: {type: integer, description: A counter.}'),
      errors: [{ messageId: 'notString', pointer: `${P}/idempotency_key`, data: { name: 'create_ticket', param: 'idempotency_key', minLength: 16 } }],
    },
    {
      name: 'two findings: a key with no minLength and no description',
      code: tool('create_ticket', 'idempotency_key: {type: string}'),
      errors: [
        {
          messageId: 'tooShort',
          pointer: `${P}/idempotency_key`,
          data: { name: 'create_ticket', param: 'idempotency_key', minLength: 16, length: 'has no `minLength`' },
        },
        { messageId: 'undescribed', pointer: `${P}/idempotency_key`, data: { name: 'create_ticket', param: 'idempotency_key', minLength: 16 } },
      ],
    },
    {
      name: 'a minLength below the bar',
      code: tool('create_ticket', 'idempotency_key: {type: string, minLength: 8, description: Unique.}'),
      errors: [{ messageId: 'tooShort', data: { name: 'create_ticket', param: 'idempotency_key', minLength: 16, length: 'has `minLength: 8`' } }],
    },
    {
      name: 'required: true reports an optional key',
      code: tool('create_ticket', KEY),
      options: { required: true },
      errors: [{ messageId: 'notRequired', pointer: `${P}/idempotency_key`, data: { name: 'create_ticket', param: 'idempotency_key', minLength: 16 } }],
    },
    {
      name: "reached through $ref: the length is fixed where the schema is written, the description is the target's",
      code: `tools:
  - name: create_ticket
    description: Opens a ticket.
    parameters:
      type: object
      properties:
        idempotency_key: {$ref: '#/$defs/Key'}
      $defs:
        Key: {type: string, minLength: 8, description: Unique per ticket.}
`,
      errors: [
        {
          messageId: 'tooShort',
          pointer: '/tools/0/parameters/$defs/Key',
          line: 9,
          data: { name: 'create_ticket', param: 'idempotency_key', minLength: 16, length: 'has `minLength: 8`' },
        },
      ],
    },
    {
      name: 'trustIdempotentHint: false checks annotated tools too',
      code: 'tools:\n  - name: create_comment\n    description: Adds a comment.\n    inputSchema: {type: object}\n    annotations: {readOnlyHint: false, destructiveHint: false, idempotentHint: true}\n',
      options: { trustIdempotentHint: false },
      errors: [{ messageId: 'missing', data: { name: 'create_comment', changes: 'changes things', param: 'idempotency_key', minLength: 16 } }],
    },
    {
      name: 'kinds with unknown checks tools whose kind cannot be told',
      code: tool('frobnicate_ticket', 'id: {type: string, description: Id.}'),
      options: { kinds: ['write', 'destructive', 'unknown'] },
      errors: [{ messageId: 'missing', data: { name: 'frobnicate_ticket', changes: 'may change things', param: 'idempotency_key', minLength: 16 } }],
    },
    {
      name: 'OpenAPI: a header key without minLength points at its schema',
      code: openapi('post'),
      errors: [
        {
          messageId: 'tooShort',
          pointer: '/paths/~1tickets/post/parameters/0/schema',
          line: 11,
          data: { name: 'create_ticket', param: 'Idempotency-Key', minLength: 16, length: 'has no `minLength`' },
        },
      ],
    },
    {
      name: 'OpenAPI: idempotentMethods emptied checks PUT as well',
      code: openapi('put'),
      options: { idempotentMethods: [] },
      errors: [{ messageId: 'tooShort', line: 11 }],
    },
    {
      name: 'OpenAPI: a key in the JSON body is found; a DELETE without one is missing',
      code: `openapi: 3.0.3
info: {title: t, version: "1"}
paths:
  /tickets:
    post:
      operationId: create_ticket
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/NewTicket'}
      responses: {"200": {description: ok}}
    delete:
      operationId: expire_tickets
      responses: {"200": {description: ok}}
components:
  schemas:
    NewTicket:
      type: object
      properties:
        idempotency_key: {type: string, minLength: 16}
`,
      options: { idempotentMethods: [] },
      errors: [
        {
          messageId: 'missing',
          pointer: '/paths/~1tickets/delete/operationId',
          line: 14,
          data: { name: 'expire_tickets', changes: 'has effects that a repeated call repeats', param: 'idempotency_key', minLength: 16 },
        },
        { messageId: 'undescribed', pointer: '/components/schemas/NewTicket/properties/idempotency_key', line: 21 },
      ],
    },
  ],
});
