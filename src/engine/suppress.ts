import { SUPPRESSION_KEY, type Registry, type Suppression, type Tool } from '../model/index.js';
import { renderMessage, type Finding } from './finding.js';
import type { SeverityOrOff } from './rule.js';

/**
 * Findings the engine makes about suppressions. They are not rules (no folder under rules/,
 * no config entry), so these ids are reserved: no rule may take one.
 */
export const SUPPRESSION_CHECKS = {
  reasonRequired: 'suppression-reason-required',
  unused: 'suppression-unused',
  invalid: 'suppression-invalid',
} as const;

const MESSAGES = {
  reasonRequired: 'The suppression of "{{rule}}" gives no reason: say why the finding does not apply, as in `{{example}}`.',
  unused: 'The suppression of "{{rule}}" suppresses nothing here: the problem is gone or is somewhere else; remove it.',
  unknownRule: '{{what}} names "{{rule}}", which is not a rule: check the id with `toolslint rules`.',
  invalid: '{{what}} {{problem}}.',
};

export interface SuppressOptions {
  /** The severity of `suppression-unused`; off does not report it. */
  reportUnused: SeverityOrOff;
  /** Whether a suppression's rule id names a rule. */
  knownRule(id: string): boolean;
  /** The tool a finding was reported for. */
  toolOf(finding: Finding): Tool | undefined;
}

/**
 * Drops the findings that a suppression covers and adds findings about the suppressions
 * themselves: without a reason, unreadable, naming no rule, or suppressing nothing. Pure.
 *
 * `x-toolslint-ignore` covers the node that holds it and everything under it; on a tool, also
 * every finding reported for that tool (those in schemas it reaches through `$ref`). A comment
 * covers one line. Suppressions in files reached only through `$ref` apply, but are checked
 * when that file is itself linted, so that they are not reported once per registry reading it.
 */
export function applySuppressions(registry: Registry, findings: Finding[], options: SuppressOptions): Finding[] {
  const all: Array<{ file: string; s: Suppression; used: boolean }> = [];
  for (const [file, doc] of registry.documents) for (const s of doc.suppressions ?? []) all.push({ file, s, used: false });
  if (all.length === 0) return findings;

  const toolsAt = new Map<string, Tool>();
  for (const tool of registry.tools) toolsAt.set(`${tool.source.file}\u0000${tool.source.pointer}`, tool);
  const usable = all.filter((e) => e.s.problem === undefined && options.knownRule(e.s.ruleId));
  const covers = (e: (typeof usable)[number], f: Finding): boolean => {
    if (e.s.ruleId !== f.ruleId) return false;
    const scope = e.s.scope;
    if ('line' in scope) return e.file === f.file && f.line === scope.line;
    if (e.file === f.file && (scope.pointer === '' || f.pointer === scope.pointer || f.pointer.startsWith(`${scope.pointer}/`))) return true;
    const tool = toolsAt.get(`${e.file}\u0000${scope.pointer}`);
    return tool !== undefined && options.toolOf(f) === tool;
  };

  const kept = findings.filter((f) => {
    let suppressed = false;
    for (const e of usable) {
      if (!covers(e, f)) continue;
      e.used = true;
      suppressed = true;
    }
    return !suppressed;
  });

  const own = new Set(registry.files);
  for (const e of all) {
    if (!own.has(e.file)) continue;
    const { s } = e;
    const what = 'line' in s.scope ? 'The `# toolslint-disable-next-line` comment' : `\`${SUPPRESSION_KEY}\``;
    const add = (ruleId: string, severity: Finding['severity'], messageId: keyof typeof MESSAGES, data: Record<string, string>) =>
      kept.push(finding(registry, e.file, s, tool(registry, e.file, s), { ruleId, severity, messageId, message: renderMessage(MESSAGES[messageId], data) }));
    if (s.problem !== undefined) add(SUPPRESSION_CHECKS.invalid, 'error', 'invalid', { what, problem: s.problem });
    else if (!options.knownRule(s.ruleId)) add(SUPPRESSION_CHECKS.invalid, 'error', 'unknownRule', { what, rule: s.ruleId });
    else {
      if (s.reason === '') {
        const example = what === `\`${SUPPRESSION_KEY}\`` ? `${SUPPRESSION_KEY}: {${s.ruleId}: "why"}` : `# toolslint-disable-next-line ${s.ruleId} -- why`;
        add(SUPPRESSION_CHECKS.reasonRequired, 'error', 'reasonRequired', { rule: s.ruleId, example });
      }
      if (!e.used && options.reportUnused !== 'off') add(SUPPRESSION_CHECKS.unused, options.reportUnused, 'unused', { rule: s.ruleId });
    }
  }
  return kept;
}

function finding(
  registry: Registry,
  file: string,
  s: Suppression,
  owner: Tool | undefined,
  base: Pick<Finding, 'ruleId' | 'severity' | 'messageId' | 'message'>,
): Finding {
  const f: Finding = { ...base, file, pointer: s.pointer };
  if (owner) f.tool = owner.name;
  const position = s.position ?? registry.documents.get(file)?.locate(s.pointer);
  if (position) {
    f.line = position.line;
    f.column = position.column;
  }
  return f;
}

/** The tool whose definition holds an inline suppression, if any. */
function tool(registry: Registry, file: string, s: Suppression): Tool | undefined {
  if (!('pointer' in s.scope)) return undefined;
  let best: Tool | undefined;
  for (const t of registry.tools) {
    if (t.source.file !== file) continue;
    const p = t.source.pointer;
    if ((s.scope.pointer === p || s.scope.pointer.startsWith(`${p}/`)) && (!best || p.length > best.source.pointer.length)) best = t;
  }
  return best;
}
