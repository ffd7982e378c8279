import { defineRule } from '../../src/engine/index.js';
import { excerpt, hasCjk, isParameter, schemaDescription, schemaPath, underCondition, toolLabel } from '../../src/kit/index.js';
import { hasOwn, nameWords } from '../../src/model/index.js';
import { FILLER, TRANSLATIONS } from './words.js';

interface Options {
  filler: string[];
  translations: Record<string, string[]>;
  acceptSchemaDetail: boolean;
}

/** Schema keywords that show the model what a value looks like when the description does not. */
const DETAIL_KEYWORDS = ['enum', 'const', 'format', 'pattern', 'examples', 'example'];

const stem = (w: string) => w.replace(/(?:ies)$/, 'y').replace(/(?<=[a-z]{2})(?:es|s)$/, '');

/** A description word that says no more than a name word: the same, its plural, or an abbreviation. */
function restates(word: string, nameWord: string): boolean {
  if (word === nameWord || stem(word) === stem(nameWord)) return true;
  return (nameWord.length >= 3 && word.startsWith(nameWord)) || (word.length >= 3 && nameWord.startsWith(word));
}

export default defineRule({
  meta: {
    id: 'param-description-informative',
    description: "A parameter description says more than the parameter's name: a format, an example, a range or what the value does.",
    recommended: 'off',
    strict: 'info',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        filler: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description:
            'Words that say nothing about a value on their own ("the", "name", "value", "的", "名称"); a description of only these and the name\'s words restates the name.',
          default: FILLER,
        },
        translations: {
          type: 'object',
          additionalProperties: { type: 'array', items: { type: 'string', minLength: 1 } },
          description:
            'Chinese words and the English name words they translate ("用户": ["user"]), so that "用户 ID" restates `user_id`; entries are added to the built-in ones.',
          default: {},
        },
        acceptSchemaDetail: {
          type: 'boolean',
          description: 'Accept a short description when the schema itself shows the value (`enum`, `const`, `format`, `pattern`, `examples`).',
          default: true,
        },
      },
    },
    messages: {
      restated:
        'The description of parameter "{{path}}" of "{{tool}}" ("{{description}}") only restates its name: say what the value looks like (a format, an example, a range or the allowed values) and what it changes.',
    },
  },
  create(context, options: Options) {
    const filler = new Set(options.filler.map((w) => w.toLowerCase()));
    const translations = { ...TRANSLATIONS, ...options.translations };
    const cjkTerms = Object.keys(translations).sort((a, b) => b.length - a.length);
    const cjkFiller = [...filler].filter(hasCjk).sort((a, b) => b.length - a.length);
    /** True when every word of `text` is filler or stands for a word of the name. */
    const onlyRestates = (text: string, name: readonly string[]): boolean => {
      let rest = text;
      let matched = false;
      if (hasCjk(text))
        for (const term of cjkTerms) {
          if (!rest.includes(term)) continue;
          if (!translations[term].some((t) => name.some((n) => restates(t.toLowerCase(), n)))) return false;
          rest = rest.split(term).join(' ');
          matched = true;
        }
      if (hasCjk(rest)) for (const term of cjkFiller) rest = rest.split(term).join(' ');
      // Any Chinese left over is something the lists do not know: assume it says more.
      if (hasCjk(rest)) return false;
      const words = rest.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      if (words.length === 0) return matched;
      return words.every((w) => filler.has(w) || name.some((n) => restates(w, n)));
    };
    return {
      schema(visit) {
        if (visit.role !== 'input' || !isParameter(visit) || underCondition(visit)) return;
        const description = schemaDescription(visit);
        if (description === undefined || description.trim() === '') return;
        if (options.acceptSchemaDetail && DETAIL_KEYWORDS.some((k) => hasOwn(visit.node, k))) return;
        const name = nameWords(visit.propertyName!);
        if (name.length === 0 || !onlyRestates(description, name)) return;
        context.report({ messageId: 'restated', data: { path: schemaPath(visit), tool: toolLabel(visit.tool), description: excerpt(description, 60) } });
      },
    };
  },
});
