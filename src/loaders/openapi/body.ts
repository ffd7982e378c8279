import { isObject, valueKind } from '../../model/index.js';
import type { JsonObject } from '../../model/index.js';
import { notice, type Located, type OpenApiContext } from './context.js';
import { isJsonMediaType, jsonMediaSchema } from './media.js';
import type { Parameter } from './parameters.js';
import { child, deref } from './resolve.js';
import { describedSchema, madeSchema } from './schema-node.js';

export interface RequestBody {
  schema: JsonObject | boolean;
  required: boolean;
}

/**
 * The JSON request body of an OpenAPI 3 operation. A body with only other media types (form
 * data, files, XML) is not part of the input schema: a tool call's arguments are JSON.
 */
export function requestBody(ctx: OpenApiContext, operation: Located): RequestBody | undefined {
  const raw = child(operation, 'requestBody');
  if (raw.value === undefined) return undefined;
  const body = deref(ctx, raw);
  if (!body || !isObject(body.value)) return undefined;
  const schema = jsonMediaSchema(child(body, 'content'), (bad) =>
    notice(ctx, 'openapi-schema', `the request body's schema is ${valueKind(bad.value)}, not a schema, so the body is left out of the tool's input`, bad),
  );
  if (!schema) return undefined;
  return { schema: describedSchema(ctx, schema, body.value), required: body.value.required === true };
}

/** The Swagger 2.0 `in: body` parameter as the tool's `body` argument. */
export function swaggerBody(ctx: OpenApiContext, p: Parameter): RequestBody {
  const schema = child(p.at, 'schema');
  const required = p.at.value.required === true;
  if (isObject(schema.value) || typeof schema.value === 'boolean') return { schema: describedSchema(ctx, schema, p.at.value), required };
  if (schema.value !== undefined)
    notice(ctx, 'openapi-schema', `the body parameter's schema is ${valueKind(schema.value)}, not a schema, so the body takes any value`, schema);
  return { schema: madeSchema(ctx, p.at.value, p.at, () => {}), required };
}

/** `200` first, then the other 2xx codes in order, then the `2XX` range. */
function successCodes(responses: JsonObject): string[] {
  const exact = Object.keys(responses)
    .filter((k) => /^2\d\d$/.test(k))
    .sort((a, b) => Number(a) - Number(b));
  return [...exact, ...Object.keys(responses).filter((k) => k.toUpperCase() === '2XX')];
}

/** The schema of the first success response that returns JSON, where it is written. */
export function outputSchema(ctx: OpenApiContext, operation: Located): Located<JsonObject | boolean> | undefined {
  const responses = child(operation, 'responses');
  if (!isObject(responses.value)) return undefined;
  for (const code of successCodes(responses.value)) {
    const response = deref(ctx, child(responses, code));
    if (!response || !isObject(response.value)) continue;
    const schema =
      ctx.version === '2.0'
        ? swaggerResponseSchema(ctx, operation, response)
        : jsonMediaSchema(child(response, 'content'), (bad) =>
            notice(ctx, 'openapi-schema', `the ${code} response's schema is ${valueKind(bad.value)}, not a schema, so the tool has no output schema`, bad),
          );
    if (schema) return schema as Located<JsonObject | boolean>;
  }
  return undefined;
}

function swaggerResponseSchema(ctx: OpenApiContext, operation: Located, response: Located): Located | undefined {
  const schema = child(response, 'schema');
  if (!isObject(schema.value)) return undefined;
  // `produces` (the operation's, else the document's) may rule JSON out: an XML-only API.
  const own = child(operation, 'produces').value;
  const root = ctx.input.document.value;
  const produces = Array.isArray(own) ? own : isObject(root) ? root.produces : undefined;
  if (Array.isArray(produces) && produces.length > 0 && !produces.some((t) => typeof t === 'string' && isJsonMediaType(t))) return undefined;
  return schema;
}
