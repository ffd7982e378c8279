import path from 'node:path';
import type { AnyRule, EngineOverride, RuleSetting } from '../engine/index.js';
import { DEFAULT_CLASSIFICATION, type Classification } from '../model/index.js';
import { globMatcher, ignoreMatcher, relativeTo } from './globs.js';
import type { Layer } from './layers.js';
import { layRules } from './rule-settings.js';
import { selectTargets } from '../targets/index.js';
import type { ResolvedConfig } from './types.js';

/**
 * Layers and `--rule` flags to the config the engine runs with. Precedence, lowest first:
 * each `extends` entry in order, the file's own `rules`, then `--rule`. Overrides apply on
 * top of that for the files and tools they match, in order; `--rule` is laid over each
 * override too, because the engine applies an override over the base rules and a flag must
 * still win there. `--target` replaces every `target` key, overrides' included, for the same
 * reason.
 */
export function mergeLayers(
  layers: Layer[],
  cli: ReadonlyMap<string, RuleSetting>,
  cwd: string,
  cliTargets: readonly string[],
  known: { rules: ReadonlyMap<string, AnyRule>; plugins: readonly string[] },
): ResolvedConfig {
  const fromCli = cliTargets.length > 0;
  let rules = new Map<string, RuleSetting>();
  for (const layer of layers) rules = layRules(rules, layer.rules);

  const overrides: EngineOverride[] = layers.flatMap((layer) =>
    layer.overrides.map((o) => {
      const files = o.files.length > 0 ? globMatcher(o.files) : undefined;
      const tools = o.tools.length > 0 ? globMatcher(o.tools) : undefined;
      return {
        matches: (file: string, toolName: string) => (!files || files(relativeTo(o.dir, cwd, file))) && (!tools || tools(toolName)),
        rules: layRules(o.rules, cli),
        targets: !fromCli && o.targets ? selectTargets(o.targets) : undefined,
      };
    }),
  );

  const classification: Classification = { ...DEFAULT_CLASSIFICATION };
  for (const layer of layers) {
    for (const kind of ['read', 'write', 'destructive'] as const) {
      const verbs = layer.classification?.[kind];
      // Names are split into lower-case words before their verb is looked up.
      if (verbs) classification[kind] = [...new Set(verbs.map((v) => v.toLowerCase()))];
    }
  }

  const fileLayers = layers.filter((l) => l.file !== undefined);
  const targets = fromCli ? [...cliTargets] : [...(layers.findLast((l) => l.targets !== undefined)?.targets ?? [])];
  return {
    engine: { rules: layRules(rules, cli), overrides, targets: selectTargets(targets), classification },
    classification,
    isIgnored: ignoreMatcher(
      cwd,
      fileLayers.map((l) => ({ dir: path.dirname(l.file!.path), patterns: l.ignorePatterns })),
    ),
    sources: [...new Set(fileLayers.map((l) => l.file!.display))],
    targets,
    rules: known.rules,
    plugins: known.plugins,
  };
}
