import { defineRule, writtenAt, type RuleFix } from '../../src/engine/index.js';
import { isJsonType, showValue, suggestType, where, type JsonType, type SchemaVisit, type TypeSuggestion } from '../../src/kit/index.js';
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
 * The edits that rename each wrong member to the one type it stands for (`dict` → `object`,
 * `String` → `string`), or undefined unless every wrong member is such a plain rename: a format,
 * an items type, a union or null would change more than a name, and two members becoming one
 * type would drop one.
 */
function renames(
  t: string | string[],
  wrong: string[],
  rename: (name: string) => string | undefined,
  dialect: Dialect,
  pointer: string,
): RuleFix[] | undefined {
  const members = Array.isArray(t) ? t : [t];
  const to = new Map<string, string>();
  for (const m of wrong) {
    const name = /^[A-Za-z][A-Za-z0-9_-]*$/.test(m.trim()) ? rename(m) : undefined;
    if (name === undefined || name === 'null') return undefined;
    to.set(m, name);
  }
  const after = members.map((m) => to.get(m) ?? m);
  if (new Set(after).size !== after.length) return undefined;
  if (!Array.isArray(t)) return [{ pointer, op: 'set', key: 'type', value: after[0] }];
  // A list in a single-type dialect needs more than a rename (nullable, oneOf).
  if (SINGLE_TYPE[dialect]) return undefined;
  return members.flatMap((m, i) => (to.has(m) ? [{ pointer: joinPointer(pointer, 'type'), op: 'set' as const, key: String(i), value: to.get(m) }] : []));
}

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
    return {
      schema(visit) {
        const { node, tool } = visit;
        if (!hasOwn(node, 'type')) return;
        const t = node.type;
        // Most nodes name one valid type: nothing is made for them, not even the closures of `check`.
        if (typeof t === 'string' && t.trim() !== '' && validIn(tool.dialect, t) && !(t === 'null' && SINGLE_TYPE[tool.dialect])) return;
        check(visit);
      },
    };

    function check(visit: SchemaVisit) {
      const { node, ref, tool } = visit;
      const t = node.type;
      const valid = (name: string) => validIn(tool.dialect, name);
      const at = { file: ref.file, pointer: joinPointer(ref.pointer, 'type') };
      const report = (messageId: 'alias' | 'any' | 'unknown' | 'empty' | 'notName' | 'unquotedNull' | 'duplicate', type: string, fix = '', edits?: RuleFix[]) =>
        context.report({ messageId, at, data: { type, where: where(visit), fix }, fix: edits });
      const members = Array.isArray(t) ? t : [t];
      const shown = showValue(t);
      if ((typeof t === 'string' && t.trim() === '') || (Array.isArray(t) && t.length === 0)) return report('empty', shown);
      if (members.includes(null)) return report('unquotedNull', shown);
      if (!members.every((m): m is string => typeof m === 'string')) return report('notName', shown);

      const wrong = members.filter((m) => !valid(m));
      if (wrong.length > 0) {
        const suggestions = wrong.map((m) => [m, suggestType(m, aliases)] as const);
        const unknown = suggestions.find(([, s]) => s === undefined);
        if (unknown) return report(unknown[0].trim() === '' ? 'empty' : 'unknown', showValue(unknown[0]));
        if (suggestions.some(([, s]) => s!.types === 'any')) return report('any', shown);
        // Members that are already right stay as written; the others become what they stand for.
        const fixed: string[] = [];
        for (const m of members) {
          const s = valid(m) ? undefined : suggestType(m, aliases);
          for (const x of s ? (s.types as JsonType[]) : [m]) if (!fixed.includes(x)) fixed.push(x);
        }
        const only = members.length === 1 ? suggestions[0][1]! : {};
        const rename = (m: string) => {
          const s = suggestType(m, aliases);
          return s && s.types !== 'any' && s.types.length === 1 && !s.format && !s.items ? s.types[0] : undefined;
        };
        const edits = writtenAt(context.registry, node, ref) ? renames(t as string | string[], wrong, rename, tool.dialect, ref.pointer) : undefined;
        return report('alias', shown, fixFor({ ...only, types: fixed }, tool.dialect), edits);
      }
      const twice = members.find((m, i) => members.indexOf(m) !== i);
      if (twice !== undefined) return report('duplicate', twice);

      const single = SINGLE_TYPE[tool.dialect];
      if (!single) return;
      const data = { version: single.version, keyword: single.keyword, where: where(visit), type: shown };
      const others = members.filter((m) => m !== 'null');
      if (Array.isArray(t) && others.length === 1 && members.length === 2)
        context.report({ messageId: 'openapiNullable', at, data: { ...data, base: others[0] } });
      else if (Array.isArray(t)) context.report({ messageId: 'openapiList', at, data });
      else if (t === 'null') context.report({ messageId: 'openapiNull', at, data });
    }
  },
});
