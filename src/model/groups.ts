/**
 * Adds `value` to the list kept under `key`, starting the list when there is none. Pushed, not
 * copied: a list rebuilt with each value (`[...(groups.get(key) ?? []), value]`) made grouping
 * 200,000 findings under one key quadratic.
 */
export function addToGroup<K, V>(groups: Map<K, V[]>, key: K, value: V): void {
  const list = groups.get(key);
  if (list) list.push(value);
  else groups.set(key, [value]);
}
