import { hasOwn, isObject, valueKind } from '../../model/index.js';
import type { JsonObject } from '../../model/index.js';
import { notice, type Located, type OpenApiContext } from './context.js';
import { child, deref } from './resolve.js';
import { describedSchema, madeSchema } from './schema-node.js';

export interface Parameter {
  /** The resolved parameter object and where it is written. */
  at: Located<JsonObject>;
  name: string;
  in: string;
}

/**
 * Path-item parameters then operation parameters, `$ref`s resolved; an operation parameter
 * replaces a path-item one with the same name and location, as the specification says.
 */
export function gatherParameters(ctx: OpenApiContext, pathItem: Located, operation: Located): Parameter[] {
  const merged = new Map<string, Parameter>();
  for (const owner of [pathItem, operation]) {
    for (const p of readList(ctx, child(owner, 'parameters'))) {
      const key = `${p.in}\u0000${p.name}`;
      merged.delete(key); // re-inserted so that the operation's order wins too
      merged.set(key, p);
    }
  }
  return [...merged.values()];
}

function readList(ctx: OpenApiContext, list: Located): Parameter[] {
  if (list.value === undefined) return [];
  if (!Array.isArray(list.value)) {
    notice(ctx, 'openapi-parameters', '"parameters" is not an array; it is ignored', list);
    return [];
  }
  const out: Parameter[] = [];
  list.value.forEach((_, i) => {
    const at = deref(ctx, child(list, i));
    if (!at) return; // deref left a notice
    const p = at.value;
    if (!isObject(p) || typeof p.name !== 'string' || typeof p.in !== 'string') {
      notice(ctx, 'openapi-parameter', 'a parameter without a string "name" and "in" is ignored', at);
      return;
    }
    out.push({ at: at as Located<JsonObject>, name: p.name, in: p.in });
  });
  return out;
}

/**
 * HTTP plumbing the client sets, not arguments a model should choose. OpenAPI 3 says header
 * parameters with these names SHALL be ignored; Swagger 2.0 tools are read the same way.
 */
const PLUMBING_HEADERS = new Set(['accept', 'content-type', 'authorization']);

/** Whether a parameter is something the model supplies when it calls the tool. */
export function isArgument(p: Parameter): boolean {
  // Cookies carry session state the HTTP client keeps; a model is never asked for them.
  if (p.in === 'cookie') return false;
  return !(p.in === 'header' && PLUMBING_HEADERS.has(p.name.toLowerCase()));
}

/** Keywords a Swagger 2.0 non-body parameter shares with JSON Schema. */
const SWAGGER_SCHEMA_KEYS = [
  'description',
  'type',
  'format',
  'items',
  'default',
  'enum',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'multipleOf',
];

/** The schema node standing for a path, query, header or formData parameter. */
export function parameterSchema(ctx: OpenApiContext, p: Parameter): JsonObject | boolean {
  const param = p.at.value;
  if (ctx.version === '2.0' && p.in !== 'body') {
    // The keywords sit on the parameter itself, beside `name` and `in` (and a boolean
    // `required` that is not JSON Schema's), so they are gathered into a node placed there.
    return madeSchema(ctx, param, p.at, (node) => {
      for (const k of SWAGGER_SCHEMA_KEYS) if (hasOwn(param, k)) node[k] = param[k];
    });
  }
  const schema = child(p.at, 'schema');
  const located = isObject(schema.value) || typeof schema.value === 'boolean' ? schema : contentSchema(p.at);
  if (located) return describedSchema(ctx, located, param);
  if (schema.value !== undefined)
    notice(ctx, 'openapi-schema', `parameter "${p.name}" has a schema that is ${valueKind(schema.value)}, not a schema, so it takes any value`, schema);
  // No schema at all: an empty one, placed at the parameter, so rules can say what is missing.
  return madeSchema(ctx, param, p.at, (node) => {
    if (typeof param.description === 'string') node.description = param.description;
  });
}

/** OpenAPI 3 lets a parameter give `content: {<media type>: {schema}}` instead of `schema`. */
function contentSchema(at: Located<JsonObject>): Located | undefined {
  const content = child(at, 'content');
  if (!isObject(content.value)) return undefined;
  const first = Object.keys(content.value)[0];
  if (first === undefined) return undefined;
  const schema = child(content, first, 'schema');
  return isObject(schema.value) || typeof schema.value === 'boolean' ? schema : undefined;
}

export function isRequired(p: Parameter): boolean {
  // A path parameter cannot be left out of a URL, whatever `required` says.
  return p.in === 'path' || p.at.value.required === true;
}
