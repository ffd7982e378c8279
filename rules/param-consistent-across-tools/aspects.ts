import { hasOwn, type JsonObject, type SourceRef, type Tool } from '../../src/model/index.js';
import { canonical, declaredTypes, showTypes, showValue, toolLabel } from '../../src/kit/index.js';

/** What param-consistent-across-tools compares, and how it names the tools on each side. */

export type Aspect = 'type' | 'format' | 'pattern' | 'enum';
export const ASPECTS: Aspect[] = ['type', 'format', 'pattern', 'enum'];

export interface Entry {
  tool: Tool;
  path: string;
  ref: SourceRef;
  node: JsonObject;
}

/** The types compared: nullability is nullable-consistent's matter, and `["string", "null"]` is still a string. */
function comparedTypes(node: JsonObject): string[] | undefined {
  const types = declaredTypes(node);
  return types && typesCompared(types);
}

function typesCompared(types: ReadonlySet<string>): string[] | undefined {
  const list = [...types].filter((t) => t !== 'null').sort();
  if (types.has('integer') && types.has('number')) list.splice(list.indexOf('integer'), 1);
  return list.length === 0 ? undefined : list;
}

/**
 * The type key of a declared set of types. The kit gives every node with one type name the same
 * set, so a registry's thousands of `"type": "string"` parameters make one key, not one each.
 */
const typeKeys = new WeakMap<ReadonlySet<string>, { key: string | undefined }>();
function typeKey(node: JsonObject): string | undefined {
  const types = declaredTypes(node);
  if (!types) return undefined;
  // A list of types makes a set of its own: worked out each time rather than kept in a weak table.
  if (typeof node.type !== 'string') return typesCompared(types)?.join(',');
  let kept = typeKeys.get(types);
  if (!kept) typeKeys.set(types, (kept = { key: typesCompared(types)?.join(',') }));
  return kept.key;
}

const valueOf = (node: JsonObject, aspect: 'format' | 'pattern' | 'enum') => {
  const value = hasOwn(node, aspect) ? node[aspect] : undefined;
  return aspect === 'enum' && !Array.isArray(value) ? undefined : value;
};

/** The aspect as a comparable key; undefined when not compared. */
export function aspectKey(node: JsonObject, aspect: Aspect): string | undefined {
  if (aspect === 'type') return typeKey(node);
  const value = valueOf(node, aspect);
  if (value === undefined) return '';
  return aspect === 'enum' ? (value as unknown[]).map(canonical).sort().join('\u0000') : canonical(value);
}

/**
 * The aspect as a reader would write it, for a node `aspectKey` compares: asked once per
 * distinct key, not once per parameter (registries repeat a few shapes thousands of times).
 */
export function aspectShown(node: JsonObject, aspect: Aspect): string {
  if (aspect === 'type') return `of type ${showTypes(comparedTypes(node) ?? [])}`;
  const value = valueOf(node, aspect);
  return value === undefined ? `no ${aspect}` : `${aspect} ${showValue(value)}`;
}

/** The distinct tool names of a side, read once however many parameters are reported against it. */
export interface Side {
  /** The first names, one more than a message shows, so that one equal to the reader's own can be dropped. */
  first: string[];
  count: number;
}

export function sideOf(tools: Tool[], max: number): Side {
  const names = new Set<string>();
  for (const t of tools) names.add(toolLabel(t));
  return { first: [...names].slice(0, max + 1), count: names.size };
}

/** `"a", "b" and 3 more`; a duplicate of the reported tool's own name is left out. */
export function named(side: Side, max: number, own: Tool): string {
  const label = toolLabel(own);
  const listsOwn = side.first.includes(label) && side.count > 1;
  const unique = listsOwn ? side.first.filter((n) => n !== label) : side.first;
  const total = listsOwn ? side.count - 1 : side.count;
  const shown = unique.slice(0, max).map((n) => `"${n}"`);
  const rest = total - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : shown[0];
}
