/** The name pattern most providers accept; derived names are kept within it. */
const MAX_NAME = 64;

/**
 * A name for an operation without an `operationId`, the way OpenAPI-to-tools generators make
 * one: `GET /pets/{petId}` → `get_pets_petId`.
 */
export function deriveName(method: string, path: string): string {
  const words = path
    .split('/')
    .map((seg) =>
      seg
        .replace(/[{}]/g, '')
        .replace(/[^A-Za-z0-9_-]+/g, '_')
        .replace(/^[_-]+|[_-]+$/g, ''),
    )
    .filter(Boolean);
  const name = [method.toLowerCase(), ...(words.length > 0 ? words : ['root'])].join('_').replace(/_{2,}/g, '_');
  return name.slice(0, MAX_NAME);
}

/**
 * Makes a derived name unique among `taken` (and records it): a clash is the loader's doing,
 * not the author's, so it must not surface as a duplicate-name finding.
 */
export function claimName(name: string, taken: Set<string>): string {
  let out = name;
  for (let i = 2; taken.has(out); i++) {
    const suffix = `_${i}`;
    out = name.slice(0, MAX_NAME - suffix.length) + suffix;
  }
  taken.add(out);
  return out;
}
