import { defineRule } from '../../src/engine/index.js';
import { DEFAULT_CLASSIFICATION, nameWords } from '../../src/model/index.js';

/**
 * Verbs that say what a tool does but decide no kind, so the classification lists leave them
 * out. `do`, `handle`, `process`, `manage` and `perform` are missing on purpose: they are verbs
 * that say nothing about what the tool does.
 */
const COMMON_VERBS = [
  'accept', 'ask', 'answer', 'assess', 'audit', 'authenticate', 'buy', 'call', 'capture', 'choose',
  'classify', 'click', 'combine', 'confirm', 'connect', 'crawl', 'decline', 'decode', 'decrypt',
  'disconnect', 'dismiss', 'display', 'divide', 'draft', 'draw', 'encode', 'encrypt', 'evaluate',
  'fill', 'filter', 'flip', 'forecast', 'geocode', 'go', 'hover', 'invoke', 'join', 'locate',
  'look', 'match', 'measure', 'mix', 'monitor', 'multiply', 'navigate', 'peek', 'pick', 'place',
  'plan', 'play', 'plot', 'press', 'print', 'prioritize', 'rank', 'record', 'refresh', 'remind',
  'rent', 'reprioritize', 'rerun', 'reschedule', 'retry', 'review', 'roll', 'sample', 'scrape',
  'scroll', 'select', 'sell', 'share', 'shuffle', 'sign', 'simulate', 'solve', 'sort', 'split',
  'subtract', 'sum', 'take', 'trace', 'track', 'transcribe', 'type', 'visit', 'wait',
];

const DEFAULT_VERBS = [
  ...new Set([...DEFAULT_CLASSIFICATION.read, ...DEFAULT_CLASSIFICATION.write, ...DEFAULT_CLASSIFICATION.destructive, ...COMMON_VERBS]),
]
  .filter((v) => /^[a-z0-9]+$/.test(v))
  .sort();

interface Options {
  verbs: string[];
  allow: string[];
}

export default defineRule({
  meta: {
    id: 'tool-name-verb',
    description: 'Tool names start with a verb that says what the tool does.',
    recommended: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        verbs: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'The verbs a name may start with; replaces the built-in list.',
          default: DEFAULT_VERBS,
        },
        allow: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Verbs accepted besides `verbs`, for a project\'s own vocabulary.',
          default: [],
        },
      },
    },
    defaults: { verbs: DEFAULT_VERBS, allow: [] } as Options,
    messages: {
      noVerb: 'Tool name "{{name}}" starts with "{{word}}", which is not a known verb: start it with what the tool does (get_, search_, create_, …).',
      verbLater: 'Tool name "{{name}}" starts with "{{word}}" rather than the verb "{{verb}}": name it "{{suggestion}}".',
    },
  },
  create(context, options) {
    const verbs = new Set([...options.verbs, ...options.allow].map((v) => v.toLowerCase()));
    return {
      tool(tool) {
        // Names the loader made up (OpenAPI method + path) are not the user's to fix here.
        if (tool.nameOrigin !== 'declared' || tool.name === '') return;
        const dot = tool.name.lastIndexOf('.');
        const namespace = tool.name.slice(0, dot + 1);
        const segment = tool.name.slice(dot + 1);
        const words = nameWords(segment);
        if (words.length === 0 || verbs.has(words[0])) return;
        const at = tool.refs.name ?? tool.source;
        // `issue_dependency_read`: a trailing verb is the one that was meant, even when a word
        // before it could also be a verb (`pull_request_review_write`).
        const last = words.length - 1;
        const later = last > 0 && verbs.has(words[last]) ? last : words.findIndex((w, i) => i > 0 && verbs.has(w));
        if (later === -1) {
          context.report({ messageId: 'noVerb', at, data: { name: tool.name, word: words[0] } });
          return;
        }
        const reordered = [words[later], ...words.slice(0, later), ...words.slice(later + 1)];
        const suggestion = namespace + joinLike(segment, reordered);
        context.report({ messageId: 'verbLater', at, data: { name: tool.name, word: words[0], verb: words[later], suggestion } });
      },
    };
  },
});

/** Joins words in the style of `original`: snake_case, kebab-case, camelCase or PascalCase. */
function joinLike(original: string, words: string[]): string {
  if (original.includes('_')) return words.join('_');
  if (original.includes('-')) return words.join('-');
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const head = /^[A-Z]/.test(original) ? cap(words[0]) : words[0];
  return head + words.slice(1).map(cap).join('');
}
