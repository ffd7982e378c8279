import { defineRule } from '../../src/engine/index.js';
import { PREFIX_SCHEMA, prefixSplitter, type PrefixOptions, DEFAULT_VERBS } from '../../src/kit/index.js';
import { nameWords } from '../../src/model/index.js';

interface Options extends PrefixOptions {
  vagueVerbs: string[];
  vagueObjects: string[];
  grabBagWords: string[];
}

/** Verbs that fit any tool: with nothing after them, the name says nothing. */
/** A vague object that at least this many tools name (the tool itself among them) is the product's own noun. */
const DOMAIN_NOUN_TOOLS = 3;

const VAGUE_VERBS = ['do', 'handle', 'process', 'manage', 'perform', 'run', 'execute', 'invoke', 'call', 'make', 'go', 'use', 'apply'];

/**
 * Objects that fit any tool. Domain nouns that are often generic (`item`, `task`, `record`,
 * `message`, `resource`) are left out, and so are plurals: Kubernetes `services`, S3
 * `objects`, GitHub `actions` and a proxy's `tools` are what those servers are about.
 */
const VAGUE_OBJECTS = [
  'thing',
  'things',
  'stuff',
  'data',
  'info',
  'information',
  'object',
  'entity',
  'service',
  'tool',
  'function',
  'action',
  'operation',
  'op',
  'generic',
  'general',
  'common',
  'something',
  'anything',
  'everything',
  'it',
  'all',
  'my',
  'the',
  'a',
  'an',
  'some',
];

/** Words that make a name a drawer of unrelated functions wherever they stand last. */
const GRAB_BAG = ['util', 'utils', 'utility', 'utilities', 'helper', 'helpers', 'misc', 'miscellaneous', 'stuff', 'toolkit', 'toolbox'];

const words = (description: string, defaults: string[]) => ({
  type: 'array',
  items: { type: 'string', minLength: 1 },
  description,
  default: defaults,
});

export default defineRule({
  meta: {
    id: 'tool-name-vague',
    description: 'Tool names say what the tool does, not `do_thing`, `handle_data` or `misc`.',
    recommended: 'warn',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        vagueVerbs: words('Verbs that say nothing on their own (`do`, `handle`, `process`): reported when no specific word follows.', VAGUE_VERBS),
        vagueObjects: words('Nouns that could be anything (`data`, `thing`, `service`): reported when a name has no other object.', VAGUE_OBJECTS),
        grabBagWords: words('Words that make a name a grab bag (`util`, `helpers`, `misc`) when they end it.', GRAB_BAG),
        ...PREFIX_SCHEMA,
      },
    },
    messages: {
      grabBag:
        'Tool name "{{name}}" ends in "{{word}}", which makes it a grab bag: split it into tools named for the one thing each does (parse_csv, format_date).',
      vagueVerb: 'Tool name "{{name}}" is only the vague verb "{{word}}": say what it does and to what (resize_image, refund_payment).',
      nothing: 'Tool name "{{name}}" is made only of vague words ({{words}}): name the action and what it acts on (search_tickets, create_invoice).',
      vagueObject:
        'Tool name "{{name}}" does not say what "{{verb}}" acts on: "{{word}}" could be anything, so name the object instead (orders, invoices, open tickets).',
    },
  },
  create(context, options: Options) {
    const lower = (list: string[]) => new Set(list.map((w) => w.toLowerCase()));
    const vagueVerbs = lower(options.vagueVerbs);
    const vagueObjects = lower(options.vagueObjects);
    const grabBag = lower(options.grabBagWords);
    const verbs = new Set([...DEFAULT_VERBS, ...vagueVerbs]);
    const split = prefixSplitter(context.registry, (w) => verbs.has(w), options);
    return {
      tool(tool) {
        if (tool.nameOrigin !== 'declared') return;
        const parts = split(tool.name);
        const w = parts.words;
        if (w.length === 0) return;
        const at = tool.refs.name ?? tool.source;
        const name = tool.name;
        const vague = (x: string) => vagueVerbs.has(x) || vagueObjects.has(x);
        // A dotted namespace is part of what the name says: `sql.execute` executes SQL. A
        // vendor prefix is not: `copilot_run` still says nothing.
        const outer = nameWords(parts.namespace).filter((x) => !vague(x));
        const specific = w.filter((x) => !vague(x));
        if (specific.length === 0 && outer.length === 0) {
          if (w.length === 1 && vagueVerbs.has(w[0])) context.report({ messageId: 'vagueVerb', at, data: { name, word: w[0] } });
          else context.report({ messageId: 'nothing', at, data: { name, words: w.map((x) => `"${x}"`).join(', ') } });
          return;
        }
        const last = w[w.length - 1];
        if (grabBag.has(last)) {
          context.report({ messageId: 'grabBag', at, data: { name, word: last } });
          return;
        }
        // `query_service`, `get_data`: a verb that is specific enough, with an object that is not.
        if (outer.length === 0 && specific.length === 1 && specific[0] === w[0] && w.length > 1 && verbs.has(w[0])) {
          const word = w.slice(1).find((x) => vagueObjects.has(x));
          // Cloud Run's `get_service` beside `list_services` and `get_service_log`: a word several
          // tools name is the product's own noun, which its users know, not a vague one.
          if (word !== undefined && context.view.toolsNaming(word) < DOMAIN_NOUN_TOOLS)
            context.report({ messageId: 'vagueObject', at, data: { name, verb: w[0], word } });
        }
      },
    };
  },
});
