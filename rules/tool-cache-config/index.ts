import { defineRule } from '../../src/engine/index.js';
import { inputRoot, toolParameters, toolLabel, metaField, metaFields } from '../../src/kit/index.js';
import { isObject, joinPointer, type Registry, type Tool } from '../../src/model/index.js';

interface Options {
  cacheableKey: string;
  dependentKeys: string[];
  keyParamsKey: string;
  unknownKind: boolean;
}

const DEFAULTS: Options = {
  cacheableKey: 'cacheable',
  dependentKeys: ['cache_ttl', 'cache_key_params'],
  keyParamsKey: 'cache_key_params',
  unknownKind: false,
};

/** Whether a dotted path (`filters.status`) names a parameter of the tool's input schema. */
function hasParameter(registry: Registry, tool: Tool, path: string): boolean {
  const [head, ...rest] = path.split('.');
  const top = toolParameters(registry, tool).find((p) => p.name === head);
  if (!top) return false;
  let node = top.node;
  for (const part of rest) {
    const props = node.properties;
    // Below a `$ref` or a composition the rule cannot follow, a nested name is given the benefit of the doubt.
    if (!isObject(props)) return typeof node.$ref === 'string' || Array.isArray(node.allOf) || Array.isArray(node.anyOf) || Array.isArray(node.oneOf);
    const next = props[part];
    if (!isObject(next)) return false;
    node = next;
  }
  return true;
}

export default defineRule({
  meta: {
    id: 'tool-cache-config',
    description: 'Cache settings make sense: only read tools are cacheable, cache fields come with `cacheable`, and cache keys name real parameters.',
    recommended: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        cacheableKey: { type: 'string', minLength: 1, description: "The field that marks a tool's results as cacheable.", default: DEFAULTS.cacheableKey },
        dependentKeys: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Fields that mean something only on a cacheable tool.',
          default: DEFAULTS.dependentKeys,
        },
        keyParamsKey: {
          type: 'string',
          minLength: 1,
          description: 'The field listing the parameters a cached result is keyed by.',
          default: DEFAULTS.keyParamsKey,
        },
        unknownKind: { type: 'boolean', description: 'Also report cacheable tools whose kind cannot be told (neither read nor write).', default: false },
      },
    },
    messages: {
      cacheableWrite: 'Tool "{{name}}" is {{kind}} but marked `{{key}}: true`: a cached answer would skip the change it makes; cache only tools that read.',
      cacheableUnknown:
        'Tool "{{name}}" is marked `{{key}}: true`, but nothing says it only reads: start its name with a read verb or mark its kind, or remove `{{key}}`.',
      withoutCacheable:
        'Tool "{{name}}" sets `{{field}}` but is not marked `{{key}}: true`, so `{{field}}` has no effect: set `{{key}}: true` or remove `{{field}}`.',
      unknownParam:
        '`{{field}}` of tool "{{name}}" names "{{param}}", which is not one of its parameters: cached results would be keyed by nothing; use a parameter name.',
    },
  },
  create(context, options: Options) {
    const { registry } = context;
    return {
      tool(tool) {
        const name = toolLabel(tool);
        const cacheable = metaField(tool, [options.cacheableKey]);
        const key = cacheable?.key ?? options.cacheableKey;
        if (cacheable?.value === true) {
          const { kind } = context.view.action(tool);
          if (kind === 'write' || kind === 'destructive') {
            context.report({ messageId: 'cacheableWrite', at: cacheable.ref, data: { name, kind: kind === 'write' ? 'a write tool' : 'destructive', key } });
          } else if (kind === 'unknown' && options.unknownKind) {
            context.report({ messageId: 'cacheableUnknown', at: cacheable.ref, data: { name, key } });
          }
        } else if (cacheable === undefined || typeof cacheable.value === 'boolean') {
          // A `cacheable` that is not a boolean is tool-metadata-types' to report.
          for (const f of metaFields(tool, options.dependentKeys)) {
            context.report({ messageId: 'withoutCacheable', at: f.ref, data: { name, field: f.key, key } });
          }
        }
        const keyParams = metaField(tool, [options.keyParamsKey]);
        // A tool without an input schema is schema-root-object's to report; its names cannot be checked.
        if (!keyParams || !Array.isArray(keyParams.value) || !inputRoot(registry, tool)) return;
        keyParams.value.forEach((param, i) => {
          if (typeof param !== 'string' || hasParameter(registry, tool, param)) return;
          const at = { file: keyParams.ref.file, pointer: joinPointer(keyParams.ref.pointer, i) };
          context.report({ messageId: 'unknownParam', at, data: { name, field: keyParams.key, param } });
        });
      },
    };
  },
});
