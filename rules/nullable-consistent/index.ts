import { defineRule } from '../../src/engine/index.js';
import { declaredTypes, showTypes, where, type JsonType, type SchemaVisit } from '../../src/kit/index.js';
import { hasOwn, joinPointer, type Dialect, type JsonObject, type SourceRef } from '../../src/model/index.js';

interface Options {
  nullableKeywords: string[];
}

/** How each dialect says "this may be null": a keyword where the type is one name, else the type list. */
const FIX: Partial<Record<Dialect, string>> = {
  'openapi-3.0': '`nullable: true`',
  'swagger-2.0': '`x-nullable: true`',
  gemini: '`nullable: true`',
};

const atKey = (ref: SourceRef, key: string): SourceRef => ({ file: ref.file, pointer: joinPointer(ref.pointer, key) });

export default defineRule({
  meta: {
    id: 'nullable-consistent',
    description: 'A null in `enum`, `const` or `default` is allowed by the type, and a nullable type with an `enum` lists null in it.',
    recommended: 'warn',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        nullableKeywords: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Keywords that make a schema nullable when `true` (OpenAPI 3.0 `nullable`, Swagger 2.0 `x-nullable`).',
          default: ['nullable', 'x-nullable'],
        },
      },
    },
    // A null default on a non-nullable type reads as "leave it out"; no call goes wrong because of it.
    maxSeverity: { defaultNull: 'info' },
    messages: {
      enumNull: 'The `enum` of {{where}} lists null, but its type {{type}} does not allow null: add {{fix}}, or take null out of the enum.',
      constNull: 'The `const` of {{where}} is null, but its type {{type}} does not allow null: add {{fix}}, or change the const.',
      defaultNull: 'The default of {{where}} is null, but its type {{type}} does not allow null: add {{fix}}, or remove the default.',
      enumMissingNull:
        'The type of {{where}} allows null ({{how}}), but its `enum` does not list null, so null is still rejected: add null to the enum, or make the type non-nullable.',
      defaultNotInEnum: 'The default of {{where}} is null, which its `enum` does not list: add null to the enum, or remove the default.',
    },
  },
  create(context, options: Options) {
    const nullableBy = (node: JsonObject) => {
      for (const k of options.nullableKeywords) if (node[k] === true && hasOwn(node, k)) return k;
      return undefined;
    };
    const reportNulls = (visit: SchemaVisit, types: ReadonlySet<JsonType>, nullAt: number, constNull: boolean, defaultNull: boolean) => {
      const { ref, tool } = visit;
      const data = () => ({ where: where(visit), type: showTypes(types), fix: FIX[tool.dialect] ?? '"null" to its `type`' });
      if (nullAt !== -1) context.report({ messageId: 'enumNull', at: { file: ref.file, pointer: joinPointer(ref.pointer, 'enum', nullAt) }, data: data() });
      if (constNull) context.report({ messageId: 'constNull', at: atKey(ref, 'const'), data: data() });
      if (defaultNull) context.report({ messageId: 'defaultNull', at: atKey(ref, 'default'), data: data() });
    };
    return {
      schema(visit) {
        const { node, ref } = visit;
        const types = declaredTypes(node);
        const keyword = nullableBy(node);
        const enumList = Array.isArray(node.enum) ? node.enum : undefined;
        const hasDefaultNull = hasOwn(node, 'default') && node.default === null;
        // Undeclared or unknown types say nothing about null; schema-type-valid reports the unknown ones.
        if (types && !types.has('null') && !keyword) {
          const nullAt = enumList?.indexOf(null) ?? -1;
          const constNull = hasOwn(node, 'const') && node.const === null;
          // Most typed nodes hold no null: nothing is made for them.
          if (nullAt !== -1 || constNull || hasDefaultNull) reportNulls(visit, types, nullAt, constNull, hasDefaultNull);
          return;
        }
        if (!enumList || enumList.length === 0 || enumList.includes(null)) return;
        if (types?.has('null') || keyword) {
          const how = keyword ? `\`${keyword}: true\`` : `\`type: ${showTypes(types!)}\``;
          context.report({ messageId: 'enumMissingNull', at: atKey(ref, 'enum'), data: { where: where(visit), how } });
        } else if (hasDefaultNull) {
          context.report({ messageId: 'defaultNotInEnum', at: atKey(ref, 'default'), data: { where: where(visit) } });
        }
      },
    };
  },
});
