import type { JsonObject, Registry, Tool } from '../model/index.js';
import type { TypeRelation } from './schema-types.js';
import type { Action, Area, Bump, Change, Direction, Level } from './types.js';

/** What a check concludes about a change, for one direction. */
export interface Outcome {
  level: Level;
  bump: Bump;
  /** The message, with `{{placeholders}}` filled from what the check found. */
  message: string;
  /** What a caller must do about it, for the release notes' migration guide. */
  migration?: string;
}

/** A property of an object node on either side. */
export interface PropertyPair {
  name: string;
  /** Dotted path of the property from the schema root (`filter.state`, `labels[]`). */
  path: string;
  pointer: string;
  base?: JsonObject;
  head?: JsonObject;
  requiredBefore: boolean;
  requiredAfter: boolean;
}

export interface BranchMatch {
  /** Base and head branches that stand for the same alternative, with head's index. */
  matched: Array<{ base: JsonObject; head: JsonObject; index: number }>;
  removed: Array<{ node: JsonObject; index: number }>;
  added: Array<{ node: JsonObject; index: number }>;
}

/** The same place in the base and head schema, as the walker gives it to schema checks. */
export interface NodePair {
  direction: 'input' | 'output';
  base: JsonObject;
  head: JsonObject;
  /** Pointer into the schema as the differ sees it (see Change.pointer). */
  pointer: string;
  /** Dotted path of the parameter this node describes; `''` at the root. */
  path: string;
  types: TypeRelation;
  /** Properties of both sides, by name, in head's order then base's. */
  properties(): PropertyPair[];
  branches(keyword: 'anyOf' | 'oneOf'): BranchMatch;
}

/** One finding of a check; the walker turns it into a Change. */
export interface Found {
  /** Pointer of the change; defaults to the node's. */
  pointer?: string;
  /** Parameter path the message names; defaults to the node's. */
  path?: string;
  /** Which side's node shows where the change is written; defaults to head's node. */
  at?: { side: 'base' | 'head'; node: JsonObject };
  data?: Record<string, string | number>;
  /** What each side holds, where that is not the value at the pointer (whether a parameter is required). */
  values?: { before: unknown; after: unknown };
}

export type Report = (found: Found) => void;

interface CheckBase {
  id: string;
  /** One line for the checks table. */
  description: string;
  area: Area;
  action: Action;
}

/**
 * What an edit does to the values a schema allows, in practice: `narrows` (fewer values), `widens`
 * (more), `both` (some lost, some gained, or something callers and consumers both rely on), or
 * `neither` (documentation, defaults). It fixes the meaning in each direction: narrowing breaks
 * callers of an input, widening breaks consumers of an output (a test holds every check to it).
 */
export type Effect = 'narrows' | 'widens' | 'both' | 'neither';

/**
 * A check of one kind of edit to a schema, run on input and output schemas alike: the same
 * edit means opposite things in the two (input is contravariant, output covariant), so the
 * check names its output mirror and says what the edit means there.
 */
export interface SchemaCheck extends CheckBase {
  kind: 'schema';
  effect: Effect;
  input: Outcome;
  output: Outcome & { id: string };
  /** Also runs where base and head share no type (other checks would only echo that change). */
  whenTypesDisjoint?: boolean;
  /** Runs where either side is the `false` schema; the others do not (their words would be wrong). */
  onFalseSchema?: boolean;
  visit(pair: NodePair, report: Report): void;
}

/** Two versions of one tool (or one side only, for a tool added or removed). */
export interface ToolPair {
  name: string;
  base?: Tool;
  head?: Tool;
  baseRegistry: Registry;
  headRegistry: Registry;
  /** Set when base's tool named head's as its `replacement` (a planned rename), or its operation's operationId changed. */
  renamedFrom?: string;
  /** For an operationId that changed: the operation both tools are made from (`GET /issues/{id}`). */
  operation?: string;
  /** A list element new in head that is not an object: no tool, and no provider accepts the list. */
  notATool?: boolean;
}

export interface ToolContext {
  now: Date;
  /** Tools only in head, and tools only in base, for rename hints. */
  added: readonly Tool[];
  removed: readonly Tool[];
  /** Whether two tools (one per side) accept the same arguments. */
  sameInput(base: Tool, head: Tool): boolean;
  /** Changes the other checks found for this pair: only given to checks marked `after`. */
  changes: readonly Change[];
}

export interface ToolFound {
  pointer?: string;
  data?: Record<string, string | number>;
  /** Show where it is written in base (something removed) rather than head. */
  inBase?: boolean;
}

export interface ToolCheck extends CheckBase, Outcome {
  kind: 'tool';
  direction: Extract<Direction, 'tool' | 'output'>;
  /** Runs after every other check of the pair, seeing their changes. */
  after?: boolean;
  visit(pair: ToolPair, ctx: ToolContext, report: (found: ToolFound) => void): void;
}

/**
 * The second opinion: a shrink of an input schema (or growth of an output schema) that
 * json-schema-diff sees and no named check explains.
 */
export interface OpinionCheck extends CheckBase {
  kind: 'opinion';
  effect: Effect;
  input: Outcome;
  output: Outcome & { id: string };
}

export type Check = SchemaCheck | ToolCheck | OpinionCheck;

export function defineSchemaCheck(check: Omit<SchemaCheck, 'kind'>): SchemaCheck {
  return { kind: 'schema', ...check };
}

export function defineToolCheck(check: Omit<ToolCheck, 'kind'>): ToolCheck {
  return { kind: 'tool', ...check };
}

export function defineOpinionCheck(check: Omit<OpinionCheck, 'kind'>): OpinionCheck {
  return { kind: 'opinion', ...check };
}
