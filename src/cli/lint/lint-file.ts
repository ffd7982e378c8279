import path from 'node:path';
import { isPluginRuleError, type ResolvedConfig } from '../../config/index.js';
import { lintRegistryWithStats, type Finding, type SeverityOrOff } from '../../engine/index.js';
import { isStackOverflow, loadSource, type ParseLimits } from '../../loaders/index.js';
import { ToolslintError, type Dialect, type Registry } from '../../model/index.js';
import type { LintFailure, LintedFile } from '../../reporters/index.js';
import { chooseMcpRevision } from '../../targets/mcp-revision.js';
import type { Target } from '../io/files.js';
import { confinedReader } from '../io/read.js';

/** What loading and linting one file needs besides the file: the same in the main thread and in a worker. */
export interface FileLintSettings {
  cwd: string;
  dialect?: Dialect;
  maxFileSize: number;
  limits?: ParseLimits;
  now?: () => Date;
  reportUnusedSuppressions?: SeverityOrOff;
  timing?: boolean;
}

export interface Loaded {
  registry: Registry;
  config: ResolvedConfig;
  target: Target;
}

/** Loads one file's bytes as a registry; throws a ToolslintError when it is not one. */
export function loadTarget(target: Target, bytes: Uint8Array, config: ResolvedConfig, settings: FileLintSettings): Loaded {
  const roots = [settings.cwd, path.dirname(target.absolute)];
  const registry = loadSource(bytes, target.file, {
    dialect: settings.dialect,
    limits: settings.limits,
    classification: config.classification,
    readRefFile: confinedReader(settings.cwd, roots, settings.maxFileSize),
  });
  return { registry, config, target };
}

/** A registry's findings and, when asked for, the time each rule took. */
export function lintLoaded(registry: Registry, config: ResolvedConfig, settings: FileLintSettings): { findings: Finding[]; timings?: Map<string, number> } {
  // The config's rules: the built-in ones and those of the plugins it loads.
  return lintRegistryWithStats(registry, config.rules, config.engine, {
    now: settings.now,
    reportUnusedSuppressions: settings.reportUnusedSuppressions,
    timing: settings.timing,
  });
}

/** A file that was a folder's one-tool part is linted with its folder, as one registry. */
export function lintsWithFolder(l: Loaded): boolean {
  return l.registry.singleTool === true && l.target.group !== undefined;
}

export function linted(r: Loaded): LintedFile {
  const references = [...r.registry.documents.keys()].filter((f) => f !== r.target.file);
  return {
    file: r.target.file,
    dialect: r.registry.dialect,
    tools: r.registry.tools.length,
    toolNames: r.registry.tools.map((t) => t.name),
    ...(r.registry.dialectReason ? { dialectReason: r.registry.dialectReason } : {}),
    ...mcpRevisionOf(r),
    ...(references.length > 0 ? { references } : {}),
  };
}

/** For a file with MCP tools: the revision they are checked against, and why that one. */
function mcpRevisionOf(r: Loaded): Pick<LintedFile, 'mcpRevision'> {
  if (!r.registry.tools.some((t) => t.dialect === 'mcp')) return {};
  const choice = chooseMcpRevision(r.registry.protocolVersion?.value, r.config.engine.targets ?? []);
  return { mcpRevision: { revision: choice.revisions.join(', '), from: choice.from, says: choice.says } };
}

export function toFailure(e: unknown, file: string): LintFailure {
  if (isStackOverflow(e)) return { file, message: `${file}: nested too deeply to lint (the call stack ran out); lower --max-depth or flatten the file.` };
  if (isPluginRuleError(e)) return { file, message: `${file}: ${e.message}` };
  if (e instanceof ToolslintError) {
    const f: LintFailure = { file: e.file ?? file, message: e.message };
    if (e.position) {
      f.line = e.position.line;
      f.column = e.position.column;
    }
    return f;
  }
  throw e;
}
