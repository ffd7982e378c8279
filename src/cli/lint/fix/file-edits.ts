import type { FixEdit } from '../../../engine/index.js';
import { joinPointer, parsePointer } from '../../../model/index.js';
import { applyJsonEdits } from './json-edits.js';
import type { EditOutcome } from './value-edits.js';
import { applyYamlEdits } from './yaml-edits.js';

export type { EditOutcome };

/** YAML or JSON the way the loaders decide: by extension, else by how the text starts. */
export function fileFormat(file: string, text: string): 'json' | 'yaml' {
  const lower = file.toLowerCase();
  if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return 'yaml';
  if (lower.endsWith('.json') || lower.endsWith('.jsonc')) return 'json';
  return /^\uFEFF?\s*[[{]/.test(text) ? 'json' : 'yaml';
}

/** Whether the member at `pointer`, or one that holds it, is one an edit already sets or removes. */
function withinEdited(pointer: string, edited: ReadonlyMap<string, FixEdit>): boolean {
  let at = '';
  if (edited.has(at)) return true;
  for (const segment of parsePointer(pointer)) {
    at = joinPointer(at, segment);
    if (edited.has(at)) return true;
  }
  return false;
}

/**
 * One file's text with its edits made. The same member edited twice keeps the first edit,
 * and an edit inside a member another edit replaces is dropped: each would undo the other.
 */
export function applyFileEdits(file: string, text: string, edits: FixEdit[]): EditOutcome {
  const chosen: FixEdit[] = [];
  const dropped: EditOutcome['skipped'] = [];
  const seen = new Map<string, FixEdit>();
  for (const edit of edits) {
    const member = joinPointer(edit.pointer, edit.key);
    const prior = seen.get(member);
    if (prior) {
      if (prior.op !== edit.op || JSON.stringify(prior.value) !== JSON.stringify(edit.value))
        dropped.push({ edit, reason: 'another fix changes the same member' });
      continue;
    }
    if (withinEdited(edit.pointer, seen)) {
      dropped.push({ edit, reason: 'another fix replaces the member that holds it' });
      continue;
    }
    seen.set(member, edit);
    chosen.push(edit);
  }
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const body = bom ? text.slice(1) : text;
  const out = fileFormat(file, text) === 'yaml' ? applyYamlEdits(body, chosen) : applyJsonEdits(body, chosen);
  return { text: bom + out.text, applied: out.applied, skipped: [...dropped, ...out.skipped] };
}
