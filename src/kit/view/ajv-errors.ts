import type { ErrorObject } from 'ajv';
import { isObject, joinPointer, parsePointer, type NodeRefs, type SourceRef } from '../../model/index.js';

/** Keywords whose value maps names to schemas, holds a list of schemas, or is one schema. */
const MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SINGLES = new Set([
  'not',
  'if',
  'then',
  'else',
  'additionalProperties',
  'additionalItems',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
  'contains',
  'contentSchema',
]);

/** Whether a keyword's value holds schemas, whose own keywords its errors are put to. */
export function holdsSchemas(keyword: string): boolean {
  return MAPS.has(keyword) || LISTS.has(keyword) || SINGLES.has(keyword) || keyword === 'items';
}

/** The keyword a place inside a schema belongs to: `/properties/a/minimum` → `minimum`. */
export function keywordAt(pointer: string): string {
  const segments = parsePointer(pointer);
  let keyword = '';
  for (let i = 0; i < segments.length; i++) {
    keyword = segments[i];
    if (MAPS.has(keyword) || LISTS.has(keyword)) i++;
    else if (keyword === 'items' && /^\d+$/.test(segments[i + 1] ?? '')) i++;
    else if (!SINGLES.has(keyword) && keyword !== 'items') break;
  }
  return keyword;
}

export interface Problem {
  /** Pointer inside the schema. */
  pointer: string;
  keyword: string;
  text: string;
}

function describe(group: ErrorObject[]): string {
  const enumError = group.find((e) => e.keyword === 'enum');
  if (enumError) return `must be one of ${(enumError.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  const types = group.filter((e) => e.keyword === 'type').flatMap((e) => String(e.params.type).split(','));
  const other = group.find((e) => e.keyword !== 'type');
  if (other?.keyword === 'const') return `must be ${JSON.stringify(other.params.allowedValue)}`;
  if (other?.keyword === 'required') return `needs "${String(other.params.missingProperty)}"`;
  if (other?.keyword === 'additionalProperties') return `has the key "${String(other.params.additionalProperty)}", which is not allowed there`;
  if (other) return other.message ?? 'is not valid';
  return `must be ${[...new Set(types)].join(' or ')}`;
}

/**
 * ajv's meta-schema errors as one problem per place. A value that fails an `anyOf` fails every
 * branch; the branch errors at the same place are merged, and a composition error is dropped
 * where a deeper error says more.
 */
export function problems(errors: ErrorObject[]): Problem[] {
  const byPath = new Map<string, ErrorObject[]>();
  for (const e of errors) {
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf' || e.keyword === 'if' || e.keyword === 'allOf') continue;
    byPath.set(e.instancePath, [...(byPath.get(e.instancePath) ?? []), e]);
  }
  const paths = [...byPath.keys()];
  const out: Problem[] = [];
  for (const [pointer, group] of byPath) {
    // A type error on a value whose parts have errors of their own says less than they do.
    if (group.every((e) => e.keyword === 'type') && paths.some((p) => p.startsWith(`${pointer}/`))) continue;
    out.push({ pointer, keyword: keywordAt(pointer), text: describe(group) });
  }
  return out;
}

/** Where a place inside a schema is written, through nodes a loader moved. */
export function locate(root: unknown, rootRef: SourceRef, pointer: string, nodeRefs: NodeRefs): SourceRef {
  let node = root;
  let ref = rootRef;
  for (const segment of parsePointer(pointer)) {
    node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined;
    ref = (isObject(node) && nodeRefs.get(node)) || { file: ref.file, pointer: joinPointer(ref.pointer, segment) };
  }
  return ref;
}
