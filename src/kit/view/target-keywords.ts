import { schemaPath } from '../schema-path.js';
import { type SchemaVisit } from '../walk.js';
import { isObject, lastSegment, type JsonObject, type Tool } from '../../model/index.js';
import type { Limit, Target } from '../../targets/index.js';

/**
 * Keyword checks against a target's lists, shared by target-keyword-supported (for the
 * targets' normal mode) and strict-mode-compatible (for their strict subsets).
 */

export interface KeywordProblem {
  kind: 'keyword' | 'rootKeyword' | 'format' | 'typeArray' | 'keywordValue' | 'enumValue';
  keyword: string;
  /** The value the target does not accept, as shown in a message. */
  value?: string;
  /** What the target accepts instead, as shown in a message. */
  accepted?: string;
  source: string;
}

/** The page a limit comes from; the first when it cites several. */
export function sourceOf(limit: Limit<unknown>): string {
  return Array.isArray(limit.source) ? limit.source[0] : limit.source;
}

/** True when the tool gave this schema in a field the target reads as full JSON Schema. */
export function inJsonSchemaField(tool: Tool, role: 'input' | 'output', target: Target): boolean {
  const fields = target.limits.jsonSchemaFields?.value;
  const ref = role === 'input' ? tool.refs.inputSchema : tool.refs.outputSchema;
  if (!fields || !ref) return false;
  return fields.includes(lastSegment(ref.pointer) ?? '');
}

const lists = new WeakMap<Target, { supported?: Set<string>; unsupported?: Set<string>; root?: Set<string>; formats?: Set<string> }>();

function setsOf(target: Target) {
  let sets = lists.get(target);
  if (!sets) {
    const l = target.limits;
    const set = (v?: string[]) => (v ? new Set(v) : undefined);
    sets = {
      supported: set(l.supportedKeywords?.value),
      unsupported: set(l.unsupportedKeywords?.value),
      root: set(l.rootUnsupportedKeywords?.value),
      formats: set(l.supportedFormats?.value),
    };
    lists.set(target, sets);
  }
  return sets;
}

function shownValue(v: unknown): string {
  let s: string;
  try {
    s = JSON.stringify(v) ?? String(v);
  } catch {
    // A YAML alias can make a value that contains itself.
    s = Array.isArray(v) ? '[…]' : '{…}';
  }
  return s.length > 40 ? `${s.slice(0, 39)}…` : s;
}

/** What in one schema node the target rejects; `root` for the root of an input schema. */
export function keywordProblems(node: JsonObject, target: Target, root: boolean): KeywordProblem[] {
  const { limits } = target;
  const sets = setsOf(target);
  const out: KeywordProblem[] = [];
  for (const key of Object.keys(node)) {
    if (root && sets.root?.has(key)) out.push({ kind: 'rootKeyword', keyword: key, source: sourceOf(limits.rootUnsupportedKeywords!) });
    else if (sets.unsupported?.has(key)) out.push({ kind: 'keyword', keyword: key, source: sourceOf(limits.unsupportedKeywords!) });
    else if (sets.supported && !sets.supported.has(key)) out.push({ kind: 'keyword', keyword: key, source: sourceOf(limits.supportedKeywords!) });
  }
  if (sets.formats && typeof node.format === 'string' && !sets.formats.has(node.format)) {
    out.push({ kind: 'format', keyword: 'format', value: node.format, accepted: [...sets.formats].join(', '), source: sourceOf(limits.supportedFormats!) });
  }
  if (limits.typeArrays?.value === false && Array.isArray(node.type)) {
    out.push({ kind: 'typeArray', keyword: 'type', value: shownValue(node.type), source: sourceOf(limits.typeArrays) });
  }
  for (const [keyword, allowed] of Object.entries(limits.keywordValues?.value ?? {})) {
    const v = node[keyword];
    if (v !== undefined && !allowed.includes(v as number)) {
      out.push({ kind: 'keywordValue', keyword, value: shownValue(v), accepted: allowed.join(' or '), source: sourceOf(limits.keywordValues!) });
    }
  }
  if (limits.scalarEnums?.value) {
    for (const keyword of ['enum', 'const']) {
      const values = keyword === 'enum' ? (Array.isArray(node.enum) ? node.enum : []) : 'const' in node ? [node.const] : [];
      const complex = values.find((v) => isObject(v) || Array.isArray(v));
      if (complex !== undefined) out.push({ kind: 'enumValue', keyword, value: shownValue(complex), source: sourceOf(limits.scalarEnums) });
    }
  }
  return out;
}

/** `gemini rejects`, `gemini and portable reject`. */
export function rejectedBy(ids: string[]): string {
  const list = ids.length > 1 ? `${ids.slice(0, -1).join(', ')} and ${ids.at(-1)}` : ids[0];
  return `${list} ${ids.length > 1 ? 'reject' : 'rejects'}`;
}

/** ` in \`filters.status\``, or the root of the schema. */
export function wherePhrase(visit: SchemaVisit): string {
  const path = schemaPath(visit);
  return path ? ` in \`${path}\`` : ` at the root of its ${visit.role} schema`;
}
