/**
 * Remembers a function's answers for the keys read last: real registries repeat a few
 * parameter names (`id`, `query`, `owner`) and descriptions thousands of times, and each answer
 * costs regular expressions. Up to `limit` answers are kept, so that a registry of distinct keys
 * does not make the memory grow without bound.
 */
export function memoized<T>(answer: (key: string) => T, limit = 10_000): (key: string) => T {
  return memoizedBy((key: string) => key, answer, limit);
}

/** `memoized` for an answer of several arguments, which `keyOf` names as one string. */
export function memoizedBy<A extends unknown[], T>(keyOf: (...args: A) => string, answer: (...args: A) => T, limit = 10_000): (...args: A) => T {
  const known = new Map<string, T>();
  return (...args) => {
    const key = keyOf(...args);
    if (known.has(key)) return known.get(key) as T;
    const value = answer(...args);
    if (known.size >= limit) known.clear();
    known.set(key, value);
    return value;
  };
}

/** An answer per object, kept as long as the function: the view's facts about each tool of its registry. */
export function perObject<K extends object, T>(answer: (key: K) => T): (key: K) => T {
  const known = new Map<K, T>();
  return (key) => {
    if (known.has(key)) return known.get(key) as T;
    const value = answer(key);
    known.set(key, value);
    return value;
  };
}

/** What `map` holds for `key`, made and kept on first use: per options object, for rules whose memories outlive one file. */
export function keptFor<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => NoInfer<V>): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}
