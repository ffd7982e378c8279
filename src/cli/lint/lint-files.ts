import path from 'node:path';
import type { ConfigResolver, ResolvedConfig } from '../../config/index.js';
import { compareFindings, severityAtLeast, type Finding, type Severity, type SeverityOrOff } from '../../engine/index.js';
import { combineRegistries, isStackOverflow, type ParseLimits } from '../../loaders/index.js';
import { isPluginRuleError } from '../../config/index.js';
import { ToolslintError, type Dialect, type Registry } from '../../model/index.js';
import { IGNORED_REASON, type LintFailure, type LintResults, type LintedFile, type Note } from '../../reporters/index.js';
import type { CliIO } from '../cli-io.js';
import type { Stray } from '../stray.js';
import { EXIT_FAILURE, EXIT_FINDINGS, EXIT_OK, type ExitCode } from '../exit-codes.js';
import { emptyFolderNote, emptyFolderRegistry, emptyRegistryNote } from '../io/empty.js';
import { expandArguments, type Target } from '../io/files.js';
import { readInput, readStdin } from '../io/read.js';
import type { CachedLint, LintCache } from './cache.js';
import { limitHeapGrowth } from './heap-growth.js';
import { linted, lintLoaded, lintsWithFolder, loadTarget, toFailure, type FileLintSettings, type Loaded } from './lint-file.js';
import { addTimings } from './timing.js';
import { loadError, runOnPool, workerCount, workerFile, type Concurrency, type LintTask, type LintTaskResult, type ResolverSettings } from './worker-pool.js';

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
  /**
   * `--concurrency`, and the settings a worker resolves the config from. Without them, or
   * when the run is small, every file is linted in the main thread.
   */
  workers?: { concurrency: Concurrency; resolver: ResolverSettings };
  /** Given what a worker caught thrown outside its tasks (a plugin's report from a timer), to be said after the report. */
  onStray?: (stray: Stray) => void;
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
  options: LintRunOptions,
): Promise<LintResults & { skipped: Array<{ file: string; reason: string }>; notes: Note[]; timings?: Map<string, number>; threads?: number }> {
  const failures: LintFailure[] = [];
  // Each with its place among the arguments, so that the list reads in file order whichever thread found it.
  const skippedAt: Array<{ at: number; file: string; reason: string }> = [];
  // Files passed over without a word (package.json) still count when nothing else was linted.
  let passedOver = 0;
  const loaded: Loaded[] = [];
  const replayed: CachedLint[] = [];
  const useStdin = args.includes('-');
  const { targets, missing, empty } = expandArguments(
    args.filter((a) => a !== '-'),
    io.cwd,
  );
  const order = new Map(targets.map((t, i) => [t, i]));
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

  const settings: FileLintSettings = {
    cwd: io.cwd,
    dialect: options.dialect,
    maxFileSize: options.maxFileSize,
    limits: options.limits,
    now: options.now,
    reportUnusedSuppressions: options.reportUnusedSuppressions,
    timing: options.timing,
  };
  // A file found by searching a folder that is plainly not a registry is passed over and said
  // so; a file the user named must be one.
  const notLoaded = (target: Target, e: unknown) => {
    if ((!target.explicit || options.skipNonRegistries) && e instanceof ToolslintError && e.code === 'shape') {
      passedOver += 1;
      // Every project has a package.json; only a VS Code extension's declares tools, so the
      // others are passed over without a word.
      if (path.basename(target.file) !== 'package.json')
        skippedAt.push({ at: order.get(target) ?? -1, file: target.file, reason: e.message.replace(`${target.file}: `, '') });
    } else failures.push(toFailure(e, target.file));
  };

  if (useStdin) {
    const name = options.stdinFilepath ?? '<stdin>';
    const absolute = path.resolve(io.cwd, options.stdinFilepath ?? 'stdin.json');
    const target: Target = { file: name, absolute, explicit: true };
    try {
      loaded.push(loadTarget(target, await readStdin(io.stdin, name, options.maxFileSize), resolver.forFile(absolute), settings));
    } catch (e) {
      failures.push(toFailure(e, name));
    }
  }

  const pending: Array<{ target: Target; bytes: Uint8Array; config: ResolvedConfig }> = [];
  // A bad config found for one folder fails the files it governs, once, and the other folders
  // are still linted; when it governs every file, it is the run's error, as it always was.
  const configErrors = new Map<string, { error: ToolslintError; file: string }>();
  let configured = 0;
  for (const target of targets) {
    let config: ResolvedConfig;
    try {
      config = resolver.forFile(target.absolute);
      configured += 1;
    } catch (e) {
      if (!(e instanceof ToolslintError) || e.code !== 'config') throw e;
      if (!configErrors.has(e.message)) configErrors.set(e.message, { error: e, file: target.file });
      continue;
    }
    if (config.isIgnored(target.absolute)) {
      // Named on the command line: said (a warning), as ESLint does, and the run goes on.
      if (target.explicit) skippedAt.push({ at: order.get(target) ?? -1, file: target.file, reason: IGNORED_REASON });
      continue;
    }
    try {
      const bytes = readInput(target.absolute, target.file, options.maxFileSize);
      const hit = options.cache?.replay(target, bytes, config);
      if (hit) replayed.push(hit);
      else pending.push({ target, bytes, config });
    } catch (e) {
      notLoaded(target, e);
    }
  }

  // Every config is known now: a --rule flag that none of them knows is misspelt. Said here,
  // before any file is linted or MCP server started (lint asks servers after the files).
  resolver.checkCliRules();
  if (configErrors.size > 0) {
    if (configured === 0 && !useStdin) throw [...configErrors.values()][0].error;
    for (const { error, file } of configErrors.values()) failures.push(toFailure(error, file));
  }

  const files: LintedFile[] = [...folderFiles, ...replayed.map((r) => r.file)];
  const timings = new Map<string, number>();
  const findings: Finding[] = replayed.flatMap((r) => r.findings);
  // Workers only when nothing needs the registries themselves here (`stats`) or a clock of its own (tests).
  const bytes = pending.reduce((n, p) => n + p.bytes.length, 0);
  limitHeapGrowth(bytes);
  const threads = options.workers && !options.onRegistry && !options.now ? workerCount(options.workers.concurrency, pending.length, bytes) : 0;
  const worker = threads > 0 ? workerFile() : undefined;
  if (worker && options.workers) {
    const { now: _now, ...shared } = settings;
    const tasks: LintTask[] = pending.map((p) => ({ target: p.target, bytes: p.bytes, resolver: options.workers!.resolver, settings: shared }));
    const results = await runOnPool(worker, tasks, threads);
    // In file order, as the main thread would have met them.
    results.forEach((result, i) => {
      const { target, bytes: content, config } = pending[i];
      for (const stray of result.strays ?? []) options.onStray?.(stray);
      if (result.kind === 'with-folder') loaded.push(loadTarget(target, content, config, settings));
      else if (result.kind === 'not-loaded') notLoaded(target, loadError(result));
      else if (result.kind === 'failed') failures.push(result.failure);
      else take(result, target);
    });
  } else {
    // One file at a time, each let go once linted, so that a folder of a thousand registries
    // holds one in memory rather than all of them; only a folder's one-tool files wait for
    // their folder.
    for (let i = 0; i < pending.length; i++) {
      const { target, bytes: content, config } = pending[i];
      pending[i].bytes = EMPTY;
      let l: Loaded;
      try {
        l = loadTarget(target, content, config, settings);
      } catch (e) {
        notLoaded(target, e);
        continue;
      }
      if (lintsWithFolder(l)) loaded.push(l);
      else lintUnit({ registry: l.registry, config: l.config, parts: [l] });
    }
  }

  function take(result: Extract<LintTaskResult, { kind: 'linted' }>, target: Target) {
    if (result.timings) addTimings(timings, new Map(result.timings));
    for (const f of result.findings) findings.push(f);
    options.cache?.record(target, result.documents, { file: result.file, findings: result.findings });
    files.push(result.file);
  }

  for (const unit of groupSingleTools(loaded)) lintUnit(unit);

  function lintUnit(unit: LintUnit) {
    options.onRegistry?.(
      unit.registry,
      unit.parts.map((p) => p.target.file),
    );
    try {
      const output = lintLoaded(unit.registry, unit.config, settings);
      const found = output.findings;
      addTimings(timings, output.timings);
      // One by one: spreading a few hundred thousand findings as arguments overflows the stack.
      for (const f of found) findings.push(f);
      const [only] = unit.parts;
      if (unit.parts.length === 1 && !lintsWithFolder(only))
        options.cache?.record(only.target, only.registry.documents.keys(), { file: linted(only), findings: found });
    } catch (e) {
      // A stack overflow is the file's doing (nesting raised past what the stack holds), and a
      // plugin rule that failed fails the files it was reading, as on worker threads; anything
      // else is a bug or a config error and ends the run.
      if (!isStackOverflow(e) && !isPluginRuleError(e)) throw e;
      for (const r of unit.parts) failures.push(toFailure(e, r.target.file));
      return;
    }
    for (const r of unit.parts) files.push(linted(r));
  }
  // Everything passed over is not a pass: a run that linted nothing fails and says why (unless
  // asked to skip, as a hook given every staged file is).
  if (files.length === 0 && failures.length === 0 && passedOver > 0 && !options.skipNonRegistries) {
    const named = args.join(' ');
    failures.push({
      file: named,
      message: `${named}: no tool registry found; ${passedOver === 1 ? 'the one file found was skipped' : `all ${passedOver} files found were skipped`}.`,
    });
  }
  files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  failures.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  // From the files, not from loading them, so that a file replayed from the cache says it too.
  const notes = files.filter((f) => f.tools === 0).map((f) => (emptyFolders.has(f.file) ? emptyFolderNote(f.file) : emptyRegistryNote(f.file)));
  const skipped = skippedAt.sort((a, b) => a.at - b.at).map(({ file, reason }) => ({ file, reason }));
  return { files, failures, findings: findings.sort(compareFindings), skipped, notes, ...(options.timing ? { timings } : {}), ...(worker ? { threads } : {}) };
}

/** What is linted as one registry: one file, or a folder of one-tool files. */
interface LintUnit {
  registry: Registry;
  config: ResolvedConfig;
  parts: Loaded[];
}

const EMPTY = new Uint8Array(0);

/**
 * A folder of files that each hold one tool (the GitHub MCP server's toolsnaps/) is one
 * registry, so that registry-wide rules such as unique names see all of it.
 */
function groupSingleTools(loaded: Loaded[]): LintUnit[] {
  const units: LintUnit[] = [];
  const groups = new Map<string, Loaded[]>();
  for (const l of loaded) {
    if (lintsWithFolder(l)) {
      const key = `${l.target.group}\u0000${path.dirname(l.target.absolute)}`;
      const list = groups.get(key) ?? [];
      list.push(l);
      groups.set(key, list);
    } else units.push({ registry: l.registry, config: l.config, parts: [l] });
  }
  for (const [key, parts] of groups) {
    const registry =
      parts.length === 1
        ? parts[0].registry
        : combineRegistries(
            parts.map((p) => p.registry),
            path.basename(key.split('\u0000')[1]),
          );
    units.push({ registry, config: parts[0].config, parts });
  }
  return units;
}

/** 0, 1 or 2 as DESIGN.md says. */
export function lintExitCode(results: LintResults, failSeverity: Severity, maxWarnings: number | undefined): ExitCode {
  if (results.failures.length > 0) return EXIT_FAILURE;
  if (results.findings.some((f) => severityAtLeast(f.severity, failSeverity))) return EXIT_FINDINGS;
  if (maxWarnings !== undefined && results.findings.filter((f) => f.severity === 'warn').length > maxWarnings) return EXIT_FINDINGS;
  return EXIT_OK;
}
