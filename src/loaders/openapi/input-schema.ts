import { emptyObject } from '../../model/index.js';
import type { JsonObject } from '../../model/index.js';
import { requestBody, swaggerBody, type RequestBody } from './body.js';
import { notice, type Located, type OpenApiContext } from './context.js';
import { gatherParameters, isRequired, parameterSchema, isArgument, type Parameter } from './parameters.js';
import { child } from './resolve.js';
import { place } from './schema-node.js';

/**
 * The tool's input schema, built: one property per path, query, header (and Swagger 2.0
 * formData) parameter, and `body` for the JSON request body. The built root is placed at the
 * operation; each property is placed where its schema is written.
 */
export function buildInputSchema(ctx: OpenApiContext, pathItem: Located, operation: Located): JsonObject {
  const params = gatherParameters(ctx, pathItem, operation);
  let body: RequestBody | undefined;
  const args: Parameter[] = [];
  for (const p of params) {
    if (!isArgument(p)) continue;
    if (ctx.version === '2.0' && p.in === 'body') {
      if (body) notice(ctx, 'openapi-parameter', 'an operation has one body; this second body parameter is ignored', p.at);
      else body = swaggerBody(ctx, p);
    } else if (['path', 'query', 'header'].includes(p.in) || (ctx.version === '2.0' && p.in === 'formData')) {
      args.push(p);
    } else {
      notice(
        ctx,
        'openapi-parameter-in',
        `parameter "${p.name}" is "in": "${p.in}", which this OpenAPI version does not have; it is ignored`,
        child(p.at, 'in'),
      );
    }
  }
  if (ctx.version !== '2.0') body = requestBody(ctx, operation);

  const properties = emptyObject();
  const required: string[] = [];
  // The body keeps the name `body`; a parameter of that name gives way.
  const taken = new Set<string>(body ? ['body'] : []);
  for (const p of args) {
    const key = propertyName(p, taken);
    properties[key] = parameterSchema(ctx, p);
    if (isRequired(p)) required.push(key);
  }
  if (body) {
    properties.body = body.schema;
    if (body.required) required.push('body');
  }

  const root = emptyObject();
  root.type = 'object';
  root.properties = properties;
  if (required.length > 0) root.required = required;
  root.additionalProperties = false;
  place(ctx, root, operation);
  return root;
}

/**
 * `id` in the path and `id` in the query are two arguments: the second is named `id_query`
 * rather than silently replacing the first.
 */
function propertyName(p: Parameter, taken: Set<string>): string {
  let name = p.name;
  if (taken.has(name)) name = `${p.name}_${p.in}`;
  for (let i = 2; taken.has(name); i++) name = `${p.name}_${p.in}_${i}`;
  taken.add(name);
  return name;
}
