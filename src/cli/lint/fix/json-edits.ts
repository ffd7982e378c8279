import { isDeepStrictEqual } from 'node:util';
import { applyEdits, findNodeAtLocation, format, modify, parse, parseTree, type FormattingOptions, type JSONPath, type ParseError } from 'jsonc-parser';
import type { FixEdit } from '../../../engine/index.js';
import { parsePointer } from '../../../model/index.js';
import { applyToValue, type EditOutcome } from './value-edits.js';

/**
 * Applies edits to JSON (or JSONC) text with jsonc-parser's `modify`, which changes only the
 * member concerned, so key order, comments and layout elsewhere stay as they are. A new
 * member is laid out like the file (its indentation and line ending) by formatting only the
 * text that was inserted: `modify`'s own formatting would redo whole neighbouring lines.
 */
export function applyJsonEdits(text: string, edits: FixEdit[]): EditOutcome {
  const before = read(text);
  if (before.errors) return { text, applied: [], skipped: edits.map((edit) => ({ edit, reason: 'the file is not valid JSON' })) };
  const together = replaceValues(text, before.value, edits);
  if (together) return together;
  const formattingOptions = detectFormatting(text);
  let current = text;
  let value = before.value;
  const applied: FixEdit[] = [];
  const skipped: EditOutcome['skipped'] = [];
  for (const edit of edits) {
    const path = jsonPath(value, edit);
    const expected = path && applyToValue(value, [edit]);
    if (!path || expected === undefined) {
      skipped.push({ edit, reason: 'the place to edit is not in the file' });
      continue;
    }
    const next = edited(current, path, edit, formattingOptions);
    const after = read(next);
    if (after.errors || !isDeepStrictEqual(after.value, expected)) {
      skipped.push({ edit, reason: 'the edit would change more than the fix' });
      continue;
    }
    current = next;
    value = after.value;
    applied.push(edit);
  }
  return { text: current, applied, skipped };
}

/**
 * Edits that each set a member the file has to a value written on one line (a string, a
 * number, a boolean, null) made in one pass over the text and checked once: what the loop
 * below would write, without parsing the whole file again for every edit (1,000 type fixes in
 * one file took 36 s that way). Undefined when any edit is of another kind, or the result is
 * not exactly the edits, so that the loop makes them one at a time.
 */
function replaceValues(text: string, value: unknown, edits: FixEdit[]): EditOutcome | undefined {
  if (edits.length < 2) return undefined;
  const tree = parseTree(text, [], { allowTrailingComma: true });
  if (!tree) return undefined;
  const changes: Array<{ offset: number; length: number; content: string }> = [];
  for (const edit of edits) {
    const v = edit.value;
    if (edit.op !== 'set' || !(v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))))
      return undefined;
    const path = jsonPath(value, edit);
    const node = path && findNodeAtLocation(tree, path);
    if (!node) return undefined;
    changes.push({ offset: node.offset, length: node.length, content: JSON.stringify(v) });
  }
  changes.sort((a, b) => a.offset - b.offset);
  const parts: string[] = [];
  let at = 0;
  for (const c of changes) {
    if (c.offset < at) return undefined;
    parts.push(text.slice(at, c.offset), c.content);
    at = c.offset + c.length;
  }
  parts.push(text.slice(at));
  const next = parts.join('');
  const after = read(next);
  const expected = applyToValue(value, edits);
  if (after.errors || expected === undefined || !isDeepStrictEqual(after.value, expected)) return undefined;
  return { text: next, applied: [...edits], skipped: [] };
}

function edited(text: string, path: JSONPath, edit: FixEdit, options: FormattingOptions): string {
  const edits = modify(text, path, edit.op === 'remove' ? undefined : edit.value, {});
  const parent = findNodeAtLocation(parseTree(text, [], { allowTrailingComma: true }) ?? { type: 'null', offset: 0, length: 0 }, path.slice(0, -1));
  let out = applyEdits(text, edits);
  for (const e of edits) {
    if (e.content === '') continue;
    // An object written on one line stays on one line; one with a member per line gets one more.
    const oneLine = parent !== undefined && !/[\r\n]/.test(text.slice(parent.offset, e.offset));
    out = applyEdits(out, format(out, { offset: e.offset, length: e.content.length }, { ...options, keepLines: oneLine }));
  }
  return out;
}

function read(text: string): { value: unknown; errors: boolean } {
  const errors: ParseError[] = [];
  const value = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  return { value, errors: errors.length > 0 };
}

/** The edit's member as a jsonc-parser path: array indices as numbers. */
function jsonPath(root: unknown, edit: FixEdit): JSONPath | undefined {
  const path: JSONPath = [];
  let node = root;
  for (const segment of [...parsePointer(edit.pointer), edit.key]) {
    if (Array.isArray(node)) {
      if (!/^(0|[1-9]\d*)$/.test(segment)) return undefined;
      path.push(Number(segment));
      node = node[Number(segment)];
    } else if (node !== null && typeof node === 'object') {
      path.push(segment);
      node = (node as Record<string, unknown>)[segment];
    } else return undefined;
  }
  return path;
}

/** The file's own indentation and line ending, for the members an edit writes. */
function detectFormatting(text: string): FormattingOptions {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const indents = [...text.matchAll(/^([ \t]+)\S/gm)].map((m) => m[1]);
  if (indents.some((i) => i.startsWith('\t'))) return { insertSpaces: false, tabSize: 1, eol };
  const sizes = indents.map((i) => i.length).filter((n) => n > 0);
  return { insertSpaces: true, tabSize: sizes.length > 0 ? Math.min(...sizes) : 2, eol };
}
