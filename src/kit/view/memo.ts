import { shared } from './shared-time.js';

/**
 * Remembers a function's answers for the keys read last: real registries repeat a few
 * parameter names (`id`, `query`, `owner`) and descriptions thousands of times, and each answer
 * costs regular expressions. Up to `limit` answers are kept, so that a registry of distinct keys
 * does not make the memory grow without bound.
 */
export function memoized<T>(answer: (key: string) => T, limit = 10_000): (key: string) => T {
  return remembered(answer, limit);
}

/**
 * An answer per object, kept as long as the function (the view's facts about each tool of its
 * registry), or with a `limit` for the objects read last.
 */
export function perObject<K extends object, T>(answer: (key: K) => T, limit = Infinity): (key: K) => T {
  return remembered(answer, limit);
}

/** `memoized` for an answer of several arguments, which `keyOf` names as one string. */
export function memoizedBy<A extends unknown[], T>(keyOf: (...args: A) => string, answer: (...args: A) => T, limit = 10_000): (...args: A) => T {
  // The arguments of the call being answered: the memory of keys asks for an answer by key alone.
  let asked: A;
  const byKey = remembered((_key: string) => answer(...asked), limit);
  return (...args) => {
    asked = args;
    return byKey(keyOf(...args));
  };
}

/** Stands for an answer of undefined, so that a key is looked up once, not twice. */
const NONE: unique symbol = Symbol('none');

/**
 * The memory of one key, which memoized and perObject are: one lookup per call, emptied when it
 * holds `limit` answers. Not memoizedBy with the key itself: its rest parameters cost an array
 * per call, and these are called for every description, name and tool each rule reads.
 */
function remembered<K, T>(answer: (key: K) => T, limit: number): (key: K) => T {
  const known = new Map<K, T | typeof NONE>();
  // The rules of one visit ask in turn about the same text or tool: the last answer is given
  // again without a lookup, which hashes a text on its first one and reads a large table.
  let lastKey: K | typeof NONE = NONE;
  let lastValue: T | undefined;
  return (key) => {
    if (key === lastKey) return lastValue as T;
    const kept = known.get(key);
    let value: T;
    if (kept !== undefined) value = (kept === NONE ? undefined : kept) as T;
    else {
      value = answer(key);
      if (known.size >= limit) known.clear();
      known.set(key, value === undefined ? NONE : value);
    }
    lastKey = key;
    lastValue = value;
    return value;
  };
}

/**
 * The texts read last, each with a record of what every per-text memory (`perText`) found in
 * it. The rules of one visit ask in turn about the same description, each through memories of
 * its own (its phrases, its mentions, the words): one lookup finds them all, and the rules after
 * the first find the record as the last one asked for, without a lookup. Emptied at
 * `TEXTS_KEPT` texts, as a memory of its own would be.
 */
const TEXTS_KEPT = 10_000;
// The lookup is the view's work, done for every rule that reads the text: counted as the view's
// in --stats, not as the first asker's. The last text is compared before the clock is read.
const lookUp = shared(remembered((_text: string): unknown[] => [], TEXTS_KEPT));
let lastText: string | undefined;
let lastRecord: unknown[] = [];
const records = (text: string): unknown[] => {
  if (text !== lastText) {
    lastRecord = lookUp(text);
    lastText = text;
  }
  return lastRecord;
};
let slots = 0;
const MAX_SLOTS = 256;

/**
 * `memoized` for an answer that depends on a text alone (and on what the caller made the memory
 * for: its options, its phrases), kept in the text's record. Made once per such thing, not per
 * call: each memory takes a place in every record.
 */
export function perText<T>(answer: (text: string) => T): (text: string) => T {
  // Records stay narrow: past this many, a memory has a table of its own after all (a caller
  // that made one per call would otherwise widen every record without bound).
  if (slots >= MAX_SLOTS) return memoized(answer);
  const slot = slots++;
  return (text) => {
    const record = records(text);
    const kept = record[slot];
    if (kept !== undefined) return (kept === NONE ? undefined : kept) as T;
    const value = answer(text);
    record[slot] = value === undefined ? NONE : value;
    return value;
  };
}

/** What `map` holds for `key`, made and kept on first use: per options object, for rules whose memories outlive one file. */
export function keptFor<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => NoInfer<V>): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}
