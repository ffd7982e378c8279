import { nameWords, upperFirst, type Registry, type Tool } from '../../model/index.js';
import type { NameParts } from './prefix.js';

export type NameStyle = 'snake' | 'camel' | 'kebab' | 'pascal';

/** The casing styles names are held to; in this order ties are broken when looking for the majority. */
export const NAME_STYLES: Record<NameStyle, { label: string; fits: RegExp; join(words: readonly string[]): string }> = {
  // An acronym in capitals (`generate_DNA_sequence`) is still snake_case to a reader.
  snake: { label: 'snake_case', fits: /^[a-z][a-z0-9]*(?:_(?:[a-z0-9]+|[A-Z0-9]+))*$/, join: (w) => w.join('_') },
  // Acronyms (`getVSCodeAPI`, `repoURL`) are accepted: camelCase guides differ on them, models do not care.
  camel: { label: 'camelCase', fits: /^[a-z][A-Za-z0-9]*$/, join: (w) => w[0] + w.slice(1).map(upperFirst).join('') },
  kebab: { label: 'kebab-case', fits: /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, join: (w) => w.join('-') },
  pascal: { label: 'PascalCase', fits: /^[A-Z][A-Za-z0-9]*$/, join: (w) => w.map(upperFirst).join('') },
};
export const NAME_STYLE_ORDER = Object.keys(NAME_STYLES) as NameStyle[];

/** The name in `style`: itself when it already fits or has no words to rearrange. */
export function convertName(name: string, style: NameStyle): string {
  if (NAME_STYLES[style].fits.test(name)) return name;
  const words = nameWords(name);
  return words.length === 0 ? name : NAME_STYLES[style].join(words);
}

/** The style a name of two or more words is written in, or undefined (one word fits several). */
export function styleOf(name: string): NameStyle | undefined {
  if (nameWords(name).length < 2) return undefined;
  return fittingStyle(name);
}

/** The first style whose pattern the name fits, for a name already known to have two words or more. */
function fittingStyle(name: string): NameStyle | undefined {
  return NAME_STYLE_ORDER.find((s) => NAME_STYLES[s].fits.test(name));
}

/** The style most names of a registry use: `count` of the `total` names that can show one. */
export interface NameConvention {
  style: NameStyle;
  count: number;
  total: number;
}

/**
 * The majority style of the names given (names of one word say nothing and are not counted).
 * With `timesOf`, each name counts as often as it says: a registry's names, each judged once.
 */
export function nameConvention(names: Iterable<string>, timesOf?: (name: string) => number): NameConvention | undefined {
  const votes = new Map<NameStyle, number>();
  let total = 0;
  for (const name of names) {
    if (nameWords(name).length < 2) continue;
    const times = timesOf ? timesOf(name) : 1;
    total += times;
    const style = fittingStyle(name);
    if (style) votes.set(style, (votes.get(style) ?? 0) + times);
  }
  const best = NAME_STYLE_ORDER.reduce<NameStyle | undefined>((b, s) => ((votes.get(s) ?? 0) > (b ? (votes.get(b) ?? 0) : 0) ? s : b), undefined);
  return best ? { style: best, count: votes.get(best)!, total } : undefined;
}

/** Tool names whose style is judged: declared, printable ASCII (converting others would drop letters). */
export const judgedToolName = (tool: Tool) => tool.nameOrigin === 'declared' && /^[\x20-\x7e]+$/.test(tool.name);

/** Leading underscores mark private fields (param-internal-exposed's business), not a style. */
export const paramNameBody = (name: string) => name.replace(/^_+/, '');

/**
 * Parameter names whose style is judged. Not casing matters: `$filter`, `@type`, `tags[]`,
 * non-ASCII words, and codes in capitals (`USD`, `MAX_RETRIES`), which are spelled as the
 * outside world spells them.
 */
export const judgedParamName = (name: string) => {
  const body = paramNameBody(name);
  // A body that starts with a letter is a word or more: the name needs no splitting to say so.
  return /^[A-Za-z][A-Za-z0-9_-]*$/.test(body) && !/^[A-Z0-9_]+$/.test(body);
};

/** The tool-name convention: measured on the part after namespaces and prefixes. */
export function toolNameConvention(registry: Registry, split: (name: string) => NameParts): NameConvention | undefined {
  return nameConvention(
    registry.tools
      .filter(judgedToolName)
      .map((t) => split(t.name))
      .filter((p) => p.words.length >= 2)
      .map((p) => p.rest),
  );
}

/** Of a tool's parameter names, those whose style is judged, leading underscores left off. */
export function judgedParamNames(names: readonly string[]): string[] {
  return names.flatMap((name) => (judgedParamName(name) ? [paramNameBody(name)] : []));
}

/** `judgedParamNames` for names counted: how often each judged body occurs. */
export function judgedParamCounts(counts: ReadonlyMap<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [name, times] of counts) {
    if (!judgedParamName(name)) continue;
    const body = paramNameBody(name);
    out.set(body, (out.get(body) ?? 0) + times);
  }
  return out;
}

/**
 * The style every multi-word parameter of one tool shares, when it has two or more and they
 * agree: such a tool mirrors an API that spells them so (Meraki's `perPage`, `networkId`).
 */
export function toolParamStyle(names: readonly string[]): NameStyle | undefined {
  const c = nameConvention(names);
  return c && c.total >= 2 && c.count === c.total ? c.style : undefined;
}
