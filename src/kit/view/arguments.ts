import { derefSchema, inputRoot, toolParameters } from '../schema-kit.js';
import { isObject, isRequired, joinPointer, type JsonObject, type Registry, type SourceRef, type Tool } from '../../model/index.js';

/** One argument a tool takes: a top-level parameter or, for an HTTP tool, a field of its body. */
export interface Argument {
  name: string;
  /** The schema, `$ref`s followed. */
  node: JsonObject;
  /** Where the argument is declared (the property, not its `$ref` target). */
  ref: SourceRef;
  /** Where its schema is written: the `$ref` target when the property is a reference. */
  schemaRef: SourceRef;
  required: boolean;
  /** The description on the property or on the schema it points to. */
  description?: string;
}

/**
 * Names are compared the way callers and generators vary them: `idempotency_key`,
 * `idempotencyKey` and the `Idempotency-Key` header an OpenAPI operation declares are one.
 */
export function argumentKey(name: string): string {
  return name.toLowerCase().replace(/[-_\s]/g, '');
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/**
 * The arguments of a tool: its top-level parameters and, for a tool made from an HTTP
 * operation, the top-level fields of its JSON `body` too, since APIs carry a key, an
 * environment or a confirmation in either place.
 */
export function toolArguments(registry: Registry, tool: Tool): Argument[] {
  const root = inputRoot(registry, tool);
  if (!root) return [];
  const raw = isObject(root.node.properties) ? root.node.properties : {};
  const out: Argument[] = toolParameters(registry, tool).map((p) => {
    const own = raw[p.name];
    const target = isObject(own) ? derefSchema(registry, tool, own, p.ref, root.ref) : undefined;
    return {
      name: p.name,
      node: p.node,
      ref: p.ref,
      schemaRef: target?.ref ?? p.ref,
      required: p.required,
      description: text(isObject(own) ? own.description : undefined) ?? text(p.node.description),
    };
  });
  const body = tool.http ? out.find((a) => a.name === 'body') : undefined;
  if (body && isObject(body.node.properties)) {
    const bodyRef = body.schemaRef;
    for (const [name, value] of Object.entries(body.node.properties)) {
      if (!isObject(value)) continue;
      const at = registry.nodeRefs.get(value) ?? { file: bodyRef.file, pointer: joinPointer(bodyRef.pointer, 'properties', name) };
      const target = derefSchema(registry, tool, value, at, root.ref) ?? { node: value, ref: at };
      const description = text(value.description) ?? text(target.node.description);
      out.push({ name, node: target.node, ref: at, schemaRef: target.ref, required: body.required && isRequired(body.node, name), description });
    }
  }
  return out;
}

/** The first argument whose name is one of `names` (compared as argumentKey does). */
export function findArgument(args: readonly Argument[], names: readonly string[]): Argument | undefined {
  const wanted = new Set(names.map(argumentKey));
  return args.find((a) => wanted.has(argumentKey(a.name)));
}
