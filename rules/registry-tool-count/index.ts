import { defineRule } from '../../src/engine/index.js';
import { parsePointer, joinPointer, type Registry, type SourceRef } from '../../src/model/index.js';

interface Options {
  max: number;
}

/**
 * Where the registry's list is written: the array that holds the first tool (`/tools`), the
 * `paths` of an OpenAPI document, or the top of the first file.
 */
export function listRef(registry: Registry): SourceRef {
  const first = registry.tools[0];
  if (!first) return { file: registry.files[0] ?? '', pointer: '' };
  const { file, pointer } = first.source;
  if (first.http) return { file, pointer: '/paths' };
  const segments = parsePointer(pointer);
  const last = segments.at(-1);
  if (last !== undefined && /^(0|[1-9][0-9]*)$/.test(last)) return { file, pointer: joinPointer('', ...segments.slice(0, -1)) };
  return { file, pointer: '' };
}

export default defineRule({
  meta: {
    id: 'registry-tool-count',
    description: 'A registry offers no more tools than a model chooses well from.',
    recommended: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        max: {
          type: 'integer',
          minimum: 1,
          description: 'The most tools one registry may offer a model at once.',
          default: 20,
        },
      },
    },
    defaults: { max: 20 } as Options,
    messages: {
      tooMany: 'This registry offers {{count}} tools, more than {{max}}: models pick the wrong tool more often from long lists, so split it into toolsets loaded by task, or raise `max` if every tool must be offered at once.',
    },
  },
  create(context, options) {
    return {
      registry(registry) {
        const count = registry.tools.length;
        if (count <= options.max) return;
        context.report({ messageId: 'tooMany', at: listRef(registry), data: { count, max: options.max } });
      },
    };
  },
});
