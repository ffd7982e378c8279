import type { Dialect, Tool } from '../../src/model/index.js';
import { findTarget, type Target } from '../../src/kit/index.js';

/** The strict mode a `strict: true` tool is meant for when no target says: its file's provider. */
const BY_DIALECT: Partial<Record<Dialect, string[]>> = {
  'openai-chat': ['openai-strict'],
  'openai-responses': ['openai-strict'],
  'openai-functions': ['openai-strict'],
  anthropic: ['anthropic-strict'],
};

/**
 * The strict targets a tool is held to: every selected strict target; the strict mode of each
 * selected target that turns strict mode on by default (`openai-responses`), unless the tool
 * sets `strict: false`; and for a tool that sets `strict: true`, the strict mode of each
 * selected provider (or of its file's provider, else of both, when only the portable profile
 * applies).
 */
export function strictTargetsFor(tool: Tool, targets: readonly Target[], strictFlag: boolean): Target[] {
  const out = new Map<string, Target>();
  const add = (id: string) => {
    const t = findTarget(id);
    if (t) out.set(t.id, t);
  };
  for (const t of targets) {
    if (t.strict) out.set(t.id, t);
    // Such a provider sends the tool in strict mode without being asked, so the strict flag option does not apply.
    else if (t.limits.strictDefault?.value === true && t.strictVariant && tool.meta.strict !== false) add(t.strictVariant);
  }
  if (strictFlag && tool.meta.strict === true) {
    const portable = targets.every((t) => t.family === 'portable');
    const ids = portable
      ? (BY_DIALECT[tool.dialect] ?? ['openai-strict', 'anthropic-strict'])
      : targets.flatMap((t) => (t.strictVariant ? [t.strictVariant] : []));
    for (const id of ids) add(id);
  }
  return [...out.values()];
}
