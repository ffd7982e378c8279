import { isObjectSchema, isParameter, resolveRef, underCondition, walkToolSchemas, type SchemaVisit } from '../../src/kit/index.js';
import { hasOwn, isObject, type Registry, type Tool } from '../../src/model/index.js';

/** What one input schema holds, counted once for every strict target it is checked against. */
export interface SchemaMeasure {
  visits: SchemaVisit[];
  /** `$ref` nodes that lead back to a schema they sit in. */
  recursive: SchemaVisit[];
  properties: number;
  /** Object nesting, the root object being level 1, and the deepest object. */
  depth: number;
  deepest?: SchemaVisit;
  enumValues: number;
  /** Characters of property names, definition names, enum and const values. */
  strings: number;
  optional: number;
  unions: number;
}

/** Characters a value adds to the schema's string budget; a value that contains itself, none. */
function textLength(v: unknown): number {
  if (typeof v === 'string') return v.length;
  try {
    return JSON.stringify(v)?.length ?? 0;
  } catch {
    return 0;
  }
}

function leadsBack(registry: Registry, tool: Tool, visit: SchemaVisit): boolean {
  let root = visit;
  while (root.parent) root = root.parent;
  const target = resolveRef(registry, tool, root.ref, visit.ref, visit.node.$ref as string);
  if (!target) return false;
  for (let v: SchemaVisit | undefined = visit; v; v = v.parent) if (v.node === target.node) return true;
  return false;
}

/** Walks a tool's input schema once, through `$ref`s, and counts what strict modes limit. */
export function measureInput(registry: Registry, tool: Tool): SchemaMeasure {
  const m: SchemaMeasure = { visits: [], recursive: [], properties: 0, depth: 0, enumValues: 0, strings: 0, optional: 0, unions: 0 };
  const levels = new Map<SchemaVisit, number>();
  walkToolSchemas(registry, tool, new WeakSet(), (visit) => {
    if (visit.role !== 'input') return;
    const { node } = visit;
    m.visits.push(visit);
    if (typeof node.$ref === 'string' && leadsBack(registry, tool, visit)) m.recursive.push(visit);
    if (isObject(node.properties)) {
      const names = Object.keys(node.properties);
      const required = new Set(Array.isArray(node.required) ? node.required : []);
      m.properties += names.length;
      m.optional += names.filter((n) => !required.has(n)).length;
      for (const n of names) m.strings += n.length;
    }
    for (const defs of ['$defs', 'definitions']) if (isObject(node[defs])) for (const n of Object.keys(node[defs] as object)) m.strings += n.length;
    if (Array.isArray(node.enum)) {
      m.enumValues += node.enum.length;
      for (const v of node.enum) m.strings += textLength(v);
    }
    if (hasOwn(node, 'const')) m.strings += textLength(node.const);
    if (isParameter(visit) && ((Array.isArray(node.type) && node.type.length > 1) || Array.isArray(node.anyOf))) m.unions++;
    // Nesting counts object schemas only: an array between two objects adds no level.
    const object = isObjectSchema(node) && !underCondition(visit);
    const level = (visit.parent ? (levels.get(visit.parent) ?? 0) : 0) + (object ? 1 : 0);
    levels.set(visit, level);
    if (object && level > m.depth) {
      m.depth = level;
      m.deepest = visit;
    }
  });
  return m;
}
