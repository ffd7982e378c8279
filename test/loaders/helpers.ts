import { expect } from 'vitest';
import type { Position, Registry, SourceRef, Tool } from '../../src/model/index.js';

export function byName(registry: Registry, name: string): Tool {
  const tool = registry.tools.find((t) => t.name === name);
  if (!tool) throw new Error(`no tool ${name}; have ${registry.tools.map((t) => t.name).join(', ')}`);
  return tool;
}

/** The 1-based line and column a place resolves to in its parsed document. */
export function at(registry: Registry, ref: SourceRef | undefined): Position | undefined {
  expect(ref, 'a source ref').toBeDefined();
  return registry.documents.get(ref!.file)?.locate(ref!.pointer);
}
