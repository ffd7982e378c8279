import { ToolslintError, joinPointer } from '../../model/index.js';
import type { Dialect, SourceDocument, SourceNotice } from '../../model/index.js';
import type { DialectInput, DialectLoader, DialectOutput } from '../dialect.js';
import { elementShape, hasRegistryFields, looksLikeTool, readElement, type ElementShape } from './element.js';
import { findTools, findToolsAsTold, type ToolList } from './list.js';
import { shapeReason } from './reason.js';

export interface ShapeCounts {
  total: number;
  shapes: Record<ElementShape, number>;
  /** Elements carrying plain-registry governance fields (`deprecated`, `x-…`). */
  withRegistryFields: number;
  /** Elements that could be tools at all. */
  plausible: number;
}

/** Every list dialect scores the same list while detecting: it is counted once. */
const counted = new WeakMap<unknown[], ShapeCounts>();

export function countShapes(items: unknown[]): ShapeCounts {
  let counts = counted.get(items);
  if (!counts) counted.set(items, (counts = count(items)));
  return counts;
}

function count(items: unknown[]): ShapeCounts {
  const shapes: Record<ElementShape, number> = {
    chat: 0,
    responses: 0,
    functions: 0,
    anthropic: 0,
    mcp: 0,
    vscode: 0,
    docker: 0,
    gemini: 0,
    declaration: 0,
    bare: 0,
    other: 0,
  };
  let withRegistryFields = 0;
  let plausible = 0;
  for (const item of items) {
    shapes[elementShape(item)]++;
    if (hasRegistryFields(item)) withRegistryFields++;
    if (looksLikeTool(item)) plausible++;
  }
  return { total: items.length, shapes, withRegistryFields, plausible };
}

/**
 * The score of a dialect told by one element shape: nothing without one such element, else a
 * base that ranks the dialect against others plus up to 10 for the share of such elements, so
 * that in a mixed list the majority shape wins.
 */
export function shareScore(counts: ShapeCounts, shape: ElementShape, base: number): number {
  const hits = counts.shapes[shape];
  return hits > 0 ? base + (10 * hits) / counts.total : 0;
}

export interface ListDialectSpec {
  id: Dialect;
  label: string;
  /** Element shapes this dialect reads as its own. */
  natives: readonly ElementShape[];
  score(list: ToolList, counts: ShapeCounts): number;
  /** Why a document was read as this dialect; by default, how many tools have its shapes' keys. */
  reason?(list: ToolList, counts: ShapeCounts): string;
  /** Where the dialect keeps its list; `findTools` unless given. */
  find?(value: unknown): ToolList | undefined;
}

/** A dialect whose document is a list of tools, read element by element. */
export function listDialect(spec: ListDialectSpec): DialectLoader {
  const find = spec.find ?? findTools;
  return {
    id: spec.id,
    label: spec.label,
    detect(value) {
      const list = find(value);
      return list ? spec.score(list, countShapes(list.items)) : 0;
    },
    reason(value) {
      const list = find(value);
      if (!list) return 'chosen with --dialect';
      const counts = countShapes(list.items);
      return spec.reason?.(list, counts) ?? shapeReason(list, counts, spec.natives);
    },
    load(input) {
      const list = spec.find ? spec.find(input.document.value) : findToolsAsTold(input.document.value);
      if (!list) throw notThisDialect(input.document, spec.label);
      return loadList(input, list, spec.id, spec.natives);
    },
  };
}

export function loadList(input: DialectInput, list: ToolList, dialect: Dialect, natives: readonly ElementShape[]): DialectOutput {
  const { document, classification, nodeRefs } = input;
  const notices: SourceNotice[] = [];
  const ctx = { file: document.file, classification, nodeRefs, notices, dialect, natives };
  const tools = list.items.map((item, i) => readElement(item, list.single ? list.pointer : joinPointer(list.pointer, i), ctx));
  return { tools, notices, ...list.registryInfo(document.file), ...(list.single ? { singleTool: true } : {}) };
}

/** For `--dialect`: the document does not hold what the chosen dialect reads. */
export function notThisDialect(document: SourceDocument, label: string): ToolslintError {
  return new ToolslintError('shape', `${document.file}: not ${label}: no tool list where that dialect keeps one.`, {
    file: document.file,
    position: { line: 1, column: 1 },
  });
}
