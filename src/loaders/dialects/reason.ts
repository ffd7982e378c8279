import type { ElementShape } from './element.js';
import type { ShapeCounts } from './list-loader.js';
import type { ToolList } from './list.js';

/** What marks an element as written in each shape, for the sentence that says why a dialect was chosen. */
const EVIDENCE: Readonly<Record<ElementShape, string>> = {
  chat: '`{type: "function", function: {…}}`',
  responses: 'a flat `type: "function"` with `name`, or the `type` of a built-in tool',
  functions: '`parameters`',
  anthropic: '`input_schema` or a dated server-tool `type`',
  mcp: '`inputSchema`',
  vscode: '`modelDescription` or `toolReferenceName`',
  docker: 'an `arguments` list',
  gemini: '`functionDeclarations`',
  declaration: 'Gemini-only keys such as `parametersJsonSchema` or upper-case types',
  bare: 'only a name and a description',
  other: 'no tool shape',
};

/**
 * Why a list (or one tool) was read as a dialect: how many of its tools have the keys of the
 * dialect's own shapes. "all 12 tools have `inputSchema`", "the one tool has `input_schema`".
 */
export function shapeReason(list: ToolList, counts: ShapeCounts, shapes: readonly ElementShape[]): string {
  const top = shapes.filter((s) => counts.shapes[s] > 0).sort((a, b) => counts.shapes[b] - counts.shapes[a])[0] ?? shapes[0];
  const hits = counts.shapes[top];
  const evidence = EVIDENCE[top];
  if (list.single) return `the file is one tool, with ${evidence}`;
  if (hits === counts.total) return counts.total === 1 ? `the one tool has ${evidence}` : `all ${counts.total} tools have ${evidence}`;
  return `${hits} of ${counts.total} tools have ${evidence}, more than any other shape`;
}
