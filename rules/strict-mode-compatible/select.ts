import type { Dialect, Tool } from '../../src/model/index.js';
import { findTarget, type Target } from '../../src/targets/index.js';

/** The strict mode a `strict: true` tool is meant for when no target says: its file's provider. */
const BY_DIALECT: Partial<Record<Dialect, string[]>> = {
  'openai-chat': ['openai-strict'],
  'openai-responses': ['openai-strict'],
  'openai-functions': ['openai-strict'],
  anthropic: ['anthropic-strict'],
};

/**
 * The strict targets a tool is held to: every selected strict target, and for a tool that sets
 * `strict: true`, the strict mode of each selected provider (or of its file's provider, else of
 * both, when only the portable profile applies).
 */
export function strictTargetsFor(tool: Tool, targets: readonly Target[], strictFlag: boolean): Target[] {
  const out = new Map<string, Target>();
  for (const t of targets) if (t.strict) out.set(t.id, t);
  if (strictFlag && tool.meta.strict === true) {
    const portable = targets.every((t) => t.family === 'portable');
    const ids = portable
      ? (BY_DIALECT[tool.dialect] ?? ['openai-strict', 'anthropic-strict'])
      : targets.flatMap((t) => (t.strictVariant ? [t.strictVariant] : []));
    for (const id of ids) {
      const t = findTarget(id);
      if (t) out.set(t.id, t);
    }
  }
  return [...out.values()];
}
