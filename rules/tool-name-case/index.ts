import { defineRule } from '../../src/engine/index.js';
import {
  convertName,
  isConvention,
  judgedToolName,
  MIN_SHARE_SCHEMA,
  mostCommon,
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

/** Underscores a name starts with (`__book_room`): they mark it, by a framework's custom, and are no part of its casing. */
const LEADING = /^_+/;

/**
 * The pieces of a name that are each judged: the prefix word and the rest. Dotted namespaces
 * are not judged here; see `codeReference`.
 */
function pieces(parts: NameParts, sharedPrefix: string | undefined): string[] {
  const prefix = parts.prefix.replace(/[^A-Za-z0-9]+$/, '').replace(LEADING, '');
  // A prefix written as most of the registry's names write it (`API-` before every Notion tool)
  // is the registry's convention, not a casing slip of this name.
  return prefix === '' || parts.prefix === sharedPrefix ? [parts.rest.replace(LEADING, '')] : [prefix, parts.rest];
}

/** The prefix as most names that have one write it, when at least two do. */
function mostWrittenPrefix(names: readonly string[], split: (name: string) => NameParts): string | undefined {
  const best = mostCommon(names.map((name) => split(name).prefix).filter((prefix) => prefix !== ''));
  return best && best.count >= 2 ? best.value : undefined;
}

/**
 * A dotted name whose namespace is written in another style than the one expected names code
 * (`EventSettingsApi.get_event`, `RootObjectMapper.doXContent`): a class or module whose
 * casing the code behind the tool fixes, so a rename in the registry's style would not fit it
 * either. Whether a dot is allowed in a name at all is tool-name-pattern's question.
 */
function codeReference(parts: NameParts, fits: RegExp): boolean {
  return parts.namespace.split('.').some((segment) => segment !== '' && !fits.test(segment.replace(LEADING, '')));
}

/** The name rewritten in `style`, keeping its namespaces, its leading underscores and the separator after its prefix. */
function rewrite(parts: NameParts, style: Style): string {
  const prefixWord = parts.prefix.replace(/[^A-Za-z0-9]+$/, '');
  const prefix = prefixWord === '' ? '' : convertLeading(prefixWord, style) + parts.prefix.slice(prefixWord.length);
  return parts.namespace + prefix + (prefix === '' ? convertLeading(parts.rest, style) : convertName(parts.rest, style));
}

function convertLeading(piece: string, style: Style): string {
  const lead = LEADING.exec(piece)?.[0] ?? '';
  return lead + convertName(piece.slice(lead.length), style);
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
    let sharedPrefix: string | undefined | null;
    const writtenPrefix = () => {
      if (sharedPrefix === undefined)
        sharedPrefix =
          mostWrittenPrefix(
            context.registry.tools.filter(judgedToolName).map((t) => t.name),
            split,
          ) ?? null;
      return sharedPrefix ?? undefined;
    };
    return {
      tool(tool) {
        if (!judgedToolName(tool)) return;
        const parts = split(tool.name);
        if (parts.words.length === 0) return;
        const chosen = options.style === 'consistent' ? majorityStyle() : { style: options.style, count: 0, total: 0 };
        if (!chosen || (options.style === 'consistent' && !isConvention(chosen.count, chosen.total, options.minShare))) return;
        const { fits, label } = NAME_STYLES[chosen.style];
        if (pieces(parts, parts.prefix === '' ? undefined : writtenPrefix()).every((p) => fits.test(p)) || codeReference(parts, fits)) return;
        const at = tool.refs.name ?? tool.source;
        const suggestion = rewrite(parts, chosen.style);
        // Pieces that no casing fits (a name that is a number) are not a matter of style: renaming
        // to itself helps nobody. A name another tool has (`getUser` beside `get_user`) is no
        // rename either: the two differ only in case, which tool-name-unique reports.
        if (suggestion === tool.name || context.view.toolNames().has(suggestion)) return;
        const data = { name: tool.name, style: label, suggestion };
        if (options.style === 'consistent') context.report({ messageId: 'inconsistent', at, data: { ...data, count: chosen.count, total: chosen.total } });
        else context.report({ messageId: 'wrongStyle', at, data });
      },
    };
  },
});
