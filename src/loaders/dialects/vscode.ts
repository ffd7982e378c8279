import { hasOwn, isObject, joinPointer } from '../../model/index.js';
import type { JsonObject, SourceRef } from '../../model/index.js';
import { listDialect, shareScore } from './list-loader.js';
import { shapeReason } from './reason.js';
import { findTools, type ToolList } from './list.js';

/** `contributes.languageModelTools` of an extension's package.json. */
function packageTools(value: unknown): ToolList | undefined {
  if (!isObject(value) || !isObject(value.contributes)) return undefined;
  const tools = value.contributes.languageModelTools;
  if (!Array.isArray(tools)) return undefined;
  return { items: tools, pointer: '/contributes/languageModelTools', container: value, registryInfo: (file) => packageInfo(value, file) };
}

/** The extension's own name and version stand for the registry's. */
function packageInfo(pkg: JsonObject, file: string): { name?: string; version?: string; versionRef?: SourceRef } {
  const out: { name?: string; version?: string; versionRef?: SourceRef } = {};
  if (typeof pkg.name === 'string') out.name = pkg.name;
  if (hasOwn(pkg, 'version') && typeof pkg.version === 'string') {
    out.version = pkg.version;
    out.versionRef = { file, pointer: joinPointer('', 'version') };
  }
  return out;
}

/**
 * VS Code language-model tools: `{name, toolReferenceName, displayName, userDescription,
 * modelDescription, inputSchema, when, tags}`, as the `languageModelTools` array or a whole
 * package.json. The model reads `modelDescription`, so that is the description.
 */
export const vscode = listDialect({
  id: 'vscode',
  label: 'VS Code languageModelTools',
  natives: ['vscode'],
  find: (value) => packageTools(value) ?? findTools(value),
  reason: (list, counts) =>
    list.pointer === '/contributes/languageModelTools' ? 'a package.json that contributes `languageModelTools`' : shapeReason(list, counts, ['vscode']),
  score(list, counts) {
    // A package.json that declares the contribution point is one even with no tools in it.
    if (list.pointer === '/contributes/languageModelTools') return 30;
    return shareScore(counts, 'vscode', 10);
  },
});
