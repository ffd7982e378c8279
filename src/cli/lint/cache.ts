import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../../config/index.js';
import type { AnyRule, Finding } from '../../engine/index.js';
import { ToolslintError } from '../../model/index.js';
import type { LintedFile } from '../../reporters/index.js';
import { sha256Hex } from '../../reporters/sha256.js';
import { writeAtomically } from '../io/atomic.js';
import { isFile } from '../io/files.js';
import type { Target } from '../io/files.js';

export const DEFAULT_CACHE_FILE = '.toolslintcache';
const FORMAT = 2;

/** What one file's lint produced, as replayed from the cache. */
export interface CachedLint {
  file: LintedFile;
  findings: Finding[];
}

interface Entry {
  /** Everything but the file's own bytes that the result depends on, hashed. */
  key: string;
  content: string;
  /** Files read through `$ref`, by absolute path, with their hashes. */
  deps: Record<string, string>;
  result: CachedLint;
}

export interface LintCache {
  /** The stored result for a file, when it, its config and every file it references are unchanged. */
  replay(target: Target, bytes: Uint8Array, config: ResolvedConfig): CachedLint | undefined;
  /** Stores the result of linting one file that was linted on its own. */
  /** Keeps a file's result, with the documents (the file and those its `$ref`s read) it depends on. */
  record(target: Target, documents: Iterable<string>, result: CachedLint): void;
  /** Writes the cache file, if anything changed. */
  save(): void;
}

export interface CacheOptions {
  cwd: string;
  /** `--cache-location`: a file, or a folder (then `.toolslintcache` in it). */
  location?: string;
  version: string;
  rules: ReadonlyMap<string, AnyRule>;
  /** Command-line settings that change findings (dialect, limits, suppression reports). */
  settings: unknown;
  /** Today; rules that compare dates with it make a result valid for that day only. */
  now: Date;
}

/**
 * The lint cache (`--cache`): a file is linted again only when its bytes, a file it reaches
 * through `$ref`, its resolved config, the command-line settings, the rule set, the toolslint
 * version or the day changed. Files linted together as one registry (a folder of single-tool
 * files) are never cached, since each one's findings depend on the others.
 */
export function openCache(options: CacheOptions): LintCache {
  const file = cacheFile(options.cwd, options.location);
  const base = path.dirname(file);
  const entries = readEntries(file, path.relative(options.cwd, file) || file);
  let changed = false;
  const run = hash(
    JSON.stringify([FORMAT, options.version, ruleSetHash(options.rules), options.settings, options.now.toISOString().slice(0, 10), options.cwd]),
  );
  const configKeys = new WeakMap<ResolvedConfig, string>();
  const pending = new Map<string, { key: string; content: string }>();
  const keyFor = (target: Target, config: ResolvedConfig) => {
    let c = configKeys.get(config);
    if (c === undefined) configKeys.set(config, (c = configHash(config, options.cwd)));
    return hash(`${run}\u0000${c}\u0000${target.file}`);
  };
  const relative = (absolute: string) => path.relative(base, absolute).split(path.sep).join('/');

  return {
    replay(target, bytes, config) {
      const key = keyFor(target, config);
      const content = hash(bytes);
      const entry = entries[relative(target.absolute)];
      pending.set(target.absolute, { key, content });
      if (!entry || entry.key !== key || entry.content !== content) return undefined;
      for (const [dep, h] of Object.entries(entry.deps)) if (hashFile(dep) !== h) return undefined;
      return structuredClone(entry.result);
    },
    record(target, documents, result) {
      const known = pending.get(target.absolute);
      if (!known) return;
      const deps: Record<string, string> = {};
      for (const name of documents) {
        const absolute = path.resolve(options.cwd, name);
        if (absolute !== target.absolute) deps[absolute] = hashFile(absolute) ?? '';
      }
      entries[relative(target.absolute)] = { ...known, deps, result: structuredClone(result) };
      changed = true;
    },
    save() {
      // Only whether each file is still there matters: a stat, not a read and hash of every cached file.
      for (const name of Object.keys(entries)) {
        if (!isFile(path.resolve(base, name))) {
          delete entries[name];
          changed = true;
        }
      }
      if (!changed) return;
      const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
      try {
        writeAtomically(file, `${JSON.stringify({ format: FORMAT, entries: sorted })}\n`);
      } catch (e) {
        throw new ToolslintError(
          'usage',
          `cannot write the cache to ${path.relative(options.cwd, file) || file} (${(e as { code?: string }).code ?? String(e)}).`,
        );
      }
    },
  };
}

function cacheFile(cwd: string, location: string | undefined): string {
  if (location === undefined) return path.join(cwd, DEFAULT_CACHE_FILE);
  const absolute = path.resolve(cwd, location);
  const isFolder =
    /[\\/]$/.test(location) ||
    (() => {
      try {
        return statSync(absolute).isDirectory();
      } catch {
        return false;
      }
    })();
  return isFolder ? path.join(absolute, DEFAULT_CACHE_FILE) : absolute;
}

/**
 * A missing cache, one of another format, or a damaged `.toolslintcache` is started afresh. Any
 * other file that is not a cache (`--cache-location tools.json`) is refused rather than
 * overwritten: it may be someone's file, and deleting it is theirs to do.
 */
function readEntries(file: string, shown: string): Record<string, Entry> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as { code?: string }).code === 'ENOENT') return Object.create(null) as Record<string, Entry>;
    throw new ToolslintError('usage', `cannot read the cache ${shown} (${(e as { code?: string }).code ?? String(e)}).`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  if (!isCacheData(data)) {
    // A damaged file under the cache's own name is the cache's: it is started afresh.
    if (path.basename(file) === DEFAULT_CACHE_FILE) return Object.create(null) as Record<string, Entry>;
    throw new ToolslintError(
      'usage',
      `${shown} is not a toolslint cache, so --cache-location does not overwrite it; name another file, or delete it if it is a damaged cache.`,
    );
  }
  return data.format === FORMAT ? (Object.assign(Object.create(null), data.entries) as Record<string, Entry>) : (Object.create(null) as Record<string, Entry>);
}

/** A cache of any format: `{format: number, entries: {...}}`. */
function isCacheData(data: unknown): data is { format: number; entries: object } {
  const d = data as { format?: unknown; entries?: unknown } | null | undefined;
  return typeof d === 'object' && d !== null && typeof d.format === 'number' && typeof d.entries === 'object' && d.entries !== null;
}

function hash(data: string | Uint8Array): string {
  return sha256Hex(data);
}

function hashFile(file: string): string | undefined {
  try {
    return hash(readFileSync(file));
  } catch {
    return undefined;
  }
}

/** Rule ids, their meta and their code: a changed rule, or a plugin's, invalidates results. */
function ruleSetHash(rules: ReadonlyMap<string, AnyRule>): string {
  return hash(JSON.stringify([...rules].map(([id, r]) => [id, r.meta, r.create.toString()])));
}

/** The resolved config, with the bytes of the files it came from (override globs live there). */
function configHash(config: ResolvedConfig, cwd: string): string {
  const settings = (rules: ReadonlyMap<string, { severity: string; options?: unknown }>) => [...rules].map(([id, s]) => [id, s.severity, s.options ?? null]);
  return hash(
    JSON.stringify({
      rules: settings(config.engine.rules),
      overrides: config.engine.overrides.map((o) => [settings(o.rules), o.targets?.map((t) => t.id) ?? null]),
      targets: config.engine.targets?.map((t) => t.id) ?? [],
      classification: config.classification,
      sources: config.sources.map((s) => [s, hashFile(path.resolve(cwd, s)) ?? '']),
      // Editing a plugin invalidates what its rules found.
      plugins: config.plugins.map((file) => [file, hashFile(file) ?? '']),
    }),
  );
}
