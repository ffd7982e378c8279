import { defineRule } from '../../src/engine/index.js';
import { findPhrase, isFreeString, schemaDescription, schemaPath, underCondition, targetsAccept, nameMatcher, nameOf } from '../../src/kit/index.js';

interface Options {
  checkMinLength: boolean;
  emptyAllowedNames: string[];
  emptyAllowedPhrases: string[];
}

/** Text that replaces or fills something, where `""` is a real value: it deletes or empties. */
const EMPTY_ALLOWED_NAMES = [
  'new_str',
  'new_string',
  'new_text',
  'new_content',
  'replacement',
  '*_replacement',
  'replace_with',
  'content',
  'file_content',
  'file_text',
];
const EMPTY_ALLOWED_PHRASES = [
  'empty string',
  'can be empty',
  'may be empty',
  'empty to',
  'leave empty',
  'blank to',
  '空字符串',
  '空字串',
  '可以为空',
  '可为空',
  '可以為空',
  '可為空',
  '留空',
];

export default defineRule({
  meta: {
    id: 'string-length-bounded',
    description: 'Free-text strings declare a `maxLength`, and required ones a `minLength` of at least 1.',
    recommended: 'off',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        checkMinLength: {
          type: 'boolean',
          description: 'Also ask required strings for `minLength` ≥ 1, so that an empty string does not pass as a value.',
          default: true,
        },
        emptyAllowedNames: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description:
            'Names (globs over snake_case) of strings where the empty string is a real value, such as replacement text; they are not asked for `minLength`.',
          default: EMPTY_ALLOWED_NAMES,
        },
        emptyAllowedPhrases: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Phrases in a description that say the empty string is allowed; such strings are not asked for `minLength`.',
          default: EMPTY_ALLOWED_PHRASES,
        },
      },
    },
    messages: {
      noMaxLength:
        'String "{{path}}" has no `maxLength`: state the longest value the tool accepts, so that a model knows the expected size and an oversized argument is refused before it reaches the backend.',
      noMinLength: 'Required string "{{path}}" accepts the empty string: set `minLength: 1` (or more), since an empty value is no value.',
    },
  },
  create(context, options: Options) {
    const emptyAllowed = nameMatcher(options.emptyAllowedNames);
    return {
      schema(visit) {
        const { node } = visit;
        // A string closed by enum, const, format or pattern is bounded by its shape.
        if (visit.role !== 'input' || !isFreeString(node) || underCondition(visit)) return;
        const path = schemaPath(visit) || '(root)';
        const accepts = (k: string) => targetsAccept(context.targets, visit.tool, visit.role, k);
        if (typeof node.maxLength !== 'number' && accepts('maxLength')) context.report({ messageId: 'noMaxLength', data: { path } });
        const min = node.minLength;
        if (!options.checkMinLength || !visit.required || (typeof min === 'number' && min >= 1) || !accepts('minLength')) return;
        if (emptyAllowed(nameOf(visit) ?? '') || findPhrase(schemaDescription(visit) ?? '', options.emptyAllowedPhrases)) return;
        context.report({ messageId: 'noMinLength', data: { path } });
      },
    };
  },
});
