import { defineRule } from '../../src/engine/index.js';
import {
  toolParameters,
  PREFIX_DEFAULTS,
  PREFIX_SCHEMA,
  prefixSplitter,
  type PrefixOptions,
  DEFAULT_VERBS,
  toolLabel,
  PAGING_DEFAULTS,
  PAGING_SCHEMA,
  pagingReader,
  type PagingNames,
  stem,
} from '../../src/kit/index.js';

interface Options extends PagingNames, PrefixOptions {
  verbs: string[];
  smallCollections: string[];
}

/** Things there are only ever a few of: a list of them needs no paging. */
const SMALL = [
  'type',
  'category',
  'field',
  'label',
  'tag',
  'setting',
  'option',
  'kind',
  'mode',
  'language',
  'locale',
  'currency',
  'country',
  'region',
  'timezone',
  'tool',
  'permission',
  'role',
  'scope',
  'status',
  'environment',
];

const DEFAULTS: Options = { verbs: ['list', 'search'], smallCollections: SMALL, ...PAGING_DEFAULTS, ...PREFIX_DEFAULTS };
const KNOWN_VERBS = new Set(DEFAULT_VERBS);

export default defineRule({
  meta: {
    id: 'collection-tool-limit',
    description: 'Tools that return collections (`list_`, `search_`) take a bounded count or a cursor.',
    recommended: 'off',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        verbs: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Leading verbs of tools that return a collection.',
          default: DEFAULTS.verbs,
        },
        smallCollections: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Last name words (singular) of collections small by nature, whose tools are not reported: `list_issue_types`, `list_labels`.',
          default: DEFAULTS.smallCollections,
        },
        ...PAGING_SCHEMA,
        ...PREFIX_SCHEMA,
      },
    },
    messages: {
      unbounded:
        'Collection tool "{{name}}" takes no limit or cursor: a model cannot ask for one page, and a long result floods its context; add a bounded `limit` and a `cursor` to page on.',
    },
  },
  create(context, options: Options) {
    const { registry } = context;
    const verbs = new Set(options.verbs.map((v) => v.toLowerCase()));
    const split = prefixSplitter(registry, (w) => KNOWN_VERBS.has(w) || verbs.has(w), options);
    const read = pagingReader(options);
    const small = new Set(options.smallCollections.map((w) => stem(w.toLowerCase())));
    return {
      tool(tool) {
        if (tool.name === '') return;
        const { words } = split(tool.name);
        if (words.length === 0 || !verbs.has(words[0]) || small.has(stem(words[words.length - 1]))) return;
        const paging = read(toolParameters(registry, tool));
        if (paging.cursor || paging.limit || paging.offset) return;
        context.report({ messageId: 'unbounded', at: tool.refs.name ?? tool.source, data: { name: toolLabel(tool) } });
      },
    };
  },
});
