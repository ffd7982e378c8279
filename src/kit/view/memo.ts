/**
 * Remembers a name matcher's answers: real registries repeat a few parameter names (`id`,
 * `query`, `owner`) thousands of times, and each answer costs a regular expression per glob.
 */
export function memoized<T>(match: (name: string) => T): (name: string) => T {
  const known = new Map<string, T>();
  return (name) => {
    if (known.has(name)) return known.get(name) as T;
    // A registry of distinct names must not make the cache grow without bound.
    if (known.size >= 10_000) known.clear();
    const answer = match(name);
    known.set(name, answer);
    return answer;
  };
}

/** What `map` holds for `key`, made and kept on first use: per options object, for rules whose memories outlive one file. */
export function keptFor<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => NoInfer<V>): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}
