import { emptyObject, hasOwn, isObject, joinPointer, safeString } from '../../model/index.js';
import type { JsonObject, SourceNotice, SourceRef } from '../../model/index.js';

/** Keys of a Docker argument that say what it is, not how its value looks. */
const ARGUMENT_KEYS = new Set(['name', 'desc', 'optional', 'required']);

/**
 * Turns a Docker MCP catalog `arguments` list (`[{name, type, desc, optional}]`) into the JSON
 * Schema it stands for. An argument is required unless it says `optional: true` (or
 * `required: false`). Each built node is recorded in `nodeRefs` at the argument it came from,
 * so a finding about a property points at the line where that argument is written.
 */
export function argumentsSchema(
  args: unknown[],
  pointer: string,
  ctx: { file: string; nodeRefs: WeakMap<object, SourceRef>; notices: SourceNotice[] },
): { value: JsonObject; ref: SourceRef } {
  const properties = emptyObject();
  const optional = new Map<string, boolean>();
  args.forEach((arg, i) => {
    const at = joinPointer(pointer, i);
    if (!isObject(arg)) {
      ctx.notices.push({
        code: 'argument-not-object',
        message: `argument ${i} is not an object; it is left out of the input schema`,
        file: ctx.file,
        pointer: at,
      });
      return;
    }
    const name = typeof arg.name === 'string' ? arg.name : safeString(arg.name ?? '');
    if (hasOwn(properties, name)) {
      ctx.notices.push({ code: 'duplicate-argument', message: `argument "${name}" is listed twice; the last one wins`, file: ctx.file, pointer: at });
    }
    const property = emptyObject();
    for (const key of Object.keys(arg)) if (!ARGUMENT_KEYS.has(key)) property[key] = arg[key];
    if (hasOwn(arg, 'desc')) property.description = arg.desc;
    ctx.nodeRefs.set(property, { file: ctx.file, pointer: at });
    properties[name] = property;
    optional.set(name, arg.optional === true || arg.required === false);
  });
  const required = [...optional].filter(([, opt]) => !opt).map(([name]) => name);
  const schema = emptyObject();
  schema.type = 'object';
  schema.properties = properties;
  if (required.length > 0) schema.required = required;
  const ref = { file: ctx.file, pointer };
  ctx.nodeRefs.set(schema, ref);
  return { value: schema, ref };
}
