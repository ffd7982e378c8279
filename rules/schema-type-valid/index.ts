import { defineRule, writtenAt, type RuleFix } from '../../src/engine/index.js';
import { isJsonType, memoizedBy, showValue, suggestType, where, type JsonType, type SchemaVisit, type TypeSuggestion } from '../../src/kit/index.js';
import { hasOwn, joinPointer, type Dialect } from '../../src/model/index.js';

interface Options {
  aliases: Record<string, string>;
  allow: string[];
}

/** Dialects whose schemas take one type name and mark null with a keyword instead. */
const SINGLE_TYPE: Partial<Record<Dialect, { version: string; keyword: string }>> = {
  'openapi-3.0': { version: '3.0', keyword: 'nullable' },
  'swagger-2.0': { version: '2.0', keyword: 'x-nullable' },
};

/** Gemini's Schema spells its type enum in capitals (`STRING`, `OBJECT`); Swagger 2.0 has `file`. */
function dialectAccepts(dialect: Dialect, name: string): boolean {
  if (dialect === 'gemini' && name === name.toUpperCase() && isJsonType(name.toLowerCase())) return true;
  return dialect === 'swagger-2.0' && name === 'file';
}

function fixFor(s: Omit<TypeSuggestion, 'types'> & { types: string[] }, dialect: Dialect): string {
  const single = SINGLE_TYPE[dialect];
  const others = s.types.filter((t) => t !== 'null');
  let out = s.types.length === 1 ? `\`type: ${s.types[0]}\`` : `\`type: ${JSON.stringify(s.types)}\``;
  if (single && others.length === 1 && s.types.length === 2) out = `\`type: ${others[0]}\` and \`${single.keyword}: true\``;
  if (s.format) out += ` and \`format: ${s.format}\``;
  if (s.items) out += ` with \`items: {type: ${s.items}}\``;
  return out;
}

/**
 * What a `type` value is wrong by, the same wherever it is written: the message, its data but
 * the place, and the names each wrong member becomes when every wrong member is a plain rename
 * (`dict` → `object`, `String` → `string`). A format, an items type, a union or null would
 * change more than a name, and two members becoming one type would drop one; a list in a
 * single-type dialect needs more than a rename (nullable, oneOf).
 */
type Verdict =
  | {
      messageId: 'alias' | 'any' | 'unknown' | 'empty' | 'notName' | 'unquotedNull' | 'duplicate';
      type: string;
      fix?: string;
      renamed?: Array<[number, string]>;
    }
  | { messageId: 'openapiNullable' | 'openapiList' | 'openapiNull'; data: Record<string, string> };

export default defineRule({
  meta: {
    id: 'schema-type-valid',
    description: "Type names are JSON Schema's: string, number, integer, boolean, object, array and null.",
    recommended: 'error',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        aliases: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description:
            'Wrong type names (any case) and what to write instead, added to the built-in table: a JSON Schema type, `any` (leave `type` out), or `string:<format>`.',
          default: {},
        },
        allow: {
          type: 'array',
          items: { type: 'string' },
          description: 'Type names accepted as written, for a target that defines its own.',
          default: [],
        },
      },
    },
    fixable: true,
    messages: {
      alias: 'Type {{type}} of {{where}} is not a JSON Schema type name: write {{fix}}.',
      any: 'Type {{type}} of {{where}} is not a JSON Schema type name: list the types the value may take, as in `type: [string, number, object]`.',
      unknown: 'Type {{type}} of {{where}} is not a JSON Schema type name: use string, number, integer, boolean, object, array or null.',
      empty: 'The `type` of {{where}} is empty ({{type}}): name the type, or list the types the value may take.',
      notName: 'The `type` of {{where}} is {{type}}, which is not a type name: write a name such as `type: string`, or a list of names.',
      unquotedNull:
        'The `type` of {{where}} holds the value null rather than the name "null": quote it, as in `type: [string, "null"]`; YAML reads a bare null as no value.',
      duplicate: 'The type list of {{where}} names "{{type}}" twice: list each type once.',
      openapiList: 'OpenAPI {{version}} takes one type name, not the list {{type}} of {{where}}: write one name, or `oneOf` with one schema per type.',
      openapiNullable: 'OpenAPI {{version}} takes one type name, not {{type}} ({{where}}): write `type: {{base}}` and `{{keyword}}: true`.',
      openapiNull: 'OpenAPI {{version}} has no type "null" ({{where}}): set `{{keyword}}: true` on the schema that may be null instead.',
    },
  },
  create(context, options: Options) {
    const allow = new Set(options.allow);
    const validIn = (dialect: Dialect, name: string) => isJsonType(name) || allow.has(name) || dialectAccepts(dialect, name);
    const aliases = Object.fromEntries(Object.entries(options.aliases).map(([k, v]) => [k.toLowerCase(), v]));
    // A registry repeats its wrong types (a converted one writes `dict` on every object): each
    // value is judged once per dialect.
    const judgedNames = memoizedBy((dialect: Dialect, t: string | string[]) => `${dialect}\0${JSON.stringify(t)}`, judge, 1_000);
    return {
      schema(visit) {
        const { node, tool } = visit;
        if (!hasOwn(node, 'type')) return;
        const t = node.type;
        // Most nodes name one valid type: nothing is made for them, not even the closures of `check`.
        if (typeof t === 'string' && t.trim() !== '' && validIn(tool.dialect, t) && !(t === 'null' && SINGLE_TYPE[tool.dialect])) return;
        const names = typeof t === 'string' || (Array.isArray(t) && t.every((m) => typeof m === 'string'));
        const verdict = names ? judgedNames(tool.dialect, t as string | string[]) : judge(tool.dialect, t);
        if (verdict) report(visit, verdict);
      },
    };

    function report(visit: SchemaVisit, verdict: Verdict) {
      const { node, ref } = visit;
      const at = { file: ref.file, pointer: joinPointer(ref.pointer, 'type') };
      if (!('type' in verdict)) return context.report({ messageId: verdict.messageId, at, data: { ...verdict.data, where: where(visit) } });
      const { messageId, type, fix = '', renamed } = verdict;
      const edits = renamed && writtenAt(context.registry, node, ref) ? renameEdits(node.type as string | string[], renamed, ref.pointer) : undefined;
      context.report({ messageId, at, data: { type, where: where(visit), fix }, fix: edits });
    }

    function judge(dialect: Dialect, t: unknown): Verdict | undefined {
      const valid = (name: string) => validIn(dialect, name);
      const members = Array.isArray(t) ? (t as unknown[]) : [t];
      const shown = showValue(t);
      if ((typeof t === 'string' && t.trim() === '') || (Array.isArray(t) && t.length === 0)) return { messageId: 'empty', type: shown };
      if (members.includes(null)) return { messageId: 'unquotedNull', type: shown };
      if (!members.every((m): m is string => typeof m === 'string')) return { messageId: 'notName', type: shown };

      const wrong = members.filter((m) => !valid(m));
      if (wrong.length > 0) {
        const suggestions = new Map(wrong.map((m) => [m, suggestType(m, aliases)] as const));
        const unknown = wrong.find((m) => suggestions.get(m) === undefined);
        if (unknown !== undefined) return { messageId: unknown.trim() === '' ? 'empty' : 'unknown', type: showValue(unknown) };
        if ([...suggestions.values()].some((s) => s!.types === 'any')) return { messageId: 'any', type: shown };
        // Members that are already right stay as written; the others become what they stand for.
        const fixed: string[] = [];
        for (const m of members) {
          const s = suggestions.get(m);
          for (const x of s ? (s.types as JsonType[]) : [m]) if (!fixed.includes(x)) fixed.push(x);
        }
        const only = members.length === 1 ? suggestions.get(members[0])! : {};
        return {
          messageId: 'alias',
          type: shown,
          fix: fixFor({ ...only, types: fixed }, dialect),
          renamed: renames(members, suggestions, Array.isArray(t), dialect),
        };
      }
      const twice = members.find((m, i) => members.indexOf(m) !== i);
      if (twice !== undefined) return { messageId: 'duplicate', type: twice };

      const single = SINGLE_TYPE[dialect];
      if (!single) return undefined;
      const data = { version: single.version, keyword: single.keyword, type: shown };
      const others = members.filter((m) => m !== 'null');
      if (Array.isArray(t) && others.length === 1 && members.length === 2) return { messageId: 'openapiNullable', data: { ...data, base: others[0] } };
      if (Array.isArray(t)) return { messageId: 'openapiList', data };
      if (t === 'null') return { messageId: 'openapiNull', data };
      return undefined;
    }
  },
});

/** Each wrong member's index and the one type it is renamed to, or undefined unless all are plain renames (see Verdict). */
function renames(
  members: string[],
  suggestions: ReadonlyMap<string, TypeSuggestion | undefined>,
  list: boolean,
  dialect: Dialect,
): Array<[number, string]> | undefined {
  if (list && SINGLE_TYPE[dialect]) return undefined;
  const renamed: Array<[number, string]> = [];
  const after = [...members];
  for (const [i, m] of members.entries()) {
    if (!suggestions.has(m)) continue;
    const s = suggestions.get(m);
    const name = /^[A-Za-z][A-Za-z0-9_-]*$/.test(m.trim()) && s && s.types !== 'any' && s.types.length === 1 && !s.format && !s.items ? s.types[0] : undefined;
    if (name === undefined || name === 'null') return undefined;
    renamed.push([i, name]);
    after[i] = name;
  }
  return new Set(after).size === after.length ? renamed : undefined;
}

/** The edits that rename the members of `type` that `renamed` names, at the schema `pointer`. */
function renameEdits(t: string | string[], renamed: Array<[number, string]>, pointer: string): RuleFix[] {
  if (!Array.isArray(t)) return [{ pointer, op: 'set', key: 'type', value: renamed[0][1] }];
  return renamed.map(([i, name]) => ({ pointer: joinPointer(pointer, 'type'), op: 'set' as const, key: String(i), value: name }));
}
