import { joinPointer, parsePointer, type Registry, type SourceRef, type Tool } from '../../src/model/index.js';
import { type Limit, type Target, sourceOf } from '../../src/kit/index.js';
import type { SchemaMeasure } from './measure.js';
import { strictTargetsFor } from './select.js';

export interface RequestProblem {
  at: SourceRef;
  data: { target: string; count: number; max: number; what: string; source: string };
}

/** Where the registry's list of tools is written: the array holding the first tool. */
function listRef(registry: Registry): SourceRef {
  const first = registry.tools[0];
  if (!first) return { file: registry.files[0] ?? '', pointer: '' };
  if (first.http) return { file: first.source.file, pointer: '/paths' };
  const segments = parsePointer(first.source.pointer);
  return /^\d+$/.test(segments.at(-1) ?? '')
    ? { file: first.source.file, pointer: joinPointer('', ...segments.slice(0, -1)) }
    : { file: first.source.file, pointer: '' };
}

/**
 * Limits that hold for a whole request rather than one tool (Anthropic's strict tool count,
 * and its optional and union parameters summed over every strict tool), on the assumption
 * that the registry is sent as one request.
 */
export function requestLimits(
  registry: Registry,
  targets: readonly Target[],
  strictFlag: boolean,
  measure: (tool: Tool) => Pick<SchemaMeasure, 'optional' | 'unions'>,
): RequestProblem[] {
  const byTarget = new Map<Target, Tool[]>();
  for (const tool of registry.tools) {
    for (const t of strictTargetsFor(tool, targets, strictFlag)) {
      const { maxStrictTools, maxOptionalParameters, maxUnionParameters } = t.limits;
      if (!maxStrictTools && !maxOptionalParameters && !maxUnionParameters) continue;
      const list = byTarget.get(t);
      if (list) list.push(tool);
      else byTarget.set(t, [tool]);
    }
  }
  const out: RequestProblem[] = [];
  for (const [target, tools] of byTarget) {
    const measured = new Map<Tool, Pick<SchemaMeasure, 'optional' | 'unions'>>();
    const of = (tool: Tool) => {
      let m = measured.get(tool);
      if (!m) measured.set(tool, (m = measure(tool)));
      return m;
    };
    const sum = (f: (m: Pick<SchemaMeasure, 'optional' | 'unions'>) => number) => tools.reduce((n, tool) => n + f(of(tool)), 0);
    const checks: Array<[Limit<number> | undefined, () => number, string]> = [
      [target.limits.maxStrictTools, () => tools.length, 'strict tools'],
      [target.limits.maxOptionalParameters, () => sum((m) => m.optional), 'optional parameters in strict tools'],
      [target.limits.maxUnionParameters, () => sum((m) => m.unions), 'parameters with a union type (`anyOf` or a type list) in strict tools'],
    ];
    for (const [limit, count, what] of checks) {
      if (!limit) continue;
      const n = count();
      if (n > limit.value) out.push({ at: listRef(registry), data: { target: target.id, count: n, max: limit.value, what, source: sourceOf(limit) } });
    }
  }
  return out;
}
