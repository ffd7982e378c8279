import { getAtPointer, type Registry, type SourceRef } from '../model/index.js';
import type { FixEdit } from './finding.js';
import type { AnyRule, RuleFix } from './rule.js';

/** A rule's proposed edits with their file filled in; only rules that declare `fixable` may propose any. */
export function fixEdits(rule: AnyRule, fix: RuleFix | RuleFix[], file: string): FixEdit[] {
  if (!rule.meta.fixable) throw new Error(`rule "${rule.meta.id}" reports a fix but its meta does not say \`fixable: true\``);
  return (Array.isArray(fix) ? fix : [fix]).map((e) => ({ ...e, file: e.file ?? file }));
}

/**
 * True when `node` is the very value written at `ref`. A node a loader built (OpenAPI
 * parameters gathered into one input schema) is not, and an edit at its place would change
 * something else, so a rule proposes a fix only where this holds.
 */
export function writtenAt(registry: Registry, node: object, ref: SourceRef): boolean {
  const doc = registry.documents.get(ref.file);
  if (!doc) return false;
  try {
    return getAtPointer(doc.value, ref.pointer) === node;
  } catch {
    return false;
  }
}
