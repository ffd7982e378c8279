import { defineRule } from '../../src/engine/index.js';
import {
  allPhrases,
  asciiWords,
  findPhrase,
  hasAnyPhrase,
  hasCjk,
  isAsciiText,
  type PhraseOptions,
  phraseOptionsSchema,
  phrasePattern,
  NEGATIONS,
} from '../../src/kit/index.js';
import { nameWords, type Tool } from '../../src/model/index.js';

/**
 * Ways of saying when not to call a tool, or what to call instead. "only." is a sentence that
 * ends by narrowing the tool's use ("… as part of creating a workspace only.").
 */
export const WHEN_NOT_TO_USE_PHRASES = [
  'do not use',
  "don't use",
  'do not call',
  "don't call",
  'never use',
  'never call',
  'not for',
  'not intended',
  'not meant',
  'not designed',
  'not suitable',
  'not appropriate',
  'not to be used',
  'should not be used',
  "shouldn't be used",
  'must not be used',
  'when not to use',
  'instead',
  'rather than',
  'prefer',
  'avoid',
  'only use',
  'use only',
  'only for',
  'only when',
  'only if',
  'only call',
  'only.',
  'unless',
  'except',
  'do not need to use',
  "don't need to use",
  'no need to use',
  'do not need to call',
  "don't need to call",
  'no need to call',
  '不适用',
  '不要用于',
  '不要使用',
  '不要调用',
  '请勿',
  '勿用',
  '切勿',
  '不应',
  '不能用于',
  '不用于',
  '请用',
  '请使用',
  '请改用',
  '改用',
  '而不是',
  '而非',
  '仅用于',
  '只用于',
  '仅限',
  '仅在',
  '只在',
  '避免',
  '禁止',
  '除非',
  '不支持',
  '不適用',
  '不要用於',
  '不要調用',
  '請勿',
  '不應',
  '不能用於',
  '不用於',
  '請用',
  '請使用',
  '請改用',
  '僅用於',
  '只用於',
  '僅限',
  '僅在',
  '不支援',
];

/** Identifier-like runs of ASCII text: where a tool name can appear, also inside Chinese text. */
const IDENTIFIER = /[A-Za-z0-9_.-]+/g;

/**
 * "use the 'update_issue' tool", "use read_file tool", "use `list_pipelines` for project-wide
 * runs": a tool named by an identifier, registry or not, offered for some other case.
 */
const USE_NAMED_TOOL = /\b[Uu]se\s+(?:the\s+)?[`'"]?(?:[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*)[`'"]?\s+(?:tool|for|to|when|if)\b/;

interface Options extends PhraseOptions {
  toolMentions: boolean;
  negations: string[];
}

export default defineRule({
  meta: {
    id: 'tool-description-when-not-to-use',
    description: 'Descriptions say when not to use the tool, or what to use instead.',
    recommended: 'off',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ...phraseOptionsSchema(
          WHEN_NOT_TO_USE_PHRASES,
          'Phrases that say when not to use a tool or what to use instead ("Do not use", "instead", 不适用, 请用); replaces the built-in list.',
        ),
        toolMentions: {
          type: 'boolean',
          default: true,
          description: 'Accept a description that names another tool of the registry, or says "use the <name> tool": it points the model elsewhere.',
        },
        negations: {
          type: 'array',
          items: { type: 'string' },
          default: NEGATIONS,
          description: 'Words that, right before a word of the tool\'s name, say when not to use it ("Do NOT switch to Plan when …" for copilot_switchAgent).',
        },
      },
    },
    messages: {
      missing: 'The description of "{{name}}" does not say when not to use the tool: add a sentence such as "Do not use it for …; use X instead".',
    },
  },
  create(context, options: Options) {
    const phrases = allPhrases(options);
    // Only names of two words or more: a one-word name ("search") is too likely to be plain text.
    // Looked up by token rather than one regex per name, so a registry of n tools costs n
    // lookups per description, not n regex scans.
    const names = new Set(
      options.toolMentions
        ? context.registry.tools
            .map((t) => t.name)
            .filter((n) => nameWords(n).length >= 2)
            .map((n) => n.toLowerCase())
        : [],
    );
    // A name without . or - that a token of ASCII text equals is a whole run of word characters
    // there: when no word of the text is a name, no token is, and the tokens need not be made.
    const dotted = [...names].some((n) => n.includes('.') || n.includes('-'));
    const mentionsOther = (text: string, self: string) => {
      if (!options.toolMentions) return false;
      const words = dotted ? undefined : asciiWords(text);
      if (words && !words.some((w) => names.has(w))) return USE_NAMED_TOOL.test(text);
      const own = self.toLowerCase();
      // ASCII text is lowered once; elsewhere lowering the whole text could join tokens (K, the Kelvin sign, lowers to k).
      const ascii = isAsciiText(text);
      for (const token of (ascii ? text.toLowerCase() : text).match(IDENTIFIER) ?? []) {
        const end = token.charCodeAt(token.length - 1);
        const cut = end === 0x2e || end === 0x2d ? token.replace(/[.-]+$/, '') : token;
        const t = ascii ? cut : cut.toLowerCase();
        if (t !== own && names.has(t)) return true;
      }
      return USE_NAMED_TOOL.test(text);
    };
    const latinNegations = options.negations.filter((n) => !hasCjk(n));
    // A blank negation matches before every word: only the Unicode regex, unfiltered, says so.
    const blankNegation = latinNegations.some((n) => n.trim() === '');
    // One regex that captures the word after each negation; the tool's own words are then
    // looked up in a Set (compiling a regex per tool costs milliseconds each). Compiled when
    // first needed, and for ASCII text without the `u` flag, which compiles and runs faster.
    let unicodeNegated: RegExp | undefined;
    let asciiNegated: RegExp | null | undefined;
    const negatedFor = (text: string): RegExp => {
      if (isAsciiText(text)) {
        if (asciiNegated === undefined) {
          const parts = latinNegations.map((n) => phrasePattern(n, true));
          // A negation with ſ or K (Kelvin) may match ASCII text only as the Unicode regex reads it.
          if (parts.includes(undefined) || blankNegation) asciiNegated = null;
          else {
            const ascii = parts.filter((p): p is string => typeof p === 'string');
            asciiNegated = ascii.length === 0 ? /(?!)/g : new RegExp(`(?:${ascii.join('|')})\\s+([A-Za-z0-9_]+)`, 'gi');
          }
        }
        if (asciiNegated) return asciiNegated;
      }
      unicodeNegated ??= new RegExp(`(?:${latinNegations.map((n) => phrasePattern(n)).join('|')})\\s+([\\p{L}\\p{N}_]+)`, 'giu');
      return unicodeNegated;
    };
    // "Do NOT switch to Plan when …" in the description of copilot_switchAgent: a word of the
    // name right after a negation. Short words ("get", "pr") are too common to count.
    const nameNegated = (text: string, tool: Tool) => {
      if (latinNegations.length === 0 || (!blankNegation && !hasAnyPhrase(text, latinNegations))) return false;
      const words = new Set(nameWords(tool.name).filter((w) => w.length >= 4));
      if (words.size === 0) return false;
      // Name words are lower-case ASCII: a text that does not hold one, lowered, cannot match.
      const lower = text.toLowerCase();
      let held = false;
      for (const w of words) if (lower.includes(w)) held = true;
      if (!held) return false;
      for (const m of text.matchAll(negatedFor(text))) if (words.has(m[1].toLowerCase())) return true;
      return false;
    };
    return {
      tool(tool) {
        const text = tool.description?.replace(/[\u2018\u2019]/g, "'");
        if (text === undefined || text.trim() === '') return;
        if (findPhrase(text, phrases) !== undefined || nameNegated(text, tool) || mentionsOther(text, tool.name)) return;
        context.report({ messageId: 'missing', at: tool.refs.description ?? tool.source, data: { name: tool.name } });
      },
    };
  },
});
