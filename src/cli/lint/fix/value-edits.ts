import type { FixEdit } from '../../../engine/index.js';
import { parsePointer } from '../../../model/index.js';

/** What applying a file's edits did. */
export interface EditOutcome {
  text: string;
  applied: FixEdit[];
  skipped: Array<{ edit: FixEdit; reason: string }>;
}

/**
 * The value a file should hold once the edits are made: what an edited text is checked
 * against. Undefined when an edit's place does not exist.
 */
export function applyToValue(value: unknown, edits: FixEdit[]): unknown {
  const copy = structuredClone(value);
  for (const edit of edits) {
    let node: unknown = copy;
    for (const segment of parsePointer(edit.pointer)) {
      if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, segment)) return undefined;
      node = (node as Record<string, unknown>)[segment];
    }
    if (node === null || typeof node !== 'object') return undefined;
    const target = node as Record<string, unknown>;
    if (edit.op === 'remove') {
      if (Array.isArray(target)) target.splice(Number(edit.key), 1);
      else delete target[edit.key];
    } else Object.defineProperty(target, edit.key, { value: structuredClone(edit.value), writable: true, enumerable: true, configurable: true });
  }
  return copy;
}
