import { toolBody } from '../kit/index.js';
import type { Registry, Tool } from '../model/index.js';
import { deepEqual } from './canonical.js';
import type { ToolPair } from './check.js';

/**
 * Pairs base and head tools by name. A base tool that is gone from head, marked `deprecated`
 * and naming as its `replacement` a tool that is new in head, pairs with it: a rename that was
 * announced. An OpenAPI operation whose operationId changed pairs by its method and path.
 * Nothing else is guessed; the rest are removed or added.
 *
 * A name can be defined more than once on a side (feature-flagged variants, as in the GitHub MCP
 * server's snapshots). Variants pair in order, and a side's extra variants pair with the most
 * alike variant of the other side: a name that is still there is never a removed tool.
 */
export function pairTools(base: Registry, head: Registry): ToolPair[] {
  const common = { baseRegistry: base, headRegistry: head };
  // A list element that is not an object (a number, a string, null) is no tool: it is not
  // paired by its empty name, and one new in head is a pair of its own, marked `notATool`.
  const [baseTools, baseOthers] = byShape(base);
  const [headTools, headOthers] = byShape(head);
  const baseElsewhere = new Set(baseOthers.map((t) => t.source.pointer));
  const baseByName = groupByName(baseTools);
  const headByName = groupByName(headTools);
  const pairs: ToolPair[] = [];
  const unpaired: Tool[] = [];
  for (const [name, bs] of baseByName) {
    const hs = headByName.get(name);
    if (!hs) {
      unpaired.push(...bs);
      continue;
    }
    for (let i = 0; i < Math.max(bs.length, hs.length); i++) {
      const b = bs[i] ?? mostAlike(hs[i], bs);
      const h = hs[i] ?? mostAlike(bs[i], hs);
      pairs.push({ name, base: b, head: h, ...common });
    }
  }
  const claimed = new Set<string>();
  const free = (name: string) => !baseByName.has(name) && !claimed.has(name);
  for (const b of unpaired) {
    const replacement = plannedReplacement(b);
    const h = replacement !== undefined && free(replacement) ? headByName.get(replacement)?.[0] : undefined;
    const same = h ? undefined : sameOperation(b, head.tools, free);
    if (h) {
      claimed.add(h.name);
      pairs.push({ name: b.name, base: b, head: h, renamedFrom: b.name, ...common });
    } else if (same) {
      claimed.add(same.tool.name);
      pairs.push({ name: b.name, base: b, head: same.tool, renamedFrom: b.name, operation: same.operation, ...common });
    } else pairs.push({ name: b.name, base: b, ...common });
  }
  for (const [name, hs] of headByName) {
    if (baseByName.has(name) || claimed.has(name)) continue;
    for (const h of hs) pairs.push({ name, head: h, ...common });
  }
  for (const h of headOthers) if (!baseElsewhere.has(h.source.pointer)) pairs.push({ name: '', head: h, notATool: true, ...common });
  return pairs;
}

/** The registry's tools written as objects, and the rest; an OpenAPI operation is always a tool once read. */
function byShape(registry: Registry): [Tool[], Tool[]] {
  const tools: Tool[] = [];
  const others: Tool[] = [];
  for (const t of registry.tools) (t.http !== undefined || toolBody(registry, t) ? tools : others).push(t);
  return [tools, others];
}

/**
 * The head tool made from the same HTTP operation (method and path) as a base tool whose
 * declared operationId is gone: the operation is the same, only its name changed, which is
 * no guess.
 */
function sameOperation(b: Tool, tools: Tool[], free: (name: string) => boolean): { tool: Tool; operation: string } | undefined {
  if (!b.http || b.nameOrigin !== 'declared') return undefined;
  const key = (t: Tool) => `${t.http!.method.toUpperCase()} ${t.http!.path}`;
  const tool = tools.find((t) => t.http && t.nameOrigin === 'declared' && key(t) === key(b) && free(t.name));
  return tool ? { tool, operation: key(b) } : undefined;
}

/** The variant of `among` written most like `tool`: the same input schema, or else the first. */
function mostAlike(tool: Tool, among: Tool[]): Tool {
  return among.find((t) => deepEqual(t.inputSchema, tool.inputSchema)) ?? among[0];
}

function groupByName(tools: Tool[]): Map<string, Tool[]> {
  const map = new Map<string, Tool[]>();
  for (const t of tools) {
    const list = map.get(t.name) ?? [];
    list.push(t);
    map.set(t.name, list);
  }
  return map;
}

export function isDeprecated(tool: Tool): boolean {
  const d = tool.meta.deprecated;
  return d === true || (typeof d === 'string' && d !== '' && d !== 'false');
}

/** The replacement a deprecated tool names, if any. */
export function plannedReplacement(tool: Tool): string | undefined {
  return isDeprecated(tool) && typeof tool.meta.replacement === 'string' && tool.meta.replacement !== '' ? tool.meta.replacement : undefined;
}
