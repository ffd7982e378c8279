import { describe, expect, it } from 'vitest';
import mcpRule from '../../rules/mcp-tool-schema-valid/index.js';
import schemaValid from '../../rules/schema-valid/index.js';
import strictRule from '../../rules/strict-mode-compatible/index.js';
import keywordRule from '../../rules/target-keyword-supported/index.js';
import limitsRule from '../../rules/target-limits/index.js';
import nameRule from '../../rules/tool-name-pattern/index.js';
import type { AnyRule } from '../../src/engine/index.js';
import { listLimits, PORTABLE_TARGET, TARGETS, type Target, type TargetLimits } from '../../src/targets/index.js';
import { lintWith } from '../helpers/rule-tester.js';

/**
 * Every limit of every target, checked with a definition just inside it (no finding) and one
 * just outside it (a finding), through the rule that enforces it.
 */

type Schema = Record<string, unknown>;
interface Probe {
  rule: AnyRule;
  messageId: string;
  inside: object | string;
  /** Absent when no value can be outside the limit (a default that is off). */
  outside?: object | string;
}

/** A closed object whose properties are all required: clean in every strict mode. */
const closed = (properties: Record<string, unknown>): Schema => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});
const registry = (...tools: object[]) => ({ tools });
const named = (name: string) => registry({ name, description: 'Reads one thing.', parameters: closed({}) });
/** A tool with this input schema. */
const withSchema = (parameters: object) => registry({ name: 'read_thing', description: 'Reads one thing.', parameters });
const withProperty = (schema: object) => withSchema(closed({ p: schema }));
const gemini = (field: string, schema: object) => ({ functionDeclarations: [{ name: 'read_thing', description: 'Reads one thing.', [field]: schema }] });
const mcpTool = (inputSchema: object) => ({ tools: [{ name: 'read_thing', description: 'Reads one thing.', inputSchema }] });
/** The rule that checks a target's keyword lists: strict modes have their own. */
const keywordsOf = (t: Target) => (t.strict ? strictRule : keywordRule);
const nested = (levels: number): Schema => (levels <= 1 ? closed({ leaf: { type: 'string' } }) : closed({ x: nested(levels - 1) }));
const props = (n: number, prefix = 'p') => closed(Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, { type: 'string' }])));
const described = (length: number) => registry({ name: 'read_thing', description: 'd'.repeat(length), parameters: closed({}) });
const strictTools = (n: number) =>
  registry(...Array.from({ length: n }, (_, i) => ({ name: `t${i}`, description: 'Reads one thing.', parameters: closed({}) })));

/** Probes for one limit of one target; several for list limits (one per keyword). */
const PROBES: { [K in keyof TargetLimits]?: (t: Target, value: NonNullable<TargetLimits[K]>['value']) => Array<[string, Probe]> } = {
  descriptionMaxLength: (_t, max) => [
    ['characters', { rule: limitsRule, messageId: 'descriptionTooLong', inside: described(max), outside: described(max + 1) }],
  ],
  maxTools: (_t, max) => [['tools', { rule: limitsRule, messageId: 'tooManyTools', inside: strictTools(max), outside: strictTools(max + 1) }]],
  strictDefault: (t, on) => {
    // A constraint only strict mode rejects: it shows whether the tool was sent in strict mode.
    const tool = (extra: object) =>
      registry({ name: 'read_thing', description: 'Reads one thing.', ...extra, parameters: closed({ p: { type: 'string', minLength: 1 } }) });
    if (on) return [['strict: false', { rule: strictRule, messageId: 'keyword', inside: tool({ strict: false }), outside: tool({}) }]];
    // A strict target holds every tool to its subset, whatever the default.
    return t.strict ? [] : [['no strict', { rule: strictRule, messageId: 'keyword', inside: tool({}) }]];
  },
  namePattern: (_t, pattern) => {
    const max = Number(/\{\d+,(\d+)\}\$$/.exec(pattern)![1]) + (pattern.startsWith('^[A-Za-z_]') ? 1 : 0);
    return [['length', { rule: nameRule, messageId: 'mismatch', inside: named('a'.repeat(max)), outside: named('a'.repeat(max + 1)) }]];
  },
  dialect: (_t, dialect) => {
    if (dialect === 'openapi-3.0') {
      const loose = gemini('parameters', { type: 'OBJECT', properties: { n: { type: 'INTEGER', nullable: true } } });
      return [
        [
          'not JSON Schema',
          { rule: schemaValid, messageId: 'invalid', inside: loose, outside: gemini('parametersJsonSchema', { type: 'object', required: 'n' }) },
        ],
      ];
    }
    const tuple = withProperty({ type: 'array', items: [{ type: 'string' }] });
    const prefix = withProperty({ type: 'array', prefixItems: [{ type: 'string' }] });
    return dialect === 'draft-07'
      ? [['draft-07', { rule: schemaValid, messageId: 'invalid', inside: tuple, outside: withProperty({ type: 'string', minLength: -1 }) }]]
      : [['2020-12', { rule: schemaValid, messageId: 'invalid', inside: prefix, outside: tuple }]];
  },
  rootUnsupportedKeywords: (t, keywords) =>
    keywords.map((k) => [
      k,
      {
        rule: keywordsOf(t),
        messageId: 'rootKeyword',
        inside: withProperty({ type: 'string' }),
        outside: withSchema({ ...closed({}), [k]: k === 'enum' ? [{}] : k === 'not' ? {} : [closed({})] }),
      },
    ]),
  supportedKeywords: (t, keywords) => [
    ...keywords.map((k): [string, Probe] => [
      k,
      {
        rule: keywordRule,
        messageId: 'keyword',
        inside: gemini('parameters', {
          type: 'object',
          properties: {
            p: {
              type: 'string',
              [k]:
                k === 'anyOf'
                  ? [{ type: 'string' }]
                  : k === 'items'
                    ? { type: 'string' }
                    : k === 'properties'
                      ? {}
                      : k === 'required' || k === 'enum' || k === 'propertyOrdering'
                        ? []
                        : 1,
            },
          },
        }),
        outside: gemini('parameters', { type: 'object', properties: { p: { type: 'string', const: 'x' } } }),
      },
    ]),
  ],
  unsupportedKeywords: (t, keywords) =>
    keywords.map((k) => [
      k,
      { rule: keywordsOf(t), messageId: 'keyword', inside: withProperty({ type: 'string' }), outside: withProperty({ type: 'string', [k]: 1 }) },
    ]),
  supportedFormats: (t, formats) => [
    ...formats.map((f): [string, Probe] => [
      f,
      {
        rule: keywordsOf(t),
        messageId: 'format',
        inside: withProperty({ type: 'string', format: f }),
        outside: withProperty({ type: 'string', format: 'iri' }),
      },
    ]),
  ],
  typeArrays: () => [
    [
      'type list',
      {
        rule: keywordRule,
        messageId: 'typeArray',
        inside: gemini('parameters', { type: 'object', properties: { p: { type: 'string' } } }),
        outside: gemini('parameters', { type: 'object', properties: { p: { type: ['string', 'null'] } } }),
      },
    ],
  ],
  keywordValues: (t, values) =>
    Object.entries(values).map(([k, allowed]) => [
      k,
      {
        rule: strictRule,
        messageId: 'keywordValue',
        inside: withProperty({ type: 'array', items: { type: 'string' }, [k]: Math.max(...allowed) }),
        outside: withProperty({ type: 'array', items: { type: 'string' }, [k]: Math.max(...allowed) + 1 }),
      },
    ]),
  scalarEnums: () => [
    [
      'enum',
      { rule: strictRule, messageId: 'enumValue', inside: withProperty({ enum: ['a', 1, true, null] }), outside: withProperty({ enum: ['a', { b: 1 }] }) },
    ],
  ],
  allPropertiesRequired: () => [
    [
      'required',
      {
        rule: strictRule,
        messageId: 'optional',
        inside: withSchema(closed({ a: { type: 'string' } })),
        outside: withSchema({ ...closed({ a: { type: 'string' } }), required: [] }),
      },
    ],
  ],
  closedObjects: () => [
    [
      'additionalProperties',
      { rule: strictRule, messageId: 'open', inside: withSchema(closed({})), outside: withSchema({ type: 'object', properties: {}, required: [] }) },
    ],
  ],
  recursion: (_t, allowed) => {
    const tree = withSchema({
      ...closed({ root: { $ref: '#/$defs/Node' } }),
      $defs: { Node: closed({ kids: { type: 'array', items: { $ref: '#/$defs/Node' } } }) },
    });
    const flat = withSchema({ ...closed({ root: { $ref: '#/$defs/Node' } }), $defs: { Node: closed({ kids: { type: 'array', items: { type: 'string' } } }) } });
    return [['recursion', { rule: strictRule, messageId: 'recursive', inside: allowed ? tree : flat, outside: tree }]];
  },
  maxProperties: (_t, max) => [['count', { rule: strictRule, messageId: 'tooMany', inside: withSchema(props(max)), outside: withSchema(props(max + 1)) }]],
  maxDepth: (_t, max) => [['depth', { rule: strictRule, messageId: 'tooDeep', inside: withSchema(nested(max)), outside: withSchema(nested(max + 1)) }]],
  maxEnumValues: (_t, max) => {
    const enums = (n: number) =>
      withSchema(
        closed({
          a: { type: 'integer', enum: Array.from({ length: Math.ceil(n / 2) }, (_, i) => i) },
          b: { type: 'integer', enum: Array.from({ length: Math.floor(n / 2) }, (_, i) => i) },
        }),
      );
    return [['count', { rule: strictRule, messageId: 'tooMany', inside: enums(max), outside: enums(max + 1) }]];
  },
  largeEnum: (_t, { values, length }) => {
    const big = (total: number) =>
      withProperty({
        type: 'string',
        enum: Array.from(
          { length: values + 1 },
          (_, i) => `${String(i).padStart(4, '0')}${'x'.repeat(Math.floor(total / (values + 1)) - 4 + (i < total % (values + 1) ? 1 : 0))}`,
        ),
      });
    return [['characters', { rule: strictRule, messageId: 'largeEnum', inside: big(length), outside: big(length + 1) }]];
  },
  maxSchemaStrings: (_t, max) => {
    // One property named `e` (1 character) whose enum values make up the rest.
    const budget = (total: number) => {
      const base = Math.floor((total - 1) / 10);
      const rest = (total - 1) % 10;
      return withSchema(closed({ e: { type: 'string', enum: Array.from({ length: 10 }, (_, i) => `${i}${'y'.repeat(base - 1 + (i < rest ? 1 : 0))}`) } }));
    };
    return [['characters', { rule: strictRule, messageId: 'tooMany', inside: budget(max), outside: budget(max + 1) }]];
  },
  maxStrictTools: (_t, max) => [['tools', { rule: strictRule, messageId: 'requestLimit', inside: strictTools(max), outside: strictTools(max + 1) }]],
  maxOptionalParameters: (_t, max) => {
    const optional = (n: number) =>
      withSchema({
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`o${i}`, { type: 'string' }])),
      });
    return [['optional', { rule: strictRule, messageId: 'requestLimit', inside: optional(max), outside: optional(max + 1) }]];
  },
  maxUnionParameters: (_t, max) => {
    const unions = (n: number) =>
      registry({
        name: 'read_thing',
        description: 'Reads one thing.',
        parameters: closed(Object.fromEntries(Array.from({ length: n }, (_, i) => [`u${i}`, { anyOf: [{ type: 'string' }, { type: 'integer' }] }]))),
      });
    return [['unions', { rule: strictRule, messageId: 'requestLimit', inside: unions(max), outside: unions(max + 1) }]];
  },
  mcpRevision: () => [
    [
      'Tool',
      { rule: mcpRule, messageId: 'invalid', inside: mcpTool({ type: 'object', properties: { a: { type: 'string' } } }), outside: mcpTool({ type: 'array' }) },
    ],
  ],
  jsonSchemaFields: () => [
    [
      'parametersJsonSchema',
      {
        rule: keywordRule,
        messageId: 'keyword',
        inside: gemini('parametersJsonSchema', { type: 'object', additionalProperties: false }),
        outside: gemini('parameters', { type: 'object', additionalProperties: false }),
      },
    ],
  ],
};

const run = (t: Target, p: Probe, code: object | string) => lintWith(p.rule, code, undefined, undefined, [t.id]).filter((f) => f.messageId === p.messageId);

for (const target of [...TARGETS.values(), PORTABLE_TARGET]) {
  describe(`target ${target.id}`, () => {
    for (const { key, limit } of listLimits(target.limits)) {
      const probe = PROBES[key] as ((t: Target, v: unknown) => Array<[string, Probe]>) | undefined;
      it(`${key} has a probe`, () => expect(probe, `no probe for ${key}`).toBeDefined());
      if (!probe) continue;
      for (const [name, p] of probe(target, limit.value)) {
        it(`${key} (${name}): just inside passes`, () => expect(run(target, p, p.inside).map((f) => f.message)).toEqual([]));
        const { outside } = p;
        if (outside === undefined || (key === 'recursion' && target.limits.recursion?.value)) continue;
        it(`${key} (${name}): just outside is reported`, () => {
          const found = run(target, p, outside);
          expect(found.length).toBeGreaterThan(0);
          // A count limit is passed by exactly one.
          if (typeof limit.value === 'number') expect(found[0].message).toContain(`${limit.value + 1} `);
        });
      }
    }
  });
}
