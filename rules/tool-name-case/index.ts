import { defineRule } from '../../src/engine/index.js';
import {
  convertName,
  isConvention,
  judgedToolName,
  MIN_SHARE_SCHEMA,
  NAME_STYLES,
  PREFIX_DEFAULTS,
  PREFIX_SCHEMA,
  prefixSplitter,
  toolNameConvention,
  DEFAULT_VERBS,
  type NameConvention,
  type NameParts,
  type NameStyle,
  type PrefixOptions,
} from '../../src/kit/index.js';

type Style = NameStyle;

interface Options extends PrefixOptions {
  style: Style | 'consistent';
  minShare: number;
}

const VERBS = new Set(DEFAULT_VERBS);

/** The pieces of a name that are each judged: dotted namespaces, the prefix word, the rest. */
function pieces(parts: NameParts): string[] {
  const out = parts.namespace.split('.').filter(Boolean);
  const prefix = parts.prefix.replace(/[^A-Za-z0-9]+$/, '');
  if (prefix !== '') out.push(prefix);
  out.push(parts.rest);
  return out;
}

/** The name rewritten in `style`, keeping its namespaces and the separator after its prefix. */
function rewrite(parts: NameParts, style: Style): string {
  const namespace = parts.namespace
    .split('.')
    .slice(0, -1)
    .map((s) => convertName(s, style))
    .join('.');
  const prefixWord = parts.prefix.replace(/[^A-Za-z0-9]+$/, '');
  const prefix = prefixWord === '' ? '' : convertName(prefixWord, style) + parts.prefix.slice(prefixWord.length);
  return (namespace === '' ? '' : `${namespace}.`) + prefix + convertName(parts.rest, style);
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
        style: {
          enum: ['snake', 'camel', 'kebab', 'pascal', 'consistent'],
          description: 'The casing every name must use; `consistent` takes the style most names of the registry already use.',
          default: 'snake',
        },
        minShare: MIN_SHARE_SCHEMA,
        ...PREFIX_SCHEMA,
      },
    },
    recommendedOptions: { style: 'consistent' },
    messages: {
      wrongStyle: 'Tool name "{{name}}" is not {{style}}: name it "{{suggestion}}".',
      inconsistent:
        'Tool name "{{name}}" is not {{style}}, the style of {{count}} of the {{total}} names that show one in this registry: name it "{{suggestion}}".',
    },
  },
  create(context, options: Options) {
    // The registry's own convention comes from the shared view; prefixes configured for this
    // rule alone change how names split, so the rule then measures with its own splitter.
    const ownPrefixes =
      options.prefixes.length > 0 || options.prefixMajority !== PREFIX_DEFAULTS.prefixMajority || options.prefixMinTools !== PREFIX_DEFAULTS.prefixMinTools;
    const split = ownPrefixes ? prefixSplitter(context.registry, (w) => VERBS.has(w), options) : context.view.nameParts;
    let majority: NameConvention | undefined | null;
    const majorityStyle = () => {
      if (majority === undefined) majority = (ownPrefixes ? toolNameConvention(context.registry, split) : context.view.toolNameConvention()) ?? null;
      return majority;
    };
    return {
      tool(tool) {
        if (!judgedToolName(tool)) return;
        const parts = split(tool.name);
        if (parts.words.length === 0) return;
        const chosen = options.style === 'consistent' ? majorityStyle() : { style: options.style, count: 0, total: 0 };
        if (!chosen || (options.style === 'consistent' && !isConvention(chosen.count, chosen.total, options.minShare))) return;
        const { fits, label } = NAME_STYLES[chosen.style];
        if (pieces(parts).every((p) => fits.test(p))) return;
        const at = tool.refs.name ?? tool.source;
        const suggestion = rewrite(parts, chosen.style);
        // Pieces that no casing fits (a name that is a number) are not a matter of style: renaming to itself helps nobody.
        if (suggestion === tool.name) return;
        const data = { name: tool.name, style: label, suggestion };
        if (options.style === 'consistent') context.report({ messageId: 'inconsistent', at, data: { ...data, count: chosen.count, total: chosen.total } });
        else context.report({ messageId: 'wrongStyle', at, data });
      },
    };
  },
});
