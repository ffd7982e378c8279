import type { Tool } from '../model/index.js';

/** A VS Code tool's names in prompts: its `toolReferenceName` and the legacy ones it still answers to. */
export function referenceNames(tool: Tool): { name?: string; legacy: string[] } {
  const name = typeof tool.meta.toolReferenceName === 'string' ? tool.meta.toolReferenceName : undefined;
  const legacy = [tool.meta.legacyToolReferenceFullNames, tool.meta.legacyToolReferenceNames].flatMap((v) =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [],
  );
  return { ...(name === undefined ? {} : { name }), legacy };
}
