import { DEFAULT_CLASSIFICATION, nameWords, type Classification, type Registry, type Tool } from '../../model/index.js';
import { findVerb, serviceNamespaces, toolAction, type ToolAction } from './action.js';
import { judgedParamCounts, judgedParamNames, nameConvention, toolNameConvention, toolParamStyle, type NameConvention, type NameStyle } from './naming.js';
import { PREFIX_DEFAULTS, prefixWordLists, splitName, type NameParts } from './prefix.js';
import { textFacts, type TextFacts } from './text-facts.js';
import { perObject, perText } from './memo.js';
import { shared } from './shared-time.js';
import { inputProperties } from './properties.js';
import { DEFAULT_VERBS } from './verbs.js';

export { findVerb, mcpHints, type McpHints, type ToolAction } from './action.js';
export { mostCommon, PREFIX_DEFAULTS, PREFIX_SCHEMA, prefixSplitter, splitName, type NameParts, type PrefixOptions } from './prefix.js';
export { DATA_LOSS_VERBS, DEFAULT_VERBS } from './verbs.js';
export { textFacts, type TextFacts } from './text-facts.js';
export {
  convertName,
  judgedParamName,
  judgedToolName,
  nameConvention,
  NAME_STYLES,
  paramNameBody,
  styleOf,
  toolNameConvention,
  type NameConvention,
  type NameStyle,
} from './naming.js';

/**
 * The shared view of a registry: facts every rule needs, worked out once per registry and only
 * when first asked for, so rules read one answer instead of each deriving its own.
 */
export interface RegistryView {
  /** What each tool does: its verb and kind, with the MCP hints in force. */
  action(tool: Tool): ToolAction;
  /** A name split into namespace, prefix and the rest, with the registry's own prefixes. */
  nameParts(name: string): NameParts;
  /** The casing most tool names use, after their prefixes; undefined when none shows one. */
  toolNameConvention(): NameConvention | undefined;
  /** The casing most multi-word parameter names of the registry use. */
  paramNameConvention(): NameConvention | undefined;
  /** The one casing all of a tool's multi-word parameters share, when they share one. */
  paramStyle(tool: Tool): NameStyle | undefined;
  /** What a description holds: words, languages, sentences, phrases found; read once for all rules. */
  text(description: string): TextFacts;
  /** Every name an input property of the registry has, at any depth (`inputProperties`). */
  parameterNames(): ReadonlySet<string>;
  /** Every tool's name, as written: a rename suggestion must not be one of them. */
  toolNames(): ReadonlySet<string>;
  /** How many declared tool names hold the word, a plural counted with its singular (`services` with `service`). */
  toolsNaming(word: string): number;
}

/** `services` → `service`: the plural a list tool's name uses counts with the singular. */
const singularWord = (word: string): string => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

const VERBS = new Set(DEFAULT_VERBS);

/** A text's facts depend on the text alone: one memory for every registry of the run. */
const factsOf = perText(shared(textFacts));

export function createRegistryView(registry: Registry, classification: Classification = DEFAULT_CLASSIFICATION): RegistryView {
  const lists = classification;
  const verbs = new Set([...VERBS, ...lists.read, ...lists.write, ...lists.destructive]);
  const isVerb = (w: string) => verbs.has(w);
  let prefixes: Array<readonly string[]> | undefined;
  const getPrefixes = () => (prefixes ??= prefixWordLists(registry, isVerb, PREFIX_DEFAULTS));
  let namespaces: Set<string> | undefined;
  const getNamespaces = () => (namespaces ??= serviceNamespaces(registry.tools.map((t) => splitName(t.name, getPrefixes()).words)));
  const nameParts = (name: string) => splitName(name, getPrefixes());
  let naming: Map<string, number> | undefined;
  const readNaming = shared(() => {
    const counts = new Map<string, number>();
    for (const t of registry.tools) {
      if (t.nameOrigin !== 'declared') continue;
      for (const word of new Set(nameWords(t.name).map(singularWord))) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    return counts;
  });
  let toolNames: NameConvention | undefined | null;
  let names: ReadonlySet<string> | undefined;
  const readToolNames = shared(() => toolNameConvention(registry, nameParts));
  // Every tool's parameter names, at every depth, read in one pass for what the registry-wide
  // rules ask of them all: the casing most of them use, and the set of names. Nothing is kept
  // per tool, which on a huge registry was two arrays a tool for the whole run.
  let params: { convention: NameConvention | undefined; names: ReadonlySet<string> } | undefined;
  const registryParams = () => (params ??= readParams());
  const readParams = shared((): NonNullable<typeof params> => {
    // A few names (`id`, `query`, `owner`) make most of a registry's parameters: each distinct
    // name is judged once, and counts as often as it occurs.
    const counts = new Map<string, number>();
    for (const tool of registry.tools) for (const p of inputProperties(registry, tool)) counts.set(p.name, (counts.get(p.name) ?? 0) + 1);
    const judged = judgedParamCounts(counts);
    return { convention: nameConvention(judged.keys(), (name) => judged.get(name)!), names: new Set(counts.keys()) };
  });
  // A tool's own style is asked while the engine is at that tool: kept for the tools read last.
  const paramStyleOf = perObject(
    shared((tool: Tool) => toolParamStyle(judgedParamNames(inputProperties(registry, tool).map((p) => p.name)))),
    256,
  );
  // Asked by the tool visitors, while the engine is at that tool: kept for the tools read last.
  const actionOf = perObject(
    shared((tool: Tool) => toolAction(tool, findVerb(tool.name, getPrefixes(), getNamespaces(), lists, isVerb), lists)),
    256,
  );
  return {
    // The facts of the texts read last, kept while they are among them (bounded, for huge registries).
    text: factsOf,
    nameParts,
    parameterNames: () => registryParams().names,
    toolNames: () => (names ??= new Set(registry.tools.map((t) => t.name))),
    toolsNaming: (word) => (naming ??= readNaming()).get(singularWord(word.toLowerCase())) ?? 0,
    toolNameConvention: () => (toolNames === undefined ? (toolNames = readToolNames() ?? null) : toolNames) ?? undefined,
    paramNameConvention: () => registryParams().convention,
    paramStyle: paramStyleOf,
    action: actionOf,
  };
}
export { targetsAccept } from './targets.js';
export * from './describe.js';
export * from './format-names.js';
export * from './json-types.js';
export * from './claims.js';
export * from './meta-keys.js';
export * from './target-keywords.js';
export * from './arguments.js';
export * from './pattern-where.js';
export * from './properties.js';
export * from './enum-subject.js';
export * from './output-shape.js';
export * from './paging.js';
export * from './name-features.js';
export * from './ajv-errors.js';
export * from './value-lists.js';
export * from './memo.js';
export * from './shared-time.js';
export * from './target-caps.js';
export * from './default-types.js';
export * from './regex/pattern.js';
export * from './registry-place.js';
