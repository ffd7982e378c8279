import { classifyTool, emptyObject, hasOwn, isObject, joinPointer, safeString } from '../model/index.js';
import type { Classification, Dialect, JsonObject, SourceRef, Tool } from '../model/index.js';

/** Keys of a tool object that are not its name, description or schemas: kept in `meta`. */
export interface BuildToolInput {
  dialect: Dialect;
  file: string;
  /** Pointer of the tool object in its file. */
  pointer: string;
  /** The object the tool's fields are read from (for OpenAI Chat, the inner `function`). */
  body: JsonObject;
  /** Pointer of `body` (differs from `pointer` when the fields are nested). */
  bodyPointer?: string;
  /** Which key of `body` holds the input schema, in order of preference. */
  inputKeys: string[];
  outputKeys?: string[];
  descriptionKeys?: string[];
  /** Keys that belong to the dialect's shape and are not extension metadata. */
  shapeKeys?: string[];
  /** Extra metadata from outside `body` (OpenAI Chat's outer `strict`, say). */
  extraMeta?: Array<{ key: string; value: unknown; ref: SourceRef }>;
  classification: Classification;
  refBase?: 'schema' | 'document';
  http?: { method: string; path: string };
  /** A name to use when the body has none (derived from method and path, say). */
  derivedName?: string;
  /** Override the input schema (built by the loader); its place should be in nodeRefs. */
  inputSchema?: { value: JsonObject | boolean; ref: SourceRef };
  outputSchema?: { value: JsonObject | boolean; ref: SourceRef };
}

const ALWAYS_SHAPE = ['name', 'title', 'description', 'annotations'];

/**
 * Builds a normalized Tool from one definition. Everything not part of the dialect's shape goes
 * into `meta` with its place, so extension fields such as `deprecated` or `x-toolslint-kind`
 * survive whatever dialect they came in.
 */
export function buildTool(input: BuildToolInput): Tool {
  const { body, file } = input;
  const at = input.bodyPointer ?? input.pointer;
  const ref = (key: string): SourceRef => ({ file, pointer: joinPointer(at, key) });
  const refs: Tool['refs'] = { meta: Object.create(null) };

  let name = '';
  let nameOrigin: Tool['nameOrigin'] = 'missing';
  if (typeof body.name === 'string' && hasOwn(body, 'name')) {
    name = body.name;
    nameOrigin = 'declared';
    refs.name = ref('name');
  } else if (input.derivedName !== undefined) {
    name = input.derivedName;
    nameOrigin = 'derived';
  } else if (hasOwn(body, 'name') && body.name !== undefined && body.name !== null) {
    // A name that is not a string (a number, say) is kept as text so rules can name it.
    name = safeString(body.name);
    nameOrigin = 'declared';
    refs.name = ref('name');
  }

  let description: string | undefined;
  for (const key of input.descriptionKeys ?? ['description']) {
    if (hasOwn(body, key) && typeof body[key] === 'string') {
      description = body[key] as string;
      refs.description = ref(key);
      break;
    }
  }

  const pick = (keys: string[] | undefined): { value: JsonObject | boolean; ref: SourceRef } | undefined => {
    for (const key of keys ?? []) {
      if (!hasOwn(body, key)) continue;
      const v = body[key];
      if (isObject(v) || typeof v === 'boolean') return { value: v, ref: ref(key) };
    }
    return undefined;
  };
  const input_ = input.inputSchema ?? pick(input.inputKeys);
  const output_ = input.outputSchema ?? pick(input.outputKeys);
  if (input_) refs.inputSchema = input_.ref;
  if (output_) refs.outputSchema = output_.ref;

  let title: string | undefined;
  if (hasOwn(body, 'title') && typeof body.title === 'string') {
    title = body.title;
    refs.title = ref('title');
  }
  let annotations: JsonObject | undefined;
  if (hasOwn(body, 'annotations') && isObject(body.annotations)) {
    annotations = body.annotations;
    refs.annotations = ref('annotations');
    if (title === undefined && typeof annotations.title === 'string') title = annotations.title;
  }

  // A handful of keys in short lists: looked up in place, not gathered into a set per tool.
  const isShape = (key: string) =>
    ALWAYS_SHAPE.includes(key) ||
    input.inputKeys.includes(key) ||
    input.outputKeys?.includes(key) ||
    input.descriptionKeys?.includes(key) ||
    input.shapeKeys?.includes(key);
  const meta = emptyObject();
  for (const key of Object.keys(body)) {
    if (isShape(key)) continue;
    meta[key] = body[key];
    refs.meta[key] = ref(key);
  }
  for (const extra of input.extraMeta ?? []) {
    meta[extra.key] = extra.value;
    refs.meta[extra.key] = extra.ref;
  }

  const { kind, evidence } = classifyTool({ name, meta, annotations, http: input.http }, input.classification);
  const tool: Tool = {
    name,
    nameOrigin,
    meta,
    dialect: input.dialect,
    kind,
    kindEvidence: evidence,
    source: { file, pointer: input.pointer },
    refs,
    refBase: input.refBase ?? 'schema',
  };
  if (title !== undefined) tool.title = title;
  if (description !== undefined) tool.description = description;
  if (input_) tool.inputSchema = input_.value;
  if (output_) tool.outputSchema = output_.value;
  if (annotations) tool.annotations = annotations;
  if (input.http) tool.http = input.http;
  return tool;
}
