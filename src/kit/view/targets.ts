import { lastSegment, type Tool } from '../../model/index.js';
import type { Target } from '../../targets/index.js';

/**
 * Whether every selected target accepts a keyword in a tool's schema. Rules that ask for a
 * keyword (`additionalProperties`, `maxLength`, `minimum`) ask this first, so that no rule asks
 * for, and no fix writes, what a selected target rejects. A schema given in a field the target
 * reads as full JSON Schema (Gemini's `parametersJsonSchema`) is held to no keyword list.
 */
export function targetsAccept(targets: readonly Target[], tool: Tool, role: 'input' | 'output', keyword: string): boolean {
  return targets.every((target) => targetAccepts(target, tool, role, keyword));
}

function targetAccepts(target: Target, tool: Tool, role: 'input' | 'output', keyword: string): boolean {
  const { limits } = target;
  const fields = limits.jsonSchemaFields?.value;
  const ref = role === 'input' ? tool.refs.inputSchema : tool.refs.outputSchema;
  if (fields && ref && fields.includes(lastSegment(ref.pointer) ?? '')) return true;
  if (limits.unsupportedKeywords?.value.includes(keyword)) return false;
  if (limits.supportedKeywords && !limits.supportedKeywords.value.includes(keyword)) return false;
  return true;
}
