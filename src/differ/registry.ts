import type { Check, OpinionCheck, SchemaCheck, ToolCheck } from './check.js';
import { CHECKS } from './checks/index.js';
import type { CheckInfo } from './types.js';

export const SCHEMA_CHECKS: readonly SchemaCheck[] = CHECKS.filter((c): c is SchemaCheck => c.kind === 'schema');
export const TOOL_CHECKS: readonly ToolCheck[] = CHECKS.filter((c): c is ToolCheck => c.kind === 'tool');
export const OPINION_CHECKS: readonly OpinionCheck[] = CHECKS.filter((c): c is OpinionCheck => c.kind === 'opinion');

/** One entry per check id: a schema or opinion check gives its input id and its output mirror. */
export function checkInfos(checks: readonly Check[] = CHECKS): CheckInfo[] {
  const out: CheckInfo[] = [];
  for (const c of checks) {
    const common = { area: c.area, action: c.action, description: c.description };
    if (c.kind === 'tool') out.push({ id: c.id, level: c.level, bump: c.bump, direction: c.direction, ...common });
    else {
      out.push({ id: c.id, level: c.input.level, bump: c.input.bump, direction: 'input', ...common, mirror: c.output.id });
      out.push({
        id: c.output.id,
        level: c.output.level,
        bump: c.output.bump,
        direction: 'output',
        ...common,
        description: `${c.description} (in an output schema)`,
        mirror: c.id,
      });
    }
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const CHECK_INFOS: readonly CheckInfo[] = checkInfos();
