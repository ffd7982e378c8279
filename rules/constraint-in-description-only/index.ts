import { defineRule } from '../../src/engine/index.js';
import {
  schemaPath,
  schemaTypes,
  besideEnum,
  chainDescription,
  parameterChain,
  parameterDescription,
  refersElsewhere,
  shapes,
  toolVocabulary,
  DEFAULT_EXAMPLE_PHRASES,
  DEFAULT_LIST_PHRASES,
  DEFAULT_OPEN_END_PHRASES,
  valueListsIn,
  keptFor,
  perText,
  type ParameterChain,
  type SchemaVisit,
  type ValueList,
} from '../../src/kit/index.js';
import { hasOwn } from '../../src/model/index.js';
import { claimsIn, type Bound, type Literal } from './claims.js';
import { checkBounds, checkDefault, enumOf } from './evaluate.js';

interface Options {
  defaultPhrases: string[];
  maxPhrases: string[];
  minPhrases: string[];
  rangePhrases: string[];
  lengthUnits: string[];
  listPhrases: string[];
  examplePhrases: string[];
  openEndPhrases: string[];
}

const DEFAULTS: Options = {
  defaultPhrases: ['default', 'defaults', 'default value', '默认', '默认值', '默認', '默認值', '预设', '預設', '預設值', '缺省', '缺省值'],
  maxPhrases: [
    'max',
    'maximum',
    'at most',
    'up to',
    'no more than',
    'not more than',
    'must not exceed',
    'cannot exceed',
    'not exceeding',
    'less than or equal to',
    '≤',
    '<=',
    '最大',
    '最大值',
    '最多',
    '不超过',
    '不超過',
    '上限',
    '至多',
    '不大于',
    '不大於',
  ],
  minPhrases: [
    'min',
    'minimum',
    'at least',
    'no less than',
    'not less than',
    'greater than or equal to',
    '≥',
    '>=',
    '最小',
    '最小值',
    '最少',
    '至少',
    '不少于',
    '不少於',
    '下限',
    '不小于',
    '不小於',
  ],
  rangePhrases: ['between', 'range', 'ranges from', 'from', '范围', '範圍', '取值范围', '区间', '區間'],
  lengthUnits: ['character', 'characters', 'chars', 'char', 'length', 'long', '字符', '字元', '个字', '個字', '字', '长度', '長度'],
  listPhrases: DEFAULT_LIST_PHRASES,
  examplePhrases: DEFAULT_EXAMPLE_PHRASES,
  openEndPhrases: DEFAULT_OPEN_END_PHRASES,
};

const phraseList = (description: string, defaults: string[]) => ({ type: 'array', items: { type: 'string', minLength: 1 }, description, default: defaults });

const shownValues = (values: string[]) =>
  values
    .slice(0, 6)
    .map((v) => JSON.stringify(v))
    .join(', ') + (values.length > 6 ? ', …' : '');
const lower = (v: unknown) => String(v).toLowerCase();
const NUMERIC = /^-?\d+(?:\.\d+)?$/;

/** What a description claims: the value lists it gives, its defaults and its bounds. */
interface Claims {
  lists: readonly ValueList[];
  defaults: Literal[];
  bounds: Bound[];
}

/** Per options object, which the engine keeps for the whole run: what each description claims, null for nothing. */
const claimsByOptions = new WeakMap<Options, (text: string) => Claims | null>();

export default defineRule({
  meta: {
    id: 'constraint-in-description-only',
    description: 'A default, bound or value list a parameter description states is also in the schema, and agrees with it.',
    recommended: 'info',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        defaultPhrases: phraseList('Phrases followed by the default value ("defaults to 30", "默认 100").', DEFAULTS.defaultPhrases),
        maxPhrases: phraseList('Phrases followed by an upper bound ("at most 20", "最多 20").', DEFAULTS.maxPhrases),
        minPhrases: phraseList('Phrases followed by a lower bound ("at least 1", "至少 1").', DEFAULTS.minPhrases),
        rangePhrases: phraseList('Phrases followed by a range of two numbers ("between 1 and 100", "范围 1-100").', DEFAULTS.rangePhrases),
        lengthUnits: phraseList(
          'Words that make a bound on a string a length ("characters", "字符"); without one, a string bound is not read.',
          DEFAULTS.lengthUnits,
        ),
        listPhrases: phraseList('Phrases that introduce a closed list of values ("one of", "可选值").', DEFAULTS.listPhrases),
        examplePhrases: phraseList('Phrases that make the values after them examples.', DEFAULTS.examplePhrases),
        openEndPhrases: phraseList('Phrases after a list that leave it open ("etc", "等").', DEFAULTS.openEndPhrases),
      },
    },
    messages: {
      defaultMissing:
        'The description of "{{path}}" gives the default {{value}}, but the schema has no `default`: add `default: {{value}}` so that callers and validators see it too.',
      defaultMismatch: 'The description of "{{path}}" gives the default {{value}}, but `default` is {{actual}}: make them agree.',
      boundMissing:
        'The description of "{{path}}" gives a {{bound}} of {{value}}, but the schema has no `{{keyword}}`: add `{{keyword}}: {{value}}` so that the limit is enforced, not only asked for.',
      rangeMissing:
        'The description of "{{path}}" gives the range {{min}} to {{max}}, but the schema has neither `{{minKeyword}}` nor `{{maxKeyword}}`: add `{{minKeyword}}: {{min}}` and `{{maxKeyword}}: {{max}}` so that the range is enforced.',
      boundMismatch: 'The description of "{{path}}" gives a {{bound}} of {{value}}, but `{{keyword}}` is {{actual}}: make them agree.',
      enumMismatch: 'The description of "{{path}}" lists {{values}}, which its `enum` does not allow: correct the description or add them to the enum.',
      enumMissing: 'The description of "{{path}}" lists the values it takes ({{values}}), but the schema has no `enum`: declare them as `enum`.',
    },
  },
  create(context, options: Options) {
    const listPhrases = { listPhrases: options.listPhrases, examplePhrases: options.examplePhrases, openEndPhrases: options.openEndPhrases };
    // What a description claims depends on its text and the options alone, and many
    // parameters, in one file and across the files of a run, share one: it is read once, in one
    // lookup, while it is among the last ones read.
    const claimsOf = keptFor(claimsByOptions, options, () =>
      perText((text: string): Claims | null => {
        const lists = valueListsIn(text, listPhrases);
        const { defaults, bounds } = claimsIn(text, options);
        return lists.length === 0 && defaults.length === 0 && bounds.length === 0 ? null : { lists, defaults, bounds };
      }),
    );
    return {
      schema(visit) {
        if (visit.role !== 'input') return;
        const { node } = visit;
        // Without a type name, or a list of them, the node has no types to check against.
        const t = node.type;
        if ((typeof t !== 'string' && !Array.isArray(t)) || hasOwn(node, '$ref')) return;
        const text = parameterDescription(visit);
        if (text === undefined) return;
        // Most descriptions claim no default, bound or list: nothing more is made for them, not
        // even the list of types, the parameter's chain or the closures of `check` (made at its call).
        const claims = claimsOf(text);
        if (claims === null) return;
        const types = schemaTypes(node);
        if (types.length === 0) return;
        const chain = parameterChain(visit, false)!;
        check(visit, types, chain, chainDescription(chain)!, claims);
      },
    };

    function check(visit: SchemaVisit, types: string[], chain: ParameterChain, described: { text: string; visit: SchemaVisit }, claims: Claims) {
      const { lists } = claims;
      const at = described.visit.ref;
      // Made only for a finding: most parameters have none.
      let pathOf: string | undefined;
      const path = () => (pathOf ??= schemaPath(visit));
      const members = enumOf(chain);
      const schema = { chain, types, members };

      const byDefault = checkDefault(claims.defaults, schema);
      if (byDefault && 'missing' in byDefault) context.report({ messageId: 'defaultMissing', at, data: { path: path(), value: byDefault.missing } });
      else if (byDefault) context.report({ messageId: 'defaultMismatch', at, data: { path: path(), value: byDefault.value, actual: byDefault.actual } });

      const bounds = checkBounds(claims.bounds, schema);
      for (const m of bounds?.mismatches ?? []) {
        context.report({ messageId: 'boundMismatch', at, data: { path: path(), bound: m.bound, value: m.value, keyword: m.keyword, actual: m.actual } });
      }
      const gap = bounds?.missing;
      if (gap?.min !== undefined && gap.max !== undefined) {
        context.report({
          messageId: 'rangeMissing',
          at,
          data: { path: path(), min: gap.min, max: gap.max, minKeyword: gap.minKeyword, maxKeyword: gap.maxKeyword },
        });
      } else if (gap?.min !== undefined) {
        context.report({ messageId: 'boundMissing', at, data: { path: path(), bound: 'minimum', value: gap.min, keyword: gap.minKeyword } });
      } else if (gap?.max !== undefined) {
        context.report({ messageId: 'boundMissing', at, data: { path: path(), bound: 'maximum', value: gap.max, keyword: gap.maxKeyword } });
      }

      if (members) {
        const allowed = lists.length === 0 ? undefined : new Set(members.map(lower));
        for (const list of lists) {
          const extra = list.values.filter((v) => !allowed!.has(lower(v)));
          // A list sharing no value with the enum is about something else ("either 'after_id' or 'before_id'").
          if (extra.length === 0 || extra.length === list.values.length) continue;
          context.report({ messageId: 'enumMismatch', at, data: { path: path(), values: shownValues(extra) } });
          break;
        }
      } else if (lists.length > 0) {
        // Free strings with a list are param-enum-suggested's; numbers and shaped strings are
        // reported here, and only they are read further.
        const numericType = types.some((t) => t === 'integer' || t === 'number');
        const shapedString = types.includes('string') && chain.visits.some((v) => shapes(v.node));
        if ((!numericType && !shapedString) || besideEnum(chain) || chain.visits.some((v) => hasOwn(v.node, 'const'))) return;
        const list = lists.find((l) => !refersElsewhere(l.values, toolVocabulary(context.registry, visit.tool)));
        const numeric = numericType && list?.values.every((v) => NUMERIC.test(v));
        if (list && (numeric || shapedString)) context.report({ messageId: 'enumMissing', at, data: { path: path(), values: shownValues(list.values) } });
      }
    }
  },
});
