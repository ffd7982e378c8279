import path from 'node:path';
import { compareFindings, lintRegistryWithStats, severityAtLeast, type Finding, type Severity, type SeverityOrOff } from '../engine/index.js';
import { combineRegistries, isStackOverflow, loadSource, type ParseLimits } from '../loaders/index.js';
import { ToolslintError, type Dialect, type Registry } from '../model/index.js';
import { IGNORED_REASON, type LintFailure, type LintResults, type LintedFile, type Note } from '../reporters/index.js';
import type { ConfigResolver, ResolvedConfig } from '../config/index.js';
import { emptyFolderNote, emptyFolderRegistry, emptyRegistryNote } from './empty.js';
import { expandArguments, type Target } from './files.js';
import { confinedReader, readInput, readStdin } from './read.js';
import type { CliIO } from './io.js';
import type { CachedLint, LintCache } from './cache.js';
import type { AnyRule } from '../engine/index.js';
import { addTimings } from './timing.js';
import { chooseMcpRevision } from '../targets/mcp-revision.js';

export interface LintRunOptions {
  dialect?: Dialect;
  stdinFilepath?: string;
  maxFileSize: number;
  /** Parser bounds (--max-depth); the loaders' defaults when absent. */
  limits?: ParseLimits;
  now?: () => Date;
  /** `--report-unused-suppressions`. */
  reportUnusedSuppressions?: SeverityOrOff;
  /** `--skip-non-registries`: a named file that is not a registry is skipped, as a found one is. */
  skipNonRegistries?: boolean;
  /** `--cache`: unchanged files are replayed instead of linted. */
  cache?: LintCache;
  /** Given each registry before it is linted, with the files it was read from (`toolslint stats`). */
  onRegistry?: (registry: Registry, files: string[]) => void;
  /** Measure the time each rule takes (`--stats`, `TIMING`). */
  timing?: boolean;
}

interface Loaded {
  registry: Registry;
  config: ResolvedConfig;
  target: Target;
}

/**
 * Reads, loads and lints every file the arguments name. A file that cannot be read or parsed
 * becomes a failure and the others are still linted; a config error stops the run (it would
 * make every result wrong) and is thrown.
 */
export async function runLint(
  args: string[],
  io: CliIO,
  resolver: ConfigResolver,
  rules: ReadonlyMap<string, AnyRule>,
  options: LintRunOptions,
): Promise<LintResults & { skipped: Array<{ file: string; reason: string }>; notes: Note[]; timings?: Map<string, number> }> {
  const failures: LintFailure[] = [];
  const skipped: Array<{ file: string; reason: string }> = [];
  // Files passed over without a word (package.json) still count when nothing else was linted.
  let passedOver = 0;
  const loaded: Loaded[] = [];
  const replayed: CachedLint[] = [];
  const useStdin = args.includes('-');
  const { targets, missing, empty } = expandArguments(args.filter((a) => a !== '-'), io.cwd);
  for (const m of missing) failures.push({ file: m.arg, message: m.message });
  // Listed as files with no tools: no document, so no rule has anything to look at.
  const emptyFolders = new Set<string>();
  const folderFiles: LintedFile[] = [];
  for (const folder of empty) {
    if (resolver.forFile(folder.absolute).isIgnored(folder.absolute)) continue;
    const registry = emptyFolderRegistry(path.basename(folder.absolute));
    options.onRegistry?.(registry, [folder.file]);
    emptyFolders.add(folder.file);
    folderFiles.push({ file: folder.file, dialect: registry.dialect, tools: 0, toolNames: [] });
  }

  const load = (target: Target, bytes: Uint8Array, config: ResolvedConfig) => {
    const roots = [io.cwd, path.dirname(target.absolute)];
    const registry = loadSource(bytes, target.file, {
      dialect: options.dialect,
      limits: options.limits,
      classification: config.classification,
      readRefFile: confinedReader(io.cwd, roots, options.maxFileSize),
    });
    loaded.push({ registry, config, target });
  };

  if (useStdin) {
    const name = options.stdinFilepath ?? '<stdin>';
    const absolute = path.resolve(io.cwd, options.stdinFilepath ?? 'stdin.json');
    const target: Target = { file: name, absolute, explicit: true };
    try {
      load(target, await readStdin(io.stdin), resolver.forFile(absolute));
    } catch (e) {
      failures.push(toFailure(e, name));
    }
  }

  for (const target of targets) {
    const config = resolver.forFile(target.absolute);
    if (config.isIgnored(target.absolute)) {
      // Named on the command line: said (a warning), as ESLint does, and the run goes on.
      if (target.explicit) skipped.push({ file: target.file, reason: IGNORED_REASON });
      continue;
    }
    try {
      const bytes = readInput(target.absolute, target.file, options.maxFileSize);
      const hit = options.cache?.replay(target, bytes, config);
      if (hit) {
        replayed.push(hit);
        continue;
      }
      load(target, bytes, config);
    } catch (e) {
      // A file found by searching a folder that is plainly not a registry is passed over and
      // said so; a file the user named must be one.
      if ((!target.explicit || options.skipNonRegistries) && e instanceof ToolslintError && e.code === 'shape') {
        passedOver += 1;
        // Every project has a package.json; only a VS Code extension's declares tools, so the
        // others are passed over without a word.
        if (path.basename(target.file) !== 'package.json') skipped.push({ file: target.file, reason: e.message.replace(`${target.file}: `, '') });
      } else failures.push(toFailure(e, target.file));
    }
  }

  const files: LintedFile[] = [...folderFiles, ...replayed.map((r) => r.file)];
  const timings = new Map<string, number>();
  const findings: Finding[] = replayed.flatMap((r) => r.findings);
  for (const unit of groupSingleTools(loaded)) {
    options.onRegistry?.(unit.registry, unit.parts.map((p) => p.target.file));
    try {
      const output = lintRegistryWithStats(unit.registry, rules, unit.config.engine, { now: options.now, reportUnusedSuppressions: options.reportUnusedSuppressions, timing: options.timing });
      const found = output.findings;
      addTimings(timings, output.timings);
      // One by one: spreading a few hundred thousand findings as arguments overflows the stack.
      for (const f of found) findings.push(f);
      const [only] = unit.parts;
      if (unit.parts.length === 1 && !(only.registry.singleTool && only.target.group)) options.cache?.record(only.target, only.registry, { file: linted(only), findings: found });
    } catch (e) {
      // Only a stack overflow is the file's doing (nesting raised past what the stack holds);
      // anything else is a bug or a config error and ends the run.
      if (!isStackOverflow(e)) throw e;
      for (const r of unit.parts) failures.push(toFailure(e, r.target.file));
      continue;
    }
    for (const r of unit.parts) files.push(linted(r));
  }
  // Everything passed over is not a pass: a run that linted nothing fails and says why (unless
  // asked to skip, as a hook given every staged file is).
  if (files.length === 0 && failures.length === 0 && passedOver > 0 && !options.skipNonRegistries) {
    const named = args.join(' ');
    failures.push({ file: named, message: `${named}: no tool registry found; ${passedOver === 1 ? 'the one file found was skipped' : `all ${passedOver} files found were skipped`}.` });
  }
  files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  failures.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  // From the files, not from loading them, so that a file replayed from the cache says it too.
  const notes = files.filter((f) => f.tools === 0).map((f) => (emptyFolders.has(f.file) ? emptyFolderNote(f.file) : emptyRegistryNote(f.file)));
  return { files, failures, findings: findings.sort(compareFindings), skipped, notes, ...(options.timing ? { timings } : {}) };
}

function linted(r: Loaded): LintedFile {
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

/**
 * A folder of files that each hold one tool (the GitHub MCP server's toolsnaps/) is one
 * registry, so that registry-wide rules such as unique names see all of it.
 */
function groupSingleTools(loaded: Loaded[]): Array<{ registry: Registry; config: ResolvedConfig; parts: Loaded[] }> {
  const units: Array<{ registry: Registry; config: ResolvedConfig; parts: Loaded[] }> = [];
  const groups = new Map<string, Loaded[]>();
  for (const l of loaded) {
    if (l.registry.singleTool && l.target.group) {
      const key = `${l.target.group}\u0000${path.dirname(l.target.absolute)}`;
      const list = groups.get(key) ?? [];
      list.push(l);
      groups.set(key, list);
    } else units.push({ registry: l.registry, config: l.config, parts: [l] });
  }
  for (const [key, parts] of groups) {
    const registry = parts.length === 1 ? parts[0].registry : combineRegistries(parts.map((p) => p.registry), path.basename(key.split('\u0000')[1]));
    units.push({ registry, config: parts[0].config, parts });
  }
  return units;
}

function toFailure(e: unknown, file: string): LintFailure {
  if (isStackOverflow(e)) return { file, message: `${file}: nested too deeply to lint (the call stack ran out); lower --max-depth or flatten the file.` };
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

/** 0, 1 or 2 as DESIGN.md says. */
export function lintExitCode(results: LintResults, failSeverity: Severity, maxWarnings: number | undefined): number {
  if (results.failures.length > 0) return 2;
  if (results.findings.some((f) => severityAtLeast(f.severity, failSeverity))) return 1;
  if (maxWarnings !== undefined && results.findings.filter((f) => f.severity === 'warn').length > maxWarnings) return 1;
  return 0;
}
