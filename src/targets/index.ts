import anthropic from './anthropic.js';
import anthropicStrict from './anthropic-strict.js';
import gemini from './gemini.js';
import mcp20241105 from './mcp-2024-11-05.js';
import mcp20250326 from './mcp-2025-03-26.js';
import mcp20250618 from './mcp-2025-06-18.js';
import mcp20251125 from './mcp-2025-11-25.js';
import mcp20260728 from './mcp-2026-07-28.js';
import openai from './openai.js';
import openaiResponses from './openai-responses.js';
import openaiStrict from './openai-strict.js';
import portable from './portable.js';
import type { Target } from './types.js';

export type { Limit, SchemaDialect, Target, TargetFamily, TargetLimits } from './types.js';

/** Every target that can be selected, in the order `toolslint targets` lists them. */
export const TARGETS: ReadonlyMap<string, Target> = new Map(
  [openai, openaiStrict, openaiResponses, anthropic, anthropicStrict, gemini, mcp20241105, mcp20250326, mcp20250618, mcp20251125, mcp20260728].map((t) => [
    t.id,
    t,
  ]),
);

/** Names that stand for another target: `mcp` is the latest MCP revision. */
export const TARGET_ALIASES: ReadonlyMap<string, string> = new Map([['mcp', mcp20260728.id]]);

/** What rules check when no target is selected. */
export const PORTABLE_TARGET: Target = portable;

export const TARGET_NAMES: readonly string[] = [...TARGETS.keys(), ...TARGET_ALIASES.keys(), portable.id];

/** The target a name selects (`mcp` → the latest revision), or undefined for an unknown name. */
export function findTarget(name: string): Target | undefined {
  if (name === portable.id) return portable;
  return TARGETS.get(TARGET_ALIASES.get(name) ?? name);
}

/** The targets names select, each once, in the order given. */
export function selectTargets(names: readonly string[]): Target[] {
  const out = new Map<string, Target>();
  for (const name of names) {
    const t = findTarget(name);
    if (t) out.set(t.id, t);
  }
  return [...out.values()];
}

export { LIMIT_LABELS, listLimits, showLimit } from './labels.js';
