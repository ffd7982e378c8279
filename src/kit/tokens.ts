import { isObject, type JsonObject, type Registry, type SourceRef, type Tool } from '../model/index.js';
import { isRefObject, resolveRef } from './refs.js';
import { keptFor, memoized } from './view/memo.js';

/**
 * How many tokens of context a tool definition costs, estimated without a tokenizer: providers
 * use different ones, none ships with toolslint, and an estimate within a few per cent is
 * enough to see where a budget goes. The text measured is the JSON a provider is sent, written
 * compactly: `{"name":…,"description":…,"parameters":…}`, with every `$ref` target outside the
 * input schema (an OpenAPI component, another file) counted once, as if it were inlined.
 *
 * The weights were fitted on the shared corpus against o200k_base (GPT-4o and later); see
 * test/engine/tokens.test.ts, which measures them, and docs/stats.md.
 */

/**
 * Tokens per character of each class. Tokenizers cut English into about one token per word,
 * which starts at its space, so letters themselves weigh little; digits go one to three to a
 * token, JSON punctuation about two to a token, and Chinese and Japanese characters most of a
 * token each (simplified text less, traditional more).
 */
export const TOKEN_WEIGHTS = {
  letter: 0.044,
  digit: 0.84,
  space: 0.92,
  punctuation: 0.56,
  cjk: 0.75,
  /** Other non-ASCII text: accented Latin, Cyrillic, symbols, emoji. */
  other: 0.3,
} as const;

type CharClass = keyof typeof TOKEN_WEIGHTS;

/** Character counts of a piece of text, by class. */
export type CharCounts = Record<CharClass, number>;

const zero = (): CharCounts => ({ letter: 0, digit: 0, space: 0, punctuation: 0, cjk: 0, other: 0 });

/** The same ranges as text.ts's CJK expression, tested by code point for speed. */
function isCjk(c: number): boolean {
  return (
    (c >= 0x2e80 && c <= 0x2fdf) ||
    (c >= 0x3000 && c <= 0x303f) ||
    (c >= 0x3040 && c <= 0x30ff) ||
    (c >= 0x3100 && c <= 0x31ff) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xff00 && c <= 0xffef)
  );
}

function add(into: CharCounts, from: CharCounts): void {
  into.letter += from.letter;
  into.digit += from.digit;
  into.space += from.space;
  into.punctuation += from.punctuation;
  into.cjk += from.cjk;
  into.other += from.other;
}

export function countChars(text: string): CharCounts {
  return countInto(zero(), text);
}

/**
 * Adds the text's characters into `out`: a walk over many strings keeps one total. `quoted`
 * counts the text as JSON writes it as a string (see `tally`).
 */
function countInto(out: CharCounts, text: string, quoted = false): CharCounts {
  tally(out, text, quoted);
  return out;
}

/** Control characters JSON writes as a backslash and one letter (`\n`); the others take `\u00hh`. */
const SHORT_ESCAPES = new Set([0x08, 0x09, 0x0a, 0x0c, 0x0d]);

/**
 * Adds a text's characters into `out`, in one pass. `quoted` counts it as JSON.stringify writes
 * it: between two quotes, with a backslash before `"` and `\`, and control characters and lone
 * surrogates escaped (`\n`, `\u001f`, `\udc00`), so that no string is written to be counted.
 * Otherwise the text is counted as it is, a surrogate pair (an emoji, say) as one character at
 * its high half.
 */
function tally(out: CharCounts, text: string, quoted: boolean): void {
  let letter = 0;
  let digit = 0;
  let space = 0;
  let punctuation = quoted ? 2 : 0;
  let cjk = 0;
  let other = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)) letter++;
    else if (c >= 0x30 && c <= 0x39) digit++;
    else if (c === 0x20) space++;
    else if (c < 0x80) {
      if (!quoted || (c >= 0x20 && c !== 0x22 && c !== 0x5c)) punctuation++;
      // A quote or a backslash is written after a backslash.
      else if (c >= 0x20) punctuation += 2;
      else if (SHORT_ESCAPES.has(c)) {
        punctuation++;
        letter++;
      } else {
        // \u00hh: the backslash, `u`, and four hex digits, the last of which may be a letter.
        punctuation++;
        letter += 1 + hexLetter(c);
        digit += 4 - hexLetter(c);
      }
    } else if (isCjk(c)) cjk++;
    else if (c >= 0xd800 && c <= 0xdfff) {
      if (!quoted || (c < 0xdc00 ? isLowSurrogate(text.charCodeAt(i + 1)) : isHighSurrogate(text.charCodeAt(i - 1)))) {
        // A pair is one character (an emoji, say), counted at its high half; so is a lone high
        // half in plain text.
        if (c < 0xdc00) other++;
      } else {
        // JSON writes a lone half as \udXYZ: the backslash, `u` and `d`, and three hex digits.
        const hexLetters = hexLetter(c >> 8) + hexLetter(c >> 4) + hexLetter(c);
        punctuation++;
        letter += 2 + hexLetters;
        digit += 3 - hexLetters;
      }
    } else other++;
  }
  out.letter += letter;
  out.digit += digit;
  out.space += space;
  out.punctuation += punctuation;
  out.cjk += cjk;
  out.other += other;
}

/** 1 when the lowest hex digit of `n` is a letter (a to f), else 0. */
const hexLetter = (n: number) => ((n & 15) > 9 ? 1 : 0);
const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

export function tokensOf(counts: CharCounts): number {
  // Written out rather than looped over the classes: a key read by a variable is a lookup by name.
  const w = TOKEN_WEIGHTS;
  const raw =
    counts.letter * w.letter +
    counts.digit * w.digit +
    counts.space * w.space +
    counts.punctuation * w.punctuation +
    counts.cjk * w.cjk +
    counts.other * w.other;
  return Math.ceil(raw);
}

/** The estimated tokens of a piece of text. */
export function estimateTokens(text: string): number {
  return tokensOf(countChars(text));
}

/** Below this depth no cycle is looked for: a cycle is found once it has gone this deep. */
const CYCLE_CHECK_DEPTH = 512;

/** Set by `jsonChars` when an object it walks has a `$ref` key: what `hasRefKey` tells, without a walk of its own. */
export interface RefKeySeen {
  found: boolean;
}

/**
 * Character counts of `JSON.stringify(value)` without building the string and without
 * recursion, so that a 100,000-level schema does not overflow the stack. The result for
 * `value` is remembered in `memo`, when one is given: a component that many tools inline is
 * walked once. A cycle (a recursive YAML alias) counts as `null` where it closes. With `refs`,
 * and no memo, it also notes whether any object walked has a `$ref` key.
 */
export function jsonChars(value: unknown, memo?: WeakMap<object, CharCounts>, refs?: RefKeySeen): CharCounts {
  if (typeof value !== 'object' || value === null) return scalarInto(zero(), value);
  const cached = memo?.get(value);
  if (cached) return cached;
  const result = shallowChars(value, refs) ?? deepChars(value, refs);
  memo?.set(value, result);
  return result;
}

/**
 * `jsonChars` for a value no deeper than CYCLE_CHECK_DEPTH, or undefined. Counts only add up,
 * so the order nodes are read in does not matter: each object is read whole in one `for…in`,
 * which V8 reads by its shape's field indexes, rather than key by key across the steps of a
 * walk, which made every read a lookup by name. A cycle, or a deeper value, is left to
 * `deepChars`, which starts again.
 */
function shallowChars(value: object, refs: RefKeySeen | undefined): CharCounts | undefined {
  const result = zero();
  const stack: object[] = [value];
  const depths: number[] = [0];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const depth = depths.pop()!;
    if (depth >= CYCLE_CHECK_DEPTH) return undefined;
    if (Array.isArray(node)) {
      // `[` `]` and a comma between items; `undefined` items are written as null.
      result.punctuation += 2 + Math.max(0, node.length - 1);
      for (let i = 0; i < node.length; i++) {
        const child: unknown = node[i];
        if (typeof child !== 'object' || child === null) scalarInto(result, child);
        else {
          stack.push(child);
          depths.push(depth + 1);
        }
      }
      continue;
    }
    if (refs !== undefined && !refs.found && Object.prototype.hasOwnProperty.call(node, '$ref')) refs.found = true;
    let keys = 0;
    for (const key in node) {
      const child: unknown = (node as JsonObject)[key];
      // Parsed JSON and YAML hold no undefined or function values; JSON leaves such keys out.
      if (!isWritten(child)) continue;
      keys++;
      add(result, keyChars(key));
      if (typeof child !== 'object' || child === null) scalarInto(result, child);
      else {
        stack.push(child);
        depths.push(depth + 1);
      }
    }
    result.punctuation += 2 + Math.max(0, keys - 1) + keys; // braces, commas, colons
  }
  return result;
}

/** `jsonChars` by a walk that keeps the path it is on, so that a cycle is found where it closes. */
function deepChars(value: object, refs: RefKeySeen | undefined): CharCounts {
  interface Frame {
    node: object;
    keys: string[] | undefined;
    next: number;
  }
  // Counts only add up, and only the whole value's are kept: every node adds into one total,
  // rather than each into its own that its parent then adds.
  const result = zero();
  // Only deep stacks are checked for cycles, so that ordinary schemas pay nothing for it.
  let open: Set<object> | undefined;
  const frame = (node: object): Frame => {
    open?.add(node);
    if (Array.isArray(node)) {
      // `[` `]` and a comma between items; `undefined` items are written as null.
      result.punctuation += 2 + Math.max(0, node.length - 1);
      return { node, keys: undefined, next: 0 };
    }
    if (refs !== undefined && !refs.found && Object.prototype.hasOwnProperty.call(node, '$ref')) refs.found = true;
    let keys = Object.keys(node);
    // Parsed JSON and YAML hold no undefined or function values: the keys are filtered only when one is there.
    if (!allWritten(node as JsonObject, keys)) keys = keys.filter((k) => isWritten((node as JsonObject)[k]));
    result.punctuation += 2 + Math.max(0, keys.length - 1) + keys.length; // braces, commas, colons
    for (const k of keys) add(result, keyChars(k));
    return { node, keys, next: 0 };
  };
  const stack: Frame[] = [frame(value)];
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    const size = top.keys ? top.keys.length : (top.node as unknown[]).length;
    if (top.next < size) {
      const i = top.next++;
      const child = top.keys ? (top.node as JsonObject)[top.keys[i]] : (top.node as unknown[])[i];
      if (typeof child !== 'object' || child === null) scalarInto(result, child);
      else if (open?.has(child)) scalarInto(result, null);
      else {
        if (!open && stack.length >= CYCLE_CHECK_DEPTH) open = new Set(stack.map((f) => f.node));
        stack.push(frame(child));
      }
      continue;
    }
    stack.pop();
    open?.delete(top.node);
  }
  return result;
}

/** Schemas repeat a few keys (`type`, `description`, `properties`) endlessly. */
const keyChars = memoized((key: string): CharCounts => countInto(zero(), key, true));

const isWritten = (v: unknown) => v !== undefined && typeof v !== 'function';

function scalarInto(out: CharCounts, value: unknown): CharCounts {
  // Strings are counted as they are read, not remembered: finding a repeated one in a table
  // costs about as much as counting it (the key's hash and comparison read it whole too).
  if (typeof value === 'string') return countInto(out, value, true);
  if (typeof value === 'number' || typeof value === 'boolean') return countInto(out, JSON.stringify(value));
  return countInto(out, 'null'); // null, and what JSON writes as null
}

function allWritten(node: JsonObject, keys: readonly string[]): boolean {
  for (const k of keys) if (!isWritten(node[k])) return false;
  return true;
}

/**
 * Per registry, whether each input schema the token estimate counted has a `$ref` key: the walk
 * that counts a schema tells, and schema-valid, which asks next, need not walk it again. A Map,
 * not a WeakMap: the registry holds every schema for as long, and weak entries by the hundred
 * thousand cost the collector.
 */
const refKeysByRegistry = new WeakMap<Registry, Map<object, boolean>>();

/**
 * Whether any object under `root` has a `$ref` key; most schemas have none and need no inlining.
 * With its registry, an answer the token estimate found is given without a walk.
 */
export function hasRefKey(root: object, registry?: Registry): boolean {
  const known = registry && refKeysByRegistry.get(registry)?.get(root);
  if (known !== undefined) return known;
  // Most schemas are small trees: walked without remembering what was seen. A YAML alias can
  // share an object between places, or make a cycle: past this many nodes the walk starts again,
  // remembering each node, so that it ends and visits each once.
  return refKeyUnder(root, undefined) ?? refKeyUnder(root, new Set<object>())!;
}

/** Nodes a walk that remembers nothing visits before it gives up: undefined. */
const UNREMEMBERED_NODES = 10_000;

function refKeyUnder(root: object, seen: Set<object> | undefined): boolean | undefined {
  const stack: object[] = [root];
  for (let visited = 0; stack.length > 0; visited++) {
    if (seen === undefined && visited >= UNREMEMBERED_NODES) return undefined;
    const node = stack.pop()!;
    if (seen !== undefined) {
      if (seen.has(node)) continue;
      seen.add(node);
    }
    if (!Array.isArray(node) && Object.prototype.hasOwnProperty.call(node, '$ref')) return true;
    for (const k in node) {
      const child = (node as Record<string, unknown>)[k];
      if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
  return false;
}

/** How many `$ref` targets and schema nodes one tool's inlining may look at. */
const MAX_REF_NODES = 20_000;

/**
 * The `$ref` targets a tool's input schema uses that are written outside it, followed
 * transitively: what a provider request would carry inlined.
 */
function outsideTargets(registry: Registry, tool: Tool, root: JsonObject, rootRef: SourceRef): unknown[] {
  const inside = (ref: SourceRef) => ref.file === rootRef.file && (ref.pointer === rootRef.pointer || ref.pointer.startsWith(`${rootRef.pointer}/`));
  const seen = new Set<object>();
  const targets: unknown[] = [];
  const stack: Array<{ node: unknown; file: string }> = [{ node: root, file: rootRef.file }];
  let budget = MAX_REF_NODES;
  while (stack.length > 0 && budget-- > 0) {
    const { node, file } = stack.pop()!;
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    if (isRefObject(node)) {
      const target = resolveRef(registry, tool, rootRef, { file, pointer: '' }, node.$ref);
      if (target && typeof target.node === 'object' && target.node !== null && !seen.has(target.node)) {
        if (!inside(target.ref)) targets.push(target.node);
        stack.push({ node: target.node, file: target.ref.file });
      }
    }
    const children = Array.isArray(node) ? node : Object.values(node);
    for (const child of children) if (typeof child === 'object' && child !== null) stack.push({ node: child, file });
  }
  return targets;
}

export interface ToolTokens {
  /** Name and description, with the JSON around them. */
  text: number;
  /** The input schema, with the `$ref` targets it would carry inlined. */
  schema: number;
  total: number;
}

/**
 * Estimates the tokens one tool's definition costs on every request. Pass the same `memo` for
 * every tool of a registry so that shared components are measured once. Only `$ref` targets
 * are remembered: a tool's own name, description and schema are its own, and remembering them
 * would keep an entry per tool in a weak map, which the collector pays for at every pass.
 */
export function estimateToolTokens(
  registry: Registry,
  tool: Tool,
  memo: WeakMap<object, CharCounts> = new WeakMap(),
  refKeys: Map<object, boolean> = keptFor(refKeysByRegistry, registry, () => new Map()),
): ToolTokens {
  // `{"name":…,"description":…}`, counted without building it.
  const textChars = zero();
  add(textChars, NAME_KEY);
  scalarInto(textChars, tool.name);
  if (tool.description !== undefined) {
    add(textChars, DESCRIPTION_KEY);
    scalarInto(textChars, tool.description);
  }
  const schemaChars = zero();
  const schema = tool.inputSchema;
  if (schema !== undefined) {
    add(schemaChars, PARAMETERS_KEY);
    // The walk that counts the schema also tells whether it has a `$ref` to inline.
    const refs: RefKeySeen = { found: false };
    add(schemaChars, jsonChars(schema, undefined, refs));
    if (isObject(schema)) refKeys.set(schema, refs.found);
    const rootRef = isObject(schema) && refs.found ? (registry.nodeRefs.get(schema) ?? tool.refs.inputSchema) : undefined;
    if (isObject(schema) && rootRef) {
      for (const target of outsideTargets(registry, tool, schema, rootRef)) {
        // Inlined once, as a definition the schema's references would point to.
        add(schemaChars, jsonChars(target, memo));
        add(schemaChars, DEFINITION_KEY);
      }
    }
  }
  const text = tokensOf(textChars);
  const all = zero();
  add(all, textChars);
  add(all, schemaChars);
  const total = tokensOf(all);
  return { text, schema: total - text, total };
}

const PARAMETERS_KEY = countChars(',"parameters":');
const NAME_KEY = countChars('{"name":}');
const DESCRIPTION_KEY = countChars(',"description":');
const DEFINITION_KEY = countChars(',"":');

/** Every tool's estimate and their sum, for a registry. */
export function estimateRegistryTokens(registry: Registry): { tools: Array<{ tool: Tool; tokens: ToolTokens }>; total: number } {
  const memo = new WeakMap<object, CharCounts>();
  const refKeys = keptFor(refKeysByRegistry, registry, () => new Map());
  const tools = registry.tools.map((tool) => ({ tool, tokens: estimateToolTokens(registry, tool, memo, refKeys) }));
  return { tools, total: tools.reduce((n, t) => n + t.tokens.total, 0) };
}
