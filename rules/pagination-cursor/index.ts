import { defineRule } from '../../src/engine/index.js';
import {
  derefSchema,
  isObjectSchema,
  toolParameters,
  toolLabel,
  objectFields,
  outputRootRef,
  type Field,
  nameMatcher,
  snakeName,
  acceptsNull,
  PAGING_DEFAULTS,
  PAGING_SCHEMA,
  pagingReader,
  type PagingNames,
} from '../../src/kit/index.js';
import { isObject, type Tool } from '../../src/model/index.js';

interface Options extends PagingNames {
  cursor: string;
  limit: string;
  nextCursor: string;
  hasMore: string;
  nextCursorNames: string[];
  hasMoreNames: string[];
}

const DEFAULTS: Options = {
  cursor: 'cursor',
  limit: 'limit',
  nextCursor: 'next_cursor',
  hasMore: 'has_more',
  ...PAGING_DEFAULTS,
  nextCursorNames: ['next_cursor', '*_cursor', 'next_page_token', 'next_token', 'next_page', 'continuation_token', 'next_link', 'next'],
  hasMoreNames: ['has_more', 'has_next_page', 'has_next', 'more', 'more_available', 'is_truncated', 'truncated'],
};

const str = (description: string, value: string) => ({ type: 'string', minLength: 1, description, default: value });
const names = (description: string, value: string[]) => ({ type: 'array', items: { type: 'string', minLength: 1 }, description, default: value });

export default defineRule({
  meta: {
    id: 'pagination-cursor',
    description: 'Paging follows one convention across the registry: `cursor` and a `limit` in, `next_cursor` and `has_more` out.',
    recommended: 'off',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        cursor: str('The name of the cursor parameter.', DEFAULTS.cursor),
        limit: str('The name of the page-size parameter that goes with the cursor.', DEFAULTS.limit),
        nextCursor: str('The output field holding the cursor of the next page.', DEFAULTS.nextCursor),
        hasMore: str('The output field saying whether another page follows.', DEFAULTS.hasMore),
        ...PAGING_SCHEMA,
        nextCursorNames: names('Output field names (snake_case globs) that hold a next-page cursor under another name.', DEFAULTS.nextCursorNames),
        hasMoreNames: names('Output field names that say whether more results follow, under another name.', DEFAULTS.hasMoreNames),
      },
    },
    messages: {
      cursorName:
        'Tool "{{name}}" takes its paging cursor as "{{param}}"{{limitPart}}: name {{fix}}, so that a model pages every tool of the registry the same way.',
      limitName: 'Tool "{{name}}" takes its page size as "{{param}}": name it "{{limit}}", the name that goes with "{{cursor}}".',
      missingLimit: 'Tool "{{name}}" takes a cursor but no "{{limit}}": add a bounded `{{limit}}` so that a model can ask for small pages.',
      cursorRequired:
        'The cursor "{{param}}" of tool "{{name}}" is required, but the first call has none to give: leave it out of `required`, or let it be null.',
      mixedInTool: 'Tool "{{name}}" pages both with the cursor "{{param}}" and by position with "{{offset}}": keep the cursor and remove "{{offset}}".',
      offsetMixed:
        'Tool "{{name}}" pages by position with "{{param}}" while {{count}} other tools of the registry page with a cursor (such as "{{example}}"): page with "{{cursor}}" and "{{limit}}" here too.',
      outputName: 'The output of tool "{{name}}" calls "{{field}}" what the registry calls "{{expected}}": rename it.',
      outputMissing: 'Tool "{{name}}" takes a cursor, but its output schema has no "{{expected}}": {{why}}.',
    },
  },
  create(context, options: Options) {
    const { registry } = context;
    const read = pagingReader(options);
    const nextCursorAlias = nameMatcher(options.nextCursorNames);
    const hasMoreAlias = nameMatcher(options.hasMoreNames);
    const same = (a: string, b: string) => snakeName(a) === snakeName(b);
    // The tools that page with a cursor, found once from the whole registry.
    let cursorTools: Tool[] | undefined;
    const withCursor = () => (cursorTools ??= registry.tools.filter((t) => read(toolParameters(registry, t)).cursor !== undefined));

    /** Output fields at the top and one object level down (`pagination.next_cursor`). */
    const outputFields = (tool: Tool): Array<[string, Field]> | undefined => {
      const rootRef = outputRootRef(registry, tool);
      if (!rootRef || !isObject(tool.outputSchema)) return undefined;
      const root = derefSchema(registry, tool, tool.outputSchema, rootRef, rootRef);
      if (!root) return undefined;
      const top = [...objectFields(registry, tool, root, rootRef)];
      const nested = top.filter(([, f]) => isObjectSchema(f.node)).flatMap(([, f]) => [...objectFields(registry, tool, f, rootRef)]);
      return [...top, ...nested];
    };

    return {
      tool(tool) {
        const name = toolLabel(tool);
        const paging = read(toolParameters(registry, tool));
        const { cursor, offset, limit } = paging;
        if (!cursor) {
          if (!offset) return;
          const others = withCursor().filter((t) => t !== tool);
          if (others.length > 0) {
            context.report({
              messageId: 'offsetMixed',
              at: offset.ref,
              data: { name, param: offset.name, count: others.length, example: toolLabel(others[0]), cursor: options.cursor, limit: options.limit },
            });
          }
          return;
        }
        const limitMisnamed = limit !== undefined && !same(limit.name, options.limit);
        if (!same(cursor.name, options.cursor)) {
          // One finding for a tool that names both differently: they are renamed together.
          const both = limitMisnamed
            ? { limitPart: ` and its page size as "${limit.name}"`, fix: `them "${options.cursor}" and "${options.limit}"` }
            : { limitPart: '', fix: `it "${options.cursor}"` };
          context.report({ messageId: 'cursorName', at: cursor.ref, data: { name, param: cursor.name, ...both } });
        } else if (limitMisnamed) {
          context.report({ messageId: 'limitName', at: limit.ref, data: { name, param: limit.name, limit: options.limit, cursor: options.cursor } });
        }
        if (cursor.required && !acceptsNull(cursor.node)) context.report({ messageId: 'cursorRequired', at: cursor.ref, data: { name, param: cursor.name } });
        if (offset) context.report({ messageId: 'mixedInTool', at: offset.ref, data: { name, param: cursor.name, offset: offset.name } });
        if (!limit) context.report({ messageId: 'missingLimit', at: cursor.ref, data: { name, limit: options.limit } });

        const fields = outputFields(tool);
        if (!fields) return;
        const outputs: Array<[string, (n: string) => string | undefined, string]> = [
          [options.nextCursor, nextCursorAlias, 'return the cursor of the next page, null on the last page'],
          [options.hasMore, hasMoreAlias, 'say whether another page follows, so that a model knows when to stop'],
        ];
        for (const [expected, alias, why] of outputs) {
          if (fields.some(([n]) => same(n, expected))) continue;
          const other = fields.find(([n]) => alias(n) !== undefined);
          if (other) context.report({ messageId: 'outputName', at: other[1].ref, data: { name, field: other[0], expected } });
          else context.report({ messageId: 'outputMissing', at: tool.refs.outputSchema ?? tool.source, data: { name, expected, why } });
        }
      },
    };
  },
});
