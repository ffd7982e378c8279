import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PresetName } from '../../src/config/index.js';
import { root } from './corpora.js';

/** What a reader who did not write the rules said of one finding. */
export interface Verdict {
  /** Would the maintainer of this tool change the definition because of it? */
  verdict: 'yes' | 'low' | 'no';
  why: string;
  /** The definition the reader saw; the verdict holds while it is the same. */
  definitionHash: string;
}

export interface ErrorVerdict {
  /** Does it meet the error definition: rejected, uncallable, or an invalid schema? */
  meets: boolean;
  why: string;
  definitionHash: string;
}

/** The verdict on a finding, if one was given on the definition it is about now. */
export function verdictOn<V extends { definitionHash: string }>(verdicts: Record<string, V>, f: { key: string; definitionHash: string }): V | undefined {
  const v = verdicts[f.key];
  return v && v.definitionHash === f.definitionHash ? v : undefined;
}

/** The samples drawn for each preset: how many findings, and the seed that picks them. */
export const SAMPLES: Array<{ name: string; preset: PresetName; size: number; errorSize: number; seed: number }> = [
  { name: 'recommended', preset: 'toolslint:recommended', size: 150, errorSize: 40, seed: 45 },
  { name: 'strict', preset: 'toolslint:strict', size: 120, errorSize: 0, seed: 46 },
];

/**
 * Samples of the findings of rules that changed since the last round, of every severity: the
 * samples above draw every rule in turn, so a changed rule gets few new findings judged there.
 * Each is reported apart, under the preset it ran with.
 */
export const FOCUSED: Array<{ name: string; preset: PresetName; rules: string[]; size: number; seed: number; why: string }> = [
  {
    name: 'changed-1',
    preset: 'toolslint:recommended',
    rules: ['tool-description-vague', 'registry-token-budget'],
    size: 30,
    seed: 47,
    why: "tool-description-vague's restatement check and the token estimate were rewritten for speed",
  },
  {
    name: 'changed-2',
    preset: 'toolslint:strict',
    rules: ['array-items-defined'],
    size: 30,
    seed: 48,
    why: 'array-items-defined reports a missing `maxItems` at info at most',
  },
  {
    name: 'changed-3',
    preset: 'toolslint:strict',
    rules: ['tool-name-pattern', 'dialect-shape', 'tool-description-required', 'schema-root-object', 'tool-name-case', 'tool-description-length'],
    size: 30,
    seed: 49,
    why: 'these rules changed how they read malformed tools, and tool-name-pattern suggests no name another tool has',
  },
  {
    name: 'changed-4',
    preset: 'toolslint:strict',
    rules: ['tool-name-case'],
    size: 30,
    seed: 50,
    why: 'tool-name-case no longer judges a dotted namespace: one in another style names code (Class.method) and the name is not reported; leading underscores are no part of the casing; no suggestion another tool has',
  },
  {
    name: 'changed-5',
    preset: 'toolslint:strict',
    rules: ['enum-valid'],
    size: 30,
    seed: 51,
    why: 'enum-valid reports a repeated value once, at its first repeat, and at most 10 values per enum',
  },
  {
    name: 'changed-6',
    preset: 'toolslint:strict',
    rules: ['tool-description-length'],
    size: 30,
    seed: 52,
    why: 'tool-description-length asks for 8 units in every preset (30 under strict before): readers judged most findings of 10 to 29 units `no` (rounds 29 and 30, where minimums of 30 and 20 scaled down for tools of fewer parameters were tried and dropped)',
  },
  {
    name: 'changed-7',
    preset: 'toolslint:strict',
    rules: ['tool-description-length', 'ref-resolvable', 'source-valid'],
    size: 30,
    seed: 53,
    why: 'a new sample after the review: tool-description-length at 8 units in every preset; ref-resolvable says why a file a `$ref` names was not read, and source-valid no longer says it',
  },
  {
    name: 'changed-8',
    preset: 'toolslint:strict',
    rules: [
      'schema-satisfiable',
      'schema-valid',
      'tool-name-verb',
      'tool-changelog-consistent',
      'source-valid',
      'schema-root-object',
      'tool-description-required',
    ],
    size: 30,
    seed: 59,
    why: "a new sample after this change: schema-satisfiable is new; schema-valid reads the token estimate's `$ref` answer; tool-name-verb, tool-changelog-consistent and source-valid use the model's upperFirst; a provider's own tools reach no per-tool rule (schema-root-object and tool-description-required reported them)",
  },
  {
    name: 'changed-9',
    preset: 'toolslint:strict',
    rules: ['tool-name-verb'],
    size: 30,
    seed: 61,
    why: 'a new sample after tool-name-verb reads one word before a verb and its object, and a service with its number, as a namespace, takes the verb of an earlier dotted segment, lets vague verbs pass, and is info in strict',
  },
  {
    name: 'changed-10',
    preset: 'toolslint:recommended',
    rules: ['tool-annotations-consistent'],
    size: 30,
    seed: 62,
    why: 'a new sample after tool-annotations-consistent lets a hint the maintainer wrote stand against a verb that is no clear evidence (generate, run, parse, format, …), against a write verb when the description says read-only, and a `destructiveHint: false` against a destructive verb that erases nothing',
  },
  {
    name: 'changed-11',
    preset: 'toolslint:recommended',
    rules: ['target-limits', 'tool-name-case'],
    size: 30,
    seed: 63,
    why: "a new sample after target-limits names OpenAI as the provider that rejects a description or list over the portable target's cap, and tool-name-case takes a prefix written the same way before most names (`API-` before every Notion tool) as the registry's convention",
  },
  {
    name: 'changed-12',
    preset: 'toolslint:recommended',
    rules: ['schema-depth'],
    size: 30,
    seed: 64,
    why: 'a new sample after schema-depth reports one finding per schema of a tool, at its first part past the limit, counting the other parts that are past it too',
  },
  {
    name: 'changed-13',
    preset: 'toolslint:recommended',
    rules: ['param-name-case'],
    size: 20,
    seed: 65,
    why: 'param-name-case is info in recommended (every earlier verdict was low): a sample of every severity, to see the info findings judged',
  },
  {
    name: 'changed-14',
    preset: 'toolslint:recommended',
    rules: ['param-description-required', 'param-type-required', 'tool-description-references'],
    size: 30,
    seed: 66,
    why: "a new sample after param-description-required reports nested fields at info and passes parameters that the tool description or the object's own fields describe, param-type-required leaves value fields open, and tool-description-references reads hyphenated words, quoted phrases and open maps",
  },
  {
    name: 'changed-15',
    preset: 'toolslint:recommended',
    rules: [
      'tool-description-length',
      'tool-description-vague',
      'param-count',
      'registry-tool-count',
      'required-with-default',
      'param-description-required',
      'tool-annotations-consistent',
      'schema-depth',
    ],
    size: 30,
    seed: 67,
    why: 'a new sample after recommended keeps warnings for what readers judged likely to make a model misuse a tool: short and restated descriptions left to strict, counts, unused defaults, missing parameter descriptions and annotations, and recursive schemas at info',
  },
  {
    name: 'changed-16',
    preset: 'toolslint:strict',
    rules: ['definition-no-secrets'],
    size: 20,
    seed: 68,
    why: 'a new sample after definition-no-secrets reads a schema node by its own keys and walks the strings of a value without building their paths first',
  },
];

const read = <T>(file: string): Record<string, T> => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});

export function readVerdicts(): { verdicts: Record<string, Verdict>; errorVerdicts: Record<string, ErrorVerdict> } {
  return {
    verdicts: read<Verdict>(path.join(root, 'docs/precision/verdicts.json')),
    errorVerdicts: read<ErrorVerdict>(path.join(root, 'docs/precision/error-verdicts.json')),
  };
}
