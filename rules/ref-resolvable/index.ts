import { defineRule } from '../../src/engine/index.js';
import { isRefObject, resolveRef, rootVisit, type SchemaVisit } from '../../src/kit/index.js';
import { isAbsolutePath, joinRelative, type Registry, type SourceRef, type Tool } from '../../src/model/index.js';

interface Options {
  allowRemote: boolean;
}

/** How many `$ref`s in a row are followed looking for a cycle. */
const MAX_CHAIN = 64;

/**
 * Where following `$ref` from `start` goes when it only ever reaches other pure references and
 * comes back to `start`: the pointers of `A → B → A`. A reference to a schema that declares
 * something (a tree node whose children refer to it) is legal recursion and gives undefined,
 * and so does a reference that merely leads into a cycle it is not part of.
 */
function pureCycle(registry: Registry, tool: Tool, root: SourceRef, start: SchemaVisit): string[] | undefined {
  const chain: string[] = [start.ref.pointer || '#'];
  const seen = new Set<object>([start.node]);
  let node: unknown = start.node;
  let at = start.ref;
  for (let i = 0; i < MAX_CHAIN && isRefObject(node); i++) {
    const next = resolveRef(registry, tool, root, at, node.$ref);
    if (!next || typeof next.node !== 'object' || next.node === null) return undefined;
    if (next.node === start.node) return chain;
    if (seen.has(next.node) || Object.keys(next.node).length > 1) return undefined;
    seen.add(next.node);
    node = next.node;
    at = registry.nodeRefs.get(next.node) ?? next.ref;
    chain.push(at.pointer || '#');
  }
  return undefined;
}

export default defineRule({
  meta: {
    id: 'ref-resolvable',
    description: 'Every `$ref` in a tool schema resolves to a schema in the files that were read.',
    recommended: 'error',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        allowRemote: {
          type: 'boolean',
          description: 'Accept `$ref`s to URLs (`https://…`) without reporting them; toolslint never fetches them either way.',
          default: false,
        },
      },
    },
    messages: {
      remote:
        '`$ref` "{{ref}}" points to a URL, which is never fetched, so the schema behind it is not checked and a provider may not accept it: inline the schema or point to a local file.',
      anchor: '`$ref` "{{ref}}" uses a plain-name anchor, which is not resolved: use a JSON pointer such as "#/$defs/Name".',
      unresolved: '`$ref` "{{ref}}" does not resolve: nothing is written at that place.',
      notSchema: '`$ref` "{{ref}}" resolves to a {{kind}}, not a schema.',
      notRead:
        '`$ref` "{{ref}}" names {{target}}, which was not read: references are followed only to files inside the project or beside the registry, within --max-file-size.',
      unreadFile: '`$ref` "{{ref}}" names {{target}}, which {{why}}.',
      cycle: '`$ref` "{{ref}}" leads only to references and back to itself ({{chain}}), so it describes no value: point one of them at a real schema.',
    },
  },
  create(context, options: Options) {
    return {
      schema(visit) {
        const ref = visit.node.$ref;
        if (typeof ref !== 'string') return;
        const target = ref.split('#')[0];
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
          if (!options.allowRemote) context.report({ messageId: 'remote', data: { ref } });
          return;
        }
        const hash = ref.indexOf('#');
        if (hash !== -1 && ref.length > hash + 1 && ref[hash + 1] !== '/') {
          context.report({ messageId: 'anchor', data: { ref } });
          return;
        }
        const root = rootVisit(visit).ref;
        const resolved = resolveRef(context.registry, visit.tool, root, visit.ref, ref);
        if (!resolved) {
          const file = target === '' ? undefined : isAbsolutePath(target) ? target : joinRelative(visit.ref.file, target);
          const why =
            file === undefined
              ? undefined
              : isAbsolutePath(target)
                ? 'is an absolute path and is never read: write the path relative to this file'
                : context.registry.unreadFiles?.get(file);
          if (file !== undefined && why !== undefined) context.report({ messageId: 'unreadFile', data: { ref, target: file, why } });
          else if (file !== undefined && !context.registry.documents.has(file)) context.report({ messageId: 'notRead', data: { ref, target: file } });
          else context.report({ messageId: 'unresolved', data: { ref } });
          return;
        }
        const cycle = pureCycle(context.registry, visit.tool, root, visit);
        // Every member of a cycle finds it; it is reported once, at its first place.
        if (cycle) {
          if (cycle.every((p) => cycle[0] <= p)) context.report({ messageId: 'cycle', data: { ref, chain: [...cycle, cycle[0]].join(' → ') } });
        } else if (typeof resolved.node !== 'boolean' && (resolved.node === null || typeof resolved.node !== 'object' || Array.isArray(resolved.node))) {
          context.report({
            messageId: 'notSchema',
            data: { ref, kind: Array.isArray(resolved.node) ? 'list' : resolved.node === null ? 'null' : typeof resolved.node },
          });
        }
      },
    };
  },
});
