import type { SourceRef, Tool } from '../../model/index.js';

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

/** The key a user writes the description under, for a message telling them to add one. */
export function descriptionKey(tool: Tool): string {
  if (tool.dialect === 'vscode') return '`modelDescription`';
  if (tool.http) return '`description` or `summary`';
  return '`description`';
}
