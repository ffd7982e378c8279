import { defineRule } from '../../src/engine/index.js';
import { declaredTypes, showTypes, where, type JsonType } from '../../src/kit/index.js';
import { hasOwn, joinPointer } from '../../src/model/index.js';

interface Options {
  ignore: string[];
}

type Kind = 'string' | 'number' | 'array' | 'object';

/** Each keyword that applies to one kind of value, with its family when it has counterparts. */
const KEYWORDS: Record<string, { kind: Kind; family?: string }> = {
  minLength: { kind: 'string', family: 'min' },
  maxLength: { kind: 'string', family: 'max' },
  pattern: { kind: 'string' },
  contentEncoding: { kind: 'string' },
  contentMediaType: { kind: 'string' },
  contentSchema: { kind: 'string' },
  minimum: { kind: 'number', family: 'min' },
  maximum: { kind: 'number', family: 'max' },
  exclusiveMinimum: { kind: 'number', family: 'min' },
  exclusiveMaximum: { kind: 'number', family: 'max' },
  multipleOf: { kind: 'number' },
  items: { kind: 'array', family: 'members' },
  prefixItems: { kind: 'array' },
  additionalItems: { kind: 'array' },
  unevaluatedItems: { kind: 'array' },
  minItems: { kind: 'array', family: 'min' },
  maxItems: { kind: 'array', family: 'max' },
  uniqueItems: { kind: 'array' },
  contains: { kind: 'array' },
  minContains: { kind: 'array' },
  maxContains: { kind: 'array' },
  properties: { kind: 'object', family: 'members' },
  patternProperties: { kind: 'object' },
  additionalProperties: { kind: 'object' },
  unevaluatedProperties: { kind: 'object' },
  required: { kind: 'object' },
  minProperties: { kind: 'object', family: 'min' },
  maxProperties: { kind: 'object', family: 'max' },
  propertyNames: { kind: 'object' },
  dependentRequired: { kind: 'object' },
  dependentSchemas: { kind: 'object' },
  dependencies: { kind: 'object' },
};

/** The keyword of the same family that does apply to a kind: `minimum` on a string is `minLength`. */
const COUNTERPART: Record<string, Partial<Record<Kind, string>>> = {
  min: { string: 'minLength', number: 'minimum', array: 'minItems', object: 'minProperties' },
  max: { string: 'maxLength', number: 'maximum', array: 'maxItems', object: 'maxProperties' },
  members: { array: 'items', object: 'properties' },
};

function kindOf(type: JsonType): Kind | undefined {
  if (type === 'integer' || type === 'number') return 'number';
  return type === 'string' || type === 'array' || type === 'object' ? type : undefined;
}

/** The kinds of a set of types; single type names share one set, and so their kinds are made once. */
const kindsRead = new WeakMap<ReadonlySet<JsonType>, ReadonlySet<Kind | undefined>>();
function kindsOf(types: ReadonlySet<JsonType>): ReadonlySet<Kind | undefined> {
  let kinds = kindsRead.get(types);
  if (kinds === undefined) kindsRead.set(types, (kinds = new Set([...types].map(kindOf))));
  return kinds;
}

export default defineRule({
  meta: {
    id: 'keyword-type-applicable',
    description: 'Keywords fit the declared type: no `minimum` on a string, `maxLength` on a number or `items` on an object.',
    recommended: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ignore: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Keywords not to check, for generators that add them to every schema.',
          default: [],
        },
      },
    },
    messages: {
      misplaced: '`{{keyword}}` on {{where}} applies to {{applies}} values, but its type is {{type}}, so it is ignored: use `{{instead}}`.',
      inapplicable: '`{{keyword}}` on {{where}} applies to {{applies}} values, but its type is {{type}}, so it is ignored: remove it, or fix the type.',
    },
  },
  create(context, options: Options) {
    const ignore = new Set(options.ignore);
    return {
      schema(visit) {
        const { node, ref } = visit;
        const types = declaredTypes(node);
        if (!types) return;
        const kinds = kindsOf(types);
        for (const keyword of Object.keys(node)) {
          if (!Object.hasOwn(KEYWORDS, keyword) || ignore.has(keyword) || !hasOwn(node, keyword)) continue;
          const { kind, family } = KEYWORDS[keyword];
          if (kinds.has(kind)) continue;
          // `required: true` on a property is schema-required-declared's to report.
          if (keyword === 'required' && !Array.isArray(node.required)) continue;
          const only = kinds.size === 1 ? [...kinds][0] : undefined;
          const instead = family && only ? COUNTERPART[family][only] : undefined;
          const data = { keyword, where: where(visit), applies: kind, type: showTypes(types) };
          const at = { file: ref.file, pointer: joinPointer(ref.pointer, keyword) };
          if (instead) context.report({ messageId: 'misplaced', at, data: { ...data, instead } });
          else context.report({ messageId: 'inapplicable', at, data });
        }
      },
    };
  },
});
