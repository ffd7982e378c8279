/** RFC 6901 JSON pointers: the one way every layer names a place inside a document. */

// Pointers are built for every schema node and most segments need no escaping: the checks
// skip two regex replaces on each.
export function escapeSegment(segment: string | number): string {
  if (typeof segment === 'number') return String(segment);
  if (!segment.includes('~') && !segment.includes('/')) return segment;
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeSegment(segment: string): string {
  if (!segment.includes('~')) return segment;
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function joinPointer(base: string, ...segments: Array<string | number>): string {
  let out = base;
  for (const s of segments) out += '/' + escapeSegment(s);
  return out;
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '' || pointer === '#') return [];
  const body = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (!body.startsWith('/')) throw new Error(`not a JSON pointer: ${pointer}`);
  return body
    .slice(1)
    .split('/')
    .map((s) => unescapeSegment(safeDecode(s)));
}

/** `parsePointer(pointer).at(-1)`, without splitting the rest: asked of every tool by several rules. */
export function lastSegment(pointer: string): string | undefined {
  if (pointer === '' || pointer === '#') return undefined;
  const body = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (!body.startsWith('/')) throw new Error(`not a JSON pointer: ${pointer}`);
  return unescapeSegment(safeDecode(body.slice(body.lastIndexOf('/') + 1)));
}

/**
 * The segments of `pointer`, or undefined when it is not a JSON pointer: for text from a
 * document (a `$ref` fragment, a place asked for), where a bad pointer means "not found".
 */
export function tryParsePointer(pointer: string): string[] | undefined {
  try {
    return parsePointer(pointer);
  } catch {
    return undefined;
  }
}

/** `$ref` fragments are URI-encoded (`#/paths/~1pets%7Bid%7D`); plain pointers are not. */
function safeDecode(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The value at `pointer`, or undefined. Only own properties count, never the prototype's.
 * Read segment by segment, as `parsePointer` splits them, without the array: a fix is checked
 * against the document at its finding's place, thousands of times on a big file.
 */
export function getAtPointer(root: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '#') return root;
  const body = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (!body.startsWith('/')) throw new Error(`not a JSON pointer: ${pointer}`);
  let node: unknown = root;
  for (let start = 1; ;) {
    const end = body.indexOf('/', start);
    const seg = unescapeSegment(safeDecode(end === -1 ? body.slice(start) : body.slice(start, end)));
    if (Array.isArray(node)) {
      if (!/^(0|[1-9][0-9]*)$/.test(seg)) return undefined;
      node = node[Number(seg)];
    } else if (node !== null && typeof node === 'object') {
      if (!Object.prototype.hasOwnProperty.call(node, seg)) return undefined;
      node = (node as Record<string, unknown>)[seg];
    } else {
      return undefined;
    }
    if (end === -1) return node;
    start = end + 1;
  }
}
