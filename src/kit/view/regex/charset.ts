/**
 * Sets of code points as sorted, disjoint, non-adjacent `[from, to]` ranges: what one regex
 * atom (a literal, a class, `.`, `\d`) can match.
 */
export type CharSet = ReadonlyArray<readonly [number, number]>;

export const MAX_CODE_POINT = 0x10ffff;
export const ALL: CharSet = [[0, MAX_CODE_POINT]];
export const NONE: CharSet = [];

export function charSet(ranges: Iterable<readonly [number, number]>): CharSet {
  const sorted = [...ranges].filter(([a, b]) => a <= b).sort((x, y) => x[0] - y[0]);
  const out: Array<[number, number]> = [];
  for (const [a, b] of sorted) {
    const last = out.at(-1);
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

export const single = (cp: number): CharSet => [[cp, cp]];

export function union(...sets: CharSet[]): CharSet {
  return charSet(sets.flat());
}

export function complement(set: CharSet): CharSet {
  const out: Array<[number, number]> = [];
  let next = 0;
  for (const [a, b] of set) {
    if (a > next) out.push([next, a - 1]);
    next = b + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

export function intersects(x: CharSet, y: CharSet): boolean {
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (x[i][1] < y[j][0]) i++;
    else if (y[j][1] < x[i][0]) j++;
    else return true;
  }
  return false;
}

const cp = (s: string) => s.codePointAt(0)!;
export const DIGIT: CharSet = [[cp('0'), cp('9')]];
export const WORD: CharSet = charSet([
  [cp('0'), cp('9')],
  [cp('A'), cp('Z')],
  [cp('_'), cp('_')],
  [cp('a'), cp('z')],
]);
export const SPACE: CharSet = charSet([
  [9, 13],
  [32, 32],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
]);
const LINE_TERMINATORS: CharSet = charSet([
  [10, 10],
  [13, 13],
  [0x2028, 0x2029],
]);
export const DOT: CharSet = complement(LINE_TERMINATORS);

const propertyCache = new Map<string, CharSet>();
let bmp: string | undefined;

/**
 * The set of a `\p{…}` escape, found by matching the escape alone (never the user's pattern)
 * over every BMP code point in order, so that each match is one range. Astral code points are
 * taken as members: a set too large only makes the analysis more cautious.
 */
export function unicodeProperty(body: string): CharSet {
  let set = propertyCache.get(body);
  if (set) return set;
  let re: RegExp;
  try {
    re = new RegExp(`\\p{${body}}+`, 'gu');
  } catch {
    return ALL;
  }
  // Surrogates stand in as U+0000 (which no property escape of interest matches alone).
  bmp ??= Array.from({ length: 0x10000 }, (_, c) => (c >= 0xd800 && c <= 0xdfff ? '\0' : String.fromCharCode(c))).join('');
  const ranges: Array<[number, number]> = [];
  for (const m of bmp.matchAll(re)) ranges.push([m.index, m.index + m[0].length - 1]);
  ranges.push([0x10000, MAX_CODE_POINT]);
  set = charSet(ranges);
  propertyCache.set(body, set);
  return set;
}
