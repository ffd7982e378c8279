/**
 * How many patterns a glob's braces expand to, at least: fast-glob expands them all before it
 * reads a folder, so `{a,b}` written twenty times is a million patterns, and `{1..100000}` a
 * hundred thousand. Counted without expanding; a count past `limit` stops the count early.
 */
export function braceExpansionCount(pattern: string, limit: number): number {
  let count = 1;
  let i = 0;
  while (i < pattern.length && count <= limit) {
    const c = pattern[i];
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c !== '{') {
      i++;
      continue;
    }
    const end = closingBrace(pattern, i);
    if (end === -1) break;
    count *= groupCount(pattern.slice(i + 1, end), limit);
    i = end + 1;
  }
  return count;
}

/** The alternatives of one brace group's body, each counted with its own braces; a range by its length. */
function groupCount(body: string, limit: number): number {
  const range = /^(-?\d+|[A-Za-z])\.\.(-?\d+|[A-Za-z])(?:\.\.(-?\d+))?$/.exec(body);
  if (range) {
    const [from, to] = [range[1], range[2]].map((v) => (/^-?\d+$/.test(v) ? Number(v) : v.charCodeAt(0)));
    const step = Math.max(1, Math.abs(Number(range[3] ?? 1)));
    return Math.floor(Math.abs(to - from) / step) + 1;
  }
  const parts = splitTopLevel(body);
  // `{a}` is no group: braces leave it as written.
  if (parts.length === 1) return braceExpansionCount(parts[0], limit);
  let sum = 0;
  for (const part of parts) {
    sum += braceExpansionCount(part, limit);
    if (sum > limit) break;
  }
  return sum;
}

function closingBrace(pattern: string, open: number): number {
  let depth = 0;
  for (let i = open; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

/** A group's body split at its own commas, not those of groups inside it. */
function splitTopLevel(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts;
}
