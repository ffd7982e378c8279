import { emptyObject, hasOwn, isObject } from '../../model/index.js';
import type { JsonObject } from '../../model/index.js';
import type { Located, OpenApiContext } from './context.js';

/**
 * The schema of a parameter or request body as a property of the built input schema.
 *
 * The node is the user's own `schema` object, registered in nodeRefs where it is written, so
 * that findings inside it point into the document. A parameter usually carries its
 * description on itself, not on its schema; a rule asking "is this argument described?" must
 * see it, and the user's node must not be changed. So when the owner has a description (or
 * `deprecated`) the schema lacks, the property is a shallow copy carrying it, placed where the
 * schema is written: its children are still the user's nodes, at their own pointers.
 */
export function describedSchema(ctx: OpenApiContext, at: Located, owner: JsonObject): JsonObject | boolean {
  const schema = at.value;
  if (!isObject(schema)) return schema === true || schema === false ? schema : emptyObject();
  const addDescription = typeof owner.description === 'string' && !hasOwn(schema, 'description');
  const addDeprecated = owner.deprecated === true && !hasOwn(schema, 'deprecated');
  if (!addDescription && !addDeprecated) {
    place(ctx, schema, at);
    return schema;
  }
  return madeSchema(ctx, owner, at, (node) => {
    for (const key of Object.keys(schema)) node[key] = schema[key];
    if (addDescription) node.description = owner.description;
    if (addDeprecated) node.deprecated = true;
  });
}

/**
 * A schema node the loader makes for `owner` (once: an owner shared through `$ref` by several
 * operations yields one node, which the engine then visits and reports once), placed at `at`.
 */
export function madeSchema(ctx: OpenApiContext, owner: JsonObject, at: Located, fill: (node: JsonObject) => void): JsonObject {
  const known = ctx.made.get(owner);
  if (known) return known;
  const node = emptyObject();
  fill(node);
  ctx.made.set(owner, node);
  place(ctx, node, at);
  return node;
}

export function place(ctx: OpenApiContext, node: object, at: { file: string; pointer: string }): void {
  // The first place wins: a node written once (or shared by a YAML alias) keeps one location.
  if (!ctx.input.nodeRefs.has(node)) ctx.input.nodeRefs.set(node, { file: at.file, pointer: at.pointer });
}
