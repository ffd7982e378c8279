import { addToGroup, emptyObject, type Registry, type Tool } from '../model/index.js';
import { deepEqual, hasRef, sameShape } from './canonical.js';
import { PROVED_EQUIVALENT, provedEquivalent, secondOpinionFinding } from './opinion.js';
import type { ToolContext, ToolPair } from './check.js';
import { pairTools } from './pair-tools.js';
import { prepareSchema, type PreparedSchema } from './prepare.js';
import { OPINION_CHECKS, SCHEMA_CHECKS, TOOL_CHECKS } from './registry.js';
import { jsonSchemaDiffOpinion, SecondOpinionUnavailable, type SecondOpinion } from './second-opinion.js';
import { schemaChange, sortChanges, toolChange } from './change.js';
import { verdictFor } from './verdict.js';
import { show } from './values.js';
import { walkSchemas } from './walk.js';
import { CLASSIFIED_KEYWORDS, claims, pathOf, schemaDifferences, writtenDifferences } from './unclassified.js';
import UNCLASSIFIED from './checks/schema-changed-unclassified.js';
import type { Change, DiffResult, DiffSide } from './types.js';

export interface DiffOptions {
  /** The clock sunset dates are compared with; injectable for tests. */
  now?: Date;
  /** json-schema-diff by default; `false` runs the named checks only. */
  secondOpinion?: SecondOpinion | false;
}

type Prepared = { input?: PreparedSchema; output?: PreparedSchema };

/**
 * Compares two registries: pairs their tools, runs every check on each pair, asks the second
 * opinion where the named checks found nothing breaking, and gives the verdict. Pure apart from
 * the clock: nothing is read, printed or exited here.
 */
export async function diffRegistries(base: DiffSide, head: DiffSide, options: DiffOptions = {}): Promise<DiffResult> {
  const now = options.now ?? new Date();
  const opinion: OpinionState = {
    ask: options.secondOpinion === undefined ? jsonSchemaDiffOpinion : options.secondOpinion || undefined,
    notices: [],
    failed: false,
  };
  const cache = new Map<Tool, Prepared>();
  const schema = (registry: Registry, tool: Tool, role: 'input' | 'output'): PreparedSchema | undefined => {
    let entry = cache.get(tool);
    if (!entry) cache.set(tool, (entry = {}));
    if (!(role in entry)) entry[role] = prepareSchema(registry, tool, role);
    return entry[role];
  };

  const pairs = pairTools(base.registry, head.registry);
  const added = pairs.filter((p) => p.head && !p.base && !p.notATool).map((p) => p.head!);
  const removed = pairs.filter((p) => p.base && !p.head).map((p) => p.base!);
  const sameInput = (b: Tool, h: Tool) =>
    sameShape(schema(base.registry, b, 'input')?.root ?? EMPTY_INPUT, schema(head.registry, h, 'input')?.root ?? EMPTY_INPUT);

  const changes: Change[] = [];
  for (const pair of pairs) {
    const found: Change[] = [];
    const ctx: ToolContext = { now, added, removed, sameInput, changes: found };
    for (const check of TOOL_CHECKS) if (!check.after) check.visit(pair, ctx, (f) => found.push(toolChange(check, pair, f)));
    if (pair.base && pair.head) {
      for (const direction of ['input', 'output'] as const) {
        if (unchanged(pair.base, pair.head, direction)) continue;
        const b = schema(base.registry, pair.base, direction);
        const h = schema(head.registry, pair.head, direction);
        await compareSchemas(pair, direction, b, h, found, opinion);
      }
    }
    for (const check of TOOL_CHECKS) if (check.after) check.visit(pair, ctx, (f) => found.push(toolChange(check, pair, f)));
    changes.push(...found);
  }
  const capped: string[] = [];
  const sorted = sortChanges(capSamePlace(dedupe(changes), capped));
  const notices = [...opinion.notices, ...capped];
  return {
    base: { source: base.source, ...(base.registry.version === undefined ? {} : { version: base.registry.version }) },
    head: { source: head.source, ...(head.registry.version === undefined ? {} : { version: head.registry.version }) },
    changes: sorted,
    verdict: verdictFor(sorted, base.registry.version, head.registry.version),
    secondOpinion: options.secondOpinion === false ? 'off' : opinion.failed ? 'failed' : 'used',
    ...(notices.length > 0 ? { notices } : {}),
  };
}

/** The second opinion for one run: dropped after the library fails to load, its failures said once each. */
interface OpinionState {
  ask?: SecondOpinion;
  notices: string[];
  failed: boolean;
}

/**
 * Most tools do not change between versions: a schema written identically, with no `$ref`
 * that could lead to a definition that changed, is skipped without preparing or walking it.
 */
function unchanged(base: Tool, head: Tool, direction: 'input' | 'output'): boolean {
  const b = direction === 'input' ? base.inputSchema : base.outputSchema;
  const h = direction === 'input' ? head.inputSchema : head.outputSchema;
  if (b === undefined || h === undefined) return b === h;
  return deepEqual(b, h) && !hasRef(b);
}

/** Variants of one name can show the same change twice: it is reported once. */
function dedupe(changes: Change[]): Change[] {
  const seen = new Set<string>();
  return changes.filter((c) => {
    const key = `${c.id}\u0000${c.tool}\u0000${c.pointer}\u0000${c.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The most changes of one check one tool reports at one written place. */
export const MAX_SAME_PLACE = 20;

/**
 * One definition reached through many `$ref` paths is one edit seen at every path: a leaf
 * shared four levels down by fifty properties each is 125,000 parameters. Past
 * MAX_SAME_PLACE changes of one check at one written place of one tool, the rest (the
 * longest pointers) are left out, and a notice says how many.
 */
function capSamePlace(changes: Change[], notices: string[]): Change[] {
  const groups = new Map<string, Change[]>();
  for (const c of changes) {
    if (!c.location) continue;
    addToGroup(groups, `${c.tool}\u0000${c.id}\u0000${c.location.side}\u0000${c.location.file}\u0000${c.location.pointer}`, c);
  }
  const dropped = new Set<Change>();
  for (const group of groups.values()) {
    if (group.length <= MAX_SAME_PLACE) continue;
    group.sort((a, b) => a.pointer.length - b.pointer.length || (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0));
    for (const c of group.slice(MAX_SAME_PLACE)) dropped.add(c);
    const first = group[0];
    const at = first.location!;
    notices.push(
      `${first.tool}: ${group.length - MAX_SAME_PLACE} more ${first.id} changes at ${at.file}${at.line === undefined ? '' : `:${at.line}:${at.column}`}, one definition reached through many $ref paths, are left out; the first ${MAX_SAME_PLACE} are shown.`,
    );
  }
  return dropped.size === 0 ? changes : changes.filter((c) => !dropped.has(c));
}

/** A tool without an input schema takes an object with no declared parameters. */
const EMPTY_INPUT = Object.assign(emptyObject(), { type: 'object' });

function orEmptyObject(prepared: PreparedSchema | undefined): PreparedSchema {
  return prepared ?? { root: EMPTY_INPUT, where: new WeakMap(), complete: true };
}

async function compareSchemas(
  pair: ToolPair,
  direction: 'input' | 'output',
  base: PreparedSchema | undefined,
  head: PreparedSchema | undefined,
  found: Change[],
  opinion: OpinionState,
): Promise<void> {
  if (!base && !head) return;
  // An output schema on one side only is the tool check output-schema-added/removed.
  if (direction === 'output' && (!base || !head)) return;
  const b = orEmptyObject(base);
  const h = orEmptyObject(head);
  const before = found.length;
  walkAndCollect(pair, direction, b, h, found);
  if (opinion.ask && b.complete && h.complete) await askOpinion(pair, direction, b, h, found, before, opinion);
  unclassified(pair, direction, b, h, found, before);
  if (opinion.ask && b.complete && h.complete) await settle(pair, direction, b, h, found.slice(before), opinion);
}

/**
 * Named checks read keywords one place at a time, so a schema rewritten into one of the same
 * meaning (a contradiction written another way, De Morgan, `not`/`allOf` for a type) can look
 * narrower. Where json-schema-diff can judge both schemas whole and exactly, and finds neither
 * values lost nor values gained, their breaking changes become warnings that say why.
 */
async function settle(
  pair: ToolPair,
  direction: 'input' | 'output',
  b: PreparedSchema,
  h: PreparedSchema,
  changes: Change[],
  opinion: OpinionState,
): Promise<void> {
  const breaking = changes.filter((c) => c.level === 'breaking' && c.direction === direction);
  if (breaking.length === 0 || !opinion.ask) return;
  try {
    if (!(await provedEquivalent(opinion.ask, b.root, h.root))) return;
  } catch (e) {
    return failed(opinion, e, direction, pair);
  }
  for (const c of breaking) {
    c.level = 'warning';
    c.bump = 'minor';
    c.message = `${c.message} ${PROVED_EQUIVALENT}`;
  }
}

function failed(opinion: OpinionState, e: unknown, direction: 'input' | 'output', pair: ToolPair): void {
  opinion.failed = true;
  const why = e instanceof Error ? e.message.split('\n')[0] : String(e);
  if (e instanceof SecondOpinionUnavailable) {
    opinion.ask = undefined;
    opinion.notices.push(`The second opinion did not run: ${why}.`);
  } else opinion.notices.push(`json-schema-diff failed on the ${direction} schema of \`${pair.name}\` (${why}); the named checks still ran.`);
}

/**
 * Every difference no change claims becomes schema-changed-unclassified, naming its keyword and
 * place. Differences the differ's own reading hides (`$schema`, an unused definition) are
 * looked for in the schemas as written when nothing else was found.
 */
function unclassified(pair: ToolPair, direction: 'input' | 'output', b: PreparedSchema, h: PreparedSchema, found: Change[], before: number): void {
  const named = found.slice(before);
  const raw = (t: Tool | undefined) => (direction === 'input' ? t?.inputSchema : t?.outputSchema);
  const prepared = schemaDifferences(b.root, h.root).filter((d) => !CLASSIFIED_KEYWORDS.has(d.keyword));
  const written = writtenDifferences(raw(pair.base), raw(pair.head));
  for (const d of [...prepared, ...written]) {
    if (named.some((c) => claims(c, d))) continue;
    const change = schemaChange({
      check: UNCLASSIFIED,
      direction,
      pair,
      b,
      h,
      pointer: d.pointer,
      path: pathOf(d.pointer),
      at: { side: 'head', node: h.root },
      data: { keyword: d.keyword, at: `\`${d.pointer || '/'}\`` },
    });
    found.push(change);
    named.push(change);
  }
}

async function askOpinion(
  pair: ToolPair,
  direction: 'input' | 'output',
  b: PreparedSchema,
  h: PreparedSchema,
  found: Change[],
  before: number,
  opinion: OpinionState,
): Promise<void> {
  if (!opinion.ask) return;
  try {
    const seen = await secondOpinionFinding(opinion.ask, direction, b.root, h.root, found.slice(before));
    if (!seen) return;
    const example = seen.example ? `, such as \`${show(seen.example.value)}\`` : '';
    found.push(
      schemaChange({
        check: OPINION_CHECKS[0],
        direction,
        pair,
        b,
        h,
        pointer: seen.pointer,
        path: seen.path,
        at: { side: 'head', node: seen.head },
        data: { example },
      }),
    );
  } catch (e) {
    failed(opinion, e, direction, pair);
  }
}

function walkAndCollect(pair: ToolPair, direction: 'input' | 'output', b: PreparedSchema, h: PreparedSchema, found: Change[]): void {
  walkSchemas(b.root, h.root, direction, SCHEMA_CHECKS, (hit) => {
    const f = hit.found;
    const pointer = f.pointer ?? hit.pair.pointer;
    const onNode = !f.at || f.at.node === hit.pair.base || f.at.node === hit.pair.head;
    // A change to one keyword of this node is located at that keyword.
    const rest = pointer.startsWith(`${hit.pair.pointer}/`) ? pointer.slice(hit.pair.pointer.length + 1) : undefined;
    const key = onNode && rest !== undefined && !rest.includes('/') ? rest : undefined;
    found.push(
      schemaChange({
        check: hit.check,
        direction,
        pair,
        b,
        h,
        pointer,
        path: f.path ?? hit.pair.path,
        at: f.at ?? { side: 'head', node: hit.pair.head },
        data: f.data ?? {},
        ...(key === undefined ? {} : { key }),
        ...(f.values ? { values: f.values } : {}),
      }),
    );
  });
}
