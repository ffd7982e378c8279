import { findExponentialBacktracking } from './backtracking.js';
import { parseRegex, TooComplex } from './regex-parse.js';
import { memoizedBy } from '../memo.js';

/** What is wrong with a `pattern`; an empty object when nothing is. */
export interface PatternCheck {
  /** The engine's error when the pattern compiles neither with nor without `u`. */
  invalid?: string;
  /** The error with `u` (which validators such as ajv use) when it compiles only without. */
  nonUnicode?: string;
  /** `catastrophic` when it backtracks exponentially; `tooComplex` when that was not decided. */
  backtracking?: 'catastrophic' | 'tooComplex';
  /** The repetition that backtracks, as written. */
  near?: string;
}

/** The engine's reason, without the pattern it repeats: "Invalid group", "Nothing to repeat". */
function reason(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  return /: ([^:]+)$/.exec(message)?.[1] ?? message;
}

function compileError(source: string, flags: string): string | undefined {
  try {
    new RegExp(source, flags);
    return undefined;
  } catch (e) {
    return reason(e);
  }
}

/**
 * Checks a pattern: it must compile as ECMA-262 (with `u`, as validators compile it), and it
 * must not backtrack exponentially, which is decided statically, never by running it.
 * Patterns longer than `maxLength` are not analysed.
 */
export function checkPattern(source: string, maxLength: number): PatternCheck {
  return source.length <= REMEMBERED_LENGTH ? checked(source, maxLength) : analyse(source, maxLength);
}

/** The longest pattern remembered: a key holds the pattern, and a hostile file's are megabytes long. */
const REMEMBERED_LENGTH = 1_024;

/**
 * Registries repeat a few patterns thousands of times (a country code, an id's shape): each is
 * compiled and analysed once while it is among the last ones read. The answers are frozen, as
 * every caller shares them.
 */
const checked = memoizedBy(
  (source: string, maxLength: number) => `${maxLength}\u0000${source}`,
  (source: string, maxLength: number): PatternCheck => Object.freeze(analyse(source, maxLength)),
  1_000,
);

function analyse(source: string, maxLength: number): PatternCheck {
  const nonUnicode = compileError(source, 'u');
  if (nonUnicode !== undefined) {
    const invalid = compileError(source, '');
    if (invalid !== undefined) return { invalid };
  }
  const unicode = nonUnicode === undefined;
  const out: PatternCheck = unicode ? {} : { nonUnicode };
  if (source.length > maxLength) return { ...out, backtracking: 'tooComplex' };
  try {
    const found = findExponentialBacktracking(parseRegex(source, unicode));
    if (!found) return out;
    const near = found.end > found.start ? source.slice(found.start, found.end) : source;
    return { ...out, backtracking: 'catastrophic', near };
  } catch (e) {
    if (e instanceof TooComplex) return { ...out, backtracking: 'tooComplex' };
    throw e;
  }
}

/**
 * The pattern as validators compile it (with `u`), only when it compiles and was shown not to
 * backtrack exponentially; otherwise undefined, and nothing may be matched against it.
 */
export function safeRegExp(source: string, maxLength: number): RegExp | undefined {
  const check = checkPattern(source, maxLength);
  return Object.keys(check).length === 0 ? new RegExp(source, 'u') : undefined;
}
