import { defineRule } from '../../src/engine/index.js';
import { derefSchema, schemaPath, schemaTypes, underCondition, type SchemaVisit } from '../../src/kit/index.js';
import { hasOwn, isObject, joinPointer, type JsonObject, type Registry } from '../../src/model/index.js';

interface Options {
  checkMaxItems: boolean;
  checkOutput: boolean;
}

/** `items: {}` and `items: true` declare items of any kind, which says nothing. */
function saysNothing(items: unknown): boolean {
  return items === true || (isObject(items) && Object.keys(items).length === 0);
}

/** A tuple closed by `items: false` (or `additionalItems: false`) holds at most its listed items. */
function closedTuple(node: JsonObject): boolean {
  const listed = Array.isArray(node.prefixItems) || Array.isArray(node.items);
  return listed && (node.items === false || node.additionalItems === false);
}

/**
 * Items picked from a closed set (`fields: [sha, author]` out of an enum) cannot grow beyond
 * that set in any useful way, so they need no `maxItems`.
 */
function closedItems(registry: Registry, visit: SchemaVisit): boolean {
  const items = visit.node.items;
  if (!isObject(items)) return false;
  let root = visit;
  while (root.parent) root = root.parent;
  const at = registry.nodeRefs.get(items) ?? { file: visit.ref.file, pointer: joinPointer(visit.ref.pointer, 'items') };
  const target = derefSchema(registry, visit.tool, items, at, root.ref);
  return target !== undefined && (Array.isArray(target.node.enum) || hasOwn(target.node, 'const'));
}

export default defineRule({
  meta: {
    id: 'array-items-defined',
    description: 'Arrays declare what their `items` are and, with `maxItems`, how many may be sent.',
    recommended: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        checkMaxItems: {
          type: 'boolean',
          description: 'Also ask input arrays for `maxItems`.',
          default: true,
        },
        checkOutput: {
          type: 'boolean',
          description: 'Also ask arrays in output schemas for `items` (never for `maxItems`).',
          default: false,
        },
      },
    },
    recommendedOptions: { checkMaxItems: false },
    // A missing maxItems is hardening: true of most arrays, and blind readers judged it not worth
    // a change in nearly every case they saw (docs/precision), so it informs and never warns.
    maxSeverity: { anyItems: 'info', noMaxItems: 'info' },
    messages: {
      noItems: 'Array "{{path}}" does not say what its items are: add `items` with a type and a description, or the model has to guess.',
      anyItems: 'Array "{{path}}" accepts items of any kind (`items: {{items}}`): give `items` a type.',
      noMaxItems: 'Array "{{path}}" has no `maxItems`: set how many items one call may send, so a model cannot send thousands.',
    },
  },
  create(context, options: Options) {
    return {
      schema(visit) {
        const { node } = visit;
        if (!schemaTypes(node).includes('array') || underCondition(visit)) return;
        if (visit.role === 'output' && !options.checkOutput) return;
        const path = schemaPath(visit) || '(root)';
        if (!hasOwn(node, 'items') && !hasOwn(node, 'prefixItems')) context.report({ messageId: 'noItems', data: { path } });
        else if (saysNothing(node.items)) context.report({ messageId: 'anyItems', data: { path, items: JSON.stringify(node.items) } });
        if (visit.role === 'output' || !options.checkMaxItems) return;
        // An enum or const lists every array that may be sent.
        if (typeof node.maxItems === 'number' || closedTuple(node) || hasOwn(node, 'enum') || hasOwn(node, 'const')) return;
        if (closedItems(context.registry, visit)) return;
        context.report({ messageId: 'noMaxItems', data: { path } });
      },
    };
  },
});
