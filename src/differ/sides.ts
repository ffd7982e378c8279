import {
  getAtPointer,
  hasOwn,
  isObject,
  joinPointer,
  parsePointer,
  unescapeSegment,
  type JsonObject,
  type Registry,
  type SourceRef,
  type Tool,
} from '../model/index.js';
import type { ToolPair } from './check.js';
import type { PreparedSchema } from './prepare.js';
import type { Located } from './types.js';

/** What each side holds at a change's place: its value and where it is written. */
export interface Sides {
  before?: unknown;
  after?: unknown;
  sides: { base?: Located; head?: Located };
}

/**
 * Both sides of a schema change, at its pointer into the compared form (so the values are as
 * compared: `$ref`s inlined, `allOf` merged). A side without that place has no value and no
 * location; a pointer that ends at a keyword's value is located at the keyword.
 */
export function schemaSides(pair: ToolPair, pointer: string, b: PreparedSchema, h: PreparedSchema): Sides {
  const out: Sides = { sides: {} };
  for (const [side, prepared, registry] of [
    ['base', b, pair.baseRegistry],
    ['head', h, pair.headRegistry],
  ] as const) {
    const value = getAtPointer(prepared.root, pointer);
    if (value === undefined) continue;
    out[side === 'base' ? 'before' : 'after'] = plain(value);
    const at = located(registry, side, schemaRef(registry, prepared, pointer));
    if (at) out.sides[side] = at;
  }
  return out;
}

/** Both sides of a change to the tool definition, at its pointer (values as written). */
export function toolSides(pair: ToolPair, pointer: string, direction: 'tool' | 'output'): Sides {
  const out: Sides = { sides: {} };
  for (const [side, tool, registry] of [
    ['base', pair.base, pair.baseRegistry],
    ['head', pair.head, pair.headRegistry],
  ] as const) {
    if (!tool) continue;
    const part = direction === 'output' ? { value: tool.outputSchema, ref: tool.refs.outputSchema } : toolPart(tool, registry, pointer);
    if (part.value === undefined) continue;
    out[side === 'base' ? 'before' : 'after'] = plain(part.value);
    const at = part.ref && located(registry, side, part.ref);
    if (at) out.sides[side] = at;
  }
  return out;
}

function toolPart(tool: Tool, registry: Registry, pointer: string): { value: unknown; ref?: SourceRef } {
  const [first, ...rest] = parsePointer(pointer);
  if (first === undefined) return { value: getAtPointer(registry.documents.get(tool.source.file)?.value, tool.source.pointer), ref: tool.source };
  const fields: JsonObject = { ...tool.meta, name: tool.name, title: tool.title, description: tool.description, annotations: tool.annotations };
  const value = getAtPointer(fields, pointer);
  const holder =
    first === 'annotations'
      ? tool.refs.annotations
      : first === 'name' || first === 'title' || first === 'description'
        ? tool.refs[first]
        : tool.refs.meta[first];
  if (!holder) return { value };
  const ref = first === 'annotations' ? { file: holder.file, pointer: joinPointer(holder.pointer, ...rest) } : holder;
  return { value, ref };
}

/**
 * Where `pointer` is written: at the deepest node on its way whose place is known, followed by
 * the rest of the steps where the document has them there (not merged in from elsewhere).
 */
function schemaRef(registry: Registry, prepared: PreparedSchema, pointer: string): SourceRef | undefined {
  const segments = parsePointer(pointer);
  for (let n = segments.length; n >= 0; n--) {
    const node = getAtPointer(prepared.root, joinPointer('', ...segments.slice(0, n)));
    const ref = isObject(node) ? prepared.where.get(node) : undefined;
    if (!ref) continue;
    const doc = registry.documents.get(ref.file)?.value;
    const written = joinPointer(ref.pointer, ...segments.slice(n));
    return doc !== undefined && getAtPointer(doc, written) !== undefined ? { file: ref.file, pointer: written } : ref;
  }
  return undefined;
}

/** The place of `key` inside the node at `ref`, when the document has it there (not merged in from elsewhere). */
export function keywordRef(registry: Registry, ref: SourceRef | undefined, key: string | undefined): SourceRef | undefined {
  if (!ref || key === undefined) return ref;
  const doc = registry.documents.get(ref.file);
  const node = doc ? getAtPointer(doc.value, ref.pointer) : undefined;
  return isObject(node) && hasOwn(node, unescapeSegment(key)) ? { file: ref.file, pointer: `${ref.pointer}/${key}` } : ref;
}

export function located(registry: Registry, side: 'base' | 'head', ref: SourceRef | undefined): Located | undefined {
  if (!ref) return undefined;
  const position = registry.documents.get(ref.file)?.locate(ref.pointer);
  return { file: ref.file, pointer: ref.pointer, side, ...(position ? { line: position.line, column: position.column } : {}) };
}

/** A JSON copy: no symbols (inlined `$ref` marks), no null prototypes. */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}
