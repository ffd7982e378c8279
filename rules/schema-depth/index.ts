import { defineRule } from '../../src/engine/index.js';
import { isObjectSchema, resolveRef, schemaPath, schemaTypes, rootVisit, underCondition, type SchemaVisit } from '../../src/kit/index.js';
import { isObject, type JsonObject } from '../../src/model/index.js';

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
      recursive:
        'Schema "{{path}}" of tool "{{name}}" refers back to a schema that holds it, so it nests without end: a model may build arbitrarily deep arguments; give the nesting a fixed depth instead.',
    },
  },
  create(context, options: Options) {
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
              context.report({ messageId: 'recursive', data: { path: schemaPath(visit) || '(root)', name: tool.name } });
              break;
            }
          }
        }
        // Only the first container past the limit: what lies below it moves with it.
        if (visit.depth <= options.max || !isContainer(node) || underTooDeep(visit, options.max)) return;
        const what = isObjectSchema(node) ? 'Object' : 'Array';
        context.report({ messageId: 'tooDeep', data: { what, path: schemaPath(visit), name: tool.name, depth: visit.depth, max: options.max } });
      },
    };
  },
});
