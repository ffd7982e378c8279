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

/** The aspect as a comparable key and as a reader would write it; undefined when not compared. */
export function aspectOf(node: JsonObject, aspect: Aspect): { key: string; shown: string } | undefined {
  switch (aspect) {
    case 'type': {
      // Nullability is nullable-consistent's matter; `["string", "null"]` is still a string.
      const types = declaredTypes(node);
      if (!types) return undefined;
      const list = [...types].filter((t) => t !== 'null').sort();
      if (types.has('integer') && types.has('number')) list.splice(list.indexOf('integer'), 1);
      return list.length === 0 ? undefined : { key: list.join(','), shown: `of type ${showTypes(list)}` };
    }
    case 'format':
    case 'pattern': {
      const value = hasOwn(node, aspect) ? node[aspect] : undefined;
      return value === undefined ? { key: '', shown: `no ${aspect}` } : { key: canonical(value), shown: `${aspect} ${showValue(value)}` };
    }
    case 'enum': {
      const value = hasOwn(node, 'enum') && Array.isArray(node.enum) ? node.enum : undefined;
      if (value === undefined) return { key: '', shown: 'no enum' };
      const sorted = value.map(canonical).sort();
      return { key: sorted.join('\u0000'), shown: `enum ${showValue(value)}` };
    }
  }
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
