import { defineRule } from '../../src/engine/index.js';
import { PREFIX_SCHEMA, prefixSplitter, splitName, type NameParts, type PrefixOptions, DEFAULT_VERBS } from '../../src/kit/index.js';
import { nameWords, upperFirst } from '../../src/model/index.js';

/**
 * Verbs that say little on their own (`manage_users`). The name does start with a verb, so this
 * rule lets them pass; whether they say enough is tool-name-vague's question.
 */
const SAY_LITTLE = ['do', 'handle', 'process', 'manage', 'perform'];

interface Options extends PrefixOptions {
  verbs: string[];
  allow: string[];
}

export default defineRule({
  meta: {
    id: 'tool-name-verb',
    description: 'Tool names start with a verb that says what the tool does.',
    recommended: 'off',
    strict: 'info',
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
          description: "Verbs accepted besides `verbs`, for a project's own vocabulary.",
          default: [],
        },
        ...PREFIX_SCHEMA,
      },
    },
    messages: {
      noVerb: 'Tool name "{{name}}" starts with "{{word}}", which is not a known verb: start it with what the tool does (get_, search_, create_, …).',
      verbLater: 'Tool name "{{name}}" starts with "{{word}}" rather than the verb "{{verb}}": name it "{{suggestion}}".',
      noVerbAfterPrefix:
        'Tool name "{{name}}" has "{{word}}" after its prefix "{{prefix}}", which is not a known verb: follow the prefix with what the tool does (get, search, create, …).',
      verbLaterAfterPrefix: 'Tool name "{{name}}" has "{{word}}" after its prefix "{{prefix}}" rather than the verb "{{verb}}": name it "{{suggestion}}".',
    },
  },
  create(context, options: Options) {
    const verbs = new Set([...options.verbs, ...options.allow, ...SAY_LITTLE].map((v) => v.toLowerCase()));
    const split = prefixSplitter(context.registry, (w) => verbs.has(w), options);
    return {
      tool(tool) {
        // Names the loader made up (OpenAPI method + path) are not the user's to fix here.
        if (tool.nameOrigin !== 'declared' || tool.name === '') return;
        if (verbInEarlierSegment(tool.name, verbs)) return;
        const parts = split(tool.name);
        if (parts.words.length === 0 || verbs.has(parts.words[0])) return;
        const { namespace, prefix, rest, words } = numbered(parts, tool.name);
        if (verbs.has(words[0])) return;
        // `zpa_list_segments`, `copilot_getErrors`: one word, the verb, then what it acts on. The
        // first word reads as the server's or product's namespace, however few tools share it.
        const last = words.length - 1;
        if (prefix === '' && last > 1 && verbs.has(words[1]) && !verbs.has(words[last])) return;
        const at = tool.refs.name ?? tool.source;
        const prefixWord = prefix.replace(/[^A-Za-z0-9]+$/, '');
        // `issue_dependency_read`: a trailing verb is the one that was meant, even when a word
        // before it could also be a verb (`pull_request_review_write`).
        const later = last > 0 && verbs.has(words[last]) ? last : words.findIndex((w, i) => i > 0 && verbs.has(w));
        if (later === -1) {
          if (prefix === '') context.report({ messageId: 'noVerb', at, data: { name: tool.name, word: words[0] } });
          else context.report({ messageId: 'noVerbAfterPrefix', at, data: { name: tool.name, word: words[0], prefix: prefixWord } });
          return;
        }
        const reordered = [words[later], ...words.slice(0, later), ...words.slice(later + 1)];
        const suggestion = namespace + prefix + joinLike(rest, reordered);
        const data = { name: tool.name, word: words[0], verb: words[later], suggestion };
        if (prefix === '') context.report({ messageId: 'verbLater', at, data });
        else context.report({ messageId: 'verbLaterAfterPrefix', at, data: { ...data, prefix: prefixWord } });
      },
    };
  },
});

/**
 * `analyze_image_with_question.pipeline`: a dotted name whose verb is in an earlier segment. The
 * last segment is judged on its own (`repo.list_issues`) unless an earlier one already says what
 * the tool does.
 */
function verbInEarlierSegment(name: string, verbs: ReadonlySet<string>): boolean {
  const segments = name.split('.');
  return segments.slice(0, -1).some((s) => {
    const first = nameWords(s)[0];
    return first !== undefined && verbs.has(first);
  });
}

/**
 * `Media_3_FindMovies`, `Hotels_4_ReserveHotel`: a service and its number before the action.
 * When no other prefix was found, the words up to the number are read as one.
 */
function numbered(parts: NameParts, name: string): NameParts {
  if (parts.prefix !== '') return parts;
  const at = parts.words.findIndex((w) => /^[0-9]+$/.test(w));
  if (at < 1 || at >= parts.words.length - 1) return parts;
  const split = splitName(name, [parts.words.slice(0, at + 1)]);
  return split.prefix === '' ? parts : split;
}

/** Joins words in the style of `original`: snake_case, kebab-case, camelCase or PascalCase. */
function joinLike(original: string, words: string[]): string {
  if (original.includes('_')) return words.join('_');
  if (original.includes('-')) return words.join('-');
  const head = /^[A-Z]/.test(original) ? upperFirst(words[0]) : words[0];
  return head + words.slice(1).map(upperFirst).join('');
}
