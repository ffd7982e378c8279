import type { Tool } from '../model/index.js';
import { sameShape } from './canonical.js';
import type { NodePair, PropertyPair, ToolContext } from './check.js';
import { plannedReplacement } from './pair-tools.js';
import { looksRenamed } from './similar.js';

/**
 * Hints for messages about something removed that looks renamed (same schema, similar name).
 * They never change a verdict: pairing is by name or by an announced replacement only.
 */

/** A property added beside `removed` that accepts the same values and has a similar name. */
export function renamedProperty(pair: NodePair, removed: PropertyPair): PropertyPair | undefined {
  if (!removed.base) return undefined;
  return pair.properties().find((p) => !p.base && p.head && looksRenamed(removed.name, p.name) && sameShape(removed.base, p.head));
}

/**
 * The tool a removed one was replaced by: its declared replacement, or a look-alike. A rename
 * is one to one, so a look-alike is named only when it is the only new tool like the removed
 * one and no other removed tool is like it (GitHub's three billing reads, each taking only
 * `org`, are not all renamed to the one new budgets read).
 */
export function toolSuccessor(tool: Tool, ctx: ToolContext): { name: string; declared: boolean } | undefined {
  const declared = plannedReplacement(tool) ?? (typeof tool.meta.replacement === 'string' ? tool.meta.replacement : undefined);
  if (declared) return { name: declared, declared: true };
  const alike = (b: Tool, h: Tool) => looksRenamed(b.name, h.name) && ctx.sameInput(b, h);
  const guesses = ctx.added.filter((t) => alike(tool, t));
  if (guesses.length !== 1) return undefined;
  const [guess] = guesses;
  return ctx.removed.some((r) => r !== tool && alike(r, guess)) ? undefined : { name: guess.name, declared: false };
}

/** Message data for a removed property: a rename hint, and what a caller should send instead. */
export function removedPropertyData(pair: NodePair, removed: PropertyPair): Record<string, string> {
  const successor = renamedProperty(pair, removed);
  if (!successor) return { hint: '', instead: `Stop sending \`${removed.path}\`.` };
  return {
    hint: ` It looks renamed to \`${successor.path}\` (same schema).`,
    instead: `Send \`${successor.path}\` instead of \`${removed.path}\`.`,
    renamedTo: successor.path,
  };
}
