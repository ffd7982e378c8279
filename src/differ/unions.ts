import { isObject, type JsonObject } from '../model/index.js';
import { covers } from './covers.js';
import { declaredKeysOnly } from './declared-keys.js';
import { acceptedTypes, describeTypes } from './schema-types.js';

/**
 * The `anyOf`/`oneOf` that `to` has and `from` does not, unless it changes nothing: one of its
 * alternatives accepts every value `from` (without the union) did.
 */
export function introducedUnion(
  from: JsonObject,
  to: JsonObject,
  asSent = false,
): { keyword: 'anyOf' | 'oneOf'; data: Record<string, string | number> } | undefined {
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const branches = to[keyword];
    if (!Array.isArray(branches) || Array.isArray(from[keyword])) continue;
    const objects = branches.filter(isObject);
    const rest: JsonObject = Object.fromEntries(Object.entries(to).filter(([k]) => k !== keyword));
    // A branch that takes all `from` took, under the same sibling keywords, leaves nothing out
    // (for oneOf only when no value can match two branches: branches of different types).
    // `asSent`: `from` read as callers use it, only the keys it names (declared-keys.ts), so
    // that a key declared beside the new branches is not taken for one they narrow.
    const exclusive = keyword === 'anyOf' || disjointTypes(objects);
    const old = asSent ? declaredKeysOnly(from) : from;
    if (exclusive && objects.some((b) => covers({ ...rest, ...b }, old))) continue;
    return {
      keyword,
      data: { keyword, which: keyword === 'oneOf' ? 'exactly one' : 'at least one', count: branches.length, branches: objects.map(shape).join('; ') },
    };
  }
  return undefined;
}

/** A branch in a few words: its type and the keys it requires or allows. */
function shape(node: JsonObject): string {
  const props = isObject(node.properties) ? Object.keys(node.properties) : [];
  const required = Array.isArray(node.required) ? node.required.map(String) : [];
  const closed = node.additionalProperties === false ? ' only' : '';
  if (props.length > 0 || required.length > 0) {
    const keys = (props.length > 0 ? props : required).map((k) => (required.includes(k) ? `\`${k}\`` : `\`${k}\`?`));
    return `{${keys.join(', ')}}${closed}`;
  }
  return describeTypes(node);
}

/** Whether every branch declares its types and no two share one. */
function disjointTypes(branches: JsonObject[]): boolean {
  const seen = new Set<string>();
  for (const b of branches) {
    const types = acceptedTypes(b);
    if (types === undefined) return false;
    for (const t of types) {
      if (seen.has(t)) return false;
      seen.add(t);
    }
  }
  return true;
}

/** Whether one of the node's `oneOf`/`anyOf`/`allOf` alternatives declares the property. */
export function namedInBranches(node: JsonObject, name: string): boolean {
  return (['oneOf', 'anyOf', 'allOf'] as const).some(
    (k) => Array.isArray(node[k]) && (node[k] as unknown[]).some((b) => isObject(b) && isObject(b.properties) && Object.hasOwn(b.properties, name)),
  );
}
