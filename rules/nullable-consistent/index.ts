import { defineRule } from '../../src/engine/index.js';
import { declaredTypes, showTypes, where } from '../../src/kit/index.js';
import { hasOwn, joinPointer, type Dialect, type JsonObject } from '../../src/model/index.js';

interface Options {
  nullableKeywords: string[];
}

/** How each dialect says "this may be null": a keyword where the type is one name, else the type list. */
const FIX: Partial<Record<Dialect, string>> = {
  'openapi-3.0': '`nullable: true`',
  'swagger-2.0': '`x-nullable: true`',
  gemini: '`nullable: true`',
};

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
    const nullableBy = (node: JsonObject) => options.nullableKeywords.find((k) => node[k] === true && hasOwn(node, k));
    return {
      schema(visit) {
        const { node, ref, tool } = visit;
        const at = (key: string) => ({ file: ref.file, pointer: joinPointer(ref.pointer, key) });
        const types = declaredTypes(node);
        const keyword = nullableBy(node);
        const enumList = Array.isArray(node.enum) ? node.enum : undefined;
        const hasDefaultNull = hasOwn(node, 'default') && node.default === null;
        // Undeclared or unknown types say nothing about null; schema-type-valid reports the unknown ones.
        if (types && !types.has('null') && !keyword) {
          // Made only for a finding: most typed nodes have none.
          const data = () => ({ where: where(visit), type: showTypes(types), fix: FIX[tool.dialect] ?? '"null" to its `type`' });
          const nullAt = enumList?.indexOf(null) ?? -1;
          if (nullAt !== -1) context.report({ messageId: 'enumNull', at: { file: ref.file, pointer: joinPointer(ref.pointer, 'enum', nullAt) }, data: data() });
          if (hasOwn(node, 'const') && node.const === null) context.report({ messageId: 'constNull', at: at('const'), data: data() });
          if (hasDefaultNull) context.report({ messageId: 'defaultNull', at: at('default'), data: data() });
          return;
        }
        if (!enumList || enumList.length === 0 || enumList.includes(null)) return;
        if (types?.has('null') || keyword) {
          const how = keyword ? `\`${keyword}: true\`` : `\`type: ${showTypes(types!)}\``;
          context.report({ messageId: 'enumMissingNull', at: at('enum'), data: { where: where(visit), how } });
        } else if (hasDefaultNull) {
          context.report({ messageId: 'defaultNotInEnum', at: at('default'), data: { where: where(visit) } });
        }
      },
    };
  },
});
