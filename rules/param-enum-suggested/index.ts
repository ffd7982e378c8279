import { defineRule } from '../../src/engine/index.js';
import {
  findPhrase,
  schemaPath,
  chainDescription,
  freeStringChain,
  refersElsewhere,
  toolVocabulary,
  DEFAULT_EXAMPLE_PHRASES,
  DEFAULT_LIST_PHRASES,
  DEFAULT_OPEN_END_PHRASES,
  valueListsIn,
  mentionsExamples,
} from '../../src/kit/index.js';
import { nameWords } from '../../src/model/index.js';

interface Options {
  names: string[];
  ignore: string[];
  freeTextNames: string[];
  listPhrases: string[];
  examplePhrases: string[];
  openEndPhrases: string[];
  openSetPhrases: string[];
  checkOutput: boolean;
}

const DEFAULTS: Options = {
  names: [
    'mode',
    'type',
    'kind',
    'status',
    'state',
    'unit',
    'sort',
    'order',
    'level',
    'priority',
    'format',
    'region',
    'severity',
    'direction',
    'visibility',
    'sort_by',
    'order_by',
  ],
  ignore: ['content_type', 'mime_type', 'media_type', 'date_format', 'time_format', 'datetime_format'],
  freeTextNames: [
    'query',
    'q',
    'search',
    'text',
    'body',
    'content',
    'message',
    'prompt',
    'description',
    'title',
    'comment',
    'instructions',
    'code',
    'script',
    'command',
    'input',
    'notes',
    'summary',
  ],
  listPhrases: DEFAULT_LIST_PHRASES,
  examplePhrases: DEFAULT_EXAMPLE_PHRASES,
  openEndPhrases: DEFAULT_OPEN_END_PHRASES,
  openSetPhrases: [
    'any value',
    'any string',
    'free text',
    'free-form',
    'arbitrary',
    'custom',
    'user-defined',
    'to get valid',
    'to list valid',
    'to find valid',
    'comma-separated',
    'comma separated',
    '任意',
    '自定义',
    '自定義',
    '逗号分隔',
    '逗號分隔',
  ],
  checkOutput: false,
};

const phraseList = (description: string, defaults: string[]) => ({
  type: 'array',
  items: { type: 'string', minLength: 1 },
  description,
  default: defaults,
});

/** `sort_order` ends with `order`; `states` is the plural of `state`. */
function endsWith(words: readonly string[], tail: readonly string[]): boolean {
  if (tail.length === 0 || words.length < tail.length) return false;
  const offset = words.length - tail.length;
  return tail.every((t, i) => {
    const w = words[offset + i];
    return w === t || (i === tail.length - 1 && (w === `${t}s` || w === `${t}es`));
  });
}

const shownValues = (values: string[]) =>
  values
    .slice(0, 6)
    .map((v) => JSON.stringify(v))
    .join(', ') + (values.length > 6 ? ', …' : '');

/**
 * Values that stand beside an open set rather than make a closed one: "`none`, `any`, or a user
 * id" lists the special cases of a parameter that takes ids.
 */
const SENTINELS = new Set(['none', 'any', 'all', 'null', 'empty', '*', 'me', 'self', 'default', 'auto', 'unassigned']);
const isSentinel = (value: string) => SENTINELS.has(value.toLowerCase().replace(/^[`'"@]+|[`'"]+$/g, ''));

export default defineRule({
  meta: {
    id: 'param-enum-suggested',
    description: 'A string parameter that takes one of a fixed set of values, by its name or its description, declares them in `enum`.',
    recommended: 'off',
    strict: 'info',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        names: phraseList(
          'Parameter names that stand for a closed set; a name matches when its last words are these (`sort_order` matches `order`, `types` matches `type`).',
          DEFAULTS.names,
        ),
        ignore: phraseList('Whole parameter names never reported for their name (free-form formats and media types).', DEFAULTS.ignore),
        freeTextNames: phraseList(
          'Whole parameter names of free text (a query, a message): the values their descriptions quote are syntax or examples, so they are never reported.',
          DEFAULTS.freeTextNames,
        ),
        listPhrases: phraseList('Phrases that introduce a closed list of values in a description.', DEFAULTS.listPhrases),
        examplePhrases: phraseList('Phrases that make the values after them examples, not a closed set.', DEFAULTS.examplePhrases),
        openEndPhrases: phraseList('Phrases after a list that leave it open.', DEFAULTS.openEndPhrases),
        openSetPhrases: phraseList('Phrases in a description that say the set is open, so the name alone is not reported.', DEFAULTS.openSetPhrases),
        checkOutput: { type: 'boolean', description: 'Also check output schemas.', default: false },
      },
    },
    messages: {
      listed:
        'Parameter "{{path}}" is a free string, but its description lists the values it takes ({{values}}): declare them as `enum`, so the model cannot send anything else.',
      named:
        'Parameter "{{path}}" is a free string, but its name says it takes one of a fixed set: list the values in `enum`, or say in the description that any value is accepted.',
    },
  },
  create(context, options: Options) {
    const phrases = { listPhrases: options.listPhrases, examplePhrases: options.examplePhrases, openEndPhrases: options.openEndPhrases };
    const names = options.names.map(nameWords);
    const key = (n: string) => nameWords(n).join('_');
    const ignored = new Set(options.ignore.map(key));
    const freeText = new Set(options.freeTextNames.map(key));
    return {
      schema(visit) {
        if (visit.role === 'output' && !options.checkOutput) return;
        const chain = freeStringChain(visit);
        if (!chain) return;
        const words = nameWords(chain.name);
        if (freeText.has(words.join('_'))) return;
        const description = chainDescription(chain)?.text ?? '';
        const path = schemaPath(visit);
        const closedName = !ignored.has(words.join('_')) && names.some((tail) => endsWith(words, tail));
        // A weak list ("(username or organization)") is read as values only where the name agrees.
        // The tool's vocabulary (a walk of all its schemas) is only made when a list is found.
        const list = valueListsIn(description, phrases).find(
          (l) => (closedName || !l.weak) && !l.values.every(isSentinel) && !refersElsewhere(l.values, toolVocabulary(context.registry, visit.tool)),
        );
        if (list) {
          context.report({ messageId: 'listed', data: { path, values: shownValues(list.values) } });
          return;
        }
        if (!closedName) return;
        if (mentionsExamples(description, phrases) || findPhrase(description, options.openSetPhrases)) return;
        context.report({ messageId: 'named', data: { path } });
      },
    };
  },
});
