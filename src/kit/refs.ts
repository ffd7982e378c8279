import { getAtPointer, isAbsolutePath, isObject, joinRelative } from '../model/index.js';
import type { Registry, SourceRef, Tool } from '../model/index.js';

export interface ResolvedRef {
  node: unknown;
  ref: SourceRef;
}

/**
 * Resolves a `$ref` without touching the file system: local fragments against the tool's
 * schema root or its document, relative files against the documents the loader read for the
 * registry. Returns undefined for anything it cannot resolve (remote URLs included); the
 * `ref-resolvable` rule reports those.
 */
export function resolveRef(registry: Registry, tool: Tool, schemaRoot: SourceRef, from: SourceRef, ref: string): ResolvedRef | undefined {
  const hash = ref.indexOf('#');
  const target = hash === -1 ? ref : ref.slice(0, hash);
  const fragment = hash === -1 ? '' : ref.slice(hash + 1);
  if (fragment !== '' && !fragment.startsWith('/')) return undefined; // anchors: not supported
  if (target === '') {
    if (tool.refBase === 'document') return at(registry, from.file, fragment);
    return at(registry, schemaRoot.file, schemaRoot.pointer + fragment);
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // a URL: never followed here
  if (isAbsolutePath(target)) return undefined; // never read, so never resolved
  const file = joinRelative(from.file, target);
  if (!registry.documents.has(file)) return undefined;
  return at(registry, file, fragment);
}

function at(registry: Registry, file: string, pointer: string): ResolvedRef | undefined {
  const doc = registry.documents.get(file);
  if (!doc) return undefined;
  let node: unknown;
  try {
    node = getAtPointer(doc.value, pointer);
  } catch {
    return undefined;
  }
  if (node === undefined) return undefined;
  return { node, ref: { file, pointer: normalizeFragment(pointer) } };
}

function normalizeFragment(pointer: string): string {
  return pointer
    .split('/')
    .map((s) => (s.includes('%') ? safeDecode(s) : s))
    .join('/');
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function isRefObject(node: unknown): node is { $ref: string } {
  return isObject(node) && typeof node.$ref === 'string';
}
