import type { Registry, SourceRef, Tool } from '../model/index.js';
import { ToolslintError } from '../model/index.js';
import type { EngineConfig, RuleSetting } from './config.js';
import { compareFindings, renderMessage, type Finding } from './finding.js';
import { resolveRuleOptions } from './options.js';
import type { AnyRule, RuleVisitors, SchemaVisit, Severity } from './rule.js';
import { walkToolSchemas } from './walk.js';

export interface LintOptions {
  /** The clock rules see; injectable for tests. */
  now?: () => Date;
}

interface ActiveRule {
  rule: AnyRule;
  severity: Severity;
  visitors: RuleVisitors;
}

/**
 * Runs the configured rules over one registry. Pure: no file system, no output, no exit. Throws
 * a ToolslintError for an unknown rule or a bad option before any rule runs.
 */
export function lintRegistry(
  registry: Registry,
  rules: ReadonlyMap<string, AnyRule>,
  config: EngineConfig,
  options: LintOptions = {},
): Finding[] {
  const now = options.now ?? (() => new Date());
  const findings = new Map<string, Finding>();
  let current: { tool?: Tool; at?: SourceRef } = {};

  const instantiate = (settings: ReadonlyMap<string, RuleSetting>): ActiveRule[] => {
    const active: ActiveRule[] = [];
    for (const [id, setting] of settings) {
      const rule = rules.get(id);
      if (!rule) throw new ToolslintError('config', `${setting.origin ? `${setting.origin}: ` : ''}unknown rule "${id}"${suggest(id, rules)}.`);
      if (setting.severity === 'off') continue;
      const opts = resolveRuleOptions(rule, setting.options, setting.origin);
      const severity = setting.severity;
      const visitors = rule.create(
        {
          registry,
          now,
          report(d) {
            const tool = d.tool ?? current.tool;
            const at = d.at ?? current.at ?? tool?.source ?? { file: registry.files[0] ?? '', pointer: '' };
            const template = (rule.meta.messages as Record<string, string>)[d.messageId];
            const message = renderMessage(template ?? d.messageId, d.data);
            const finding: Finding = { ruleId: id, severity, messageId: d.messageId, message, file: at.file, pointer: at.pointer };
            if (tool) finding.tool = tool.name;
            // The same node reached twice (a shared $ref target) is reported once.
            const key = `${id}\u0000${at.file}\u0000${at.pointer}\u0000${message}`;
            if (!findings.has(key)) findings.set(key, finding);
          },
        },
        opts,
      );
      active.push({ rule, severity, visitors });
    }
    return active;
  };

  const base = instantiate(config.rules);
  // Rule sets for tools that overrides touch, keyed by which overrides apply.
  const bySelection = new Map<string, ActiveRule[]>();
  const rulesFor = (tool: Tool): ActiveRule[] => {
    const applying: number[] = [];
    config.overrides.forEach((o, i) => {
      if (o.matches(tool.source.file, tool.name)) applying.push(i);
    });
    if (applying.length === 0) return base;
    const key = applying.join(',');
    let set = bySelection.get(key);
    if (!set) {
      const merged = new Map(config.rules);
      for (const i of applying) {
        for (const [id, s] of config.overrides[i].rules) {
          const prev = merged.get(id);
          // An override that gives only a severity keeps the options set before it.
          merged.set(id, s.options === undefined && prev ? { ...s, options: prev.options } : s);
        }
      }
      set = instantiate(merged);
      bySelection.set(key, set);
    }
    return set;
  };

  for (const a of base) {
    current = {};
    a.visitors.registry?.(registry);
  }

  const seen = new Map<ActiveRule[], WeakSet<object>>();
  for (const tool of registry.tools) {
    const active = rulesFor(tool);
    for (const a of active) {
      if (!a.visitors.tool) continue;
      current = { tool, at: tool.source };
      a.visitors.tool(tool);
    }
    const schemaRules = active.filter((a) => a.visitors.schema);
    if (schemaRules.length === 0) continue;
    let seenHere = seen.get(active);
    if (!seenHere) seen.set(active, (seenHere = new WeakSet()));
    walkToolSchemas(registry, tool, seenHere, (visit: SchemaVisit) => {
      for (const a of schemaRules) {
        current = { tool, at: visit.ref };
        a.visitors.schema!(visit);
      }
    });
  }

  const out = [...findings.values()];
  for (const f of out) {
    const pos = registry.documents.get(f.file)?.locate(f.pointer);
    if (pos) {
      f.line = pos.line;
      f.column = pos.column;
    }
  }
  return out.sort(compareFindings);
}

function suggest(id: string, rules: ReadonlyMap<string, AnyRule>): string {
  const close = [...rules.keys()].find((k) => k.includes(id) || id.includes(k));
  return close ? ` (did you mean "${close}"?)` : '';
}
