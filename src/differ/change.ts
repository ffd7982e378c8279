import { renderMessage } from '../engine/index.js';
import { joinPointer, parsePointer, type JsonObject, type SourceRef, type Tool } from '../model/index.js';
import type { OpinionCheck, Outcome, SchemaCheck, ToolCheck, ToolFound, ToolPair } from './check.js';
import type { PreparedSchema } from './prepare.js';
import { keywordRef, located, schemaSides, toolSides, type Sides } from './sides.js';
import type { Change, Direction, Level } from './types.js';
import { upperFirst } from '../model/index.js';

export interface SchemaHit {
  check: SchemaCheck | OpinionCheck;
  direction: 'input' | 'output';
  pair: ToolPair;
  b: PreparedSchema;
  h: PreparedSchema;
  pointer: string;
  path: string;
  at: { side: 'base' | 'head'; node: JsonObject };
  data: Record<string, string | number>;
  /** The keyword of `at` the change is about, located when it is written there. */
  key?: string;
  /** What each side holds, when not the value at the pointer. */
  values?: { before: unknown; after: unknown };
}

/** A schema check's finding as a Change: message rendered, place located. */
export function schemaChange(hit: SchemaHit): Change {
  const outcome: Outcome = hit.direction === 'input' ? hit.check.input : hit.check.output;
  const id = hit.direction === 'input' ? hit.check.id : hit.check.output.id;
  const what = subject(hit.direction, hit.path);
  const data = { subject: what, Subject: upperFirst(what), path: hit.path, place: place(hit.direction, hit.path), ...strings(hit.data) };
  const prepared = hit.at.side === 'head' ? hit.h : hit.b;
  const registry = hit.at.side === 'head' ? hit.pair.headRegistry : hit.pair.baseRegistry;
  const location = located(registry, hit.at.side, keywordRef(registry, prepared.where.get(hit.at.node), hit.key));
  const sides = schemaSides(hit.pair, hit.pointer, hit.b, hit.h);
  return build(id, outcome, hit.direction, hit.pair.name, hit.pointer, data, location, hit.values ? { ...sides, ...hit.values } : sides);
}

/** A tool check's finding as a Change. */
export function toolChange(check: ToolCheck, pair: ToolPair, found: ToolFound): Change {
  const inBase = found.inBase === true || !pair.head;
  const tool = (inBase ? pair.base : pair.head) ?? pair.base!;
  const registry = inBase ? pair.baseRegistry : pair.headRegistry;
  const pointer = found.pointer ?? '';
  const ref = check.direction === 'output' ? (tool.refs.outputSchema ?? tool.source) : toolRef(tool, pointer);
  const location = located(registry, inBase ? 'base' : 'head', ref);
  return build(check.id, check, check.direction, pair.name, pointer, strings(found.data ?? {}), location, toolSides(pair, pointer, check.direction));
}

function build(
  id: string,
  outcome: Outcome,
  direction: Direction,
  tool: string,
  pointer: string,
  data: Record<string, string>,
  location: Change['location'],
  sides: Sides,
): Change {
  const change: Change = { id, level: outcome.level, bump: outcome.bump, direction, tool, pointer, message: renderMessage(outcome.message, data), data };
  if (outcome.migration) change.migration = renderMessage(outcome.migration, data);
  if (location) change.location = location;
  if ('before' in sides) change.before = sides.before;
  if ('after' in sides) change.after = sides.after;
  change.sides = sides.sides;
  return change;
}

/** How migrations name what callers send or read: `` `filter.state` ``, or the input as a whole. */
function place(direction: 'input' | 'output', path: string): string {
  if (path === '') return direction === 'input' ? 'the input' : 'the output';
  return codeSpan(path);
}

/** How messages name the place: `parameter \`filter.state\``, `the output schema`. */
function subject(direction: 'input' | 'output', path: string): string {
  if (path === '') return direction === 'input' ? 'the input schema' : 'the output schema';
  return direction === 'input' ? `parameter ${codeSpan(path)}` : `output property ${codeSpan(path)}`;
}

/**
 * A name as inline code that a backtick or a line break in it cannot end: the fence is longer
 * than any run of backticks inside (the release notes are Markdown, and names are untrusted).
 * The Markdown reporter writes its names with it too.
 */
export function codeSpan(name: string): string {
  const flat = name.replace(/[\r\n]+/g, ' ');
  const fence = '`'.repeat(Math.max(0, ...(flat.match(/`+/g) ?? []).map((r) => r.length)) + 1);
  return flat.startsWith('`') || flat.endsWith('`') ? `${fence} ${flat} ${fence}` : `${fence}${flat}${fence}`;
}

function strings(data: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
}

/** Where a pointer into a tool definition is written. */
function toolRef(tool: Tool, pointer: string): SourceRef {
  const [first, ...rest] = parsePointer(pointer);
  if (first === undefined) return tool.source;
  if (first === 'annotations' && tool.refs.annotations)
    return { file: tool.refs.annotations.file, pointer: joinPointer(tool.refs.annotations.pointer, ...rest) };
  if (first === 'name' || first === 'description' || first === 'title') return tool.refs[first] ?? tool.source;
  return tool.refs.meta[first] ?? tool.source;
}

const LEVEL_RANK: Record<Level, number> = { breaking: 0, warning: 1, info: 2 };
const DIRECTION_RANK: Record<Direction, number> = { tool: 0, input: 1, output: 2 };

/** Breaking first, then tool, direction, pointer, id and message, so output never depends on load order. */
export function sortChanges(changes: Change[]): Change[] {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return changes.sort(
    (a, b) =>
      LEVEL_RANK[a.level] - LEVEL_RANK[b.level] ||
      cmp(a.tool, b.tool) ||
      DIRECTION_RANK[a.direction] - DIRECTION_RANK[b.direction] ||
      cmp(a.pointer, b.pointer) ||
      cmp(a.id, b.id) ||
      cmp(a.message, b.message),
  );
}
