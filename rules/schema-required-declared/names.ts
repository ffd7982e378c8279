import { derefSchema, type SchemaVisit } from '../../src/kit/index.js';
import { isObject, joinPointer, type JsonObject, type Registry, type SourceRef } from '../../src/model/index.js';

/** Keywords whose schemas describe the same object as the one holding them. */
const SAME_OBJECT = ['allOf', 'anyOf', 'oneOf'] as const;
const STEPS_UP = new Set<string>([...SAME_OBJECT, '$ref']);
/** Keywords whose schemas add names to the object: the compositions and a condition's branches. */
const BRANCHING = [...SAME_OBJECT, 'then', 'else'] as const;

/** What an object accepts as property names, gathered from it and the schemas composed with it. */
export interface DeclaredNames {
  names: Set<string>;
  patterns: RegExp[];
  /** True when some `additionalProperties` is a schema: any other name is a map key it describes. */
  map: boolean;
}

export function accepts(declared: DeclaredNames, name: string): boolean {
  return declared.names.has(name) || declared.map || declared.patterns.some((p) => p.test(name));
}

/**
 * The property names an object schema declares: its own, its composition branches' (through
 * `$ref`s), and when it is itself a branch, those of the object it is composed into. A
 * `required` list in a branch often names properties the holder declares.
 */
export function declaredNames(registry: Registry, visit: SchemaVisit): DeclaredNames {
  const out: DeclaredNames = { names: new Set(), patterns: [], map: false };
  let root = visit;
  while (root.parent) root = root.parent;
  const seen = new Set<JsonObject>();
  const collect = (node: JsonObject, ref: SourceRef, depth: number): void => {
    if (seen.has(node) || depth > 8) return;
    seen.add(node);
    if (isObject(node.properties)) Object.keys(node.properties).forEach((n) => out.names.add(n));
    if (isObject(node.patternProperties)) {
      for (const source of Object.keys(node.patternProperties)) {
        try {
          out.patterns.push(new RegExp(source, 'u'));
        } catch {
          out.map = true; // an invalid pattern is pattern-valid's; assume it would match
        }
      }
    }
    if (isObject(node.additionalProperties) && Object.keys(node.additionalProperties).length > 0) out.map = true;
    for (const key of BRANCHING) {
      const branches = Array.isArray(node[key]) ? (node[key] as unknown[]) : [node[key]];
      branches.forEach((branch, i) => {
        if (!isObject(branch)) return;
        const at = registry.nodeRefs.get(branch) ?? { file: ref.file, pointer: joinPointer(ref.pointer, key, ...(Array.isArray(node[key]) ? [i] : [])) };
        const resolved = derefSchema(registry, visit.tool, branch, at, root.ref);
        if (resolved) collect(resolved.node, resolved.ref, depth + 1);
      });
    }
  };
  collect(visit.node, visit.ref, 0);
  for (let v: SchemaVisit | undefined = visit; v?.parent && STEPS_UP.has(v.via); v = v.parent) collect(v.parent.node, v.parent.ref, 0);
  return out;
}

/** True when the node is an `allOf` branch (through `$ref`s) whose family already has a `required` list. */
export function familyRequires(visit: SchemaVisit): boolean {
  let v: SchemaVisit | undefined = visit;
  while (v && v.via === '$ref') v = v.parent;
  if (!v || v.via !== 'allOf' || !v.parent) return false;
  const holder = v.parent.node;
  if (Array.isArray(holder.required)) return true;
  return Array.isArray(holder.allOf) && holder.allOf.some((b) => isObject(b) && Array.isArray(b.required));
}

/** True when the node's own `anyOf`/`oneOf`/`allOf` branches say what is required (`anyOf: [{required: [id]}, {required: [name]}]`). */
export function branchesRequire(node: JsonObject): boolean {
  return SAME_OBJECT.some((key) => Array.isArray(node[key]) && (node[key] as unknown[]).some((b) => isObject(b) && Array.isArray(b.required)));
}
