import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compareFindings, type Finding } from '../../engine/index.js';
import { addToGroup, ToolslintError } from '../../model/index.js';
import type { LintResults } from '../../reporters/index.js';
import { writeAtomically } from '../io/atomic.js';
import { display } from '../io/files.js';

/** The id of the finding for a baseline entry that no longer matches; reserved, like the suppression checks. */
export const BASELINE_STALE = 'baseline-stale';

/** The format written; version 1 is still read (see `legacy`). */
export const BASELINE_VERSION = 2;

/**
 * Findings accepted for now. Keyed by file (relative to the baseline's folder), tool, rule and
 * pointer, never by line, so that edits elsewhere in a file do not invalidate an entry. For a
 * finding inside a tool's definition the pointer is the one within that definition
 * (`finding.place`), so that adding, removing or reordering tools keeps every other entry.
 * `count` says how many findings that key accounts for.
 */
export interface BaselineEntry {
  file: string;
  tool?: string;
  ruleId: string;
  pointer: string;
  count: number;
  /**
   * Read from a version 1 file, whose pointers are from the top of the document
   * (`/tools/2/...`): matched that way, and written back in today's form.
   */
  legacy?: true;
}

/** The tool and pointer a finding is known by in a baseline. */
function stableKey(f: Finding): { tool?: string; pointer: string } {
  return f.place ? { tool: f.place.tool, pointer: f.place.pointer } : { ...(f.tool === undefined ? {} : { tool: f.tool }), pointer: f.pointer };
}

export interface BaselineOutcome {
  results: LintResults;
  /** Findings the baseline accounted for, and so left out. */
  matched: number;
  /** The entries to write back (--update-baseline, --prune-baseline); undefined when unchanged. */
  write?: BaselineEntry[];
  /** Entries that match fewer findings than they say (reported unless pruned). */
  stale: number;
  /** The file is version 1 and was not rewritten: say how to migrate it. */
  legacy?: boolean;
}

export interface BaselineMode {
  update: boolean;
  prune: boolean;
}

/**
 * Applies a baseline to a run's results. Entries for files this run read are checked against
 * its findings; entries for other files are kept as they are, unless the file is gone, which
 * makes them stale too.
 */
export function applyBaseline(results: LintResults, entries: BaselineEntry[], file: string, cwd: string, mode: BaselineMode): BaselineOutcome {
  const base = path.dirname(file);
  const toKey = (shown: string) => (isPath(shown) ? path.relative(base, path.resolve(cwd, shown)).split(path.sep).join('/') : shown);
  const toShown = (key: string) => (isPath(key) ? display(path.resolve(base, key), cwd) : key);
  const covered = new Set(results.files.flatMap((f) => [f.file, ...(f.references ?? [])]).map(toKey));
  for (const f of results.findings) covered.add(toKey(f.file));
  const keyOf = (e: { file: string; tool?: string; ruleId: string; pointer: string }) => JSON.stringify([e.file, e.tool ?? '', e.ruleId, e.pointer]);
  const entryOf = (f: Finding): BaselineEntry => ({ file: toKey(f.file), ...stableKey(f), ruleId: f.ruleId, count: 1 });

  const byKey = new Map<string, Finding[]>();
  const byLegacyKey = new Map<string, Finding[]>();
  for (const f of results.findings) {
    addToGroup(byKey, keyOf(entryOf(f)), f);
    addToGroup(byLegacyKey, keyOf({ file: toKey(f.file), tool: f.tool, ruleId: f.ruleId, pointer: f.pointer }), f);
  }

  const accepted = new Set<Finding>();
  const kept: BaselineEntry[] = [];
  const staleFindings: Finding[] = [];
  const unmigrated = new Set<string>();
  for (const entry of entries) {
    const gone = !covered.has(entry.file) && isPath(entry.file) && !existsSync(path.resolve(base, entry.file));
    if (!covered.has(entry.file) && !gone) {
      if (entry.legacy) unmigrated.add(entry.file);
      kept.push(entry);
      continue;
    }
    const found = ((entry.legacy ? byLegacyKey : byKey).get(keyOf(entry)) ?? []).filter((f) => !accepted.has(f));
    const matched = Math.min(entry.count, found.length);
    found.slice(0, matched).forEach((f) => accepted.add(f));
    // A version 1 entry is written back as the findings it matched are known today.
    if (matched > 0) kept.push(...(entry.legacy ? found.slice(0, matched).map(entryOf) : [{ ...entry, count: matched }]));
    if (matched < entry.count) staleFindings.push(staleFinding(entry, matched, toShown(entry.file)));
  }

  const remaining = results.findings.filter((f) => !accepted.has(f));
  const legacy = entries.some((e) => e.legacy);
  if ((mode.update || mode.prune) && unmigrated.size > 0) {
    throw new ToolslintError(
      'usage',
      `--baseline ${display(file, cwd)} is a version 1 baseline, and this run did not read ${[...unmigrated].sort().join(', ')}, whose entries it cannot rewrite in version ${BASELINE_VERSION}: run with --prune-baseline over every file the baseline names, or write it again with --update-baseline.`,
    );
  }
  if (mode.update) {
    const write = merge([...kept, ...remaining.map(entryOf)]);
    return { results: { ...results, findings: [] }, matched: results.findings.length, write, stale: staleFindings.length };
  }
  if (mode.prune) {
    const write = merge(kept);
    const changed = legacy || JSON.stringify(write) !== JSON.stringify(merge(entries));
    return { results: { ...results, findings: remaining }, matched: accepted.size, ...(changed ? { write } : {}), stale: staleFindings.length };
  }
  return {
    results: { ...results, findings: [...remaining, ...staleFindings].sort(compareFindings) },
    matched: accepted.size,
    stale: staleFindings.length,
    legacy,
  };
}

function staleFinding(entry: BaselineEntry, found: number, file: string): Finding {
  const where = `${entry.tool === undefined ? '' : ` in ${entry.legacy ? '' : 'the definition of '}tool "${entry.tool}"`}`;
  const expected = entry.count === 1 ? 'a "' + entry.ruleId + '" finding' : `${entry.count} "${entry.ruleId}" findings`;
  const message = `The baseline expects ${expected} at ${entry.pointer || 'the top of the file'}${where}, and ${found === 0 ? 'none was' : `only ${found} ${found === 1 ? 'was' : 'were'}`} found: the problem was fixed or moved; run with --prune-baseline to drop the entry.`;
  return {
    ruleId: BASELINE_STALE,
    severity: 'error',
    messageId: 'stale',
    message,
    file,
    pointer: entry.pointer,
    ...(entry.tool === undefined ? {} : { tool: entry.tool }),
  };
}

/** Entries with the same key added up, sorted by file, tool, rule and pointer. */
function merge(entries: BaselineEntry[]): BaselineEntry[] {
  const byKey = new Map<string, BaselineEntry>();
  for (const e of entries) {
    const k = JSON.stringify([e.file, e.tool ?? '', e.ruleId, e.pointer, e.legacy === true]);
    const prior = byKey.get(k);
    byKey.set(
      k,
      prior
        ? { ...prior, count: prior.count + e.count }
        : {
            file: e.file,
            ...(e.tool === undefined ? {} : { tool: e.tool }),
            ruleId: e.ruleId,
            pointer: e.pointer,
            count: e.count,
            ...(e.legacy ? { legacy: e.legacy } : {}),
          },
    );
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, e]) => e);
}

/** `mcp:<name>` servers and standard input are named as they are; files by path. */
function isPath(name: string): boolean {
  return !name.startsWith('mcp:') && name !== '<stdin>';
}

/** Reads a baseline file; a missing file is an empty baseline only when it is about to be written. */
export function readBaseline(file: string, shown: string, creating: boolean): BaselineEntry[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as { code?: string }).code === 'ENOENT' && creating) return [];
    throw new ToolslintError(
      'usage',
      `--baseline ${shown}: cannot read the file (${(e as { code?: string }).code ?? String(e)}); write one with --update-baseline.`,
    );
  }
  const bad = (why: string) => new ToolslintError('usage', `--baseline ${shown}: not a toolslint baseline: ${why}; write it again with --update-baseline.`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw bad('it is not valid JSON');
  }
  const d = data as { version?: unknown; entries?: unknown };
  if (d === null || typeof d !== 'object' || (d.version !== 1 && d.version !== BASELINE_VERSION) || !Array.isArray(d.entries))
    throw bad(`expected {"version": ${BASELINE_VERSION}, "entries": [...]}`);
  const legacy = d.version === 1 ? { legacy: true as const } : {};
  return d.entries.map((e: unknown, i: number) => {
    const x = e as Partial<BaselineEntry> | null;
    const ok =
      x !== null &&
      typeof x === 'object' &&
      typeof x.file === 'string' &&
      typeof x.ruleId === 'string' &&
      typeof x.pointer === 'string' &&
      (x.tool === undefined || typeof x.tool === 'string') &&
      Number.isInteger(x.count) &&
      (x.count as number) > 0;
    if (!ok) throw bad(`entry ${i} needs file, ruleId and pointer as strings, count as a whole number above 0, and tool, if any, as a string`);
    return { file: x.file!, ...(x.tool === undefined ? {} : { tool: x.tool }), ruleId: x.ruleId!, pointer: x.pointer!, count: x.count!, ...legacy };
  });
}

/** Stable output: sorted entries, two-space indentation, a final newline. */
export function writeBaseline(file: string, shown: string, entries: BaselineEntry[]): void {
  try {
    writeAtomically(file, `${JSON.stringify({ version: BASELINE_VERSION, entries }, null, 2)}\n`);
  } catch (e) {
    throw new ToolslintError('usage', `--baseline ${shown}: cannot write the file (${(e as { code?: string }).code ?? String(e)}).`);
  }
}
