import type { Registry, SourceRef } from '../model/index.js';

/** How a change affects callers; `breaking` always needs a major bump. */
export const LEVELS = ['breaking', 'warning', 'info'] as const;
export type Level = (typeof LEVELS)[number];

export const BUMPS = ['major', 'minor', 'patch', 'none'] as const;
export type Bump = (typeof BUMPS)[number];

/**
 * Which part of a tool a check looks at. Input schemas are contravariant (narrowing what is
 * accepted breaks callers), output schemas covariant (widening what is returned breaks
 * consumers); `tool` is the definition around them.
 */
export const DIRECTIONS = ['input', 'output', 'tool'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const AREAS = [
  'tool',
  'annotations',
  'strict',
  'version',
  'description',
  'property',
  'required',
  'type',
  'enum',
  'const',
  'bounds',
  'pattern',
  'format',
  'additional-properties',
  'composition',
  'default',
  'schema',
] as const;
export type Area = (typeof AREAS)[number];

export const ACTIONS = ['added', 'removed', 'changed', 'tightened', 'relaxed', 'set', 'renamed', 'deprecated'] as const;
export type Action = (typeof ACTIONS)[number];

/** What the registry says about one check: enough to print tables and docs. */
export interface CheckInfo {
  id: string;
  level: Level;
  bump: Bump;
  direction: Direction;
  area: Area;
  action: Action;
  /** One line for tables. */
  description: string;
  /** The check of the opposite schema direction that looks for the same edit. */
  mirror?: string;
}

/** One difference between base and head, as reporters print it. */
export interface Change {
  id: string;
  level: Level;
  bump: Bump;
  direction: Direction;
  tool: string;
  /**
   * Where in the tool: for `input` and `output`, a pointer into that schema as the differ sees
   * it (`$ref`s followed, `allOf` merged), so that the same place has the same pointer however
   * it is written; for `tool`, a pointer into the tool definition (`/description`).
   */
  pointer: string;
  message: string;
  /** What a caller must change, for release notes; only for changes that need one. */
  migration?: string;
  /** The values the message was rendered from. */
  data: Record<string, string>;
  /** Where the change is written: in head, or in base for something removed. */
  location?: Located;
  /**
   * What each side holds at `pointer` (schemas as compared, tool fields as written); a key is
   * absent when that side has nothing there (a parameter added has no `before`).
   */
  before?: unknown;
  after?: unknown;
  /** Where `pointer` is written on each side that has it. */
  sides?: { base?: Located; head?: Located };
}

export type Located = SourceRef & { side: 'base' | 'head'; line?: number; column?: number };

/** The declared bump between two versions, or `unknown` when either is missing or not semver. */
export type DeclaredBump = Bump | 'unknown';

export interface Verdict {
  /** The bump the changes need, under the base version's numbering (see semver.ts). */
  required: Bump;
  declared: DeclaredBump;
  ok: boolean;
}

export interface DiffSide {
  /** How the user named it: a path, a folder or `REV:path`. */
  source: string;
  registry: Registry;
}

export interface DiffResult {
  base: { source: string; version?: string };
  head: { source: string; version?: string };
  /** Sorted: breaking first, then tool, direction, pointer, id. */
  changes: Change[];
  verdict: Verdict;
  /** `failed` when json-schema-diff could not be loaded or failed on a schema (see `notices`). */
  secondOpinion?: 'used' | 'off' | 'failed';
  /** Sentences about the run that are neither changes nor failures of it. */
  notices?: string[];
}
