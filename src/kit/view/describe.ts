import { getAtPointer, isObject, joinPointer, type JsonObject, type Registry, type SourceRef, type Tool } from '../../model/index.js';

/**
 * Helpers shared by the tool-description-* rules: how a tool is named in a message and where
 * a finding about its description points.
 */

/** The tool's name for a message; a tool without one still needs a label a reader can find. */
export function toolLabel(tool: Tool): string {
  return tool.name === '' ? '(unnamed)' : tool.name;
}

/** The description itself, or where it would be written: beside the name, else the tool. */
export function descriptionAt(tool: Tool): SourceRef {
  return tool.refs.description ?? tool.refs.name ?? tool.source;
}

/** The description when it has any text; blank and missing ones are the required rule's. */
export function describedText(tool: Tool): string | undefined {
  const text = tool.description;
  return text !== undefined && text.trim() !== '' ? text : undefined;
}

/** The keys the loaders read a tool's description from, in the order they try them. */
export function descriptionKeys(tool: Tool): string[] {
  if (tool.dialect === 'vscode') return ['modelDescription', 'description'];
  return tool.http ? ['description', 'summary'] : ['description'];
}

/** The key a user writes the description under, for a message telling them to add one. */
export function descriptionKey(tool: Tool): string {
  if (tool.dialect === 'vscode') return '`modelDescription`';
  if (tool.http) return '`description` or `summary`';
  return '`description`';
}

/** The value written at a place of the registry's documents, as parsed (undefined when there is none). */
export function writtenValue(registry: Registry, ref: SourceRef): unknown {
  return getAtPointer(registry.documents.get(ref.file)?.value, ref.pointer);
}

/** Every key some dialect keeps a tool's input schema under. */
export const INPUT_SCHEMA_KEYS: readonly string[] = ['parameters', 'input_schema', 'inputSchema', 'parametersJsonSchema', 'parameters_json_schema'];

/** The object a tool's fields are written in, and where. */
export interface ToolBody {
  node: JsonObject;
  pointer: string;
}

/**
 * The object a tool's fields are written in (inside `function` for an OpenAI Chat tool), or
 * undefined when the tool is not written as an object. An element of a tool list that is a
 * number, a string or null is still read as a tool, with nothing in it, so that dialect-shape
 * reports it once; rules that report what such a tool lacks leave it to that. The loader keeps
 * only fields of the right type (a description that is text, a schema that is an object): a
 * rule that would say one is missing looks here first, to see whether it is written as something else.
 */
export function toolBody(registry: Registry, tool: Tool): ToolBody | undefined {
  const raw = writtenValue(registry, tool.source);
  if (!isObject(raw)) return undefined;
  if (tool.dialect === 'openai-chat' && isObject(raw.function)) return { node: raw.function, pointer: joinPointer(tool.source.pointer, 'function') };
  return { node: raw, pointer: tool.source.pointer };
}

/** What a JSON value is, for a sentence (the model's; rules take it from the kit). */
export { valueKind } from '../../model/index.js';
