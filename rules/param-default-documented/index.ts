import { defineRule } from '../../src/engine/index.js';
import { findPhrase, isParameter, schemaDescription, schemaPath, underCondition, type SchemaVisit, toolLabel } from '../../src/kit/index.js';
import { hasOwn, isRequired as listedRequired } from '../../src/model/index.js';

interface Options {
  phrases: string[];
  nested: boolean;
}

const PHRASES = [
  'default',
  'defaults',
  'by default',
  'if omitted',
  'when omitted',
  'if not provided',
  'when not provided',
  'if not specified',
  'when not specified',
  'if not set',
  'when not set',
  'if not given',
  'if absent',
  'if empty',
  'if unset',
  'if missing',
  'if left out',
  'if left empty',
  'if left blank',
  'omit',
  'omitted',
  'leave empty',
  'leave blank',
  'leave out',
  'otherwise',
  'unless',
  'falls back',
  'fallback',
  // A parameter that says when it applies says, by the same stroke, that it is not needed otherwise.
  'required for',
  'required if',
  'required when',
  'only used',
  'used only',
  'only for',
  'only applies',
  'only when',
  'only if',
  'used by',
  'used for',
  'optional for',
  'except',
  'not necessary',
  'not needed',
  'not required',
  'if provided',
  'when provided',
  'if specified',
  'if given',
  'either',
  'unchanged',
  'ignored when',
  'ignored unless',
  'if true',
  'when true',
  'if false',
  'when false',
  'if set',
  'when set',
  // Leaving out a filter means not filtering.
  'filter',
  'filters',
  'filter by',
  'filter to',
  'restrict to',
  'limit to',
  '默认',
  '默認',
  '缺省',
  '预设',
  '預設',
  '不填',
  '不传',
  '不傳',
  '留空',
  '省略',
  '未指定',
  '不指定',
  '若未',
  '如未',
  '未提供',
  '不提供',
  '为空时',
  '為空時',
  '为空则',
  '為空則',
  '否则',
  '否則',
  '仅用于',
  '僅用於',
  '仅当',
  '僅當',
  '时必填',
  '時必填',
  '过滤',
  '過濾',
  '筛选',
  '篩選',
];

/** Required by the object holding it, or by an object that composes that one with `allOf`. */
function isRequired(visit: SchemaVisit): boolean {
  if (visit.required) return true;
  const name = visit.propertyName;
  for (let v = visit.parent; v; v = v.parent) {
    if (name !== undefined && listedRequired(v.node, name)) return true;
    if (v.via !== 'allOf' && v.via !== '$ref') break;
  }
  return false;
}

export default defineRule({
  meta: {
    id: 'param-default-documented',
    description: 'An optional parameter has a `default`, or its description says what leaving it out means.',
    recommended: 'off',
    strict: 'info',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        phrases: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Phrases that say what happens when the parameter is left out ("defaults to", "if omitted", "默认").',
          default: PHRASES,
        },
        nested: {
          type: 'boolean',
          description: 'Also check optional properties of nested objects and array items.',
          default: true,
        },
      },
    },
    messages: {
      undocumented:
        'Optional parameter "{{path}}" of "{{tool}}" has no `default` and its description does not say what leaving it out means: add a `default`, or say what happens when it is omitted (e.g. "all states when omitted").',
    },
  },
  create(context, options: Options) {
    return {
      schema(visit) {
        if (visit.role !== 'input' || !isParameter(visit) || underCondition(visit)) return;
        if (!options.nested && visit.depth > 1) return;
        const { node } = visit;
        if (hasOwn(node, 'default') || hasOwn(node, 'const') || isRequired(visit)) return;
        const description = schemaDescription(visit);
        if (description !== undefined && findPhrase(description, options.phrases) !== undefined) return;
        context.report({ messageId: 'undocumented', data: { path: schemaPath(visit), tool: toolLabel(visit.tool) } });
      },
    };
  },
});
