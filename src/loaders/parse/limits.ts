import { ToolslintError, type Position } from '../../model/index.js';

/** Bounds on what one file may make the parsers do; the CLI's flags raise them. */
export interface ParseLimits {
  /**
   * How deeply arrays and objects may nest. Real registries nest a few dozen levels; the
   * default leaves room for generated schemas while keeping every parser far from the end of
   * the call stack.
   */
  maxDepth: number;
  /** How many alias expansions a YAML document may make (alias bombs stop here). */
  maxAliasCount: number;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = { maxDepth: 1000, maxAliasCount: 1000 };

export function tooDeep(file: string, maxDepth: number, at?: Position): ToolslintError {
  const where = at ? `${file}:${at.line}:${at.column}` : file;
  return new ToolslintError('limit', `${where}: nested more than ${maxDepth} levels deep; raise the limit with --max-depth if this is intended.`, {
    file,
    position: at,
  });
}

/**
 * A parser that recurses ran out of call stack: a clear sentence instead of a crash. Reached
 * when --max-depth was raised past what the stack holds, or by YAML flow collections, whose
 * parser gives out at several hundred levels.
 */
export function stackExhausted(file: string, at?: Position): ToolslintError {
  const where = at ? `${file}:${at.line}:${at.column}` : file;
  return new ToolslintError('limit', `${where}: nested too deeply to read (the parser ran out of call stack); flatten the file.`, { file, position: at });
}

export function isStackOverflow(e: unknown): boolean {
  return e instanceof RangeError && /call stack/i.test(e.message);
}

/** 2^53: integers past it cannot be held exactly, so a limit or id written there changes. */
export function numberNotice(value: number, raw: string): string | undefined {
  // YAML writes these outright (.nan, -.inf); JSON has no way to, so a provider gets null.
  if (Number.isNaN(value)) return `the value ${raw} is not a number (NaN), which JSON cannot hold (a provider receives null)`;
  if (!Number.isFinite(value) && /^[-+]?\.inf$/i.test(raw)) return `the value ${raw} is infinite, which JSON cannot hold (a provider receives null)`;
  if (!Number.isFinite(value)) return `the number ${raw} is too large to represent and is read as ${value > 0 ? 'Infinity' : '-Infinity'}`;
  if (/^-?\d+$/.test(raw) && !Number.isSafeInteger(value)) return `the integer ${raw} is beyond 2^53 and is read as ${BigInt(value)}, losing precision`;
  return undefined;
}
