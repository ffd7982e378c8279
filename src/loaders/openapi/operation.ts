import { classifyTool, emptyObject, hasOwn, isObject } from '../../model/index.js';
import type { JsonObject, SourceRef, Tool } from '../../model/index.js';
import { outputSchema } from './body.js';
import type { Located, OpenApiContext } from './context.js';
import { buildInputSchema } from './input-schema.js';
import { joinAt } from './resolve.js';

export interface Operation {
  /** The path as written under `paths` (the key, not where a `$ref`'d path item lives). */
  path: string;
  method: string;
  pathItem: Located;
  operation: Located;
}

/**
 * Operation fields that are tool metadata. Everything else in an operation is OpenAPI's own
 * structure (parameters, responses, security, servers, …) and stays out of `meta`.
 */
const isMetaKey = (key: string): boolean => key === 'deprecated' || key === 'tags' || key.startsWith('x-');

/** The declared name of an operation, or undefined when it has none and one must be derived. */
export function declaredName(op: Operation): string | undefined {
  const body = op.operation.value;
  if (!isObject(body) || !hasOwn(body, 'operationId')) return undefined;
  const id = body.operationId;
  if (typeof id === 'string') return id.trim() === '' ? undefined : id;
  // A number, say: kept as text so that rules can name it.
  return typeof id === 'number' || typeof id === 'boolean' ? String(id) : undefined;
}

/** One operation as a tool. `name` is its declared name, or a derived one when `derived`. */
export function operationTool(ctx: OpenApiContext, op: Operation, name: string, derived: boolean): Tool {
  const at = op.operation;
  // A malformed operation (`get: null`) is still a tool, so that it is counted and reported.
  const body: JsonObject = isObject(at.value) ? at.value : emptyObject();
  const ref = (key: string): SourceRef => joinAt(at, key);
  const refs: Tool['refs'] = { meta: Object.create(null) };
  if (!derived) refs.name = ref('operationId');

  const summary = typeof body.summary === 'string' && hasOwn(body, 'summary') ? body.summary : undefined;
  const description = typeof body.description === 'string' && hasOwn(body, 'description') ? body.description : undefined;
  const meta = emptyObject();
  for (const key of Object.keys(body)) {
    if (!isMetaKey(key)) continue;
    meta[key] = body[key];
    refs.meta[key] = ref(key);
  }

  const http = { method: op.method.toUpperCase(), path: op.path };
  const inputSchema = buildInputSchema(ctx, op.pathItem, at);
  refs.inputSchema = { file: at.file, pointer: at.pointer };
  const output = outputSchema(ctx, at);
  if (output) refs.outputSchema = { file: output.file, pointer: output.pointer };

  const { kind, evidence } = classifyTool({ name, meta, http }, ctx.input.classification);
  const tool: Tool = {
    name,
    nameOrigin: derived ? 'derived' : 'declared',
    meta,
    dialect: ctx.dialect,
    kind,
    kindEvidence: evidence,
    source: { file: at.file, pointer: at.pointer },
    refs,
    refBase: 'document',
    http,
    inputSchema,
  };
  if (description !== undefined) {
    tool.description = description;
    refs.description = ref('description');
    if (summary !== undefined) {
      tool.title = summary;
      refs.title = ref('summary');
    }
  } else if (summary !== undefined) {
    tool.description = summary;
    refs.description = ref('summary');
  }
  if (output) tool.outputSchema = output.value;
  return tool;
}
