/**
 * Finds where a node is written in JSON or JSONC text that has parsed without errors, by
 * scanning the text, without a parse tree: a tree of a 50 MB registry holds millions of
 * objects, while findings need a few thousand places. The members of each container scanned
 * are kept (those of large ones for good, the rest for a while) so that many findings in one
 * tool, or in one long array, do not scan the same text again.
 */

interface Members {
  /** Object keys, unescaped; absent for arrays. */
  keys?: string[];
  /** For large objects: each key's last value offset (the value parsing keeps). */
  index?: Map<string, number>;
  /** Offsets of the values (object) or items (array). */
  values: number[];
}

const LARGE = 32;
const KEPT_SMALL = 4096;
/** A container written in less text than this (a tool, an operation) is read whole, nested containers and all, in one pass. */
const WHOLE = 32 * 1024;
const INDEX = /^(0|[1-9]\d*)$/;

/** Returns a function from pointer segments to the offset of the deepest node that exists. */
export function jsonLocator(text: string): (segments: readonly string[]) => number {
  const large = new Map<number, Members>();
  let small = new Map<number, Members>();
  // Containers with many members or written in much text are kept for good: scanning them is
  // what costs (the root of a registry is all of it).
  const keep = (offset: number, m: Members, long = false) => {
    if (long || m.values.length >= LARGE) large.set(offset, m);
    else {
      if (small.size >= KEPT_SMALL) small = new Map();
      small.set(offset, m);
    }
  };
  const membersAt = (offset: number): Members => {
    let m = large.get(offset) ?? small.get(offset);
    if (m) return m;
    // Findings come tool by tool: the first one in a small container reads all of it, so the
    // next ones in it scan nothing again.
    if (scanWhole(text, offset, keep)) m = large.get(offset) ?? small.get(offset);
    if (!m) keep(offset, (m = scanMembers(text, offset)), true);
    return m;
  };
  return (segments) => {
    let node = skipSpace(text, 0);
    for (const segment of segments) {
      const c = text.charCodeAt(node);
      if (c === 0x5b /* [ */) {
        if (!INDEX.test(segment)) break;
        const items = membersAt(node).values;
        const i = Number(segment);
        if (i >= items.length) break;
        node = items[i];
      } else if (c === 0x7b /* { */) {
        const m = membersAt(node);
        const at = m.index ? m.index.get(segment) : lastValue(m, segment);
        if (at === undefined) break;
        node = at;
      } else break;
    }
    return node;
  };
}

function lastValue(m: Members, key: string): number | undefined {
  const k = m.keys!.lastIndexOf(key);
  return k === -1 ? undefined : m.values[k];
}

interface Frame {
  offset: number;
  keys?: string[];
  values: number[];
}

/**
 * Reads the container at `offset` and every container in it, giving each one's members to
 * `keep`; false, keeping nothing, when it is written in more than WHOLE characters.
 */
function scanWhole(text: string, offset: number, keep: (offset: number, m: Members) => void): boolean {
  const done: Array<[number, Members]> = [];
  const open = (at: number): Frame => (text.charCodeAt(at) === 0x7b ? { offset: at, keys: [], values: [] } : { offset: at, values: [] });
  const stack: Frame[] = [open(offset)];
  let i = skipSpace(text, offset + 1);
  while (stack.length > 0) {
    if (i - offset > WHOLE || i >= text.length) return false;
    const top = stack[stack.length - 1];
    const c = text.charCodeAt(i);
    if (c === 0x7d || c === 0x5d) {
      stack.pop();
      done.push([top.offset, members(top.keys, top.values)]);
      i = skipSpace(text, i + 1);
      if (text.charCodeAt(i) === 0x2c && stack.length > 0) i = skipSpace(text, i + 1);
      continue;
    }
    if (top.keys) {
      const end = skipString(text, i);
      top.keys.push(readKey(text, i, end));
      i = skipSpace(text, skipSpace(text, end) + 1);
    }
    top.values.push(i);
    const v = text.charCodeAt(i);
    if (v === 0x7b || v === 0x5b) {
      stack.push(open(i));
      i = skipSpace(text, i + 1);
      continue;
    }
    i = skipSpace(text, skipValue(text, i));
    if (text.charCodeAt(i) === 0x2c) i = skipSpace(text, i + 1);
  }
  for (const [at, m] of done) keep(at, m);
  return true;
}

function members(keys: string[] | undefined, values: number[]): Members {
  if (!keys) return { values };
  if (values.length < LARGE) return { keys, values };
  const index = new Map<string, number>();
  keys.forEach((k, n) => index.set(k, values[n]));
  return { keys, index, values };
}

function scanMembers(text: string, offset: number): Members {
  const isObject = text.charCodeAt(offset) === 0x7b;
  const close = isObject ? 0x7d : 0x5d;
  const keys: string[] = [];
  const values: number[] = [];
  let i = skipSpace(text, offset + 1);
  while (i < text.length && text.charCodeAt(i) !== close) {
    if (isObject) {
      const end = skipString(text, i);
      keys.push(readKey(text, i, end));
      i = skipSpace(text, end); // at the colon
      i = skipSpace(text, i + 1);
    }
    values.push(i);
    i = skipSpace(text, skipValue(text, i));
    if (text.charCodeAt(i) === 0x2c /* , */) i = skipSpace(text, i + 1);
  }
  return members(isObject ? keys : undefined, values);
}

function readKey(text: string, start: number, end: number): string {
  const raw = text.slice(start, end);
  return raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
}

/** Past whitespace and comments: at the next token. */
function skipSpace(text: string, i: number): number {
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x2f /* / */) {
      const next = text.charCodeAt(i + 1);
      if (next === 0x2f) {
        const nl = text.indexOf('\n', i);
        i = nl === -1 ? text.length : nl + 1;
        continue;
      }
      if (next === 0x2a) {
        const close = text.indexOf('*/', i + 2);
        i = close === -1 ? text.length : close + 2;
        continue;
      }
      return i;
    }
    if (isTokenStart(c)) return i;
    i++;
  }
  return i;
}

/** Anything else between tokens of text that parsed is whitespace (the JSONC parser allows a few more kinds). */
function isTokenStart(c: number): boolean {
  return (
    c === 0x7b ||
    c === 0x7d ||
    c === 0x5b ||
    c === 0x5d ||
    c === 0x2c ||
    c === 0x3a ||
    c === 0x22 ||
    c === 0x2d ||
    (c >= 0x30 && c <= 0x39) ||
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a)
  );
}

function skipString(text: string, start: number): number {
  let end = start + 1;
  for (;;) {
    end = text.indexOf('"', end);
    if (end === -1) return text.length;
    let slashes = 0;
    while (text.charCodeAt(end - 1 - slashes) === 0x5c) slashes++;
    if (slashes % 2 === 0) return end + 1;
    end++;
  }
}

/** Past the value that starts at `i`. */
function skipValue(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 0x22) return skipString(text, i);
  if (c !== 0x7b && c !== 0x5b) {
    while (i < text.length && !isEnd(text.charCodeAt(i))) i++;
    return i;
  }
  let depth = 0;
  while (i < text.length) {
    const d = text.charCodeAt(i);
    if (d === 0x22) {
      i = skipString(text, i);
      continue;
    }
    if (d === 0x2f && (text.charCodeAt(i + 1) === 0x2f || text.charCodeAt(i + 1) === 0x2a)) {
      i = skipSpace(text, i);
      continue;
    }
    if (d === 0x7b || d === 0x5b) depth++;
    else if (d === 0x7d || d === 0x5d) {
      depth--;
      if (depth === 0) return i + 1;
    }
    i++;
  }
  return i;
}

/** What ends a number or a literal. */
function isEnd(c: number): boolean {
  return (
    c === 0x2c ||
    c === 0x7d ||
    c === 0x5d ||
    c === 0x2f ||
    c === 0x3a ||
    c <= 0x20 ||
    c === 0xa0 ||
    c === 0xfeff ||
    (c >= 0x2000 && c <= 0x200b) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x3000 ||
    c === 0x1680 ||
    c === 0x202f ||
    c === 0x205f
  );
}
