import type { NodeRefs, Registry, SourceDocument } from '../model/index.js';

/**
 * One registry made of several: a folder of single-tool files (the GitHub MCP server's
 * toolsnaps/) is linted as one list, so that registry-wide rules see every tool. The dialect is
 * the first registry's; a version is kept only when every part declares the same one.
 */
export function combineRegistries(registries: Registry[], name?: string): Registry {
  const documents = new Map<string, SourceDocument>();
  for (const r of registries) for (const [file, doc] of r.documents) if (!documents.has(file)) documents.set(file, doc);
  const parts = registries.map((r) => r.nodeRefs);
  const nodeRefs: NodeRefs = {
    get(node) {
      for (const refs of parts) {
        const ref = refs.get(node);
        if (ref) return ref;
      }
      return undefined;
    },
  };
  const combined: Registry = {
    dialect: registries[0]?.dialect ?? 'registry',
    tools: registries.flatMap((r) => r.tools),
    files: [...new Set(registries.flatMap((r) => r.files))],
    documents,
    nodeRefs,
    notices: registries.flatMap((r) => r.notices),
  };
  const unreadFiles = new Map(registries.flatMap((r) => [...(r.unreadFiles ?? [])]));
  if (unreadFiles.size > 0) combined.unreadFiles = unreadFiles;
  const names = new Set(registries.map((r) => r.name));
  const shared = names.size === 1 ? registries[0]?.name : undefined;
  if (name !== undefined || shared !== undefined) combined.name = name ?? shared;
  const first = registries[0];
  if (first?.dialectReason)
    combined.dialectReason = registries.length > 1 ? `a folder of ${registries.length} files; the first: ${first.dialectReason}` : first.dialectReason;
  const revisions = new Set(registries.map((r) => r.protocolVersion?.value));
  if (revisions.size === 1 && first?.protocolVersion) combined.protocolVersion = first.protocolVersion;
  const versions = new Set(registries.map((r) => r.version));
  if (versions.size === 1 && registries[0]?.version !== undefined) {
    combined.version = registries[0].version;
    if (registries[0].versionRef) combined.versionRef = registries[0].versionRef;
  }
  return combined;
}
