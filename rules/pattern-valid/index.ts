import { defineRule } from '../../src/engine/index.js';
import { type SchemaVisit, patternWhere as where, checkPattern } from '../../src/kit/index.js';
import { hasOwn, isObject, joinPointer, type SourceRef } from '../../src/model/index.js';

interface Options {
  maxPatternLength: number;
  requireUnicode: boolean;
}

export default defineRule({
  meta: {
    id: 'pattern-valid',
    description: 'Every `pattern` compiles as an ECMA-262 regular expression and cannot backtrack catastrophically.',
    recommended: 'error',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        maxPatternLength: {
          type: 'integer',
          minimum: 1,
          description: 'Longer patterns are not analysed for backtracking; they are reported as `undecided`.',
          default: 1000,
        },
        requireUnicode: {
          type: 'boolean',
          description: 'Report patterns that compile only without the `u` flag, which validators such as ajv use.',
          default: true,
        },
      },
    },
    messages: {
      notString: '{{what}} is not a string: write the regular expression as a JSON string.',
      invalid:
        '{{what}} is not an ECMA-262 regular expression ({{error}}), so validators reject the schema: rewrite it in JavaScript syntax (no `(?P<name>…)`, inline flags, `\\Z` or possessive quantifiers).',
      nonUnicode:
        '{{what}} compiles only without the `u` flag ({{error}}), which validators such as ajv use: drop escapes of characters that need none (`\\_`, `\\-` outside a class) and escape a literal `{`.',
      catastrophic:
        '{{what}} can backtrack exponentially on a failing argument, around `{{near}}`: rewrite it so that no repetition can match the same text in two ways (e.g. `(\\w+\\s?)+` as `\\w+(\\s\\w+)*`).',
      undecided: '{{what}} ({{length}} characters) is too long or complex to check for catastrophic backtracking: simplify or split it.',
    },
  },
  create(context, options: Options) {
    const check = (source: unknown, at: SourceRef, place: string) => {
      if (typeof source !== 'string') {
        context.report({ messageId: 'notString', at, data: { what: place } });
        return;
      }
      const result = checkPattern(source, options.maxPatternLength);
      if (result.invalid !== undefined) context.report({ messageId: 'invalid', at, data: { what: place, error: result.invalid } });
      if (result.nonUnicode !== undefined && options.requireUnicode)
        context.report({ messageId: 'nonUnicode', at, data: { what: place, error: result.nonUnicode } });
      if (result.backtracking === 'catastrophic') context.report({ messageId: 'catastrophic', at, data: { what: place, near: result.near ?? source } });
      if (result.backtracking === 'tooComplex') context.report({ messageId: 'undecided', at, data: { what: place, length: source.length } });
    };
    return {
      schema(visit: SchemaVisit) {
        const { node, ref } = visit;
        const keyed = node.patternProperties;
        if (!hasOwn(node, 'pattern') && !isObject(keyed)) return;
        const place = where(visit);
        if (hasOwn(node, 'pattern')) check(node.pattern, { file: ref.file, pointer: joinPointer(ref.pointer, 'pattern') }, `The \`pattern\` of ${place}`);
        if (!isObject(keyed)) return;
        for (const key of Object.keys(keyed)) {
          check(key, { file: ref.file, pointer: joinPointer(ref.pointer, 'patternProperties', key) }, `The \`patternProperties\` key "${key}" of ${place}`);
        }
      },
    };
  },
});
