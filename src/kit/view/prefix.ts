import { nameWords, type JsonObject, type Registry } from '../../model/index.js';

/**
 * Namespace prefixes: vendor and server names that lists put before every tool name
 * (`copilot_searchCodebase`, `zscaler_list_users`). The naming rules judge the name after the
 * prefix, the way they judge the segment after a dot.
 */
export interface PrefixOptions {
  prefixes: string[];
  prefixMajority: number;
  prefixMinTools: number;
}

export const PREFIX_DEFAULTS: PrefixOptions = { prefixes: [], prefixMajority: 0.8, prefixMinTools: 3 };

/** Option schemas the naming rules share, so that one config spells prefixes one way. */
export const PREFIX_SCHEMA: Record<keyof PrefixOptions, JsonObject> = {
  prefixes: {
    type: 'array',
    items: { type: 'string', minLength: 1 },
    description: 'Namespace prefixes a name may start with (`copilot`, `acme_crm`); the name is judged from the word after them.',
    default: PREFIX_DEFAULTS.prefixes,
  },
  prefixMajority: {
    type: 'number',
    minimum: 0.5,
    description:
      "The share of a registry's tools that must start with the same word, not a verb, for that word to count as a namespace prefix; above 1 turns the detection off.",
    default: PREFIX_DEFAULTS.prefixMajority,
  },
  prefixMinTools: {
    type: 'integer',
    minimum: 1,
    description: 'The fewest tools that must share a leading word before it can count as a namespace prefix.',
    default: PREFIX_DEFAULTS.prefixMinTools,
  },
};

export interface NameParts {
  /** Dotted namespaces as written, with the last dot: `repo.`; `''` when none. */
  namespace: string;
  /** The prefix as written, with the separator after it: `copilot_`; `''` when none. */
  prefix: string;
  /** The rest of the name as written: `searchCodebase`. */
  rest: string;
  /** The lower-case words of `rest`. */
  words: readonly string[];
}

/** The segment after the last dot: dotted names are namespaced (`repo.list_issues`). */
function lastSegment(name: string): { namespace: string; segment: string } {
  const dot = name.lastIndexOf('.');
  return { namespace: name.slice(0, dot + 1), segment: name.slice(dot + 1) };
}

/**
 * The word a clear majority of the registry's declared names start with, when it is not a verb:
 * a server or vendor prefix rather than what the tools do.
 */
export function majorityPrefix(registry: Registry, isVerb: (word: string) => boolean, options: PrefixOptions): string | undefined {
  const firsts: string[] = [];
  for (const tool of registry.tools) {
    if (tool.nameOrigin !== 'declared') continue;
    const first = nameWords(lastSegment(tool.name).segment)[0];
    if (first !== undefined) firsts.push(first);
  }
  const best = mostCommon(firsts);
  if (!best || isVerb(best.value)) return undefined;
  return best.count >= options.prefixMinTools && best.count / firsts.length >= options.prefixMajority ? best.value : undefined;
}

/** The value written most often, with how often (the first of equals); undefined for none. */
export function mostCommon(values: Iterable<string>): { value: string; count: number } | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: { value: string; count: number } | undefined;
  for (const [value, count] of counts) if (!best || count > best.count) best = { value, count };
  return best;
}

/** The prefixes to try, as word lists, longest first: the configured ones, then the majority word. */
export function prefixWordLists(registry: Registry, isVerb: (word: string) => boolean, options: PrefixOptions): Array<readonly string[]> {
  const lists = options.prefixes.map((p) => nameWords(p)).filter((w) => w.length > 0);
  const majority = majorityPrefix(registry, isVerb, options);
  if (majority !== undefined) lists.push([majority]);
  return lists.sort((a, b) => b.length - a.length);
}

/** Splits a name into namespace, prefix and the rest that the naming rules judge. */
export function splitName(name: string, prefixes: ReadonlyArray<readonly string[]>): NameParts {
  const { namespace, segment } = lastSegment(name);
  const words = nameWords(segment);
  for (const p of prefixes) {
    if (p.length >= words.length || !p.every((w, i) => words[i] === w)) continue;
    const end = consumed(segment, p);
    if (end !== undefined) return { namespace, prefix: segment.slice(0, end), rest: segment.slice(end), words: words.slice(p.length) };
  }
  return { namespace, prefix: '', rest: segment, words };
}

/** Where `words` and the separators after them end in `text`, or undefined when they are not there. */
function consumed(text: string, words: readonly string[]): number | undefined {
  let i = 0;
  const skip = () => {
    while (i < text.length && !/[A-Za-z0-9]/.test(text[i])) i++;
  };
  skip();
  for (const w of words) {
    if (text.slice(i, i + w.length).toLowerCase() !== w) return undefined;
    i += w.length;
    skip();
  }
  return i;
}

/**
 * The prefixes of a rule instance's registry, worked out once and only when a name needs them,
 * so that the rule instances overrides make see the whole registry too.
 */
export function prefixSplitter(registry: Registry, isVerb: (word: string) => boolean, options: PrefixOptions): (name: string) => NameParts {
  let lists: Array<readonly string[]> | undefined;
  return (name) => splitName(name, (lists ??= prefixWordLists(registry, isVerb, options)));
}
