import { describe, expect, it } from 'vitest';
import { diffTexts, toolWith } from './helpers.js';

/** Each pair writes the same tool two ways: the differ must see no change at all. */
const SAME: Array<[string, string, string]> = [
  [
    '$ref extracted into $defs',
    'type: object\nproperties:\n  filter: { type: object, properties: { state: { type: string, enum: [open, closed] } } }',
    'type: object\nproperties:\n  filter: { $ref: "#/$defs/Filter" }\n$defs:\n  Filter: { type: object, properties: { state: { type: string, enum: [open, closed] } } }',
  ],
  [
    '$ref to definitions inlined',
    'type: object\nproperties:\n  n: { $ref: "#/definitions/N" }\ndefinitions:\n  N: { type: integer, minimum: 1 }',
    'type: object\nproperties:\n  n: { type: integer, minimum: 1 }',
  ],
  [
    'allOf flattened',
    'type: object\nallOf:\n  - { required: [owner], properties: { owner: { type: string } } }\n  - { properties: { repo: { type: string } } }',
    'type: object\nrequired: [owner]\nproperties:\n  owner: { type: string }\n  repo: { type: string }',
  ],
  [
    'keys, required and enum reordered',
    'type: object\nrequired: [a, b]\nproperties:\n  a: { type: string, enum: [x, y] }\n  b: { type: integer }',
    'properties:\n  b: { type: integer }\n  a: { enum: [y, x], type: string }\nrequired: [b, a]\ntype: object',
  ],
  [
    'nullable written three ways',
    'type: object\nproperties:\n  due: { type: string, nullable: true }',
    'type: object\nproperties:\n  due: { anyOf: [{ type: string }, { type: "null" }] }',
  ],
  [
    'draft-04 exclusiveMaximum',
    'type: object\nproperties:\n  n: { type: integer, maximum: 10, exclusiveMaximum: true }',
    'type: object\nproperties:\n  n: { type: integer, exclusiveMaximum: 10 }',
  ],
  [
    'a description reflowed',
    'type: object\nproperties:\n  q: { type: string, description: "Search   terms,\\n in GitHub syntax." }',
    'type: object\nproperties:\n  q: { type: string, description: "Search terms, in GitHub syntax." }',
  ],
  ['BFCL dict is object', 'type: dict\nproperties:\n  q: { type: string }', 'type: object\nproperties:\n  q: { type: string }'],
];

describe('writing the same schema another way is no change', () => {
  it.each(SAME)('%s', async (_, base, head) => {
    const r = await diffTexts(toolWith(base), toolWith(head));
    expect(r.changes).toEqual([]);
    expect(r.verdict).toEqual({ required: 'none', declared: 'unknown', ok: true });
  });

  it('a recursive schema ends, and an edit inside it is still found', async () => {
    const node = (max: number) =>
      `type: object\nproperties:\n  tree: { $ref: "#/$defs/Node" }\n$defs:\n  Node:\n    type: object\n    properties:\n      name: { type: string, maxLength: ${max} }\n      children: { type: array, items: { $ref: "#/$defs/Node" } }`;
    expect((await diffTexts(toolWith(node(10)), toolWith(node(10)))).changes).toEqual([]);
    const r = await diffTexts(toolWith(node(10)), toolWith(node(5)));
    expect(r.changes.map((c) => [c.id, c.pointer])).toEqual([['max-length-tightened', '/properties/tree/properties/name/maxLength']]);
  });

  it('the same tool as an OpenAI function and as an MCP tool: two dialects, no change', async () => {
    const openai =
      '[{ "type": "function", "function": { "name": "get_weather", "description": "Get the weather.", "parameters": { "type": "object", "properties": { "city": { "type": "string" } } } } }]';
    const mcp =
      '{ "tools": [{ "name": "get_weather", "description": "Get the weather.", "inputSchema": { "type": "object", "properties": { "city": { "type": "string" } } } }] }';
    const r = await diffTexts(openai, mcp, {}, ['openai.json', 'mcp.json']);
    expect(r.changes).toEqual([]);
  });
});

describe('the walk', () => {
  it('finds edits at any depth, in items, additionalProperties and matched anyOf branches', async () => {
    const base = toolWith(
      'type: object\nproperties:\n  a:\n    type: object\n    properties:\n      b:\n        type: array\n        items: { type: object, properties: { c: { type: string, enum: [x, y] } } }\n  m: { type: object, additionalProperties: { type: string } }\n  u: { anyOf: [{ type: string, maxLength: 5 }, { type: integer }] }',
    );
    const head = toolWith(
      'type: object\nproperties:\n  a:\n    type: object\n    properties:\n      b:\n        type: array\n        items: { type: object, properties: { c: { type: string, enum: [x] } } }\n  m: { type: object, additionalProperties: { type: integer } }\n  u: { anyOf: [{ type: integer }, { type: string, maxLength: 3 }] }',
    );
    const r = await diffTexts(base, head);
    expect(r.changes.map((c) => [c.id, c.pointer, c.message])).toEqual([
      [
        'enum-value-removed',
        '/properties/a/properties/b/items/properties/c/enum',
        'Value "y" was removed from the enum of parameter `a.b[].c`: calls that send it are rejected.',
      ],
      [
        'type-changed',
        '/properties/m/additionalProperties',
        'The type of parameter `m.*` changed from string to integer: calls that send string are rejected.',
      ],
      [
        'max-length-tightened',
        '/properties/u/anyOf/1/maxLength',
        '`maxLength` of parameter `u` went from 5 to 3: values the old schema accepted may now be rejected.',
      ],
    ]);
  });

  it('a type change does not echo as changes of keywords the new type cannot have', async () => {
    const r = await diffTexts(
      toolWith('type: object\nproperties:\n  id: { type: string, maxLength: 10, pattern: "^[0-9]+$" }'),
      toolWith('type: object\nproperties:\n  id: { type: integer, minimum: 1 }'),
    );
    expect(r.changes.map((c) => c.id)).toEqual(['type-changed']);
  });

  it('a tool without an input schema takes no arguments, so a new required one breaks it', async () => {
    const r = await diffTexts(
      'tools:\n  - name: get_me\n    description: Who am I.\n',
      toolWith('type: object\nrequired: [user]\nproperties:\n  user: { type: string }')
        .replace('name: t', 'name: get_me')
        .replace('description: d', 'description: Who am I.'),
    );
    expect(r.changes.map((c) => c.id)).toEqual(['param-added-required']);
  });

  it('an unresolvable $ref on either side is compared as written, with no second opinion', async () => {
    let asked = 0;
    const opinion = async () => ((asked += 1), true);
    const base = toolWith('type: object\nproperties:\n  a: { $ref: "https://example.com/a.json" }');
    const r = await diffTexts(base, toolWith('type: object\nproperties:\n  a: { $ref: "https://example.com/b.json" }'), { secondOpinion: opinion });
    // Where it points changed, and nothing can say how: never silent, never a guess.
    expect(r.changes.map((c) => [c.id, c.level, c.pointer])).toEqual([['schema-changed-unclassified', 'warning', '/properties/a/$ref']]);
    expect(asked).toBe(0);
  });
});

describe('pairing and hints', () => {
  it('a removed parameter that looks renamed (same schema, similar name) says so, and the verdict stays by name', async () => {
    const base = toolWith('type: object\nadditionalProperties: false\nproperties:\n  repo_name: { type: string, minLength: 1 }');
    const head = toolWith('type: object\nadditionalProperties: false\nproperties:\n  repository_name: { type: string, minLength: 1 }');
    const r = await diffTexts(base, head);
    expect(r.changes.map((c) => [c.id, c.message, c.migration])).toEqual([
      [
        'param-removed',
        'Parameter `repo_name` was removed and the object rejects unknown keys: calls that still send it are rejected. It looks renamed to `repository_name` (same schema).',
        'Send `repository_name` instead of `repo_name`.',
      ],
      ['param-added-optional', 'Parameter `repository_name` was added (optional).', undefined],
    ]);
  });

  it('a planned rename is paired, so its schema changes are reported against the old tool', async () => {
    const base =
      'tools:\n  - name: get_issue\n    description: Get an issue.\n    deprecated: true\n    replacement: issue_read\n    inputSchema: { type: object, properties: { number: { type: integer } } }\n';
    const head =
      'tools:\n  - name: issue_read\n    description: Get an issue.\n    inputSchema: { type: object, required: [number], properties: { number: { type: integer } } }\n';
    const r = await diffTexts(base, head);
    expect(r.changes.map((c) => [c.id, c.tool])).toEqual([
      ['tool-renamed', 'get_issue'],
      ['param-became-required', 'get_issue'],
    ]);
  });

  it('a replacement that is not new in head pairs nothing: the deprecated tool is removed', async () => {
    const tool = (name: string, extra = '') => `  - name: ${name}\n    description: Issues.\n${extra}    inputSchema: { type: object }\n`;
    const base = `tools:\n${tool('get_issue', '    deprecated: true\n    replacement: issue_read\n')}${tool('issue_read')}`;
    const r = await diffTexts(base, `tools:\n${tool('issue_read')}`);
    expect(r.changes.map((c) => [c.id, c.message])).toEqual([
      ['tool-removed', 'Tool `get_issue` was removed: calls to it fail. Its declared replacement is `issue_read`.'],
    ]);
  });

  it('hints on annotations are compared only where both sides can carry them', async () => {
    const mcp = '{ "tools": [{ "name": "merge", "description": "Merge.", "annotations": { "readOnlyHint": true }, "inputSchema": { "type": "object" } }] }';
    const openai = '[{ "type": "function", "function": { "name": "merge", "description": "Merge.", "parameters": { "type": "object" } } }]';
    expect((await diffTexts(mcp, openai, {}, ['a.json', 'b.json'])).changes).toEqual([]);
  });
});

describe('semantics worth pinning', () => {
  it('integer → number is a widening, number → integer a narrowing', async () => {
    const schema = (t: string) => toolWith(`type: object\nproperties:\n  n: { type: ${t} }`);
    expect((await diffTexts(schema('integer'), schema('number'))).changes.map((c) => c.id)).toEqual(['type-widened']);
    expect((await diffTexts(schema('number'), schema('integer'))).changes.map((c) => c.id)).toEqual(['type-narrowed']);
  });

  it('a deprecated tool removed after its sunset date is removed, not removed early', async () => {
    const tool = (name: string, extra = '') => `  - name: ${name}\n    description: Issues.\n${extra}    inputSchema: { type: object }\n`;
    const base = `tools:\n${tool('search')}${tool('get_issue', '    deprecated: true\n    sunset_date: "2026-01-01"\n')}`;
    const r = await diffTexts(base, `tools:\n${tool('search')}`);
    expect(r.changes.map((c) => c.id)).toEqual(['tool-removed']);
  });

  it('MCP hints left out take the spec defaults: a read-only tool that drops its hints may now write, destroy and repeat', async () => {
    const tool = (annotations: string) => `{ "tools": [{ "name": "merge", "description": "Merge.",${annotations} "inputSchema": { "type": "object" } }] }`;
    const r = await diffTexts(tool(' "annotations": { "readOnlyHint": true, "openWorldHint": false },'), tool(''), {}, ['a.json', 'b.json']);
    expect(r.changes.map((c) => c.id)).toEqual(['tool-became-destructive', 'tool-became-non-idempotent', 'tool-became-open-world', 'tool-became-writable']);
  });
});
