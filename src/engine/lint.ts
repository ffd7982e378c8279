import type { Registry, SourceRef, Tool } from '../model/index.js';
import { ToolslintError, didYouMean } from '../model/index.js';
import { PORTABLE_TARGET, type Target } from '../targets/index.js';
import type { EngineConfig, RuleSetting } from './config.js';
import { compareFindings, renderMessage, severityAtLeast, type Finding } from './finding.js';
import { resolveRuleOptions } from './options.js';
import type { AnyRule, RuleVisitors, Severity, SeverityOrOff } from './rule.js';
import { applySuppressions } from './suppress.js';
import { fixEdits } from './fix.js';
import { placeFindings } from './place.js';
import { createRegistryView, measureShared, sharedSpent, SHARED_VIEW, walkToolSchemas, type SchemaVisit } from '../kit/index.js';

export interface LintOptions {
  /** The clock rules see; injectable for tests. */
  now?: () => Date;
  /** The severity of `suppression-unused` (`--report-unused-suppressions`); warn by default. */
  reportUnusedSuppressions?: SeverityOrOff;
  /** Measure the time each rule takes (`--stats`, `TIMING=1`); off by default, as it costs a clock read per visit. */
  timing?: boolean;
}

export interface LintOutput {
  findings: Finding[];
  /** Milliseconds each rule took (creating it and all its visits), by rule id; only when `timing` was asked for. */
  timings?: Map<string, number>;
}

interface ActiveRule {
  id: string;
  rule: AnyRule;
  severity: Severity;
  visitors: RuleVisitors;
  /** Milliseconds spent in this rule, when timing. */
  ms: number;
}

/**
 * Runs the configured rules over one registry. Pure: no file system, no output, no exit. Throws
 * a ToolslintError for an unknown rule or a bad option before any rule runs.
 */
export function lintRegistry(registry: Registry, rules: ReadonlyMap<string, AnyRule>, config: EngineConfig, options: LintOptions = {}): Finding[] {
  return lintRegistryWithStats(registry, rules, config, options).findings;
}

/** From this many findings on one node, `isNew` looks them up by key rather than compare each. */
const MANY_ON_ONE_NODE = 16;

/** `lintRegistry`, and with `timing` the time each rule took. */
export function lintRegistryWithStats(registry: Registry, rules: ReadonlyMap<string, AnyRule>, config: EngineConfig, options: LintOptions = {}): LintOutput {
  const now = options.now ?? (() => new Date());
  const timing = options.timing === true;
  // In report order; `sameNode` finds a finding already made on a node (a shared $ref target
  // reached twice is reported once) without building a key string per finding.
  const findings: Finding[] = [];
  // A node with many findings (200,000 duplicate keys at one pointer) keeps their keys in a Set
  // instead, so that each new one is not compared with all before it.
  const sameNode = new Map<string, Finding | Finding[] | Set<string>>();
  const keyOf = (f: Finding) => `${f.ruleId}\u0000${f.file}\u0000${f.line}\u0000${f.column}\u0000${f.message}`;
  // A Map, not a WeakMap: it lives as long as the run, and weak entries by the hundred thousand cost the collector.
  const toolOf = new Map<Finding, Tool>();
  const isNew = (f: Finding): boolean => {
    const prior = sameNode.get(f.pointer);
    if (prior === undefined) {
      sameNode.set(f.pointer, f);
      return true;
    }
    if (prior instanceof Set) {
      const key = keyOf(f);
      if (prior.has(key)) return false;
      prior.add(key);
      return true;
    }
    const list = Array.isArray(prior) ? prior : [prior];
    if (list.some((p) => p.ruleId === f.ruleId && p.file === f.file && p.line === f.line && p.column === f.column && p.message === f.message)) return false;
    if (list.length >= MANY_ON_ONE_NODE) sameNode.set(f.pointer, new Set([...list, f].map(keyOf)));
    else if (list === prior) list.push(f);
    else sameNode.set(f.pointer, [prior as Finding, f]);
    return true;
  };
  // What a report without its own tool or place is about; two variables, not an object per visit.
  let currentTool: Tool | undefined;
  let currentAt: SourceRef | undefined;
  const allActive: ActiveRule[] = [];

  // A rule's time leaves out the facts it was first to ask the view for (`--stats` shows them on
  // a row of their own): each is made once, for every rule that reads it.
  measureShared(timing);
  // The clock is read once after each visit, and the time since the last reading is the rule's:
  // one reading per visit and no closure, so that timing a run of a million visits costs little,
  // and the least a rule is charged for a visit is one reading, not two.
  let clock = 0;
  let sharedAt = 0;
  const startClock = () => {
    clock = performance.now();
    sharedAt = sharedSpent();
  };
  const charge = (a: ActiveRule) => {
    const now = performance.now();
    const spent = sharedSpent();
    a.ms += now - clock - (spent - sharedAt);
    clock = now;
    sharedAt = spent;
  };
  const view = createRegistryView(registry, config.classification);
  const baseTargets: readonly Target[] = config.targets?.length ? config.targets : [PORTABLE_TARGET];
  const instantiate = (settings: ReadonlyMap<string, RuleSetting>, targets: readonly Target[]): ActiveRule[] => {
    const active: ActiveRule[] = [];
    for (const [id, setting] of settings) {
      const rule = rules.get(id);
      if (!rule) throw new ToolslintError('config', `${setting.origin ? `${setting.origin}: ` : ''}unknown rule "${id}"${didYouMean(id, rules.keys())}.`);
      if (setting.severity === 'off') continue;
      const opts = resolveRuleOptions(rule, setting.options, setting.origin);
      const severity = setting.severity;
      const caps = capsOf(rule.meta.maxSeverity, setting.caps);
      if (timing) startClock();
      const visitors = rule.create(
        {
          registry,
          targets,
          view,
          now,
          report(d) {
            const tool = d.tool ?? currentTool;
            const at = d.at ?? currentAt ?? tool?.source ?? { file: registry.files[0] ?? '', pointer: '' };
            const template = (rule.meta.messages as Record<string, string>)[d.messageId];
            const message = renderMessage(template ?? d.messageId, d.data);
            const cap = caps?.[d.messageId];
            const finding: Finding = {
              ruleId: id,
              severity: cap !== undefined && severityAtLeast(severity, cap) ? cap : severity,
              messageId: d.messageId,
              message,
              file: at.file,
              pointer: at.pointer,
            };
            if (tool) finding.tool = tool.name;
            if (d.fix) finding.fix = fixEdits(rule, d.fix, at.file);
            if (d.position) {
              finding.line = d.position.line;
              finding.column = d.position.column;
            }
            // The same node reached twice (a shared $ref target) is reported once.
            if (!isNew(finding)) return;
            findings.push(finding);
            if (tool) toolOf.set(finding, tool);
          },
        },
        opts,
      );
      const a: ActiveRule = { id, rule, severity, visitors, ms: 0 };
      if (timing) charge(a);
      active.push(a);
      allActive.push(a);
    }
    return active;
  };

  const base = instantiate(config.rules, baseTargets);
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
      // The last matching override that names targets decides them.
      const targets = applying.map((i) => config.overrides[i].targets).findLast((t) => t !== undefined && t.length > 0) ?? baseTargets;
      set = instantiate(merged, targets);
      bySelection.set(key, set);
      // A registry-wide check runs once: with the base rules, or else with the first override
      // that turns it on (the base run would not see it at all).
      // The loop sets the current tool and place again before the next visitor runs.
      visitRegistry(set.filter((a) => !registryVisited.has(a.id)));
    }
    return set;
  };

  // The rules whose registry visitor has run, by id.
  const registryVisited = new Set<string>();
  const visitRegistry = (active: readonly ActiveRule[]) => {
    for (const a of active) {
      registryVisited.add(a.id);
      currentTool = undefined;
      currentAt = undefined;
      if (!a.visitors.registry) continue;
      if (timing) startClock();
      a.visitors.registry(registry);
      if (timing) charge(a);
    }
  };
  visitRegistry(base);

  // Per rule set (the base one or an override's): which rules visit tools and schema nodes.
  const plans = new Map<ActiveRule[], { toolRules: ActiveRule[]; schemaRules: ActiveRule[]; seen: WeakSet<object> }>();
  for (const tool of registry.tools) {
    const active = rulesFor(tool);
    // A provider's own tool (Anthropic's `web_search_20250305`) has no definition here to check.
    if (tool.builtin !== undefined) continue;
    let plan = plans.get(active);
    if (!plan) {
      plan = { toolRules: active.filter((a) => a.visitors.tool), schemaRules: active.filter((a) => a.visitors.schema), seen: new WeakSet() };
      plans.set(active, plan);
    }
    currentTool = tool;
    if (timing) startClock();
    for (const a of plan.toolRules) {
      currentAt = tool.source;
      a.visitors.tool!(tool);
      if (timing) charge(a);
    }
    const { schemaRules } = plan;
    if (schemaRules.length === 0) continue;
    walkToolSchemas(registry, tool, plan.seen, (visit: SchemaVisit) => {
      if (timing) startClock();
      for (const a of schemaRules) {
        currentTool = tool;
        currentAt = visit.ref;
        a.visitors.schema!(visit);
        if (timing) charge(a);
      }
    });
  }

  const out = findings;
  for (const f of out) {
    if (f.line !== undefined) continue;
    const pos = registry.documents.get(f.file)?.locate(f.pointer);
    if (pos) {
      f.line = pos.line;
      f.column = pos.column;
    }
  }
  const reportUnused = options.reportUnusedSuppressions ?? 'warn';
  const result: LintOutput = {
    findings: placeFindings(registry, applySuppressions(registry, out, { reportUnused, knownRule: (id) => rules.has(id), toolOf: (f) => toolOf.get(f) })).sort(
      compareFindings,
    ),
  };
  if (timing) {
    result.timings = new Map();
    for (const a of allActive) result.timings.set(a.id, (result.timings.get(a.id) ?? 0) + a.ms);
    result.timings.set(SHARED_VIEW, sharedSpent());
    measureShared(false);
  }
  return result;
}

/** The rule's own caps and the setting's together: the lower one where both cap a message. */
function capsOf(
  own: Partial<Record<string, Severity>> | undefined,
  setting: Readonly<Record<string, Severity>> | undefined,
): Partial<Record<string, Severity>> | undefined {
  if (!setting) return own;
  const out: Partial<Record<string, Severity>> = { ...own };
  for (const [id, cap] of Object.entries(setting)) {
    const mine = out[id];
    out[id] = mine !== undefined && severityAtLeast(cap, mine) ? mine : cap;
  }
  return out;
}
