import type { Registry, Tool } from '../model/index.js';

/**
 * Where a tool's name is written, as `file:line` when the line is known and `file#pointer`
 * otherwise: how a message about one tool names another one it clashes with.
 */
export function toolPlace(registry: Registry, tool: Tool): string {
  const ref = tool.refs.name ?? tool.source;
  const line = registry.documents.get(ref.file)?.locate(ref.pointer)?.line;
  return line === undefined ? `${ref.file}#${ref.pointer}` : `${ref.file}:${line}`;
}
