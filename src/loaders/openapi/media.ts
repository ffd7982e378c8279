import { isObject } from '../../model/index.js';
import type { Located } from './context.js';
import { child } from './resolve.js';

/** `application/json`, `application/problem+json`, `text/json; charset=utf-8`, … */
export function isJsonMediaType(type: string): boolean {
  const bare = type.split(';')[0].trim().toLowerCase();
  const slash = bare.indexOf('/');
  if (slash === -1) return false;
  const subtype = bare.slice(slash + 1);
  return subtype === 'json' || subtype.endsWith('+json');
}

/**
 * The schema of the JSON media type in a `content` map: `application/json` when listed,
 * else the first JSON type in document order. Undefined when there is none, or it has no schema.
 */
export function jsonMediaSchema(content: Located, onNotSchema?: (schema: Located) => void): Located | undefined {
  if (!isObject(content.value)) return undefined;
  const types = Object.keys(content.value);
  const chosen = types.find((t) => t.split(';')[0].trim().toLowerCase() === 'application/json') ?? types.find(isJsonMediaType);
  if (chosen === undefined) return undefined;
  const schema = child(content, chosen, 'schema');
  if (isObject(schema.value) || typeof schema.value === 'boolean') return schema;
  if (schema.value !== undefined) onNotSchema?.(schema);
  return undefined;
}
