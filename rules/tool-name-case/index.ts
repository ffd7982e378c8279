import { defineRule, MIN_SHARE_SCHEMA, isConvention, PREFIX_DEFAULTS, PREFIX_SCHEMA, prefixSplitter, type NameParts, type PrefixOptions, DEFAULT_VERBS } from '../../src/engine/index.js';
import { nameWords, type Tool } from '../../src/model/index.js';

type Style = 'snake' | 'camel' | 'kebab' | 'pascal';

interface Options extends PrefixOptions {
  style: Style | 'consistent';
  minShare: number;
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** In this order ties between styles are broken when `consistent` looks for the majority. */
const STYLES: Record<Style, { label: string; fits: RegExp; join(words: string[]): string }> = {
  // An acronym in capitals (`generate_DNA_sequence`) is still snake_case to a reader.
  snake: { label: 'snake_case', fits: /^[a-z][a-z0-9]*(?:_(?:[a-z0-9]+|[A-Z0-9]+))*$/, join: (w) => w.join('_') },
  // Acronyms (`getVSCodeAPI`) are accepted: camelCase guides differ on them, models do not care.
  camel: { label: 'camelCase', fits: /^[a-z][A-Za-z0-9]*$/, join: (w) => w[0] + w.slice(1).map(cap).join('') },
  kebab: { label: 'kebab-case', fits: /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, join: (w) => w.join('-') },
  pascal: { label: 'PascalCase', fits: /^[A-Z][A-Za-z0-9]*$/, join: (w) => w.map(cap).join('') },
};
const ORDER = Object.keys(STYLES) as Style[];
const VERBS = new Set(DEFAULT_VERBS);

/** The pieces of a name that are each judged: dotted namespaces, the prefix word, the rest. */
function pieces(parts: NameParts): string[] {
  const out = parts.namespace.split('.').filter(Boolean);
  const prefix = parts.prefix.replace(/[^A-Za-z0-9]+$/, '');
  if (prefix !== '') out.push(prefix);
  out.push(parts.rest);
  return out;
}

function convert(piece: string, style: Style): string {
  if (STYLES[style].fits.test(piece)) return piece;
  const words = nameWords(piece);
  return words.length === 0 ? piece : STYLES[style].join(words);
}

/** The name rewritten in `style`, keeping its namespaces and the separator after its prefix. */
function rewrite(parts: NameParts, style: Style): string {
  const namespace = parts.namespace.split('.').slice(0, -1).map((s) => convert(s, style)).join('.');
  const prefixWord = parts.prefix.replace(/[^A-Za-z0-9]+$/, '');
  const prefix = prefixWord === '' ? '' : convert(prefixWord, style) + parts.prefix.slice(prefixWord.length);
  return (namespace === '' ? '' : `${namespace}.`) + prefix + convert(parts.rest, style);
}

export default defineRule({
  meta: {
    id: 'tool-name-case',
    description: 'Tool names in a registry share one casing style.',
    recommended: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        minShare: MIN_SHARE_SCHEMA,
        style: {
          enum: ['snake', 'camel', 'kebab', 'pascal', 'consistent'],
          description: 'The casing every name must use; `consistent` takes the style most names of the registry already use.',
          default: 'snake',
        },
        ...PREFIX_SCHEMA,
      },
    },
    defaults: { style: 'snake', minShare: 0.8, ...PREFIX_DEFAULTS } as Options,
    recommendedOptions: { style: 'consistent' },
    messages: {
      wrongStyle: 'Tool name "{{name}}" is not {{style}}: name it "{{suggestion}}".',
      inconsistent: 'Tool name "{{name}}" is not {{style}}, the style of {{count}} of the {{total}} names that show one in this registry: name it "{{suggestion}}".',
    },
  },
  create(context, options) {
    const split = prefixSplitter(context.registry, (w) => VERBS.has(w), options);
    // Non-ASCII names are the pattern rule's business: converting them would drop letters.
    const judged = (tool: Tool) => tool.nameOrigin === 'declared' && /^[\x20-\x7e]+$/.test(tool.name);
    let majority: { style: Style; count: number; total: number } | undefined | null;
    const majorityStyle = () => {
      if (majority !== undefined) return majority;
      const votes = new Map<Style, number>();
      let total = 0;
      for (const tool of context.registry.tools) {
        if (!judged(tool)) continue;
        const parts = split(tool.name);
        // One word fits every lower-case style, so it says nothing about which one is used.
        if (parts.words.length < 2) continue;
        const style = ORDER.find((s) => STYLES[s].fits.test(parts.rest));
        total++;
        if (style) votes.set(style, (votes.get(style) ?? 0) + 1);
      }
      const best = ORDER.reduce<Style | undefined>((b, s) => ((votes.get(s) ?? 0) > (b ? votes.get(b) ?? 0 : 0) ? s : b), undefined);
      return (majority = best ? { style: best, count: votes.get(best)!, total } : null);
    };
    return {
      tool(tool) {
        if (!judged(tool)) return;
        const parts = split(tool.name);
        if (parts.words.length === 0) return;
        const chosen = options.style === 'consistent' ? majorityStyle() : { style: options.style, count: 0, total: 0 };
        if (!chosen || (options.style === 'consistent' && !isConvention(chosen.count, chosen.total, options.minShare))) return;
        const { fits, label } = STYLES[chosen.style];
        if (pieces(parts).every((p) => fits.test(p))) return;
        const at = tool.refs.name ?? tool.source;
        const data = { name: tool.name, style: label, suggestion: rewrite(parts, chosen.style) };
        if (options.style === 'consistent') context.report({ messageId: 'inconsistent', at, data: { ...data, count: chosen.count, total: chosen.total } });
        else context.report({ messageId: 'wrongStyle', at, data });
      },
    };
  },
});
