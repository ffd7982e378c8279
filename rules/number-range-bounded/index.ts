import { defineRule } from '../../src/engine/index.js';
import { isNumberSchema, schemaPath, underCondition, targetsAccept, nameMatcher, nameOf } from '../../src/kit/index.js';
import { hasOwn, type JsonObject } from '../../src/model/index.js';

interface Options {
  countNames: string[];
  openEndedNames: string[];
}

const COUNT_NAMES = ['limit', '*_limit', 'count', '*_count', 'num_*', 'number_of_*', 'max_*', 'top_k', 'top_n', 'k', 'page_size', 'per_page', 'batch_size'];
const OPEN_ENDED_NAMES = [
  'id',
  '*_id',
  'ids',
  '*_ids',
  'number',
  '*_number',
  '*_num',
  'page',
  'page_number',
  'offset',
  'skip',
  'start',
  'index',
  '*_index',
  'line',
  '*_line',
  'timestamp',
  '*_timestamp',
  '*_at',
  'since',
  'until',
  'version',
  'revision',
];

/** A lower bound: `minimum`, or `exclusiveMinimum` as a number (2019+) or as OpenAPI 3.0's flag. */
function has(node: JsonObject, bound: 'minimum' | 'maximum'): boolean {
  const exclusive = bound === 'minimum' ? 'exclusiveMinimum' : 'exclusiveMaximum';
  return typeof node[bound] === 'number' || typeof node[exclusive] === 'number';
}

export default defineRule({
  meta: {
    id: 'number-range-bounded',
    description: 'Integers and numbers declare a `minimum` and a `maximum`, counts and limits above all.',
    recommended: 'off',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        countNames: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Names (globs over snake_case, `*` for any text) of counts and limits, which get the stronger `countUnbounded` message.',
          default: COUNT_NAMES,
        },
        openEndedNames: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Names of numbers with no natural upper bound (identifiers, page numbers, offsets, timestamps): only a `minimum` is asked of them.',
          default: OPEN_ENDED_NAMES,
        },
      },
    },
    messages: {
      countUnbounded:
        'Count or limit "{{path}}" has no {{missing}}: a model may ask for 100000 results and flood the server and its own context; set a `minimum` and the largest `maximum` the tool serves.',
      unbounded:
        '{{type}} "{{path}}" has no {{missing}}: state the range the tool accepts with `minimum` and `maximum`, so a model cannot send a negative or absurd value.',
      noMinimum: '{{type}} "{{path}}" has no `minimum`: an identifier, page, offset, line or timestamp is never negative; set `minimum` (0 or 1).',
    },
  },
  create(context, options: Options) {
    const isCount = nameMatcher(options.countNames);
    const isOpenEnded = nameMatcher(options.openEndedNames);
    return {
      schema(visit) {
        const { node } = visit;
        if (visit.role !== 'input' || !isNumberSchema(node) || underCondition(visit)) return;
        // A closed set of values is bounded already.
        if (hasOwn(node, 'enum') || hasOwn(node, 'const')) return;
        // No rule asks for a keyword a selected target rejects.
        if (!targetsAccept(context.targets, visit.tool, visit.role, 'minimum') || !targetsAccept(context.targets, visit.tool, visit.role, 'maximum')) return;
        const low = has(node, 'minimum');
        const high = has(node, 'maximum');
        if (low && high) return;
        const name = nameOf(visit) ?? '';
        const path = schemaPath(visit) || '(root)';
        const type = node.type === 'integer' || (Array.isArray(node.type) && node.type.includes('integer')) ? 'Integer' : 'Number';
        const missing = !low && !high ? '`minimum` or `maximum`' : low ? '`maximum`' : '`minimum`';
        if (isCount(name)) context.report({ messageId: 'countUnbounded', data: { path, missing } });
        else if (isOpenEnded(name)) {
          if (!low) context.report({ messageId: 'noMinimum', data: { type, path } });
        } else context.report({ messageId: 'unbounded', data: { type, path, missing } });
      },
    };
  },
});
