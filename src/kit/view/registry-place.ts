import { joinPointer, parsePointer, type Registry, type SourceRef } from '../../model/index.js';

/**
 * Where the registry's list is written: the array that holds the first tool (`/tools`), the
 * `paths` of an OpenAPI document, or the top of the first file.
 */
export function listRef(registry: Registry): SourceRef {
  const first = registry.tools[0];
  if (!first) return { file: registry.files[0] ?? '', pointer: '' };
  const { file, pointer } = first.source;
  if (first.http) return { file, pointer: '/paths' };
  const segments = parsePointer(pointer);
  const last = segments.at(-1);
  if (last !== undefined && /^(0|[1-9][0-9]*)$/.test(last)) return { file, pointer: joinPointer('', ...segments.slice(0, -1)) };
  return { file, pointer: '' };
}
