import type { JsonObject } from '../../model/index.js';

/**
 * The quick way to read strict JSON: the engine's own `JSON.parse`, then one pass over the
 * values that gives every object a null prototype. It is taken only when it gives what the
 * token-by-token parser would, with nothing to report: the text parses, no key is written twice
 * (the keys counted in the text equal those parsed), no number loses precision and nothing
 * nests past the depth limit. Otherwise it returns undefined and the full parser runs, to say
 * exactly what and where.
 */
export function parseJsonQuickly(text: string, maxDepth: number): { value: unknown } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const keys = prepare(value, maxDepth);
  if (keys === undefined || keys !== countKeys(text)) return undefined;
  return { value };
}

/**
 * Sets null prototypes and counts object keys; undefined when a number needs a notice (an
 * integer past 2^53, or one too large to represent) or the value nests too deeply.
 */
function prepare(root: unknown, maxDepth: number): number | undefined {
  if (root === null || typeof root !== 'object') return unsafeNumber(root) ? undefined : 0;
  let keys = 0;
  const stack: object[] = [root];
  const depths: number[] = [0];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const depth = depths.pop()!;
    if (depth >= maxDepth) return undefined;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const v: unknown = node[i];
        if (v !== null && typeof v === 'object') {
          stack.push(v);
          depths.push(depth + 1);
        } else if (unsafeNumber(v)) return undefined;
      }
      continue;
    }
    Object.setPrototypeOf(node, null);
    const obj = node as JsonObject;
    for (const key in obj) {
      keys++;
      const v = obj[key];
      if (v !== null && typeof v === 'object') {
        stack.push(v);
        depths.push(depth + 1);
      } else if (unsafeNumber(v)) return undefined;
    }
  }
  return keys;
}

/** A number the full parser may have something to say about (see numberNotice). */
function unsafeNumber(v: unknown): boolean {
  return typeof v === 'number' && !Number.isSafeInteger(v) && (Number.isInteger(v) || !Number.isFinite(v));
}

/**
 * How many object keys valid JSON text writes: strings followed by a colon. Only quotes
 * matter, so the scan jumps from one to the next.
 */
function countKeys(text: string): number {
  let keys = 0;
  let i = 0;
  for (;;) {
    i = text.indexOf('"', i);
    if (i === -1) return keys;
    // The closing quote is the first one after an even run of backslashes.
    let end = i + 1;
    for (;;) {
      end = text.indexOf('"', end);
      let slashes = 0;
      while (text.charCodeAt(end - 1 - slashes) === 92) slashes++;
      if (slashes % 2 === 0) break;
      end++;
    }
    i = end + 1;
    let c = text.charCodeAt(i);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(++i);
    if (c === 58) keys++;
  }
}
