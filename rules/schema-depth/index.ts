import { defineRule } from '../../src/engine/index.js';
import { isObjectSchema, resolveRef, schemaPath, schemaTypes, rootVisit, underCondition, walkToolSchemas, type SchemaVisit } from '../../src/kit/index.js';
import { isObject, type JsonObject, type Tool } from '../../src/model/index.js';

interface Options {
  max: number;
  reportRecursive: boolean;
  checkOutput: boolean;
}

/** How far up a `$ref` is looked for among the schemas that hold it. */
const MAX_ANCESTORS = 1000;

/** Objects and arrays nest; a string at any depth is a leaf and nests nothing. */
function isContainer(node: JsonObject): boolean {
  return isObjectSchema(node) || schemaTypes(node).includes('array') || Array.isArray(node.items) || isObject(node.items);
}

/** True when a container above this one is already past the limit (and reported). */
function underTooDeep(visit: SchemaVisit, max: number): boolean {
  for (let v = visit.parent; v; v = v.parent) if (v.depth > max && isContainer(v.node)) return true;
  return false;
}

export default defineRule({
  meta: {
    id: 'schema-depth',
    description: 'Objects and arrays in a schema nest no deeper than a limit.',
    recommended: 'warn',
    // Depth alone rarely makes a model misfill a tool (a filter group, a list of events with
    // their attendees, an API's own resource shape are deep by nature): it is information. A
    // schema that nests without end is a warning in strict and all, and information in
    // recommended: an optional recursive field is one a model has no reason to fill.
    maxSeverity: { tooDeep: 'info', tooDeepMany: 'info' },
    recommendedMaxSeverity: { recursive: 'info' },
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        max: {
          type: 'integer',
          minimum: 1,
          description: 'The deepest an object or array may sit below the root: each property or item step is one level.',
          default: 3,
        },
        reportRecursive: {
          type: 'boolean',
          description: 'Report a `$ref` back to a schema that holds it, which nests without end.',
          default: true,
        },
        checkOutput: {
          type: 'boolean',
          description: 'Also check output schemas.',
          default: false,
        },
      },
    },
    messages: {
      tooDeep:
        '{{what}} "{{path}}" of tool "{{name}}" is nested {{depth}} levels deep, more than {{max}}: models fill deep structures less reliably, so flatten it into parameters nearer the top or split the tool.',
      tooDeepMany:
        '{{what}} "{{path}}" of tool "{{name}}" is nested {{depth}} levels deep, more than {{max}}, and {{others}} other parts of its {{role}} schema are too: models fill deep structures less reliably, so flatten them into parameters nearer the top or split the tool.',
      recursive:
        'Schema "{{path}}" of tool "{{name}}" refers back to a schema that holds it, so it nests without end: a model may build arbitrarily deep arguments; give the nesting a fixed depth instead.',
    },
  },
  create(context, options: Options) {
    /** The first container past the limit, away from conditions and below no other one. */
    const firstTooDeep = (visit: SchemaVisit): boolean =>
      !underCondition(visit) && visit.depth > options.max && isContainer(visit.node) && !underTooDeep(visit, options.max);
    // One finding per schema of a tool: a tool that takes a whole API object (a calendar with its
    // events, attendees and attachments) is one thing to flatten or split, not twenty; and one
    // cycle, since an API's resource graph (a notebook whose section groups hold their notebook)
    // is one thing to cut, wherever it loops.
    const firstDeep = firstPerSchema();
    const firstCycle = firstPerSchema();
    /** How many other parts of the same schema of the tool are past the limit: walked once, for a tool that has one. */
    const othersLike = (visit: SchemaVisit): number => {
      let count = 0;
      walkToolSchemas(context.registry, visit.tool, new WeakSet(), (v) => {
        if (v.role === visit.role && v.node !== visit.node && firstTooDeep(v)) count++;
      });
      return count;
    };
    return {
      schema(visit) {
        if (visit.role === 'output' && !options.checkOutput) return;
        if (underCondition(visit)) return;
        const { node, tool } = visit;
        if (options.reportRecursive && typeof node.$ref === 'string') {
          const root = rootVisit(visit);
          const target = resolveRef(context.registry, tool, root.ref, visit.ref, node.$ref);
          if (target && isObject(target.node)) {
            // Bounded, so that a schema thousands of levels deep is not walked once per level.
            let steps = 0;
            for (let v = visit.parent; v && steps < MAX_ANCESTORS; v = v.parent, steps++) {
              if (v.node !== target.node) continue;
              if (firstCycle(tool, visit.role)) context.report({ messageId: 'recursive', data: { path: schemaPath(visit) || '(root)', name: tool.name } });
              break;
            }
          }
        }
        // Only the first container past the limit: what lies below it moves with it.
        if (visit.depth <= options.max || !isContainer(node) || underTooDeep(visit, options.max)) return;
        if (!firstDeep(tool, visit.role)) return;
        const what = isObjectSchema(node) ? 'Object' : 'Array';
        const data = { what, path: schemaPath(visit), name: tool.name, depth: visit.depth, max: options.max };
        const others = othersLike(visit);
        if (others === 0) context.report({ messageId: 'tooDeep', data });
        else context.report({ messageId: 'tooDeepMany', data: { ...data, others, role: visit.role } });
      },
    };
  },
});

/** True the first time it is asked about a schema (input, output) of a tool, false after. */
function firstPerSchema(): (tool: Tool, role: string) => boolean {
  const seen = new Map<Tool, Set<string>>();
  return (tool, role) => {
    const roles = seen.get(tool) ?? new Set<string>();
    if (roles.has(role)) return false;
    seen.set(tool, roles.add(role));
    return true;
  };
}
