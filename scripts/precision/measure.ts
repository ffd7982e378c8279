import { createHash } from 'node:crypto';
import { presetRules, type PresetName } from '../../src/config/index.js';
import { lintRegistry, type Finding } from '../../src/engine/index.js';
import { getAtPointer, type Registry } from '../../src/model/index.js';
import { RULES } from '../../rules/index.js';
import { CORPORA } from './corpora.js';

const NOW = new Date('2026-11-25T00:00:00Z');

/** A finding with what a reader needs to judge it: the definition it is about. */
export interface Judged {
  /** Stable across runs while the finding is the same: rule, file, tool, place and message. */
  key: string;
  corpus: string;
  ruleId: string;
  severity: string;
  tool?: string;
  file: string;
  pointer: string;
  message: string;
  /** The tool's definition as written (or, for a registry-wide finding, its tool names). */
  definition: unknown;
  /** A hash of `definition`: a verdict holds only for the definition its reader saw. */
  definitionHash: string;
}

export interface PresetRun {
  preset: PresetName;
  /** Findings per rule per corpus. */
  counts: Map<string, Map<string, number>>;
  /** Per corpus: tools, and warn+error findings per tool (median, mean). */
  perTool: Map<string, { tools: number; median: number; mean: number; errors: number }>;
  findings: Judged[];
}

export function findingKey(f: Pick<Finding, 'ruleId' | 'file' | 'tool' | 'pointer' | 'message'>): string {
  return createHash('sha256')
    .update([f.ruleId, f.file, f.tool ?? '', f.pointer, f.message].join('\u0000'))
    .digest('hex')
    .slice(0, 16);
}

/** The tool a finding is about: the one whose definition holds its place, else the one of its name. */
function toolOf(registry: Registry, f: Finding) {
  if (f.tool === undefined) return undefined;
  const holders = registry.tools.filter(
    (t) => t.name === f.tool && t.source.file === f.file && (f.pointer === t.source.pointer || f.pointer.startsWith(`${t.source.pointer}/`)),
  );
  return holders.sort((a, b) => b.source.pointer.length - a.source.pointer.length)[0] ?? registry.tools.find((t) => t.name === f.tool);
}

function definitionOf(registry: Registry, f: Finding): unknown {
  const tool = toolOf(registry, f);
  if (!tool) return { registry: registry.name ?? registry.files[0], tools: registry.tools.length, names: registry.tools.slice(0, 40).map((t) => t.name) };
  return getAtPointer(registry.documents.get(tool.source.file)?.value, tool.source.pointer);
}

export function hashOf(definition: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(definition) ?? '')
    .digest('hex')
    .slice(0, 16);
}

const presetRuns = new Map<PresetName, PresetRun>();

/** `runPreset`, run once per preset: a script may read one preset's findings for several samples. */
export function presetRun(preset: PresetName): PresetRun {
  let run = presetRuns.get(preset);
  if (!run) presetRuns.set(preset, (run = runPreset(preset)));
  return run;
}

/** Lints every corpus with one preset, as a user who extends it would. */
export function runPreset(preset: PresetName): PresetRun {
  const config = { rules: presetRules(preset, RULES), overrides: [] };
  const counts = new Map<string, Map<string, number>>();
  const perTool = new Map<string, { tools: number; median: number; mean: number; errors: number }>();
  const findings: Judged[] = [];
  for (const corpus of CORPORA) {
    const registries = corpus.load();
    const byTool = new Map<string, number>();
    let tools = 0;
    let warnOrError = 0;
    let errors = 0;
    for (const registry of registries) {
      tools += registry.tools.length;
      for (const f of lintRegistry(registry, RULES, config, { now: () => NOW })) {
        const perRule = counts.get(f.ruleId) ?? new Map<string, number>();
        perRule.set(corpus.id, (perRule.get(corpus.id) ?? 0) + 1);
        counts.set(f.ruleId, perRule);
        if (f.severity === 'warn' || f.severity === 'error') {
          warnOrError++;
          if (f.severity === 'error') errors++;
          const k = `${f.file}\u0000${f.tool ?? ''}`;
          byTool.set(k, (byTool.get(k) ?? 0) + 1);
        }
        const definition = definitionOf(registry, f);
        const definitionHash = hashOf(definition);
        findings.push({
          key: findingKey(f),
          corpus: corpus.id,
          ruleId: f.ruleId,
          severity: f.severity,
          tool: f.tool,
          file: f.file,
          pointer: f.pointer,
          message: f.message,
          definition,
          definitionHash,
        });
      }
    }
    const each = [...byTool.values()];
    while (each.length < tools) each.push(0);
    each.sort((a, b) => a - b);
    perTool.set(corpus.id, { tools, median: each[Math.floor(each.length / 2)] ?? 0, mean: tools ? warnOrError / tools : 0, errors });
  }
  return { preset, counts, perTool, findings };
}

/**
 * A random sample of the warn and error findings: each rule's findings are ordered by a seeded
 * hash of their keys and taken round by round, so that every rule is judged, the sample stays
 * random within a rule, and a change that adds or removes some findings leaves the rest of the
 * sample, and their verdicts, where they were.
 */
export function sample(findings: Judged[], size: number, seed: number, filter: (f: Judged) => boolean): Judged[] {
  const rank = (f: Judged) => createHash('sha256').update(`${seed}\u0000${f.key}`).digest('hex');
  const byRule = new Map<string, Array<{ f: Judged; r: string }>>();
  for (const f of findings) if (filter(f)) byRule.set(f.ruleId, [...(byRule.get(f.ruleId) ?? []), { f, r: rank(f) }]);
  for (const list of byRule.values()) list.sort((a, b) => (a.r < b.r ? -1 : a.r > b.r ? 1 : 0));
  const out: Judged[] = [];
  for (let round = 0; out.length < size; round++) {
    let took = false;
    for (const id of [...byRule.keys()].sort()) {
      const entry = byRule.get(id)![round];
      if (entry && out.length < size) {
        out.push(entry.f);
        took = true;
      }
    }
    if (!took) break;
  }
  return out;
}

/** The findings a focused sample draws: the named rules' findings of every severity, under its preset. */
export function drawFocused(spec: { preset: PresetName; rules: readonly string[]; size: number; seed: number }): Judged[] {
  const rules = new Set(spec.rules);
  return sample(presetRun(spec.preset).findings, spec.size, spec.seed, (f) => rules.has(f.ruleId));
}
