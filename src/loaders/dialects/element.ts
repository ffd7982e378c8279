import { emptyObject, hasOwn, isObject, joinPointer } from '../../model/index.js';
import type { Classification, Dialect, JsonObject, SourceNotice, SourceRef, Tool } from '../../model/index.js';
import { buildTool } from '../tool-builder.js';
import { argumentsSchema } from './docker-arguments.js';

/**
 * The shape one element of a tool list is written in, told by its keys alone. Every list
 * dialect reads its elements through this, so an element written in another shape than its
 * neighbours (a Docker `arguments` tool among MCP ones) is still read by its own fields.
 */
export type ElementShape = 'chat' | 'responses' | 'functions' | 'anthropic' | 'mcp' | 'vscode' | 'docker' | 'gemini' | 'declaration' | 'bare' | 'other';

/** The dialect an element of each shape is on its own; bare elements have none. */
export const SHAPE_DIALECT: Readonly<Record<ElementShape, Dialect | undefined>> = {
  chat: 'openai-chat',
  responses: 'openai-responses',
  functions: 'openai-functions',
  anthropic: 'anthropic',
  mcp: 'mcp',
  vscode: 'vscode',
  docker: 'docker-mcp',
  gemini: 'gemini',
  declaration: 'gemini',
  bare: undefined,
  other: undefined,
};

/** Anthropic server tools carry a dated type (`web_search_20250305`) and no input schema. */
const ANTHROPIC_SERVER_TYPE = /^[a-z_]+_\d{8}$/;

/**
 * OpenAI's own tools, which a Responses (or Assistants) tool list turns on by type alone:
 * `{"type": "web_search_preview"}`, `{"type": "file_search", "vector_store_ids": […]}`,
 * `{"type": "mcp", "server_label": …}`, dated forms included.
 */
const OPENAI_BUILTIN_TYPE =
  /^(?:web_search|file_search|code_interpreter|computer_use|image_generation|mcp|local_shell|shell|apply_patch|retrieval)(?:_preview)?(?:_\d{4}_\d{2}_\d{2})?$/;

function openAiBuiltin(item: JsonObject): string | undefined {
  if (typeof item.type !== 'string' || !OPENAI_BUILTIN_TYPE.test(item.type)) return undefined;
  // They carry no name, description or schema: an entry that does (a registry's `"type": "shell"`
  // as a category) is a tool of its own.
  return hasOwn(item, 'name') || hasOwn(item, 'description') || hasOwn(item, 'parameters') ? undefined : item.type;
}

/** `web_search_preview_2025_03_11` → `web_search`. */
const builtinFamily = (type: string): string => type.replace(/(?:_preview)?(?:_\d{4}_\d{2}_\d{2})?$/, '');

/** The dated type of an Anthropic server tool, which the provider defines; undefined for a tool with its own schema. */
function anthropicBuiltin(body: JsonObject): string | undefined {
  return typeof body.type === 'string' && ANTHROPIC_SERVER_TYPE.test(body.type) && !hasOwn(body, 'input_schema') ? body.type : undefined;
}

export function elementShape(item: unknown): ElementShape {
  if (!isObject(item)) return 'other';
  const has = (k: string) => hasOwn(item, k);
  if (isObject(item.function)) return 'chat';
  if (Array.isArray(item.functionDeclarations) || Array.isArray(item.function_declarations)) return 'gemini';
  if (has('modelDescription') || has('toolReferenceName') || (has('displayName') && has('userDescription'))) return 'vscode';
  if (has('input_schema') || (typeof item.type === 'string' && ANTHROPIC_SERVER_TYPE.test(item.type))) return 'anthropic';
  if (has('inputSchema') || has('outputSchema')) return 'mcp';
  if (Array.isArray(item.arguments) && !has('parameters')) return 'docker';
  if (item.type === 'function' || openAiBuiltin(item) !== undefined) return 'responses';
  if (isGeminiDeclaration(item)) return 'declaration';
  if (has('parameters')) return 'functions';
  return 'bare';
}

/**
 * One Gemini function declaration: told from a legacy OpenAI function by the keys only Gemini
 * has (`parametersJsonSchema`, `responseJsonSchema`; BFCL also writes `response`) or by Gemini's upper-case
 * OpenAPI types (`"type": "OBJECT"`), which no other provider writes.
 */
function isGeminiDeclaration(item: JsonObject): boolean {
  if (GEMINI_KEYS.some((k) => hasOwn(item, k))) return true;
  const params = item.parameters;
  return isObject(params) && typeof params.type === 'string' && params.type === params.type.toUpperCase() && /^[A-Z]+$/.test(params.type);
}

const GEMINI_KEYS = ['parametersJsonSchema', 'parameters_json_schema', 'responseJsonSchema', 'response_json_schema'];

/**
 * Governance fields only a plain registry carries. `strict` is left out: OpenAI and Anthropic
 * tools have it natively, so it says nothing about the document.
 */
const REGISTRY_KEYS = new Set([
  'version',
  'deprecated',
  'sunset_date',
  'replacement',
  'cacheable',
  'cache_ttl',
  'estimated_tokens',
  'destructive',
  'changelog',
  'owner',
]);

export function hasRegistryFields(item: unknown): boolean {
  if (!isObject(item)) return false;
  return Object.keys(item).some((k) => REGISTRY_KEYS.has(k) || k.startsWith('x-'));
}

/** Whether an element could be a tool at all: an object with a name and something more. */
export function looksLikeTool(item: unknown): boolean {
  if (!isObject(item) || typeof item.name !== 'string') return false;
  return elementShape(item) !== 'bare' || typeof item.description === 'string';
}

export interface ElementContext {
  file: string;
  classification: Classification;
  nodeRefs: WeakMap<object, SourceRef>;
  notices: SourceNotice[];
  /** The dialect of the document (the loader reading it). */
  dialect: Dialect;
  /** The element shapes that dialect reads as its own; other shapes keep their own dialect. */
  natives: readonly ElementShape[];
}

/** The first of `keys` the body has, as a one-element list (the others stay in meta). */
export function present(body: JsonObject, keys: string[]): string[] {
  const key = keys.find((k) => hasOwn(body, k));
  return key === undefined ? [] : [key];
}

/** Reads one list element into a tool by the fields its shape uses; never drops it. */
export function readElement(item: unknown, pointer: string, ctx: ElementContext): Tool {
  const shape = elementShape(item);
  const dialect = ctx.natives.includes(shape) ? ctx.dialect : (SHAPE_DIALECT[shape] ?? ctx.dialect);
  const body = isObject(item) ? item : emptyObject();
  const base = { dialect, file: ctx.file, pointer, classification: ctx.classification };
  switch (shape) {
    case 'chat': {
      const fn = body.function as JsonObject;
      // Keys beside `function` (a misplaced `strict`, say) are kept so rules can see them.
      const outer = Object.keys(body).filter((k) => k !== 'type' && k !== 'function');
      return buildTool({
        ...base,
        body: fn,
        bodyPointer: joinPointer(pointer, 'function'),
        inputKeys: present(fn, ['parameters']),
        shapeKeys: ['type'],
        extraMeta: outer.map((k) => ({ key: k, value: body[k], ref: { file: ctx.file, pointer: joinPointer(pointer, k) } })),
      });
    }
    case 'responses': {
      const builtin = openAiBuiltin(body);
      if (builtin === undefined) return buildTool({ ...base, body, inputKeys: present(body, ['parameters']), shapeKeys: ['type'] });
      // Named by its type without the preview or date (`web_search_preview` is `web_search`), or an
      // MCP server by its label: registry-wide rules tell them apart by it, and a diff pairs a
      // list that moves from a preview to the released tool as one tool whose type changed.
      const derivedName = builtin.startsWith('mcp') && typeof body.server_label === 'string' ? `mcp:${body.server_label}` : builtinFamily(builtin);
      return { ...buildTool({ ...base, body, inputKeys: [], shapeKeys: ['type'], derivedName }), builtin };
    }
    case 'vscode':
      return buildTool({ ...base, body, inputKeys: present(body, ['inputSchema']), descriptionKeys: ['modelDescription', 'description'] });
    case 'docker': {
      const built = argumentsSchema(body.arguments as unknown[], joinPointer(pointer, 'arguments'), ctx);
      return buildTool({ ...base, body, inputKeys: [], shapeKeys: ['arguments'], inputSchema: built });
    }
    case 'anthropic': {
      const tool = buildTool({ ...base, body, inputKeys: present(body, ['input_schema']), outputKeys: present(body, ['output_schema', 'outputSchema']) });
      const builtin = anthropicBuiltin(body);
      return builtin === undefined ? tool : { ...tool, builtin };
    }
    case 'mcp':
      return buildTool({ ...base, body, inputKeys: present(body, ['inputSchema']), outputKeys: present(body, ['outputSchema']) });
    case 'declaration':
      return buildTool({
        ...base,
        body,
        inputKeys: present(body, ['parametersJsonSchema', 'parameters_json_schema', 'parameters']),
        outputKeys: present(body, ['responseJsonSchema', 'response_json_schema', 'response']),
      });
    case 'functions':
      // BFCL's multi-turn docs describe the return value in a `response` schema.
      return buildTool({ ...base, body, inputKeys: present(body, ['parameters']), outputKeys: present(body, ['response', 'outputSchema', 'output_schema']) });
    default:
      return buildTool({ ...base, body, inputKeys: [] });
  }
}
