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

/**
 * The pointer without its `#`, starting with `/`; undefined for the root (`''`, `#`). Throws
 * for text that is not a JSON pointer.
 */
function pointerBody(pointer: string): string | undefined {
  if (pointer === '' || pointer === '#') return undefined;
  const body = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (!body.startsWith('/')) throw new Error(`not a JSON pointer: ${pointer}`);
  return body;
}

export function parsePointer(pointer: string): string[] {
  const body = pointerBody(pointer);
  if (body === undefined) return [];
  return body
    .slice(1)
    .split('/')
    .map((s) => unescapeSegment(safeDecode(s)));
}

/** `parsePointer(pointer).at(-1)`, without splitting the rest: asked of every tool by several rules. */
export function lastSegment(pointer: string): string | undefined {
  const body = pointerBody(pointer);
  if (body === undefined) return undefined;
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
  const body = pointerBody(pointer);
  if (body === undefined) return root;
  let node: unknown = root;
  for (let start = 1; ;) {
    const end = body.indexOf('/', start);
    node = childAt(node, unescapeSegment(safeDecode(end === -1 ? body.slice(start) : body.slice(start, end))));
    if (node === undefined || end === -1) return node;
    start = end + 1;
  }
}

/** What `node` holds under one unescaped segment: an array's index, an object's own key; else undefined. */
export function childAt(node: unknown, segment: string): unknown {
  if (Array.isArray(node)) return /^(0|[1-9][0-9]*)$/.test(segment) ? node[Number(segment)] : undefined;
  if (node !== null && typeof node === 'object' && Object.prototype.hasOwnProperty.call(node, segment)) return (node as Record<string, unknown>)[segment];
  return undefined;
}
