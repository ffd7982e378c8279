import { severityAtLeast, type AnyRule, type RuleSetting, type Severity, type SeverityOrOff } from '../engine/index.js';

export const PRESET_NAMES = ['toolslint:recommended', 'toolslint:strict', 'toolslint:all'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

/** The preset a config without `extends` starts from. */
export const DEFAULT_PRESET: PresetName = 'toolslint:recommended';

/**
 * Presets are computed from each rule's meta, never listed by hand, so a new rule lands in
 * every preset the moment it is registered.
 */
const PRESET_SEVERITY = {
  'toolslint:recommended': (meta) => meta.recommended,
  'toolslint:strict': strictSeverity,
  // Every rule, none quieter than the other presets make it: a rule `info` in recommended and
  // `warn` in strict is `warn` here, not `info`, and one `error` in strict is an `error`.
  'toolslint:all': (meta) => {
    const strict = strictSeverity(meta);
    return strict !== 'off' && severityAtLeast(strict, 'warn') ? strict : 'warn';
  },
} as const satisfies Record<PresetName, (meta: AnyRule['meta']) => SeverityOrOff>;

function strictSeverity(meta: AnyRule['meta']): SeverityOrOff {
  return meta.strict ?? (meta.recommended !== 'off' ? meta.recommended : 'warn');
}

export function isPresetName(name: string): name is PresetName {
  return (PRESET_NAMES as readonly string[]).includes(name);
}

export function presetSeverity(name: PresetName, rule: AnyRule): SeverityOrOff {
  return PRESET_SEVERITY[name](rule.meta);
}

/** Every rule of the map at the preset's severity, with its default options, and for `recommended` its options and message caps. */
export function presetRules(name: PresetName, rules: ReadonlyMap<string, AnyRule>): Map<string, RuleSetting> {
  const out = new Map<string, RuleSetting>();
  for (const [id, rule] of rules) {
    const setting: RuleSetting = { severity: presetSeverity(name, rule), origin: name };
    if (name === 'toolslint:recommended') {
      if (rule.meta.recommendedOptions !== undefined) setting.options = rule.meta.recommendedOptions;
      if (rule.meta.recommendedMaxSeverity !== undefined) setting.caps = rule.meta.recommendedMaxSeverity as Record<string, Severity>;
    }
    out.set(id, setting);
  }
  return out;
}
